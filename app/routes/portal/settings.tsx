import { data, Form, useNavigation } from "react-router";
import { FieldError } from "~/components/questionnaire/step-layout";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { BRAND } from "~/brand";
import { readForm } from "~/lib/read-form";
import { readAccountForm, validateAccountForm, type FieldErrors } from "~/modules/accounts/account-forms";
import { getAccounts } from "~/modules/accounts/app-accounts.server";
import { changePassword } from "~/modules/accounts/change-password.server";
import { requirePortal } from "~/modules/accounts/session.server";
import type { Route } from "./+types/settings";

export function meta() {
  return [{ title: `Settings | ${BRAND.name} Pro` }, { name: "robots", content: "noindex" }];
}

/** Settings: the account and its password (lead and notification preferences come with issue 12). */
export async function loader({ request }: Route.LoaderArgs) {
  const portal = await requirePortal(await getAccounts(), request);
  return portal.mode === "provider"
    ? { demo: false, name: portal.user.name, email: portal.user.email }
    : { demo: true, name: portal.provider.businessName, email: portal.provider.email };
}

export async function action({ request }: Route.ActionArgs) {
  const accounts = await getAccounts();
  const portal = await requirePortal(accounts, request);
  if (portal.mode !== "provider") throw data(null, { status: 403 });
  const values = readAccountForm("changePassword", await readForm(request));
  const checked = validateAccountForm("changePassword", values);
  if (!checked.ok) return data({ ok: false as const, errors: checked.errors, message: checked.summary.message }, { status: 400 });
  const result = await changePassword(accounts, request.headers, checked.value);
  if (!result.ok) {
    const errors: FieldErrors = { [result.field]: result.message };
    return data({ ok: false as const, errors, message: result.message }, { status: 400 });
  }
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  return data({ ok: true as const, errors: {} as FieldErrors, message: "Your password was changed. Other devices were signed out." }, { headers });
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.errors ?? {};
  const field = (name: string, label: string, autoComplete: string) => (
    <div>
      <Label htmlFor={`settings-${name}`}>{label}</Label>
      <Input
        id={`settings-${name}`}
        name={name}
        type="password"
        autoComplete={autoComplete}
        maxLength={128}
        className="mt-1"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `settings-${name}-error` : undefined}
      />
      <FieldError id={`settings-${name}-error`} message={errors[name]} />
    </div>
  );
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Settings</h1>
      <section aria-labelledby="account-heading" className="rounded-card border border-line p-4">
        <h2 id="account-heading" className="text-lg font-semibold">
          Account
        </h2>
        <dl className="mt-3 grid gap-2 sm:grid-cols-[8rem_1fr]">
          <dt className="text-muted">Name</dt>
          <dd>{loaderData.name}</dd>
          <dt className="text-muted">E-mail</dt>
          <dd>{loaderData.email}</dd>
        </dl>
      </section>
      <section aria-labelledby="password-heading" className="rounded-card border border-line p-4">
        <h2 id="password-heading" className="text-lg font-semibold">
          Change password
        </h2>
        {actionData ? (
          <p role={actionData.ok ? "status" : "alert"} className={actionData.ok ? "mt-3 text-success" : "mt-3 text-danger"}>
            {actionData.message}
          </p>
        ) : null}
        <Form method="post" className="mt-4 flex max-w-md flex-col gap-4" key={actionData?.ok ? "done" : "form"}>
          {field("currentPassword", "Current password", "current-password")}
          {field("password", "New password (at least 6 characters)", "new-password")}
          {field("confirmPassword", "Confirm new password", "new-password")}
          <Button type="submit" busy={busy} busyLabel="Saving…" disabled={loaderData.demo}>
            Change Password
          </Button>
          {loaderData.demo ? <p className="text-sm text-muted">Not available in demo mode: changes are not saved.</p> : null}
        </Form>
      </section>
    </div>
  );
}

import { data, Form, useNavigation } from "react-router";
import { FieldError } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { BRAND } from "~/brand";
import { AccountSettingsForms } from "~/components/portal/account-settings-forms";
import { LeadPreferencesForm } from "~/components/portal/lead-preferences-form";
import { NotificationPreferencesForm } from "~/components/portal/notification-preferences-form";
import { AlertSettings } from "~/components/portal/alert-settings";
import { PushToggle } from "~/components/portal/push-toggle";
import { getEnv } from "~/config/env.server";
import { formFields, readForm } from "~/lib/read-form";
import type { FieldErrors } from "~/modules/accounts";
import { getAccounts, portalViewer } from "~/modules/accounts/index.server";
import { textsConfigured } from "~/modules/texting/index.server";
import { settingsPageAction, settingsPageView } from "~/modules/portal/index.server";
import { useActionAnswer } from "~/components/portal/use-action-answer";
import type { Route } from "./+types/settings";
import { retryAfterHeaders } from "~/lib/retry-after";

export function meta() {
  return [{ title: `Settings | ${BRAND.name} Pro` }, { name: "robots", content: "noindex" }];
}

/** The pro's own lead preferences (cap, price, pause; services are on the Directory page), e-mail notifications, the account and its password. */
export async function loader({ context }: Route.LoaderArgs) {
  const accounts = await getAccounts();
  const env = getEnv();
  const view = await settingsPageView(accounts.db, { portal: portalViewer(context), textsAvailable: textsConfigured(env), vapidEnv: env });
  if (!view) throw data(null, { status: 404 });
  return view;
}

/** Five forms (settings-page.server.ts tells them apart): lead preferences, alerts, notifications, name, e-mail, or the password. */
export async function action({ context, request }: Route.ActionArgs) {
  const accounts = await getAccounts();
  const portal = portalViewer(context);
  if (portal.mode !== "provider") throw data(null, { status: 403 });
  const form = await readForm(request);
  const answer = await settingsPageAction(accounts, {
    providerId: portal.provider.id,
    userId: portal.user.id,
    headers: request.headers,
    values: formFields(form),
    kinds: form.getAll("kinds").map(String),
    textsAvailable: textsConfigured(getEnv()),
  });
  if (answer.status === 404) throw data(null, { status: 404 });
  const headers = new Headers(retryAfterHeaders(answer.retryAfterSeconds));
  for (const cookie of answer.setCookies ?? []) headers.append("Set-Cookie", cookie);
  return data(answer.feedback, { status: answer.status, headers });
}

export default function Settings({ loaderData, actionData: latest }: Route.ComponentProps) {
  const actionData = useActionAnswer(latest);
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? (navigation.formData?.get("intent") ?? "password") : null;
  const busy = submitting === "password";
  const passwordData = actionData?.form === "password" ? actionData : null;
  const errors: FieldErrors = passwordData?.errors ?? {};
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
      <LeadPreferencesForm
        saved={loaderData.preferences}
        limits={loaderData.limits}
        feedback={actionData?.form === "preferences" ? actionData : null}
        demo={loaderData.demo}
        busy={submitting === "preferences"}
      />
      <PushToggle publicKey={loaderData.push.publicKey} devices={loaderData.push.devices} demo={loaderData.demo} />
      <AlertSettings
        view={loaderData.alerts}
        feedback={actionData && "form" in actionData && (actionData.form === "channels" || actionData.form === "texts") ? actionData : null}
        demo={loaderData.demo}
        busy={typeof submitting === "string" && submitting !== "password" ? submitting : null}
      />
      <NotificationPreferencesForm
        saved={loaderData.notifications}
        feedback={actionData?.form === "notifications" ? actionData : null}
        demo={loaderData.demo}
        busy={submitting === "notifications"}
      />
      <AccountSettingsForms
        {...loaderData.account}
        nameFeedback={actionData?.form === "name" ? actionData : null}
        emailFeedback={actionData?.form === "email" ? actionData : null}
        demo={loaderData.demo}
        busy={submitting === "name" || submitting === "email" ? submitting : null}
      />
      <section aria-labelledby="password-heading" className="rounded-card border border-line p-4">
        <h2 id="password-heading" className="text-lg font-semibold">
          Change password
        </h2>
        {passwordData ? (
          <p role={passwordData.ok ? "status" : "alert"} className={passwordData.ok ? "mt-3 text-success" : "mt-3 text-danger"}>
            {passwordData.message}
          </p>
        ) : null}
        <Form method="post" className="mt-4 flex max-w-md flex-col gap-4" key={passwordData?.ok ? "done" : "form"}>
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

import { data, Form, useNavigation } from "react-router";
import { FieldError } from "~/components/questionnaire/step-layout";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { BRAND } from "~/brand";
import { LeadPreferencesForm } from "~/components/portal/lead-preferences-form";
import { readForm } from "~/lib/read-form";
import { readAccountForm, validateAccountForm, type FieldErrors } from "~/modules/accounts/account-forms";
import { getAccounts } from "~/modules/accounts/app-accounts.server";
import { changePassword } from "~/modules/accounts/change-password.server";
import { requirePortal } from "~/modules/accounts/session.server";
import { SERVICES } from "~/modules/catalog/services";
import { LEAD_PREFERENCE_LIMITS, parseLeadPreferences, type LeadPreferencesInput } from "~/modules/providers/lead-preferences";
import { getLeadPreferences, updateLeadPreferences } from "~/modules/providers/lead-preferences.server";
import type { Route } from "./+types/settings";

export function meta() {
  return [{ title: `Settings | ${BRAND.name} Pro` }, { name: "robots", content: "noindex" }];
}

/** The pro's own lead preferences (categories the site offers), the account and its password; notification preferences are still to come. */
export async function loader({ request }: Route.LoaderArgs) {
  const accounts = await getAccounts();
  const portal = await requirePortal(accounts, request);
  const preferences = await getLeadPreferences(accounts.db, portal.provider.id);
  if (!preferences) throw data(null, { status: 404 });
  const categories = SERVICES.map((service) => ({ slug: service.slug, name: service.name }));
  return portal.mode === "provider"
    ? { demo: false, name: portal.user.name, email: portal.user.email, preferences, categories, limits: LEAD_PREFERENCE_LIMITS }
    : { demo: true, name: portal.provider.businessName, email: portal.provider.email, preferences, categories, limits: LEAD_PREFERENCE_LIMITS };
}

/** Two forms, told apart by `intent`: the lead preferences, or (by default) the password. */
export async function action({ request }: Route.ActionArgs) {
  const accounts = await getAccounts();
  const portal = await requirePortal(accounts, request);
  if (portal.mode !== "provider") throw data(null, { status: 403 });
  const form = await readForm(request);
  if (form.get("intent") === "preferences") {
    const text = (name: string) => String(form.get(name) ?? "").slice(0, 1000);
    const values: LeadPreferencesInput = {
      categories: form.getAll("categories").map(String).slice(0, 50),
      weeklyLeadCap: text("weeklyLeadCap"),
      maxCreditsPerLead: text("maxCreditsPerLead"),
      paused: form.has("paused") ? text("paused") || "on" : null,
    };
    const checked = parseLeadPreferences(values);
    if (!checked.ok) {
      const message = "Your preferences were not saved. Check the fields marked below.";
      return data({ form: "preferences" as const, ok: false, errors: checked.errors, message, values }, { status: 400 });
    }
    if (!(await updateLeadPreferences(accounts.db, portal.provider.id, checked.value))) throw data(null, { status: 404 });
    return data({ form: "preferences" as const, ok: true, errors: {}, message: "Your lead preferences were saved.", values: null });
  }
  const values = readAccountForm("changePassword", form);
  const checked = validateAccountForm("changePassword", values);
  if (!checked.ok) return data({ form: "password" as const, ok: false as const, errors: checked.errors, message: checked.summary.message }, { status: 400 });
  const result = await changePassword(accounts, request.headers, checked.value);
  if (!result.ok) {
    const errors: FieldErrors = { [result.field]: result.message };
    return data({ form: "password" as const, ok: false as const, errors, message: result.message }, { status: 400 });
  }
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  return data(
    { form: "password" as const, ok: true as const, errors: {} as FieldErrors, message: "Your password was changed. Other devices were signed out." },
    { headers },
  );
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
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
        categories={loaderData.categories}
        limits={loaderData.limits}
        feedback={actionData?.form === "preferences" ? actionData : null}
        demo={loaderData.demo}
        busy={submitting === "preferences"}
      />
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

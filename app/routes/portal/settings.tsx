import { data, Form, useNavigation } from "react-router";
import { FieldError } from "~/components/questionnaire/step-layout";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { BRAND } from "~/brand";
import { AccountSettingsForms, type AccountFeedback } from "~/components/portal/account-settings-forms";
import { LeadPreferencesForm } from "~/components/portal/lead-preferences-form";
import { NotificationPreferencesForm } from "~/components/portal/notification-preferences-form";
import { AlertSettings } from "~/components/portal/alert-settings";
import { PushToggle } from "~/components/portal/push-toggle";
import { getEnv } from "~/config/env.server";
import { formFields, readForm } from "~/lib/read-form";
import { echoValues, readAccountForm, validateAccountForm, type FieldErrors } from "~/modules/accounts/account-forms";
import { changeName, pendingEmailChange, requestEmailChange } from "~/modules/accounts/account-settings.server";
import { getAccounts, type AppAccounts } from "~/modules/accounts/app-accounts.server";
import { changePassword } from "~/modules/accounts/change-password.server";
import { requirePortal } from "~/modules/accounts/session.server";
import { allNotificationsOn, notificationPreferencesFromForm } from "~/modules/notifications/notification-kinds";
import { getNotificationPreferences, setNotificationPreferences } from "~/modules/notifications/notification-preferences.server";
import { pushDevices } from "~/modules/notifications/push-subscriptions.server";
import { textsConfigured } from "~/modules/texting/text-worker.server";
import { alertSettingsAction, alertSettingsView, isAlertIntent } from "~/modules/portal/alert-settings.server";
import { vapidPublicKey } from "~/modules/notifications/vapid-keys.server";
import { LEAD_PREFERENCE_LIMITS, parseLeadPreferences, type LeadPreferencesInput } from "~/modules/providers/lead-preferences";
import { getLeadPreferences, updateLeadPreferences } from "~/modules/providers/lead-preferences.server";
import type { Route } from "./+types/settings";
import { retryAfterHeaders } from "~/lib/retry-after";

export function meta() {
  return [{ title: `Settings | ${BRAND.name} Pro` }, { name: "robots", content: "noindex" }];
}

/** The pro's own lead preferences (cap, price, pause; services are on the Directory page), e-mail notifications, the account and its password. */
export async function loader({ request }: Route.LoaderArgs) {
  const accounts = await getAccounts();
  const portal = await requirePortal(accounts, request);
  const preferences = await getLeadPreferences(accounts.db, portal.provider.id);
  if (!preferences) throw data(null, { status: 404 });
  const shared = { preferences, limits: LEAD_PREFERENCE_LIMITS, alerts: await alertSettingsView(accounts.db, { providerId: portal.provider.id, textsAvailable: textsConfigured(getEnv()) }) };
  if (portal.mode === "provider") {
    const { user } = portal;
    return {
      ...shared,
      demo: false,
      account: { firstName: user.firstName, lastName: user.lastName, email: user.email, pendingEmail: await pendingEmailChange(accounts.db, user.id) },
      notifications: await getNotificationPreferences(accounts.db, user.id),
      push: {
        publicKey: await vapidPublicKey(accounts.db, getEnv()),
        devices: (await pushDevices(accounts.db, user.id)).map(({ id, device }) => ({ id, device })),
      },
    };
  }
  // Demo mode has no account: the demo business stands in, every e-mail on.
  return {
    ...shared,
    demo: true,
    account: { firstName: "Demo", lastName: "Pro", email: portal.provider.email, pendingEmail: null },
    notifications: allNotificationsOn(),
    push: { publicKey: null, devices: [] },
  };
}

/** Five forms, told apart by `intent`: lead preferences, notifications, name, e-mail, or (by default) the password. */
export async function action({ request }: Route.ActionArgs) {
  const accounts = await getAccounts();
  const portal = await requirePortal(accounts, request);
  if (portal.mode !== "provider") throw data(null, { status: 403 });
  const form = await readForm(request);
  const intent = form.get("intent");
  if (isAlertIntent(intent)) {
    const result = await alertSettingsAction(accounts.db, { providerId: portal.provider.id, userId: portal.user.id, intent, values: formFields(form), textsAvailable: textsConfigured(getEnv()) });
    if (result.status === 404) throw data(null, { status: 404 });
    const headers = retryAfterHeaders(result.retryAfterSeconds);
    return data(result, { status: result.status, headers });
  }
  if (intent === "notifications") {
    await setNotificationPreferences(accounts.db, portal.user.id, notificationPreferencesFromForm(form.getAll("kinds").map(String)));
    return data({ form: "notifications" as const, ok: true, message: "Your e-mail choices were saved." });
  }
  if (intent === "name" || intent === "email") return accountAction(accounts, portal.user.id, intent, form);
  if (intent === "preferences") {
    const text = (name: string) => String(form.get(name) ?? "").slice(0, 1000);
    const values: LeadPreferencesInput = {
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

/** The name, or a new e-mail address (mailed a link; the address changes when it is opened). */
async function accountAction(accounts: AppAccounts, userId: string, intent: "name" | "email", form: FormData) {
  const formName = intent === "name" ? "changeName" : "changeEmail";
  const values = readAccountForm(formName, form);
  const refused = (errors: FieldErrors, message: string) =>
    data({ form: intent, ok: false, errors, message, values: echoValues(values) } satisfies AccountFeedback & { form: typeof intent }, { status: 400 });
  if (intent === "name") {
    const checked = validateAccountForm("changeName", values);
    if (!checked.ok) return refused(checked.errors, "Your name was not saved. Check the fields marked below.");
    if (!(await changeName(accounts.db, userId, checked.value))) throw data(null, { status: 404 });
    return data({ form: intent, ok: true, errors: {}, message: "Your name was saved.", values: null });
  }
  const checked = validateAccountForm("changeEmail", values);
  if (!checked.ok) return refused(checked.errors, "Your e-mail address was not changed. Check the fields marked below.");
  const result = await requestEmailChange(accounts.db, accounts, userId, checked.value);
  if (!result.ok && result.retryAfterSeconds) {
    const body = { form: intent, ok: false, errors: {}, message: result.message, values: echoValues(values) };
    return data(body, { status: 429, headers: retryAfterHeaders(result.retryAfterSeconds) });
  }
  if (!result.ok) return refused({ [result.field]: result.message }, `Your e-mail address was not changed: ${result.message.toLowerCase()}.`);
  const message = `We sent a link to ${result.value.email}. Open it to start using that address; until then you keep signing in with your current one.`;
  return data({ form: intent, ok: true, errors: {}, message, values: null });
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

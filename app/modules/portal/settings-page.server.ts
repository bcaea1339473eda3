import type { Database } from "~/db/client.server";
import { echoValues, readAccountForm, validateAccountForm, type FieldErrors } from "~/modules/accounts";
import { changeName, requestEmailChange, type AppAccounts, changePassword, pendingEmailChange, type PortalViewer } from "~/modules/accounts/index.server";
import { allNotificationsOn, defaultChannelChoices, notificationPreferencesFromForm } from "~/modules/notifications";
import { pushDevices, setNotificationPreferences, userNotificationChoices, vapidPublicKey } from "~/modules/notifications/index.server";
import { textConsentOf } from "~/modules/texting/index.server";
import { LEAD_PREFERENCE_LIMITS, parseLeadPreferences, type LeadPreferences, type LeadPreferencesInput } from "~/modules/matching";
import { getLeadPreferences, updateLeadPreferences } from "~/modules/matching/index.server";
import { alertSettingsAction, alertSettingsView, isAlertIntent, type AlertActionResult } from "./alert-settings.server";

/**
 * What the pro's settings page's forms do, on plain values: the route checks
 * the signed-in pro and reads the form, this tells the forms apart by
 * `intent` and says what to answer. A post without a known intent is the
 * password form (it has no intent field).
 */
export const SETTINGS_INTENTS = ["preferences", "notifications", "name", "email"] as const;

type AccountFeedback = { ok: boolean; message: string; errors: FieldErrors; values: Record<string, string> | null };

/** What the page shows next to the form that was posted, told apart by `form`. */
export type SettingsFeedback =
  | AlertActionResult
  | { form: "notifications"; ok: true; message: string }
  | { form: "preferences"; ok: boolean; message: string; errors: Partial<Record<keyof LeadPreferences, string>>; values: LeadPreferencesInput | null }
  | ({ form: "name" | "email" } & AccountFeedback)
  | { form: "password"; ok: boolean; message: string; errors: FieldErrors };

/** A 404 (the pro, their account, or texting on this site is not there) carries no feedback: the route answers it as a plain 404. */
export type SettingsAnswer =
  | { status: 404 }
  | {
      status: 200 | 400 | 429;
      feedback: SettingsFeedback;
      retryAfterSeconds?: number;
      /** The password change's new session cookie for this browser. */
      setCookies?: string[];
    };

/**
 * What the settings page shows, or null for an unknown pro. The reads depend on nothing of each other, so they are
 * sent side by side: the page waits for two round trips to the database, one after the other, instead of ten.
 */
export async function settingsPageView(
  db: Database,
  args: { portal: PortalViewer; textsAvailable: boolean; vapidEnv: Parameters<typeof vapidPublicKey>[1] },
) {
  const { portal } = args;
  const user = portal.mode === "provider" ? portal.user : null;
  const [preferences, choices, consent, pendingEmail, publicKey, devices] = await Promise.all([
    getLeadPreferences(db, portal.provider.id),
    user ? userNotificationChoices(db, user.id) : null,
    textConsentOf(db, portal.provider.id),
    user ? pendingEmailChange(db, user.id) : null,
    user ? vapidPublicKey(db, args.vapidEnv) : null,
    user ? pushDevices(db, user.id) : [],
  ]);
  if (!preferences) return null;
  return {
    preferences,
    limits: LEAD_PREFERENCE_LIMITS,
    // Demo mode's business has no account: every alert on.
    alerts: alertSettingsView({ choices: choices?.channels ?? defaultChannelChoices(), consent, textsAvailable: args.textsAvailable }),
    // Demo mode has no account: the demo business stands in, every e-mail on.
    demo: user === null,
    account: user
      ? { firstName: user.firstName, lastName: user.lastName, email: user.email, pendingEmail }
      : { firstName: "Demo", lastName: "Pro", email: portal.provider.email, pendingEmail: null },
    notifications: choices?.emails ?? allNotificationsOn(),
    push: { publicKey, devices: devices.map(({ id, device }) => ({ id, device })) },
  };
}

export async function settingsPageAction(
  accounts: AppAccounts,
  args: {
    providerId: string;
    userId: string;
    /** The request's headers: better-auth finds the session to change the password of in them. */
    headers: Headers;
    values: Record<string, string>;
    /** The notification boxes ticked (a name posted once per box). */
    kinds: string[];
    textsAvailable: boolean;
  },
): Promise<SettingsAnswer> {
  const { values } = args;
  const intent = values.intent;
  if (isAlertIntent(intent)) {
    const result = await alertSettingsAction(accounts.db, { providerId: args.providerId, userId: args.userId, intent, values, textsAvailable: args.textsAvailable });
    if (result.status === 404) return { status: 404 };
    return { status: result.status, feedback: result, retryAfterSeconds: result.retryAfterSeconds };
  }
  switch (intent as (typeof SETTINGS_INTENTS)[number] | undefined) {
    case "notifications":
      await setNotificationPreferences(accounts.db, args.userId, notificationPreferencesFromForm(args.kinds));
      return { status: 200, feedback: { form: "notifications", ok: true, message: "Your e-mail choices were saved." } };
    case "name":
      return nameAction(accounts, args.userId, values);
    case "email":
      return emailAction(accounts, args.userId, values);
    case "preferences":
      return preferencesAction(accounts, args.providerId, values);
    default:
      return passwordAction(accounts, args.headers, values);
  }
}

async function preferencesAction(accounts: AppAccounts, providerId: string, posted: Record<string, string>): Promise<SettingsAnswer> {
  const text = (name: string) => (posted[name] ?? "").slice(0, 1000);
  const values: LeadPreferencesInput = {
    weeklyLeadCap: text("weeklyLeadCap"),
    maxCreditsPerLead: text("maxCreditsPerLead"),
    paused: "paused" in posted ? text("paused") || "on" : null,
  };
  const checked = parseLeadPreferences(values);
  if (!checked.ok) {
    const message = "Your preferences were not saved. Check the fields marked below.";
    return { status: 400, feedback: { form: "preferences", ok: false, errors: checked.errors, message, values } };
  }
  if (!(await updateLeadPreferences(accounts.db, providerId, checked.value))) return { status: 404 };
  return { status: 200, feedback: { form: "preferences", ok: true, errors: {}, message: "Your lead preferences were saved.", values: null } };
}

async function nameAction(accounts: AppAccounts, userId: string, posted: Record<string, string>): Promise<SettingsAnswer> {
  const values = readAccountForm("changeName", posted);
  const checked = validateAccountForm("changeName", values);
  if (!checked.ok) {
    return { status: 400, feedback: { form: "name", ok: false, errors: checked.errors, message: "Your name was not saved. Check the fields marked below.", values: echoValues(values) } };
  }
  if (!(await changeName(accounts.db, userId, checked.value))) return { status: 404 };
  return { status: 200, feedback: { form: "name", ok: true, errors: {}, message: "Your name was saved.", values: null } };
}

/** A new e-mail address is mailed a link; the address changes when it is opened. */
async function emailAction(accounts: AppAccounts, userId: string, posted: Record<string, string>): Promise<SettingsAnswer> {
  const values = readAccountForm("changeEmail", posted);
  const refused = (errors: FieldErrors, message: string): SettingsAnswer => ({ status: 400, feedback: { form: "email", ok: false, errors, message, values: echoValues(values) } });
  const checked = validateAccountForm("changeEmail", values);
  if (!checked.ok) return refused(checked.errors, "Your e-mail address was not changed. Check the fields marked below.");
  const result = await requestEmailChange(accounts.db, accounts, userId, checked.value);
  if (!result.ok && result.retryAfterSeconds) {
    return { status: 429, retryAfterSeconds: result.retryAfterSeconds, feedback: { form: "email", ok: false, errors: {}, message: result.message, values: echoValues(values) } };
  }
  if (!result.ok) return refused({ [result.field]: result.message }, `Your e-mail address was not changed: ${result.message.toLowerCase()}.`);
  const message = `We sent a link to ${result.value.email}. Open it to start using that address; until then you keep signing in with your current one.`;
  return { status: 200, feedback: { form: "email", ok: true, errors: {}, message, values: null } };
}

/** Other devices are signed out; this browser gets a new session cookie. */
async function passwordAction(accounts: AppAccounts, headers: Headers, posted: Record<string, string>): Promise<SettingsAnswer> {
  const values = readAccountForm("changePassword", posted);
  const checked = validateAccountForm("changePassword", values);
  if (!checked.ok) return { status: 400, feedback: { form: "password", ok: false, errors: checked.errors, message: checked.summary.message } };
  const result = await changePassword(accounts, headers, checked.value);
  if (!result.ok) return { status: 400, feedback: { form: "password", ok: false, errors: { [result.field]: result.message }, message: result.message } };
  const message = "Your password was changed. Other devices were signed out.";
  return { status: 200, setCookies: result.setCookies, feedback: { form: "password", ok: true, errors: {}, message } };
}

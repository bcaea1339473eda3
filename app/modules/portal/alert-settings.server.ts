import type { Database } from "~/db/client.server";
import { formatPhone } from "~/lib/phone";
import { type ChannelChoiceKind, type ChannelChoices, channelChoicesFromForm, type ChannelChoicesFormErrors, minuteToClock } from "~/modules/notifications";
import { saveChannelChoices } from "~/modules/notifications/index.server";
import { RateLimiter, tooManyRequestsMessage } from "~/modules/security";
import {
  CODE_MINUTES,
  confirmTextOptIn,
  startTextOptIn,
  stopTextsFromSettings,
  TEXT_CONSENT_WORDING,
  type TextConsentView,
} from "~/modules/texting/index.server";

/**
 * The settings page's phone alerts (decision 046): which of push and texts
 * carry new leads, messages and refund decisions, quiet hours, and the
 * number texts go to, confirmed with a texted code. Texts are offered only
 * where the site can send them (Twilio configured); the choices work either way.
 */
export type AlertSettingsView = {
  push: Record<ChannelChoiceKind, boolean>;
  text: Record<ChannelChoiceKind, boolean>;
  /** "22:00" to "07:00", or null for none. */
  quietHours: { start: string; end: string } | null;
  texts: {
    available: boolean;
    wording: string;
    /** The number as shown, and where its confirmation stands. */
    number: { display: string; status: "pending" | "active" | "stopped"; since: Date | null } | null;
  };
};

/**
 * What the settings page shows of the alerts, from the pro's choices (`defaultChannelChoices()` in demo mode, whose
 * business has no account: every alert on) and its number for texts; the page reads both with its other reads.
 */
export function alertSettingsView(args: { choices: ChannelChoices; consent: TextConsentView; textsAvailable: boolean }): AlertSettingsView {
  const { choices, consent } = args;
  return {
    push: choices.channels.push,
    text: choices.channels.text,
    quietHours: choices.quietHours ? { start: minuteToClock(choices.quietHours.startMinute), end: minuteToClock(choices.quietHours.endMinute) } : null,
    texts: {
      available: args.textsAvailable,
      wording: TEXT_CONSENT_WORDING,
      number: consent ? { display: formatPhone(consent.phone.slice(-10)), status: consent.status, since: consent.consentedAt } : null,
    },
  };
}

export const ALERT_INTENTS = ["channels", "text-start", "text-confirm", "text-stop"] as const;
export type AlertIntent = (typeof ALERT_INTENTS)[number];

/** Each code is a text we pay for and a stranger's phone may get: five an hour per pro. */
export const textCodeLimiter = new RateLimiter({ name: "text-code", limit: 5, windowMs: 60 * 60 * 1000 });

export type AlertActionResult = {
  form: "channels" | "texts";
  status: 200 | 400 | 404 | 429;
  retryAfterSeconds?: number;
  ok: boolean;
  message: string;
  errors: ChannelChoicesFormErrors & { phone?: string; code?: string };
  /** What was typed, kept when refused. */
  values: { phone?: string; quietStart?: string; quietEnd?: string; /** The channel boxes that were ticked. */ checked?: string[] } | null;
};

/** The top of the texts forms when a field was refused; the field says why (docs/decisions/077). */
const NO_CODE_SENT = "No code was sent. Check the number below.";
const NOT_CONFIRMED = "Your number was not confirmed. Check the code below.";

export function isAlertIntent(intent: unknown): intent is AlertIntent {
  return typeof intent === "string" && (ALERT_INTENTS as readonly string[]).includes(intent);
}

/** One post of the phone alerts forms, on plain values; the route has checked that the pro is signed in. */
export async function alertSettingsAction(
  db: Database,
  args: { providerId: string; userId: string; intent: AlertIntent; values: Record<string, string>; textsAvailable: boolean; limiter?: RateLimiter },
): Promise<AlertActionResult> {
  const { values } = args;
  if (args.intent === "channels") {
    const read = channelChoicesFromForm(values);
    if (!read.ok) {
      const message = "Your alert choices were not saved. Check the quiet hours.";
      const checked = Object.keys(values).filter((name) => /^(push|text):/.test(name));
      return { form: "channels", status: 400, ok: false, message, errors: read.errors, values: { quietStart: values.quietStart, quietEnd: values.quietEnd, checked } };
    }
    await saveChannelChoices(db, args.userId, read.value);
    return { form: "channels", status: 200, ok: true, message: "Your alert choices were saved.", errors: {}, values: null };
  }
  if (args.intent === "text-stop") {
    await stopTextsFromSettings(db, { providerId: args.providerId });
    return { form: "texts", status: 200, ok: true, message: "Texts are off. You can turn them on again with a new code.", errors: {}, values: null };
  }
  if (!args.textsAvailable) return { form: "texts", status: 404, ok: false, message: "Text messages are not available on this site.", errors: {}, values: null };
  if (args.intent === "text-start") {
    const phone = (values.phone ?? "").slice(0, 40);
    const limit = await (args.limiter ?? textCodeLimiter).hit(args.providerId);
    if (!limit.allowed) {
      const message = tooManyRequestsMessage(limit.retryAfterSeconds);
      // Said once, at the form's top: nothing is wrong with the number itself.
      return { form: "texts", status: 429, retryAfterSeconds: limit.retryAfterSeconds, ok: false, message, errors: {}, values: { phone } };
    }
    const started = await startTextOptIn(db, { providerId: args.providerId, phone });
    // The reason goes under the number, once; the top says what did not happen, as the page's other forms do
    // ("… was not saved. Check the fields marked below.", settings-page.server.ts).
    if (!started.ok) return { form: "texts", status: 400, ok: false, message: NO_CODE_SENT, errors: { phone: started.message }, values: { phone } };
    const message = `We texted a code to ${formatPhone(started.value.phone.slice(-10))}. Enter it below within ${CODE_MINUTES} minutes.`;
    return { form: "texts", status: 200, ok: true, message, errors: {}, values: null };
  }
  const confirmed = await confirmTextOptIn(db, { providerId: args.providerId, code: (values.code ?? "").slice(0, 20) });
  if (!confirmed.ok) return { form: "texts", status: 400, ok: false, message: NOT_CONFIRMED, errors: { code: confirmed.message }, values: null };
  return { form: "texts", status: 200, ok: true, message: `Texts are on: we will text ${formatPhone(confirmed.value.phone.slice(-10))}.`, errors: {}, values: null };
}

import { getEnv } from "~/config/env.server";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "~/db/availability";
import type { Database } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import type { Result } from "~/lib/result";
import { isHoneypotFilled, RateLimiter, tooManyRequestsMessage } from "~/modules/security";
import { LeadError, submitLead, type LeadSubmissionResult, type UpdateAccess } from "./create-lead.server";
import { heldLeadId, leadAccessToken } from "~/modules/matching/index.server";
import {
  CONSENT_VERSION,
  consentText,
  contactFromForm,
  type FieldErrors,
  type LeadContactInput,
  type LeadSubmitButton,
  validateLeadContact,
} from "./lead-form";
import { parseAnswers, type QuestionnaireAnswers, withSystemWords } from "./questionnaire";
import { leadsTaken } from "~/lib/metrics.server";

/** Eight submits an hour per IP is far above any homeowner and well below a script. */
export const leadRateLimiter = new RateLimiter({ name: "lead", limit: 8, windowMs: 60 * 60 * 1000 });

export type RequestMeta = { ip: string; userAgent: string; pageUrl: string };

/** A posted lead form, read into plain values (see `leadIntakeInput`); nothing in it is trusted yet. */
export type LeadIntakeInput = {
  contact: LeadContactInput;
  answers: QuestionnaireAnswers;
  idempotencyKey: string | null;
  honeypotFilled: boolean;
  /** The button the form was sent with: the consent stored is the one shown beside it. */
  button: LeadSubmitButton;
  /** Which earlier request the sender may update (a repeat from anyone else is a new request). */
  access: UpdateAccess;
};

export type IntakeFailure =
  | { reason: "invalid"; errors: FieldErrors; formError?: string }
  | { reason: "rate-limited"; message: string; retryAfterSeconds: number }
  /** A bot filled the honeypot: callers answer as if it worked, and nothing was stored. */
  | { reason: "ignored" }
  /** retryAfterSeconds: the database was unreachable for a moment (answered 503 with Retry-After). */
  | { reason: "failed"; message: string; retryAfterSeconds?: number };

export type IntakeResult = Result<LeadSubmissionResult, IntakeFailure>;

export const DATABASE_UNAVAILABLE_MESSAGE =
  "We couldn't save your request just now because our system is briefly unavailable. Nothing was sent yet: please try again in a few seconds.";

export const MISSING_PROJECT_DETAILS = "Some project details were missing or invalid. Please go back and check them.";

/**
 * Reads a lead form's posted fields (name to text) into the intake's input,
 * for the button it was sent with. Any consent text among the fields is
 * ignored: the stored text is derived from the button. `signedIn` is the
 * sender's account's verified address, if any.
 */
export function leadIntakeInput(
  fields: Readonly<Record<string, string>>,
  button: LeadSubmitButton,
  signedIn: { verifiedEmail: string | null } = { verifiedEmail: null },
): LeadIntakeInput {
  const params = new URLSearchParams(fields);
  const key = fields.idempotencyKey ?? "";
  return {
    contact: contactFromForm(params),
    // A post keeps the homeowner's own words for the service when they name no label (withSystemWords).
    answers: withSystemWords(parseAnswers(params), params.get("system")),
    idempotencyKey: /^[A-Za-z0-9-]{16,64}$/.test(key) ? key : null,
    honeypotFilled: isHoneypotFilled(fields),
    button,
    access: { leadId: heldLeadId(fields.lead, fields.token), verifiedEmail: signedIn.verifiedEmail },
  };
}

/**
 * Everything between a posted lead form and a stored lead: honeypot,
 * validation with the form's own schema, rate limit, then `submitLead` with
 * the consent text of the button that sent it.
 */
export async function intakeLead(
  db: Database,
  input: LeadIntakeInput,
  meta: RequestMeta,
  options: { limiter?: RateLimiter } = {},
): Promise<IntakeResult> {
  if (input.honeypotFilled) return { ok: false, reason: "ignored" };

  const contact = validateLeadContact(input.contact);
  // A lead needs at least its service and an Ohio ZIP.
  const { service, zip } = input.answers;
  if (!contact.ok || !service || !zip) {
    return {
      ok: false,
      reason: "invalid",
      errors: contact.ok ? {} : contact.errors,
      formError: service && zip ? undefined : MISSING_PROJECT_DETAILS,
    };
  }

  try {
    // Counted only for complete submissions: typos never lock a homeowner out.
    const limit = await (options.limiter ?? leadRateLimiter).hit(meta.ip);
    if (!limit.allowed) {
      return {
        ok: false,
        reason: "rate-limited",
        message: tooManyRequestsMessage(limit.retryAfterSeconds),
        retryAfterSeconds: limit.retryAfterSeconds,
      };
    }
    const lead = await submitLead(db, {
      contact: contact.value,
      answers: { ...input.answers, service, zip },
      idempotencyKey: input.idempotencyKey ?? crypto.randomUUID(),
      source: input.button === "questionnaire" ? "questionnaire" : "search",
      access: input.access,
      consent: { text: consentText(input.button), version: CONSENT_VERSION, ...meta, pageUrl: withoutContactDetails(meta.pageUrl) },
      resultsLink: (leadId) => `${getEnv().PUBLIC_URL}/search?lead=${leadId}&token=${leadAccessToken(leadId)}`,
      requestsLink: `${getEnv().PUBLIC_URL}/account/requests`,
      showDemoExamples: getEnv().DEMO_DATA === "on",
    });
    if (!lead.replayed && !lead.updatedExisting) leadsTaken.inc({ event: "intake" });
    return { ok: true, value: lead };
  } catch (error) {
    if (error instanceof LeadError) return { ok: false, reason: "failed", message: error.message };
    // The transaction rolled back whole: nothing is stored, and trying again shortly works.
    if (isDatabaseUnavailable(error)) {
      logger.warn("lead submission: database unavailable", { error });
      return { ok: false, reason: "failed", message: DATABASE_UNAVAILABLE_MESSAGE, retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS };
    }
    logger.error("lead submission failed", { error });
    return { ok: false, reason: "failed", message: "Failed to process your request" };
  }
}

const CONTACT_PARAMS = ["firstName", "lastName", "email", "phone"];

/** The consent record keeps the page it was given on, not the homeowner's details from its query string. */
export function withoutContactDetails(pageUrl: string): string {
  try {
    const url = new URL(pageUrl);
    for (const name of CONTACT_PARAMS) url.searchParams.delete(name);
    return url.toString();
  } catch {
    return pageUrl.split("?")[0] ?? "";
  }
}

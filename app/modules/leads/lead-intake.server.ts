import { BRAND } from "~/brand";
import { getEnv } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { isHoneypotFilled } from "~/modules/security/honeypot";
import { RateLimiter, tooManyRequestsMessage } from "~/modules/security/rate-limit";
import { LeadError, submitLead, type LeadSubmissionResult } from "./create-lead.server";
import { leadAccessToken } from "./lead-access.server";
import { CONSENT_VERSION, consentText, contactFromForm, type FieldErrors, validateLeadContact } from "./lead-form";
import { parseAnswers } from "./questionnaire";

/** Eight submits an hour per IP is far above any homeowner and well below a script. */
export const leadRateLimiter = new RateLimiter({ limit: 8, windowMs: 60 * 60 * 1000 });

export type RequestMeta = { ip: string; userAgent: string; pageUrl: string };

export type IntakeResult =
  | { kind: "invalid"; errors: FieldErrors; formError?: string }
  | { kind: "rate-limited"; message: string; retryAfterSeconds: number }
  | { kind: "ignored" }
  | { kind: "failed"; message: string }
  | { kind: "accepted"; lead: LeadSubmissionResult };

/**
 * Everything between a posted lead form and a stored lead: rate limit,
 * honeypot, validation with the form's own schema, then `submitLead`.
 */
export async function intakeLead(
  db: Database,
  form: FormData,
  meta: RequestMeta,
  options: { source: "questionnaire" | "search"; limiter?: RateLimiter } = { source: "questionnaire" },
): Promise<IntakeResult> {
  if (isHoneypotFilled(form)) return { kind: "ignored" };

  const contact = validateLeadContact(contactFromForm(form));
  // The same parsing the questionnaire steps use; a lead needs at least its service and an Ohio ZIP.
  const answers = parseAnswers(form);
  const { service, zip } = answers;
  if (!contact.ok || !service || !zip) {
    return {
      kind: "invalid",
      errors: contact.ok ? {} : contact.errors,
      formError: service && zip ? undefined : "Some project details were missing or invalid. Please go back and check them.",
    };
  }

  // Counted only for complete submissions: typos never lock a homeowner out.
  const limit = (options.limiter ?? leadRateLimiter).hit(`lead:${meta.ip}`);
  if (!limit.allowed) {
    return { kind: "rate-limited", message: tooManyRequestsMessage(limit.retryAfterSeconds), retryAfterSeconds: limit.retryAfterSeconds };
  }

  const key = form.get("idempotencyKey");
  const idempotencyKey = typeof key === "string" && /^[A-Za-z0-9-]{16,64}$/.test(key) ? key : crypto.randomUUID();
  try {
    const lead = await submitLead(db, {
      contact: contact.value,
      answers: { ...answers, service, zip },
      idempotencyKey,
      source: options.source,
      consent: { text: consentText(BRAND.name), version: CONSENT_VERSION, ...meta, pageUrl: withoutContactDetails(meta.pageUrl) },
      resultsLink: (leadId) => `${getEnv().PUBLIC_URL}/search?lead=${leadId}&token=${leadAccessToken(leadId)}`,
      requestsLink: `${getEnv().PUBLIC_URL}/account/requests`,
    });
    return { kind: "accepted", lead };
  } catch (error) {
    if (error instanceof LeadError) return { kind: "failed", message: error.message };
    logger.error("lead submission failed", { error });
    return { kind: "failed", message: "Failed to process your request" };
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

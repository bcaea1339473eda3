import { HOMEOWNER_INTENTS } from "~/db/enums";
import type { PageToast } from "~/lib/toast";
import type { FieldErrors, LeadContact } from "./lead-form";

/**
 * The contact actions of /search: what the route's action
 * answers, and the words both the server's page and the page script show for
 * it. No server code here: the /search page script imports it too (the
 * intents come from db/enums.ts, plain constants with no database code).
 */

/** What the homeowner asked of a pro: the one intent type, from the column that stores it. */
export type HomeownerIntent = (typeof HOMEOWNER_INTENTS)[number];

export function isHomeownerIntent(value: unknown): value is HomeownerIntent {
  return (HOMEOWNER_INTENTS as readonly unknown[]).includes(value);
}

/** The longest message a homeowner can send a pro (the action's schema and the textarea read it). */
export const HOMEOWNER_MESSAGE_MAX = 2000;

export const CONTACT_SUCCESS: Record<HomeownerIntent, string> = {
  phone: "Call Request Sent",
  message: "Message Sent",
  all: "Request submitted! Service providers have been notified about your project.",
};

export const CONTACT_FAILURE: Record<HomeownerIntent, string> = {
  phone: "Failed to submit your call request...",
  message: "Failed to submit your message...",
  all: "An unexpected error occurred. Please try again later.",
};

export const GENERIC_FAILURE = CONTACT_FAILURE.all;

export const MESSAGE_REQUIRED = "Please write a short message to the pro.";

export type LeadRef = { id: string; token: string };

/** The action's answer; the page renders it, and the page script reads it from that page. */
export type ContactOutcome =
  | { ok: true; intent: HomeownerIntent; providerId: string; delivered: { providerId: string; phone: string }[]; lead: LeadRef | null }
  /** `reason`: why the server refused, in the homeowner's words (a refusal only, never an internal error). */
  | { ok: false; intent?: HomeownerIntent; message: string; reason?: string }
  | { ok: false; intent: HomeownerIntent; providerId: string; messageError: string }
  | {
      ok: false;
      intent: HomeownerIntent;
      providerId: string;
      needsContact: true;
      errors: FieldErrors;
      formError?: string;
      /** The message typed before the details were asked for, so it is not lost. */
      message?: string;
      /** What was typed into the contact fields, for the form shown again without JavaScript. */
      values?: Partial<Record<keyof LeadContact, string | boolean>>;
    };

/**
 * The toasts that say an outcome: its success, or what went
 * wrong. A blank message is said under its box instead, and the contact panel
 * says its own field messages.
 */
export function outcomeToasts(outcome: ContactOutcome): PageToast[] {
  if (outcome.ok) return [{ title: CONTACT_SUCCESS[outcome.intent] }];
  if ("messageError" in outcome) return [];
  if ("needsContact" in outcome) return outcome.formError ? [{ title: outcome.formError, variant: "destructive" }] : [];
  const title = outcome.message || CONTACT_FAILURE[outcome.intent ?? "all"];
  return [outcome.reason ? { title, description: outcome.reason, variant: "destructive" } : { title, variant: "destructive" }];
}

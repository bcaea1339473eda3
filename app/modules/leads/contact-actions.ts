import type { FieldErrors, LeadContact } from "./lead-form";

/**
 * The contact actions of /search (seed spec §3, §8): what the route's action
 * answers, and the words both the server's page and the page script show for
 * it. No server code here: the /search page script imports it too.
 */
export type ContactIntent = "phone" | "message" | "all";

export function isContactIntent(value: unknown): value is ContactIntent {
  return value === "phone" || value === "message" || value === "all";
}

export const CONTACT_SUCCESS: Record<ContactIntent, string> = {
  phone: "Call Request Sent",
  message: "Message Sent",
  all: "Request submitted! Service providers have been notified about your project.",
};

export const CONTACT_FAILURE: Record<ContactIntent, string> = {
  phone: "Failed to submit your call request...",
  message: "Failed to submit your message...",
  all: "An unexpected error occurred. Please try again later.",
};

export const GENERIC_FAILURE = CONTACT_FAILURE.all;

export const MESSAGE_REQUIRED = "Please write a short message to the pro.";

/** The label of the contact panel's submit button, per action. */
export const CONTACT_PANEL_SUBMIT: Record<ContactIntent, string> = {
  phone: "Show Phone Number",
  message: "Send Message",
  all: "Contact All Pros",
};

export type LeadRef = { id: string; token: string };

/** The action's answer; the page renders it, and the page script reads it from that page. */
export type ContactOutcome =
  | { ok: true; intent: ContactIntent; providerId: string; delivered: { providerId: string; phone: string }[]; lead: LeadRef | null }
  | { ok: false; intent?: ContactIntent; message: string }
  | { ok: false; intent: ContactIntent; providerId: string; messageError: string }
  | {
      ok: false;
      intent: ContactIntent;
      providerId: string;
      needsContact: true;
      errors: FieldErrors;
      formError?: string;
      /** The message typed before the details were asked for, so it is not lost. */
      message?: string;
      /** What was typed into the contact fields, for the form shown again without JavaScript. */
      values?: Partial<Record<keyof LeadContact, string | boolean>>;
    };

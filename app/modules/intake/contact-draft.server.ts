import { createCookie } from "react-router";
import { getEnv } from "~/config/env.server";
import { contactFromForm, LEAD_CONTACT_LIMITS, type LeadContactInput } from "./lead-form";

/**
 * What the homeowner typed on /contact-info when they pressed Previous (docs/decisions/059). The other answers go
 * back in the address (decision 010), but a name, an e-mail and a phone never go in a URL (decision 043), so they
 * wait in this cookie: sent only to /contact-info, out of scripts' reach, for an hour, and cleared once the request
 * is sent. It is the homeowner's own browser keeping what they typed, as the form itself would have.
 */
export function contactDraftCookie() {
  return createCookie("contact_draft", {
    path: "/contact-info",
    maxAge: 60 * 60,
    httpOnly: true,
    sameSite: "lax",
    secure: getEnv().PUBLIC_URL.startsWith("https:"),
  });
}

/** Set-Cookie keeping the contact fields of a post (the rest of the form is not kept). */
export function keepContactDraft(values: Record<string, string>): Promise<string> {
  const { firstName, lastName, email, phone, smsConsent } = contactFromForm(new URLSearchParams(values));
  return contactDraftCookie().serialize({ firstName, lastName, email, phone, smsConsent });
}

/**
 * The kept fields from a request's Cookie header, or null. Anything else a client sent (another shape, text longer
 * than the form takes) reads as nothing or is cut, never as an error: it only fills the form in.
 */
export async function readContactDraft(cookieHeader: string | null): Promise<LeadContactInput | null> {
  const value: unknown = await contactDraftCookie().parse(cookieHeader);
  if (typeof value !== "object" || value === null) return null;
  const record = value as Record<string, unknown>;
  const text = (name: keyof typeof LEAD_CONTACT_LIMITS) =>
    typeof record[name] === "string" ? record[name].slice(0, LEAD_CONTACT_LIMITS[name]) : "";
  const draft = { firstName: text("firstName"), lastName: text("lastName"), email: text("email"), phone: text("phone"), smsConsent: record.smsConsent === true };
  return draft.firstName || draft.lastName || draft.email || draft.phone || draft.smsConsent ? draft : null;
}

/** Set-Cookie that forgets the kept fields (the request was sent). */
export function clearContactDraft(): Promise<string> {
  return contactDraftCookie().serialize("", { maxAge: 0 });
}

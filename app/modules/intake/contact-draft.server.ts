import { createCookie } from "react-router";
import { getEnv } from "~/config/env.server";
import { contactFromForm, LEAD_CONTACT_LIMITS, type LeadContactInput } from "./lead-form";

/**
 * What the homeowner typed on /contact-info when they pressed Previous (docs/decisions/059). The other answers go
 * back in the address (decision 010), but a name, an e-mail and a phone never go in a URL (decision 043), so they
 * wait in this cookie: sent only to /contact-info, out of scripts' reach, for an hour, and cleared once the request
 * is sent. It is the homeowner's own browser keeping what they typed, as the form itself would have.
 *
 * On a shared computer the next person may be someone else (docs/decisions/064): the draft names who typed it (the
 * signed-in account's id, or nobody) and fills the form in only for that same visitor, and signing out clears it.
 */
export function contactDraftCookie() {
  return contactStepCookie("contact_draft");
}

/** A cookie of the contact step's own: sent only to /contact-info, out of scripts' reach, for an hour. */
export function contactStepCookie(name: string) {
  return createCookie(name, {
    path: "/contact-info",
    maxAge: 60 * 60,
    httpOnly: true,
    sameSite: "lax",
    secure: getEnv().PUBLIC_URL.startsWith("https:"),
  });
}

/** Who is at the form: the signed-in account's id, or null when nobody is signed in. */
export type DraftViewer = string | null;

/** Set-Cookie keeping the contact fields of a post (the rest of the form is not kept), for the visitor who typed them. */
export function keepContactDraft(values: Record<string, string>, viewer: DraftViewer): Promise<string> {
  const contact = contactFromForm(new URLSearchParams(values));
  // Cut as the form's fields are: a post of longer text would make a cookie no browser keeps and a header a proxy refuses.
  const { firstName, lastName, email, phone } = cutToForm(contact);
  return contactDraftCookie().serialize({ by: viewer ?? "", firstName, lastName, email, phone, smsConsent: contact.smsConsent });
}

/** Each contact field as text no longer than the form takes ("" for anything that is not text). */
function cutToForm(record: Record<string, unknown>) {
  const text = (name: keyof typeof LEAD_CONTACT_LIMITS) => {
    const value = record[name];
    return typeof value === "string" ? value.slice(0, LEAD_CONTACT_LIMITS[name]) : "";
  };
  return { firstName: text("firstName"), lastName: text("lastName"), email: text("email"), phone: text("phone") };
}

/**
 * The kept fields from a request's Cookie header, or null. Anything else a client sent (another shape, text longer
 * than the form takes) reads as nothing or is cut, never as an error: it only fills the form in. A draft typed by
 * another visitor (another account, or signed out when one is signed in now, or the other way) reads as nothing.
 */
export async function readContactDraft(cookieHeader: string | null, viewer: DraftViewer): Promise<LeadContactInput | null> {
  const value: unknown = await contactDraftCookie().parse(cookieHeader);
  if (typeof value !== "object" || value === null) return null;
  const record = value as Record<string, unknown>;
  if (record.by !== (viewer ?? "")) return null;
  const draft = { ...cutToForm(record), smsConsent: record.smsConsent === true };
  return draft.firstName || draft.lastName || draft.email || draft.phone || draft.smsConsent ? draft : null;
}

/** Set-Cookie that forgets the kept fields (the request was sent, or the visitor signed out). */
export function clearContactDraft(): Promise<string> {
  return contactDraftCookie().serialize("", { maxAge: 0 });
}

import { contactStepCookie } from "./contact-draft.server";

/**
 * The request this browser just sent from /contact-info: its id and the token of its results link, which the
 * homeowner's address bar already holds. The Back button after sending leads to the contact step again, drawn anew
 * with a new idempotency key (the page is not kept: `no-store`) and with what was typed put back by the browser;
 * sent again, the same request became a second one, offered again to the same pros. With this cookie the post
 * proves it holds the earlier request, so a repeat of it (same e-mail, phone, service and ZIP) updates it
 * (`mayUpdate`, create-lead.server.ts) and the results say so; any other request is a new one as before.
 *
 * Sent only to the contact step, out of scripts' reach, for an hour, as the contact draft is (contact-draft.server.ts).
 * It holds no more than this browser's history does (the results address), and signing out forgets it.
 */
export function sentRequestCookie() {
  return contactStepCookie("request_sent");
}

export type SentRequest = { lead: string; token: string };

/** Set-Cookie naming the request just sent, with its results token. */
export function keepSentRequest(sent: { leadId: string; token: string }): Promise<string> {
  return sentRequestCookie().serialize({ lead: sent.leadId, token: sent.token });
}

/**
 * The `lead` and `token` of the request this browser sent last, as a lead form carries them, or null. Anything else a
 * client sent reads as nothing; the token is checked where it is used (`heldLeadId`, lead-intake.server.ts).
 */
export async function readSentRequest(cookieHeader: string | null): Promise<SentRequest | null> {
  const value: unknown = await sentRequestCookie().parse(cookieHeader);
  if (typeof value !== "object" || value === null) return null;
  const { lead, token } = value as Record<string, unknown>;
  return typeof lead === "string" && typeof token === "string" ? { lead, token } : null;
}

/** Set-Cookie that forgets the request (the visitor signed out: the next person at this computer is not them). */
export function clearSentRequest(): Promise<string> {
  return sentRequestCookie().serialize("", { maxAge: 0 });
}

import { getEnv } from "~/config/env.server";
import { sameSignature, signature } from "~/modules/security/index.server";

/**
 * The homeowner's proof that a request is theirs: the lead id signed for
 * "lead", carried in the results URL (and in e-mails, so its form stays: the
 * first 32 base64url characters). Without it nobody can read a request's
 * matches or deliver it to pros by guessing ids.
 */
export function leadAccessToken(leadId: string, secret = getEnv().AUTH_SECRET): string {
  return signature(secret, "lead", leadId).toString("base64url").slice(0, 32);
}

export function verifyLeadAccessToken(leadId: string, token: string, secret = getEnv().AUTH_SECRET): boolean {
  return sameSignature(token, leadAccessToken(leadId, secret));
}

/** The lead id a form or URL proves access to (its `lead` and `token` values), or null. */
export function heldLeadId(id: unknown, token: unknown, secret = getEnv().AUTH_SECRET): string | null {
  if (typeof id !== "string" || typeof token !== "string" || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  return verifyLeadAccessToken(id, token, secret) ? id : null;
}

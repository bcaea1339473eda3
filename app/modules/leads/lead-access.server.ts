import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "~/config/env.server";

/**
 * The homeowner's proof that a request is theirs: an HMAC of the lead id,
 * carried in the results URL. Without it nobody can read a request's matches
 * or deliver it to pros by guessing ids.
 */
export function leadAccessToken(leadId: string, secret = getEnv().AUTH_SECRET): string {
  return createHmac("sha256", secret).update(`lead:${leadId}`).digest("base64url").slice(0, 32);
}

export function verifyLeadAccessToken(leadId: string, token: string, secret = getEnv().AUTH_SECRET): boolean {
  const expected = Buffer.from(leadAccessToken(leadId, secret));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The lead id a form or URL proves access to (its `lead` and `token` values), or null. */
export function heldLeadId(id: unknown, token: unknown, secret = getEnv().AUTH_SECRET): string | null {
  if (typeof id !== "string" || typeof token !== "string" || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  return verifyLeadAccessToken(id, token, secret) ? id : null;
}

import { isAPIError } from "better-auth/api";
import { RateLimiter } from "~/modules/security";
import { ACCOUNT_MESSAGES } from "./account-forms";
import type { AccountsDeps } from "./session.server";

/** Reset e-mails per address and per IP: enough for a forgetful person, too few to spam someone's inbox. */
const perEmail = new RateLimiter({ name: "reset-email", limit: 3, windowMs: 60 * 60_000 });
const perIp = new RateLimiter({ name: "reset-ip", limit: 20, windowMs: 60 * 60_000 });

export type ResetRequestResult = { ok: true } | { ok: false; message: string; retryAfterSeconds: number };

/**
 * Queues a reset link when the address has an account; the answer is the same
 * either way (no account enumeration). better-auth stores the one-time token.
 */
export async function requestPasswordReset(
  deps: AccountsDeps,
  email: string,
  ip: string,
  limits = { perEmail, perIp },
): Promise<ResetRequestResult> {
  for (const hit of [await limits.perIp.hit(ip), await limits.perEmail.hit(email.toLowerCase())]) {
    if (!hit.allowed) {
      return {
        ok: false,
        message: "Too many reset requests. Please wait an hour, or call us at (800) 456-7890.",
        retryAfterSeconds: hit.retryAfterSeconds,
      };
    }
  }
  await deps.auth.api.requestPasswordReset({ body: { email: email.toLowerCase(), redirectTo: "/reset-password" } });
  return { ok: true };
}

export type ResetResult = { ok: true } | { ok: false; message: string };

/**
 * Whether a reset link still works (not used, not expired), asked before the new-password form is shown, so that
 * nobody types a new password twice only to hear the link is spent. better-auth's reset-link endpoint answers a
 * redirect to the page, with the token when it is good and `error=INVALID_TOKEN` when not; nothing is changed.
 */
export async function resetLinkWorks(deps: AccountsDeps, token: string): Promise<boolean> {
  if (!token) return false;
  const answer = await deps.auth.api.requestPasswordResetCallback({ params: { token }, query: { callbackURL: "/reset-password" }, asResponse: true });
  const location = answer.headers.get("location") ?? "";
  return location !== "" && !location.includes("error=");
}

/** Sets the new password from a reset link; every session of the account ends (better-auth's revokeSessionsOnPasswordReset). */
export async function resetPassword(deps: AccountsDeps, token: string, newPassword: string): Promise<ResetResult> {
  if (!token) return { ok: false, message: ACCOUNT_MESSAGES.resetLinkInvalid };
  try {
    await deps.auth.api.resetPassword({ body: { token, newPassword } });
    return { ok: true };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return { ok: false, message: ACCOUNT_MESSAGES.resetLinkInvalid };
  }
}

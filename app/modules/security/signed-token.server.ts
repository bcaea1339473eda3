import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The app's one signer: an HMAC-SHA256 of `purpose:text` under the server's
 * secret. Every signed link and token goes through it (a request's results
 * link in modules/matching/lead-access.server.ts, the first operator's setup
 * link in modules/accounts/operator-setup.server.ts, the expiring tokens
 * below), so a signature made for one purpose never passes for another.
 * Signed cookies are React Router's `createCookie` with `secrets`
 * (modules/accounts/demo-session.server.ts); it signs base64 text, which has
 * no ":", so it never signs a `purpose:text` of ours either.
 */
export function signature(secret: string, purpose: string, text: string): Buffer {
  return createHmac("sha256", secret).update(`${purpose}:${text}`).digest();
}

/** Whether a signature given as text is the expected one, in constant time; compared as text, so no second spelling of the same bytes passes. */
export function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Links that act without a password (a homeowner's message thread, a review
 * form): the payload, its expiry and its purpose, signed. A token made for
 * one purpose never opens another, an altered one fails, an old one expires.
 */
export type TokenCheck = { ok: true; payload: string } | { ok: false; reason: "invalid" | "expired" };

const SEPARATOR = ".";

export function signToken(secret: string, purpose: string, payload: string, expiresAt: Date): string {
  const body = `${Buffer.from(payload).toString("base64url")}${SEPARATOR}${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
  return `${body}${SEPARATOR}${signature(secret, purpose, body).toString("base64url")}`;
}

export function verifyToken(secret: string, purpose: string, token: string, now = new Date()): TokenCheck {
  const parts = token.split(SEPARATOR);
  if (parts.length !== 3 || token.length > 1000) return { ok: false, reason: "invalid" };
  const [encodedPayload, encodedExpiry, encodedSignature] = parts as [string, string, string];
  const body = `${encodedPayload}${SEPARATOR}${encodedExpiry}`;
  if (!sameSignature(encodedSignature, signature(secret, purpose, body).toString("base64url"))) return { ok: false, reason: "invalid" };
  const expiresAtSeconds = Number.parseInt(encodedExpiry, 36);
  if (!Number.isFinite(expiresAtSeconds)) return { ok: false, reason: "invalid" };
  if (expiresAtSeconds * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, payload: Buffer.from(encodedPayload, "base64url").toString() };
}

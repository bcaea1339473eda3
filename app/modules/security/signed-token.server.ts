import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Links that act without a password (a homeowner's message thread, a review
 * form): the payload, its expiry and its purpose, signed with the server's
 * secret. A token made for one purpose never opens another, an altered one
 * fails, an old one expires.
 */
export type TokenCheck = { ok: true; payload: string } | { ok: false; reason: "invalid" | "expired" };

const SEPARATOR = ".";

function signature(secret: string, purpose: string, body: string): Buffer {
  return createHmac("sha256", secret).update(`${purpose}:${body}`).digest();
}

export function signToken(secret: string, purpose: string, payload: string, expiresAt: Date): string {
  const body = `${Buffer.from(payload).toString("base64url")}${SEPARATOR}${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
  return `${body}${SEPARATOR}${signature(secret, purpose, body).toString("base64url")}`;
}

export function verifyToken(secret: string, purpose: string, token: string, now = new Date()): TokenCheck {
  const parts = token.split(SEPARATOR);
  if (parts.length !== 3 || token.length > 1000) return { ok: false, reason: "invalid" };
  const [encodedPayload, encodedExpiry, encodedSignature] = parts as [string, string, string];
  const body = `${encodedPayload}${SEPARATOR}${encodedExpiry}`;
  // Compared as text, so no second spelling of the same bytes passes.
  const expected = Buffer.from(signature(secret, purpose, body).toString("base64url"));
  const given = Buffer.from(encodedSignature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  const expiresAtSeconds = Number.parseInt(encodedExpiry, 36);
  if (!Number.isFinite(expiresAtSeconds)) return { ok: false, reason: "invalid" };
  if (expiresAtSeconds * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, payload: Buffer.from(encodedPayload, "base64url").toString() };
}

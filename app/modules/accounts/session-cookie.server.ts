import { createHmac, timingSafeEqual } from "node:crypto";
import { SESSION_COOKIE } from "./auth.server";

/**
 * The session token in the request's cookie `cookieName`, when the cookie carries the signature better-auth gives
 * it, or null. better-auth sets the cookie as `token.signature` (URL-encoded), the signature being its exported
 * `makeSignature(token, secret)`: base64 of the token's HMAC-SHA256 under the server's secret
 * (session-cookie.server.test.ts holds the two equal, so a change of format in an update of better-auth fails
 * there). Node's own HMAC checks it here: `makeSignature` imports a WebCrypto key on every call, a few times the
 * cost of the whole check. The cookie is read as better-auth reads it: the first of that name, unquoted, decoded.
 */
export function signedSessionToken(cookieHeader: string | null, cookieName: string, secret: string): string | null {
  const value = cookieValue(cookieHeader, cookieName);
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(sessionSignature(token, secret));
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/** The signature better-auth's `makeSignature` gives a session token. */
export function sessionSignature(token: string, secret: string): string {
  return createHmac("sha256", secret).update(token).digest("base64");
}

/** The session cookie's name as better-auth gives it: in production (secure cookies) with the `__Secure-` prefix. */
export function sessionCookieName(secure: boolean): string {
  return secure ? `__Secure-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/** The decoded value of the first cookie named `name`, or null (none, or one that does not decode). */
export function cookieValue(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(";")) {
    const equals = pair.indexOf("=");
    if (equals < 0 || pair.slice(0, equals).trim() !== name) continue;
    const raw = pair.slice(equals + 1).trim();
    const unquoted = raw.startsWith('"') ? raw.slice(1, -1) : raw;
    try {
      return decodeURIComponent(unquoted);
    } catch {
      return null;
    }
  }
  return null;
}

import { createHmac, timingSafeEqual } from "node:crypto";
import { createCookie } from "react-router";
import { cookieValue } from "./session-cookie.server";

/**
 * Demo mode: a read-only look at the portal as a demo provider, held in a
 * signed cookie (not in the browser's storage, as the original app did, so the server
 * knows and refuses every change). The cookie carries no account, only the
 * demo provider's id. React Router's cookie helper writes and signs it
 * (with the server's secret; `readDemoCookie` checks it), as it does the other cookies the app sets
 * itself; better-auth's session cookies are better-auth's own.
 */
export const DEMO_COOKIE = "bp_demo";
export const DEMO_REFUSAL = "This is the demo portal: changes are not saved. Sign up or log in to make changes.";

/** A browser-session cookie: demo mode ends when the browser closes. */
function demoCookie(secret: string, production = false) {
  return createCookie(DEMO_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: production, secrets: [secret] });
}

/**
 * The demo provider's id the request's cookie was signed for, or null (no cookie, or one altered or signed with
 * another secret). React Router's cookie helper wrote it as `base64(JSON).signature`, the signature being base64 of
 * the value's HMAC-SHA256 under the secret without its padding; Node's HMAC checks it here, as
 * session-cookie.server.ts checks better-auth's: the helper's own `parse` imports a WebCrypto key on every request
 * of the demo portal. demo-session.server.test.ts reads what the helper writes, so a change of its format fails there.
 */
export async function readDemoCookie(cookieHeader: string | null, secret: string): Promise<string | null> {
  const signed = cookieValue(cookieHeader, DEMO_COOKIE);
  const dot = signed?.lastIndexOf(".") ?? -1;
  if (!signed || dot < 1) return null;
  const encoded = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1).replace(/=+$/, ""));
  const expected = Buffer.from(createHmac("sha256", secret).update(encoded).digest("base64").replace(/=+$/, ""));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(encoded, "base64").toString("utf8"));
  } catch {
    return null;
  }
  return typeof value === "string" && value !== "" ? value : null;
}

/** Set-Cookie that enters demo mode on `providerId`, or (null) leaves it. */
export function demoSetCookie(providerId: string | null, config: { secret: string; production: boolean }): Promise<string> {
  const cookie = demoCookie(config.secret, config.production);
  return providerId === null ? cookie.serialize("", { maxAge: 0 }) : cookie.serialize(providerId);
}

/** The Cookie request header a browser in demo mode on `providerId` sends (tests act as one with it). */
export async function demoCookieHeader(providerId: string, secret: string): Promise<string> {
  return (await demoSetCookie(providerId, { secret, production: false })).split(";")[0]!;
}

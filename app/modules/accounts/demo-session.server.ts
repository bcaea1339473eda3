import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Demo mode: a read-only look at the portal as a demo provider, held in a
 * signed cookie (not in the browser's storage, as the seed did, so the server
 * knows and refuses every change). The cookie carries no account.
 */
export const DEMO_COOKIE = "bp_demo";
export const DEMO_REFUSAL = "This is the demo portal: changes are not saved. Sign up or log in to make changes.";

function sign(value: string, secret: string): string {
  return createHmac("sha256", secret).update(`demo:${value}`).digest("base64url");
}

export function demoCookieValue(providerId: string, secret: string): string {
  return `${providerId}.${sign(providerId, secret)}`;
}

export function readDemoCookie(cookieHeader: string | null, secret: string): string | null {
  const raw = parseCookies(cookieHeader).get(DEMO_COOKIE);
  if (!raw) return null;
  const dot = raw.lastIndexOf(".");
  if (dot <= 0) return null;
  const providerId = raw.slice(0, dot);
  const given = Buffer.from(raw.slice(dot + 1));
  const expected = Buffer.from(sign(providerId, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? providerId : null;
}

export function demoSetCookie(value: string | null, production: boolean): string {
  const attributes = ["Path=/", "HttpOnly", "SameSite=Lax", ...(production ? ["Secure"] : [])];
  return value === null
    ? [`${DEMO_COOKIE}=`, "Max-Age=0", ...attributes].join("; ")
    : [`${DEMO_COOKIE}=${value}`, ...attributes].join("; ");
}

export function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(eq + 1).trim());
  }
  return cookies;
}

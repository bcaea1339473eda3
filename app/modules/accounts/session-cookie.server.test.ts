import { makeSignature } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "./auth.server";
import { sessionCookieName, sessionSignature, signedSessionToken } from "./session-cookie.server";

const SECRET = "a-secret-of-thirty-two-characters-or-more";
const TOKEN = "Qm9vdHMgYW5kIGJlbHRzIGFuZCBzdHJh";

/** The Cookie header a browser sends back after better-auth set the session cookie `name` for `token`. */
async function cookieAsBetterAuthSets(name: string, token: string, secret = SECRET): Promise<string> {
  return `${name}=${encodeURIComponent(`${token}.${await makeSignature(token, secret)}`)}`;
}

describe("the session cookie's signature", () => {
  it("is better-auth's own: Node's HMAC gives what its exported makeSignature gives", async () => {
    for (const token of [TOKEN, "x", "a.b.c", "ünïcode-token"]) expect(sessionSignature(token, SECRET)).toBe(await makeSignature(token, SECRET));
  });

  it("yields the token of a cookie better-auth signed, under the name it gives the cookie", async () => {
    expect(signedSessionToken(await cookieAsBetterAuthSets(SESSION_COOKIE, TOKEN), sessionCookieName(false), SECRET)).toBe(TOKEN);
    const secure = `theme=dark; ${await cookieAsBetterAuthSets(`__Secure-${SESSION_COOKIE}`, TOKEN)}; other=1`;
    expect(signedSessionToken(secure, sessionCookieName(true), SECRET)).toBe(TOKEN);
  });

  it("yields nothing for a cookie altered, signed with another secret, or named as the other mode names it", async () => {
    const good = await cookieAsBetterAuthSets(SESSION_COOKIE, TOKEN);
    const [, value] = good.split("=");
    const [token, signature] = decodeURIComponent(value!).split(".");
    const name = sessionCookieName(false);
    expect(signedSessionToken(`${SESSION_COOKIE}=${encodeURIComponent(`${token}x.${signature}`)}`, name, SECRET)).toBeNull();
    expect(signedSessionToken(`${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature!.replace(/^./, (c) => (c === "A" ? "B" : "A"))}`)}`, name, SECRET)).toBeNull();
    expect(signedSessionToken(`${SESSION_COOKIE}=${token}`, name, SECRET)).toBeNull();
    expect(signedSessionToken(await cookieAsBetterAuthSets(SESSION_COOKIE, TOKEN, `${SECRET}-other`), name, SECRET)).toBeNull();
    // Production's cookie carries the __Secure- prefix; the plain name is not read there, nor the prefixed one in development.
    expect(signedSessionToken(good, sessionCookieName(true), SECRET)).toBeNull();
    expect(signedSessionToken(await cookieAsBetterAuthSets(`__Secure-${SESSION_COOKIE}`, TOKEN), name, SECRET)).toBeNull();
    expect(signedSessionToken(`${SESSION_COOKIE}=%E0%A4%A`, name, SECRET)).toBeNull();
    expect(signedSessionToken(null, name, SECRET)).toBeNull();
  });

  it("reads the first cookie of the name, as better-auth does, and a quoted value", async () => {
    const first = await cookieAsBetterAuthSets(SESSION_COOKIE, TOKEN);
    const second = await cookieAsBetterAuthSets(SESSION_COOKIE, "another-token");
    expect(signedSessionToken(`${first}; ${second}`, sessionCookieName(false), SECRET)).toBe(TOKEN);
    expect(signedSessionToken(`${SESSION_COOKIE}=garbage; ${first}`, sessionCookieName(false), SECRET)).toBeNull();
    const [, value] = first.split("=");
    expect(signedSessionToken(`${SESSION_COOKIE}="${value}"`, sessionCookieName(false), SECRET)).toBe(TOKEN);
  });
});

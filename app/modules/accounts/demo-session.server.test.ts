import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { DEMO_COOKIE, demoCookieHeader, demoSetCookie, readDemoCookie } from "./demo-session.server";

const secret = "s".repeat(40);
const id = "0b7f8c1e-58a1-4c2a-9d0e-2b8e1c3f4a5d";
const other = "7c1d2e3f-0a4b-4c5d-8e6f-9a0b1c2d3e4f";

describe("demo cookie", () => {
  it("reads back the provider it was signed for, among other cookies", async () => {
    const header = await demoCookieHeader(id, secret);
    expect(header.startsWith(`${DEMO_COOKIE}=`)).toBe(true);
    expect(await readDemoCookie(`a=1; ${header}; b=2`, secret)).toBe(id);
  });

  it("refuses a forged, unsigned, foreign-secret or missing cookie", async () => {
    const header = await demoCookieHeader(id, secret);
    expect(await readDemoCookie(`${DEMO_COOKIE}=${id}.forged`, secret)).toBeNull();
    expect(await readDemoCookie(header, "t".repeat(40))).toBeNull();
    // The same helper without the secret: a value a visitor could make up.
    const unsigned = (await createCookie(DEMO_COOKIE).serialize(other)).split(";")[0]!;
    expect(await readDemoCookie(unsigned, secret)).toBeNull();
    // A valid signature of one provider put on another's value.
    const signature = decodeURIComponent(header.slice(header.lastIndexOf(".") + 1));
    const otherValue = decodeURIComponent((await demoCookieHeader(other, secret)).split("=").slice(1).join("="));
    const swapped = `${DEMO_COOKIE}=${encodeURIComponent(`${otherValue.slice(0, otherValue.lastIndexOf("."))}.${signature}`)}`;
    expect(await readDemoCookie(swapped, secret)).toBeNull();
    // Signed with the secret, but not a provider's id.
    const notAnId = (await createCookie(DEMO_COOKIE, { secrets: [secret] }).serialize({ id })).split(";")[0]!;
    expect(await readDemoCookie(notAnId, secret)).toBeNull();
    expect(await readDemoCookie(null, secret)).toBeNull();
    expect(await readDemoCookie(`${DEMO_COOKIE}=`, secret)).toBeNull();
  });

  it("never reads an altered character as another provider", async () => {
    const value = decodeURIComponent((await demoCookieHeader(id, secret)).slice(DEMO_COOKIE.length + 1));
    for (let index = 0; index < value.length; index += 1) {
      const flipped = value.slice(0, index) + (value[index] === "A" ? "B" : "A") + value.slice(index + 1);
      const read = await readDemoCookie(`${DEMO_COOKIE}=${encodeURIComponent(flipped)}`, secret);
      // The signature's last base64 character carries spare bits, so a flip there can spell the same signature:
      // it may read as the same provider, never as another one.
      if (index < value.lastIndexOf(".")) expect(read).toBeNull();
      else expect([null, id]).toContain(read);
    }
  });

  it("is HttpOnly and SameSite=Lax on the whole site, Secure in production, and cleared with Max-Age=0", async () => {
    const set = await demoSetCookie(id, { secret, production: false });
    expect(set).toMatch(/^bp_demo=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(await demoSetCookie(id, { secret, production: true })).toContain("; Secure");
    expect(await demoSetCookie(null, { secret, production: false })).toBe("bp_demo=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
  });
});

import { describe, expect, it } from "vitest";
import { demoCookieValue, demoSetCookie, readDemoCookie } from "./demo-session.server";

const secret = "s".repeat(40);
const id = "0b7f8c1e-58a1-4c2a-9d0e-2b8e1c3f4a5d";

describe("demo cookie", () => {
  it("reads back the provider it was signed for", () => {
    expect(readDemoCookie(`a=1; bp_demo=${demoCookieValue(id, secret)}`, secret)).toBe(id);
  });

  it("refuses a forged, altered or foreign-secret cookie", () => {
    const value = demoCookieValue(id, secret);
    expect(readDemoCookie(`bp_demo=${id}.forged`, secret)).toBeNull();
    expect(readDemoCookie(`bp_demo=${value.replace(id, "another-provider")}`, secret)).toBeNull();
    expect(readDemoCookie(`bp_demo=${value}`, "t".repeat(40))).toBeNull();
    expect(readDemoCookie(null, secret)).toBeNull();
  });

  it("is HttpOnly and SameSite=Lax, Secure in production, and cleared with Max-Age=0", () => {
    expect(demoSetCookie("v", false)).toBe("bp_demo=v; Path=/; HttpOnly; SameSite=Lax");
    expect(demoSetCookie("v", true)).toContain("; Secure");
    expect(demoSetCookie(null, false)).toContain("Max-Age=0");
  });
});

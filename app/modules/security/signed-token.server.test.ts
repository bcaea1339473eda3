import { describe, expect, it } from "vitest";
import { sameSignature, signature, signToken, verifyToken } from "./signed-token.server";

const SECRET = "a-test-secret-of-enough-length-for-hmac";
const NOW = new Date("2026-11-25T12:00:00Z");
const LATER = new Date("2026-12-25T12:00:00Z");

describe("signed tokens", () => {
  it("give back their payload until they expire", () => {
    const token = signToken(SECRET, "thread", "thread-1", LATER);
    expect(verifyToken(SECRET, "thread", token, NOW)).toEqual({ ok: true, payload: "thread-1" });
    expect(verifyToken(SECRET, "thread", token, LATER)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuse another purpose, another secret, and any altered character", () => {
    const token = signToken(SECRET, "thread", "thread-1", LATER);
    expect(verifyToken(SECRET, "review", token, NOW)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyToken(`${SECRET}x`, "thread", token, NOW)).toEqual({ ok: false, reason: "invalid" });
    const forged = signToken(SECRET, "thread", "thread-2", LATER).split(".")[0] + token.slice(token.indexOf("."));
    expect(verifyToken(SECRET, "thread", forged, NOW)).toEqual({ ok: false, reason: "invalid" });
    for (let index = 0; index < token.length; index += 1) {
      const flipped = token.slice(0, index) + (token[index] === "A" ? "B" : "A") + token.slice(index + 1);
      if (flipped !== token) expect(verifyToken(SECRET, "thread", flipped, NOW).ok).toBe(false);
    }
  });

  it("refuse garbage without throwing", () => {
    for (const garbage of ["", ".", "..", "a.b.c", "x".repeat(5000), "%%.%%.%%"]) {
      expect(verifyToken(SECRET, "thread", garbage, NOW).ok).toBe(false);
    }
  });

  it("are one HMAC of purpose and text, whose every signer's links keep their form", () => {
    // The operator's setup link (operator-setup.server.ts) is this in hex; a request's results link (lead-access.server.ts) its base64url start.
    expect(signature(SECRET, "operator-setup", "nonce-1").toString("hex")).toBe("23530c3d108dc3cedd3e12c0eecad288405adbf6d304ac7223fecdcace791bbf");
    expect(signature(SECRET, "lead", "0b7f8c1e-58a1-4c2a-9d0e-2b8e1c3f4a5d").toString("base64url").slice(0, 32)).toBe("0X7qNkhOuXYdghzgVTeHUk3DbCSkeaXi");
    expect(signature(SECRET, "lead", "x").equals(signature(SECRET, "review", "x"))).toBe(false);
  });
});

describe("sameSignature", () => {
  it("takes only the very same text", () => {
    expect(sameSignature("abc", "abc")).toBe(true);
    for (const given of ["abd", "ab", "abcd", "", "ABC"]) expect(sameSignature(given, "abc")).toBe(false);
  });
});

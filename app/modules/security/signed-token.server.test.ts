import { describe, expect, it } from "vitest";
import { signToken, verifyToken } from "./signed-token.server";

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
});

import { describe, expect, it } from "vitest";
import { heldLeadId, leadAccessToken, verifyLeadAccessToken } from "./lead-access.server";

const SECRET = "a-test-secret-of-enough-length-for-hmac";
const LEAD = "0b7f8c1e-58a1-4c2a-9d0e-2b8e1c3f4a5d";
const OTHER = "7c1d2e3f-0a4b-4c5d-8e6f-9a0b1c2d3e4f";

describe("a request's access token", () => {
  it("keeps the form of the links already sent", () => {
    expect(leadAccessToken(LEAD, SECRET)).toBe("0X7qNkhOuXYdghzgVTeHUk3DbCSkeaXi");
  });

  it("opens its own request only", () => {
    const token = leadAccessToken(LEAD, SECRET);
    expect(verifyLeadAccessToken(LEAD, token, SECRET)).toBe(true);
    expect(heldLeadId(LEAD, token, SECRET)).toBe(LEAD);
    expect(verifyLeadAccessToken(OTHER, token, SECRET)).toBe(false);
    expect(verifyLeadAccessToken(LEAD, leadAccessToken(LEAD, `${SECRET}x`), SECRET)).toBe(false);
  });

  it("refuses any altered, cut or lengthened token", () => {
    const token = leadAccessToken(LEAD, SECRET);
    for (let index = 0; index < token.length; index += 1) {
      const flipped = token.slice(0, index) + (token[index] === "A" ? "B" : "A") + token.slice(index + 1);
      expect(verifyLeadAccessToken(LEAD, flipped, SECRET)).toBe(false);
    }
    for (const given of [token.slice(0, -1), `${token}A`, "", token.toLowerCase()]) expect(verifyLeadAccessToken(LEAD, given, SECRET)).toBe(false);
  });

  it("holds no lead for a malformed id or a missing token", () => {
    const token = leadAccessToken(LEAD, SECRET);
    expect(heldLeadId("not-a-uuid", token, SECRET)).toBeNull();
    expect(heldLeadId(LEAD, undefined, SECRET)).toBeNull();
    expect(heldLeadId(undefined, token, SECRET)).toBeNull();
  });
});

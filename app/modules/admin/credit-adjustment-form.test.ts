import { describe, expect, it } from "vitest";
import { CREDIT_ADJUSTMENT_MESSAGES, parseCreditAdjustment, signedCredits } from "./credit-adjustment-form";

const form = (values: Partial<{ direction: string; credits: string; reason: string }>) =>
  parseCreditAdjustment({ direction: "add", credits: "25", reason: "Sorry for Tuesday's outage", ...values });

describe("parseCreditAdjustment", () => {
  it("reads a grant and a take-back as typed, spaces trimmed", () => {
    expect(form({ credits: " 25 ", reason: "  Sorry for Tuesday's outage " })).toEqual({
      ok: true,
      value: { direction: "add", credits: 25, reason: "Sorry for Tuesday's outage" },
    });
    expect(form({ direction: "take-back", credits: "1000" })).toMatchObject({ ok: true, value: { direction: "take-back", credits: 1000 } });
  });

  it("refuses anything but a whole number from 1 to 1,000, keeping what was typed", () => {
    for (const credits of ["", "0", "-5", "2.5", "1e3", "1,000", "1001", "ten", "99999999999"]) {
      expect(form({ credits }), credits).toEqual({
        ok: false,
        errors: { credits: CREDIT_ADJUSTMENT_MESSAGES.credits },
        values: { direction: "add", credits, reason: "Sorry for Tuesday's outage" },
      });
    }
    expect(CREDIT_ADJUSTMENT_MESSAGES.credits).toBe("Enter a whole number of credits from 1 to 1,000.");
  });

  it("needs a reason the pro reads, and a direction it knows", () => {
    expect(form({ reason: "   " })).toMatchObject({ ok: false, errors: { reason: CREDIT_ADJUSTMENT_MESSAGES.reason } });
    expect(form({ reason: "x".repeat(1001) })).toMatchObject({ ok: false, errors: { reason: CREDIT_ADJUSTMENT_MESSAGES.reason } });
    expect(form({ direction: "steal" })).toMatchObject({ ok: false, errors: { direction: CREDIT_ADJUSTMENT_MESSAGES.direction } });
  });
});

describe("signedCredits", () => {
  it("adds a grant and subtracts a take-back", () => {
    expect(signedCredits({ direction: "add", credits: 25 })).toBe(25);
    expect(signedCredits({ direction: "take-back", credits: 25 })).toBe(-25);
  });
});

import { describe, expect, it } from "vitest";
import { reasonNamesEvent } from "./reason-names-event";

describe("reasonNamesEvent", () => {
  it("knows a reason that already says what happened", () => {
    expect(reasonNamesEvent("Refunded", "Refunded automatically: the homeowner's phone number cannot be dialed.")).toBe(true);
    expect(reasonNamesEvent("Refund", "Refund approved by an operator")).toBe(true);
    expect(reasonNamesEvent("Refund", " refund approved")).toBe(true);
  });

  it("leaves a reason that says why, not what", () => {
    expect(reasonNamesEvent("Refunded", "Customer never picked up")).toBe(false);
    expect(reasonNamesEvent("Offer expired", "The homeowner closed the request")).toBe(false);
    expect(reasonNamesEvent("Correction", "Credits given twice by mistake")).toBe(false);
  });
});

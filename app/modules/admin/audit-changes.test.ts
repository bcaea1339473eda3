import { describe, expect, it } from "vitest";
import { auditChanges } from "./audit-changes";

describe("auditChanges", () => {
  it("reads a credits take-back as words: the balance moved, the credits and the reason are what was done", () => {
    const changes = auditChanges({ balance: 20 }, { balance: 17, credits: -3, reason: "Given twice by mistake" });
    expect(changes).toEqual([
      { field: "Balance", before: "20", after: "17" },
      { field: "Credits", before: null, after: "-3" },
      { field: "Reason", before: null, after: "Given twice by mistake" },
    ]);
  });

  it("names a purchase refund's fields in words and its cents as dollars", () => {
    const changes = auditChanges(
      { status: "paid", refundedCents: 0 },
      { status: "refunded", refundedCents: 5000, reason: "Bought by mistake", creditsReversed: 50, processorRefund: "re_1", processorStatus: "succeeded" },
    );
    expect(changes).toEqual([
      { field: "Status", before: "paid", after: "refunded" },
      { field: "Refunded", before: "$0.00", after: "$50.00" },
      { field: "Reason", before: null, after: "Bought by mistake" },
      { field: "Credits taken back", before: null, after: "50" },
      { field: "Processor's refund", before: null, after: "re_1" },
      { field: "Processor's answer", before: null, after: "succeeded" },
    ]);
  });

  it("leaves out a field empty on both sides, and keeps the check named when only its result changed", () => {
    expect(auditChanges({ status: "pending" }, { status: "approved", note: null, refundedCredits: 22 })).toEqual([
      { field: "Status", before: "pending", after: "approved" },
      { field: "Credits given back", before: null, after: "22" },
    ]);
    expect(auditChanges({ check: "E-mail verified", result: "failed" }, { check: "E-mail verified", result: "passed" })).toEqual([
      { field: "Check", before: "E-mail verified", after: "E-mail verified" },
      { field: "Result", before: "failed", after: "passed" },
    ]);
  });

  it("a removal keeps its arrow; a field it never had before reads as a detail; an unknown field is words", () => {
    expect(auditChanges({ role: "admin" }, { role: "none", via: "console" })).toEqual([
      { field: "Role", before: "admin", after: "none" },
      { field: "Through", before: null, after: "console" },
    ]);
    expect(auditChanges(null, { ratingTenths: 48 })).toEqual([{ field: "Rating tenths", before: null, after: "48" }]);
    expect(auditChanges({ hidden: true, reason: "Spam" }, { hidden: false })).toEqual([
      { field: "Hidden", before: "true", after: "false" },
      { field: "Reason", before: "Spam", after: "—" },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { leadHistory } from "./lead-history";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 30, 12, minute));
const names = { providers: new Map([["p-1", "Maple Plumbing"]]), operators: new Map([["u-9", "ops@example.com"]]) };

describe("leadHistory", () => {
  it("merges the request's, the deliveries' and the refund requests' events in time order, in the operator's words", () => {
    const history = leadHistory({
      request: { id: "q", createdAt: at(0), heldUntil: null },
      requestEvents: [{ id: "r1", event: "close", actor: "admin:u-9", reason: "Duplicate", createdAt: at(30) }],
      deliveryEvents: [
        { id: "d2", event: "accept", businessName: "Maple Plumbing", actor: "provider:p-1", reason: "", createdAt: at(5) },
        { id: "d1", event: "offer", businessName: "Maple Plumbing", actor: "system", reason: "", createdAt: at(0) },
      ],
      refundEvents: [{ id: "f1", event: "request", businessName: "Maple Plumbing", actor: "provider:p-1", reason: "Wrong number", createdAt: at(10) }],
      names,
    });
    expect(history.map((entry) => [entry.id, entry.what, entry.who])).toEqual([
      ["made-q", "Request made", "the homeowner"],
      ["d1", "Offered to Maple Plumbing", "the system"],
      ["d2", "Maple Plumbing accepted the lead", "Maple Plumbing"],
      ["f1", "Maple Plumbing asked for a refund", "Maple Plumbing"],
      ["r1", "Request closed", "ops@example.com"],
    ]);
  });

  it("never shows a raw actor id: unknown pros and operators get a plain word", () => {
    const history = leadHistory({
      request: { id: "q", createdAt: at(0), heldUntil: null },
      requestEvents: [],
      deliveryEvents: [
        { id: "a", event: "contact", businessName: "Gone Pro", actor: "provider:p-unknown", reason: "", createdAt: at(1) },
        { id: "b", event: "refund", businessName: "Gone Pro", actor: "admin:u-unknown", reason: "", createdAt: at(2) },
        { id: "c", event: "offer", businessName: "Gone Pro", actor: "homeowner", reason: "", createdAt: at(0) },
      ],
      refundEvents: [],
      names,
    });
    expect(history.slice(1).map((entry) => entry.who)).toEqual(["the homeowner", "a pro", "an operator"]);
    expect(history.slice(1).map((entry) => entry.what)).toEqual(["Offered to Gone Pro", "Gone Pro marked it contacted", "Gone Pro was refunded"]);
  });

  it("starts with the request, and says until when one no verified pro could take waits: its history was empty", () => {
    const history = leadHistory({
      request: { id: "q", createdAt: at(0), heldUntil: new Date(Date.UTC(2026, 11, 3, 12, 0)) },
      requestEvents: [],
      deliveryEvents: [],
      refundEvents: [],
      names,
    });
    expect(history.map((entry) => [entry.what, entry.who])).toEqual([
      ["Request made", "the homeowner"],
      ["No verified pro could take it when it came in: held until Dec 3, 2026, 7:00 AM for the first one who can", "the system"],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { leadHistory } from "./lead-history";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 30, 12, minute));
const names = { providers: new Map([["p-1", "Maple Plumbing"]]), operators: new Map([["u-9", "ops@example.com"]]) };

describe("leadHistory", () => {
  it("merges the request's, the deliveries' and the refund requests' events in time order, in the operator's words", () => {
    const history = leadHistory({
      requestEvents: [{ id: "r1", event: "close", actor: "admin:u-9", reason: "Duplicate", createdAt: at(30) }],
      deliveryEvents: [
        { id: "d2", event: "accept", businessName: "Maple Plumbing", actor: "provider:p-1", reason: "", createdAt: at(5) },
        { id: "d1", event: "offer", businessName: "Maple Plumbing", actor: "system", reason: "", createdAt: at(0) },
      ],
      refundEvents: [{ id: "f1", event: "request", businessName: "Maple Plumbing", actor: "provider:p-1", reason: "Wrong number", createdAt: at(10) }],
      names,
    });
    expect(history.map((entry) => [entry.id, entry.what, entry.who])).toEqual([
      ["d1", "Offered to Maple Plumbing", "the system"],
      ["d2", "Maple Plumbing accepted the lead", "Maple Plumbing"],
      ["f1", "Maple Plumbing asked for a refund", "Maple Plumbing"],
      ["r1", "Request closed", "ops@example.com"],
    ]);
  });

  it("never shows a raw actor id: unknown pros and operators get a plain word", () => {
    const history = leadHistory({
      requestEvents: [],
      deliveryEvents: [
        { id: "a", event: "contact", businessName: "Gone Pro", actor: "provider:p-unknown", reason: "", createdAt: at(1) },
        { id: "b", event: "refund", businessName: "Gone Pro", actor: "admin:u-unknown", reason: "", createdAt: at(2) },
        { id: "c", event: "offer", businessName: "Gone Pro", actor: "homeowner", reason: "", createdAt: at(0) },
      ],
      refundEvents: [],
      names,
    });
    expect(history.map((entry) => entry.who)).toEqual(["the homeowner", "a pro", "an operator"]);
    expect(history.map((entry) => entry.what)).toEqual(["Offered to Gone Pro", "Gone Pro marked it contacted", "Gone Pro was refunded"]);
  });
});

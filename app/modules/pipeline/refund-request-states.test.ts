import { describe, expect, it } from "vitest";
import { REFUND_REQUEST_EVENTS, REFUND_REQUEST_STATUSES, type RefundRequestStatus } from "~/db/enums";
import { mayAskRefund, REFUND_REQUEST_MOVES, type RefundRequestMove, refundRequestTransition } from "./refund-request-states";

const MOVES = REFUND_REQUEST_EVENTS.filter((event): event is RefundRequestMove => event !== "request");

/** The graph written out move by move: an operator decides a pending request once. */
const ALLOWED: Record<string, RefundRequestStatus> = {
  "pending approve": "approved",
  "pending reject": "rejected",
};

describe("refund request transitions", () => {
  for (const from of REFUND_REQUEST_STATUSES) {
    for (const event of MOVES) {
      const expected = ALLOWED[`${from} ${event}`];
      it(`${expected ? "allows" : "refuses"} ${event} from ${from}`, () => {
        const result = refundRequestTransition(from, event);
        if (expected) expect(result).toEqual({ ok: true, value: expected });
        else expect(result).toEqual({ ok: false, error: `This request was already ${from}.` });
      });
    }
  }

  it("lists exactly the allowed moves", () => {
    expect(REFUND_REQUEST_MOVES.map(([from, event, to]) => `${from} ${event} ${to}`).sort()).toEqual(
      Object.entries(ALLOWED).map(([move, to]) => `${move} ${to}`).sort(),
    );
  });
});

describe("when a pro may ask for a refund (the lead page's form, requestRefund's rule)", () => {
  it("asks for a paid lead with no request waiting, again after a rejection, and never once refunded or while one waits", () => {
    expect(mayAskRefund("accepted", null)).toBe(true);
    expect(mayAskRefund("lost", "rejected")).toBe(true);
    expect(mayAskRefund("contacted", "pending")).toBe(false);
    expect(mayAskRefund("refunded", "approved")).toBe(false);
    expect(mayAskRefund("offered", null)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { PAYMENT_EVENTS, PAYMENT_STATUSES, type PaymentStatus } from "~/db/enums";
import { creditsForRefund, isRefundable, moneyTaken, PURCHASE_MOVES, purchaseTransition } from "./purchase-states";

/** The graph written out move by move (docs/decisions/040). */
const ALLOWED: Record<string, PaymentStatus> = {
  "pending pay": "paid",
  "pending fail": "failed",
  "pending expire": "expired",
  "paid refund_part": "partially_refunded",
  "partially_refunded refund_part": "partially_refunded",
  "paid refund": "refunded",
  "partially_refunded refund": "refunded",
};

describe("purchase transitions", () => {
  for (const from of PAYMENT_STATUSES) {
    for (const event of PAYMENT_EVENTS) {
      const expected = ALLOWED[`${from} ${event}`];
      it(`${expected ? "allows" : "refuses"} ${event} from ${from}`, () => {
        const result = purchaseTransition(from, event);
        if (expected) expect(result).toEqual({ ok: true, value: expected });
        else expect(result).toEqual({ ok: false, error: `Cannot ${event.replace("_", " ")} a purchase that is ${from.replace("_", " ")}.` });
      });
    }
  }

  it("lists exactly the allowed moves", () => {
    expect(PURCHASE_MOVES.map(([from, event, to]) => `${from} ${event} ${to}`).sort()).toEqual(
      Object.entries(ALLOWED).map(([move, to]) => `${move} ${to}`).sort(),
    );
  });

  it("never lets a late expiry or failure undo a payment", () => {
    for (const later of ["expire", "fail", "pay"] as const) expect(purchaseTransition("paid", later).ok).toBe(false);
  });

  it("refunds only what was paid for", () => {
    expect(PAYMENT_STATUSES.filter(isRefundable)).toEqual(["paid", "partially_refunded"]);
  });
});

describe("creditsForRefund", () => {
  const growth = { credits: 150, amountCents: 13_500 };
  it("takes back all credits for a full refund and the same share, rounded down, for a part", () => {
    expect(creditsForRefund(growth, 13_500)).toBe(150);
    expect(creditsForRefund(growth, 6_750)).toBe(75);
    expect(creditsForRefund(growth, 100)).toBe(1);
    expect(creditsForRefund(growth, 89)).toBe(0);
  });
  it("stays within the purchase", () => {
    expect(creditsForRefund(growth, 99_999)).toBe(150);
    expect(creditsForRefund(growth, -5)).toBe(0);
  });
});

describe("moneyTaken", () => {
  it("holds for a purchase paid, refunded in part or in full, and for no unpaid one", () => {
    expect(PAYMENT_STATUSES.filter(moneyTaken)).toEqual(["paid", "partially_refunded", "refunded"]);
  });
});

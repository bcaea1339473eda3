import type { PaymentEvent, PaymentStatus } from "~/db/enums";
import { allowedMoves, type StateGraph, type Transition, transitionIn } from "~/lib/state-graph";

/**
 * A purchase of credits (docs/decisions/040): pending until the processor
 * says paid, failed or expired, each final for an unpaid purchase, so an
 * "expired" that arrives after "paid" changes nothing; a paid purchase can be
 * refunded in part (again and again) and then in full. Every move goes
 * through here and leaves a payment_events row.
 */
const REFUNDABLE: readonly PaymentStatus[] = ["paid", "partially_refunded"];

export const PURCHASE_GRAPH: StateGraph<PaymentStatus, PaymentEvent> = {
  pay: { from: ["pending"], to: "paid" },
  fail: { from: ["pending"], to: "failed" },
  expire: { from: ["pending"], to: "expired" },
  refund_part: { from: REFUNDABLE, to: "partially_refunded" },
  refund: { from: REFUNDABLE, to: "refunded" },
};

export function purchaseTransition(from: PaymentStatus, event: PaymentEvent): Transition<PaymentStatus> {
  const move = transitionIn(PURCHASE_GRAPH, from, event, "purchase");
  return move.ok ? move : { ok: false, error: `Cannot ${event.replace("_", " ")} a purchase that is ${from.replace("_", " ")}.` };
}

export const PURCHASE_MOVES = allowedMoves(PURCHASE_GRAPH);

/** Money was taken for it, and maybe given back since: a receipt, and a purchase in a pro's totals. */
export const MONEY_TAKEN: readonly PaymentStatus[] = [...REFUNDABLE, "refunded"];

export function moneyTaken(status: PaymentStatus): boolean {
  return MONEY_TAKEN.includes(status);
}

/** Whether money was taken for it and not all of it given back (so it credited the ledger and can be refunded). */
export function isRefundable(status: PaymentStatus): boolean {
  return REFUNDABLE.includes(status);
}

/**
 * The credits a refund of `refundedCents` in all stands for: the same share of
 * the purchase's credits as of its price, rounded down so a partial refund
 * never takes back more than it paid for.
 */
export function creditsForRefund(purchase: { credits: number; amountCents: number }, refundedCents: number): number {
  const cents = Math.min(Math.max(refundedCents, 0), purchase.amountCents);
  return Math.floor((purchase.credits * cents) / purchase.amountCents);
}

import { type DeliveryStatus, isPaid, type RefundRequestEvent, type RefundRequestStatus } from "~/db/enums";
import { allowedMoves, type StateGraph, type Transition, transitionIn } from "~/lib/state-graph";

/**
 * A pro's request for a refund the automatic rules did not give
 * (lead-pipeline.server.ts): pending until an operator approves or rejects it,
 * once. "request" creates the row and has no state before it, so it is not an
 * edge here.
 */
export type RefundRequestMove = Exclude<RefundRequestEvent, "request">;

export const REFUND_REQUEST_GRAPH: StateGraph<RefundRequestStatus, RefundRequestMove> = {
  approve: { from: ["pending"], to: "approved" },
  reject: { from: ["pending"], to: "rejected" },
};

export function refundRequestTransition(from: RefundRequestStatus, event: RefundRequestMove): Transition<RefundRequestStatus> {
  const move = transitionIn(REFUND_REQUEST_GRAPH, from, event, "refund request");
  return move.ok ? move : { ok: false, error: `This request was already ${from}.` };
}

export const REFUND_REQUEST_MOVES = allowedMoves(REFUND_REQUEST_GRAPH);

/**
 * Whether the pro may ask for a refund of its lead now, given its latest refund request: requestRefund's own rule
 * (lead-pipeline.server.ts), for the lead page's form and its words, so the page never offers what the post refuses.
 */
export function mayAskRefund(status: DeliveryStatus, latestRequest: RefundRequestStatus | null): boolean {
  return isPaid(status) && latestRequest !== "pending";
}

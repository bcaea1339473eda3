import type { RefundRequestEvent, RefundRequestStatus } from "~/db/enums";
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

import type { VerificationEvent, VerificationStatus } from "~/db/enums";
import { allowedMoves, eventsFrom, type StateGraph, type Transition, transitionIn } from "~/lib/state-graph";

/**
 * A pro's vetting status (docs/decisions/023): an operator approves or
 * rejects a pending pro, may approve a rejected one after all, suspends a
 * verified one and reinstates a suspended one. Whether a move needs a reason
 * or the passed checks is in vetting-rules.ts; every move goes through here
 * and leaves a provider_status_events row (vetting-actions.server.ts).
 */
export const VERIFICATION_GRAPH: StateGraph<VerificationStatus, VerificationEvent> = {
  approve: { from: ["pending", "rejected"], to: "verified" },
  reject: { from: ["pending"], to: "rejected" },
  suspend: { from: ["verified"], to: "suspended" },
  reinstate: { from: ["suspended"], to: "verified" },
};

/** How the console says a status and a move in a refusal: "This pro is waiting for review, so it cannot be suspended now." */
const STATUS_WORDS: Record<VerificationStatus, string> = { pending: "waiting for review", verified: "approved", rejected: "not approved", suspended: "suspended" };
const DONE_WORDS: Record<VerificationEvent, string> = { approve: "approved", reject: "rejected", suspend: "suspended", reinstate: "reinstated" };

export function verificationTransition(from: VerificationStatus, event: VerificationEvent): Transition<VerificationStatus> {
  const move = transitionIn(VERIFICATION_GRAPH, from, event, "pro");
  if (move.ok) return move;
  return { ok: false, error: `This pro is ${STATUS_WORDS[from]}, so it cannot be ${DONE_WORDS[event]} now.` };
}

export const VERIFICATION_MOVES = allowedMoves(VERIFICATION_GRAPH);

/** The moves an operator may make on a pro in this status. */
export function verificationEventsFrom(from: VerificationStatus): VerificationEvent[] {
  return eventsFrom(VERIFICATION_GRAPH, from);
}

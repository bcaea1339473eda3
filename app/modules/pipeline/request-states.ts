import type { LeadRequestEvent, LeadStatus } from "~/db/enums";
import { allowedMoves, type StateGraph, type Transition, transitionIn } from "~/lib/state-graph";


/**
 * A request's own states (docs/decisions/013): new until it is offered to a
 * pro, matched once it is, closed when it ends (a pro was hired), and fraud
 * when an operator flags it, from any state but fraud.
 */
export const REQUEST_GRAPH: StateGraph<LeadStatus, LeadRequestEvent> = {
  match: { from: ["new"], to: "matched" },
  close: { from: ["new", "matched"], to: "closed" },
  "flag-fraud": { from: ["new", "matched", "closed"], to: "fraud" },
};

export function requestTransition(from: LeadStatus, event: LeadRequestEvent): Transition<LeadStatus> {
  return transitionIn(REQUEST_GRAPH, from, event, "request");
}

export const REQUEST_MOVES = allowedMoves(REQUEST_GRAPH);

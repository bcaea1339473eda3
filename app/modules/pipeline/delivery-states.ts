import { type DeliveryEvent, type DeliveryStatus, PAID_DELIVERY_STATUSES } from "~/db/enums";
import { allowedMoves, eventsFrom, type StateGraph, type Transition, transitionIn } from "~/lib/state-graph";

/**
 * The pro's side of a request (docs/decisions/013): offered until the pro
 * accepts and pays; then the pipeline contacted -> quoted -> hired or lost;
 * a paid delivery can be refunded from any later state. "offer" creates a
 * delivery and has no state before it, so it is not an edge here.
 */
export const DELIVERY_GRAPH: StateGraph<DeliveryStatus, Exclude<DeliveryEvent, "offer">> = {
  accept: { from: ["offered"], to: "accepted" },
  contact: { from: ["accepted"], to: "contacted" },
  quote: { from: ["accepted", "contacted"], to: "quoted" },
  // A job marked lost can still come back: the homeowner calls again and hires.
  hire: { from: ["accepted", "contacted", "quoted", "lost"], to: "hired" },
  lose: { from: ["accepted", "contacted", "quoted"], to: "lost" },
  refund: { from: PAID_DELIVERY_STATUSES, to: "refunded" },
  // An offer no pro accepted within OFFER_HOURS goes to another pro (app/modules/matching/unanswered-offers.server.ts).
  expire: { from: ["offered"], to: "expired" },
};

/**
 * How long an offer waits for its pro to accept before it expires and the request goes to the next pro
 * (docs/decisions/054): the reply within 24 hours that the service pages say pros are expected to give
 * (app/modules/catalog/faq.ts).
 */
export const OFFER_HOURS = 24;

/**
 * When an offer expires if its pro has not accepted it, as the sweep decides (app/modules/matching/unanswered-offers.server.ts);
 * null for one that never does: accepted or past, chosen by the homeowner, or a demo business's.
 */
export function offerDeadline(offer: { status: DeliveryStatus; offeredAt: Date; chosenByHomeowner: boolean; demo: boolean }): Date | null {
  if (offer.status !== "offered" || offer.chosenByHomeowner || offer.demo) return null;
  return new Date(offer.offeredAt.getTime() + OFFER_HOURS * 60 * 60 * 1000);
}

export type DeliveryMove = Exclude<DeliveryEvent, "offer">;

export function deliveryTransition(from: DeliveryStatus, event: DeliveryMove): Transition<DeliveryStatus> {
  return transitionIn(DELIVERY_GRAPH, from, event, "lead");
}

export const DELIVERY_MOVES = allowedMoves(DELIVERY_GRAPH);

export function deliveryEventsFrom(from: DeliveryStatus): DeliveryMove[] {
  return eventsFrom(DELIVERY_GRAPH, from);
}

/** The moves a pro makes itself: a refund is an operator's, an expiry the sweep's. */
const PRO_MOVES: ReadonlySet<DeliveryMove> = new Set(["accept", "contact", "quote", "hire", "lose"]);

/** The pro's own next moves from a status. */
export function proMovesFrom(from: DeliveryStatus): DeliveryMove[] {
  return deliveryEventsFrom(from).filter((event) => PRO_MOVES.has(event));
}

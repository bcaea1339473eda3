import type { DeliveryEvent, LeadRequestEvent, RefundRequestEvent } from "~/db/enums";
import { formatDateTime } from "~/lib/ohio-time";

/** One row of a request's history as the console shows it: what happened, who did it, and why. */
export type HistoryEntry = { id: string; at: Date; what: string; who: string; reason: string };

type EventRow = { id: string; actor: string; reason: string; createdAt: Date };

/**
 * A request's history for an operator: the request's own moves, each pro's delivery moves and its refund requests,
 * in order, in the third person (the pro's lead page says "You accepted the lead"; here it is the pro by name), with
 * the actors' ids (`provider:<id>`, `admin:<user id>`) given as the business's name or the operator's e-mail.
 */
export function leadHistory(args: {
  /**
   * The request itself: when it was made and, when no verified pro could take it then, until when it waits for one
   * (lead_requests.held_until). It starts the history, which is otherwise empty for a request that waits.
   */
  request: { id: string; createdAt: Date; heldUntil: Date | null };
  requestEvents: (EventRow & { event: LeadRequestEvent })[];
  deliveryEvents: (EventRow & { event: DeliveryEvent; businessName: string })[];
  refundEvents: (EventRow & { event: RefundRequestEvent; businessName: string })[];
  /** Business names by provider id, and operators' e-mails by user id. */
  names: { providers: ReadonlyMap<string, string>; operators: ReadonlyMap<string, string> };
}): HistoryEntry[] {
  const who = (actor: string) => actorName(actor, args.names);
  const made: HistoryEntry[] = [
    { id: `made-${args.request.id}`, at: args.request.createdAt, what: "Request made", who: "the homeowner", reason: "" },
    ...(args.request.heldUntil
      ? [
          {
            id: `held-${args.request.id}`,
            at: args.request.createdAt,
            what: `No verified pro could take it when it came in: held until ${formatDateTime(args.request.heldUntil)} for the first one who can`,
            who: "the system",
            reason: "",
          },
        ]
      : []),
  ];
  const events: HistoryEntry[] = [
    ...args.requestEvents.map((e) => ({ id: e.id, at: e.createdAt, what: REQUEST_WORDS[e.event], who: who(e.actor), reason: e.reason })),
    ...args.deliveryEvents.map((e) => ({ id: e.id, at: e.createdAt, what: DELIVERY_WORDS[e.event](e.businessName), who: who(e.actor), reason: e.reason })),
    ...args.refundEvents.map((e) => ({ id: e.id, at: e.createdAt, what: REFUND_WORDS[e.event](e.businessName), who: who(e.actor), reason: e.reason })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  return [...made, ...events];
}

function actorName(actor: string, names: { providers: ReadonlyMap<string, string>; operators: ReadonlyMap<string, string> }): string {
  const colon = actor.indexOf(":");
  const kind = colon < 0 ? actor : actor.slice(0, colon);
  const id = colon < 0 ? "" : actor.slice(colon + 1);
  if (kind === "provider") return names.providers.get(id) ?? "a pro";
  if (kind === "admin") return names.operators.get(id) ?? "an operator";
  if (kind === "homeowner") return "the homeowner";
  return "the system";
}

const REQUEST_WORDS: Record<LeadRequestEvent, string> = {
  match: "Request sent to matched pros",
  close: "Request closed",
  "flag-fraud": "Request flagged as fraud",
};

const DELIVERY_WORDS: Record<DeliveryEvent, (business: string) => string> = {
  offer: (business) => `Offered to ${business}`,
  accept: (business) => `${business} accepted the lead`,
  contact: (business) => `${business} marked it contacted`,
  quote: (business) => `${business} marked it quoted`,
  hire: (business) => `${business} marked it hired`,
  lose: (business) => `${business} marked it lost`,
  refund: (business) => `${business} was refunded`,
  expire: (business) => `${business}'s offer expired`,
};

const REFUND_WORDS: Record<RefundRequestEvent, (business: string) => string> = {
  request: (business) => `${business} asked for a refund`,
  approve: (business) => `Refund to ${business} approved`,
  reject: (business) => `Refund to ${business} refused`,
};

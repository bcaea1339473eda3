import { DELIVERY_STATUSES, type DeliveryStatus, type RefundRequestStatus } from "~/db/enums";
import type { BadgeTone } from "~/lib/badge-tone";
import { reasonNamesEvent } from "~/lib/reason-names-event";
import { OFFER_HOURS } from "./delivery-states";

/**
 * How the portal and the console name a lead's status and moves for a pro (the
 * homeowner's wording is in app/modules/accounts/pro-status-labels.ts). Badges
 * always show the word; the tone only adds colour.
 */
export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  offered: "New",
  accepted: "Accepted",
  contacted: "Contacted",
  quoted: "Quoted",
  hired: "Hired",
  lost: "Lost",
  refunded: "Refunded",
  expired: "Expired",
};

export const DELIVERY_STATUS_TONES: Record<DeliveryStatus, BadgeTone> = {
  offered: "new",
  accepted: "active",
  contacted: "active",
  quoted: "active",
  hired: "success",
  lost: "neutral",
  refunded: "neutral",
  expired: "neutral",
};

/** The pro's buttons for each pipeline move. */
export const MOVE_LABELS = {
  contact: "Mark contacted",
  quote: "Mark quoted",
  hire: "Mark hired",
  lose: "Mark lost",
} as const;

/** The history's events in the pro's words. */
export const DELIVERY_EVENT_LABELS: Record<string, string> = {
  offer: "Request sent to you",
  accept: "You accepted the lead",
  contact: "Marked contacted",
  quote: "Marked quoted",
  hire: "Marked hired",
  lose: "Marked lost",
  refund: "Refunded",
  expire: "Offer expired",
  // Not the delivery's own: the request's closing, shown in the history of a lead the pro bought (proLeadDetail).
  "request-close": "The homeowner closed the request",
};

/**
 * One line of a lead's history on the pro's lead page: the event, then its reason as a sentence of its own. A reason
 * that already names the event ("Refunded automatically: …", "Refund approved by an operator") stands alone, so the
 * line does not say it twice.
 */
export function historyLine(event: string, reason: string | null | undefined): string {
  const label = DELIVERY_EVENT_LABELS[event] ?? event;
  const why = reason?.trim();
  if (!why) return label;
  const sentence = /[.!?]$/.test(why) ? why : `${why}.`;
  return reasonNamesEvent(label, why) ? sentence : `${label}. ${sentence}`;
}

/** What a new lead's e-mail tells its pro of the offer's deadline (offerDeadline in delivery-states.ts). */
export const OFFER_DEADLINE_TEXT = `Accept it within ${OFFER_HOURS} hours, or the request goes to another pro.`;

/**
 * What a homeowner's e-mail says once their request went to pros: a pro calls only after taking it, and one who
 * does not take it in time is replaced (unanswered-offers.server.ts in matching), so "expect a call" would promise too much.
 * The e-mail is promised only when one goes: a new pro took the offer (lead-pro-replaced) or none is left and the
 * request closed (lead-no-pro-answered); an offer that ends while other pros still hold theirs, with nobody new to
 * take it, tells the homeowner nothing.
 */
export const HOMEOWNER_OFFER_TEXT = `A pro calls or texts you after taking your request. If a pro does not take it within ${OFFER_HOURS} hours, we send it to another pro when one can take it, and e-mail you when we do, or when no pro is left to take it.`;

/**
 * What a suspended pro is told of its leads, in the suspension e-mail and on its dashboard: the offers it had not
 * accepted went to other pros (passOnOffersOfSuspendedPro in matching), none can be accepted while it is suspended
 * (accept-lead.server.ts), and what it accepted stays its own.
 */
export const SUSPENDED_LEADS_TEXT =
  "Requests you were offered and had not accepted went to other pros, and none can be accepted while you are suspended; the leads you already accepted stay yours.";

/** What the pro reads on an offer that expired, and when trying to accept it. */
export const EXPIRED_OFFER_TEXT = `This request waited ${OFFER_HOURS} hours without being accepted, so it went to another pro. Nothing was charged.`;

/** The reason on the expire event of an offer that ended because the homeowner hired another pro (hire-closes-request.server.ts). */
export const HIRED_ELSEWHERE_REASON = "The homeowner hired another pro";

/** What the pro reads on such an offer, and when trying to accept it. */
export const HIRED_ELSEWHERE_TEXT = "The homeowner hired another pro for this request before you accepted it, so the request is closed. Nothing was charged.";

/** The reason on the expire event of an offer whose pro was suspended before accepting it (unanswered-offers.server.ts in matching). */
export const SUSPENDED_PRO_REASON = "The pro was suspended before accepting it";

/** What the pro reads on such an offer. */
export const SUSPENDED_OFFER_TEXT = "Your business was suspended before you accepted this request, so it went to another pro. Nothing was charged.";

/**
 * The reason on the close event of a request the homeowner withdrew from My requests ("I no longer need this"), and
 * on the expire event of each offer that ended with it (withdrawRequest, hire-closes-request.server.ts).
 */
export const HOMEOWNER_CLOSED_REASON = "The homeowner closed the request";

/**
 * The reasons an offer expires because its request ended (a hire, the homeowner's closing): unlike an offer that
 * expired unanswered or on a suspension, it went to no other pro.
 */
export const REQUEST_ENDED_REASONS: readonly string[] = [HIRED_ELSEWHERE_REASON, HOMEOWNER_CLOSED_REASON];

/** What the pro reads on such an offer, and when trying to accept it. */
export const HOMEOWNER_CLOSED_TEXT = "The homeowner closed this request before you accepted it: they no longer need the work. Nothing was charged.";

/** What a pro who had bought the request reads on its lead page once the homeowner closed it, while it may ask for a refund. */
export const HOMEOWNER_CLOSED_BOUGHT_TEXT =
  "The homeowner closed this request: they no longer need the work. The lead stays yours; if you think it should be refunded, ask below.";

/** The same once its refund request waits: the page has no form to ask with then (the closing e-mail says the same). */
export const HOMEOWNER_CLOSED_REFUND_ASKED_TEXT =
  "The homeowner closed this request: they no longer need the work. The lead stays yours; you asked for a refund, and our team will decide.";

/** The same once the lead was refunded. */
export const HOMEOWNER_CLOSED_REFUNDED_TEXT = "The homeowner closed this request: they no longer need the work. The lead was refunded: its credits are back in your balance.";

/** Which of the three a pro that bought a lead reads once its homeowner closed the request: it agrees with the page's refund form. */
export function homeownerClosedBoughtText(status: DeliveryStatus, latestRefundRequest: RefundRequestStatus | null): string {
  if (status === "refunded") return HOMEOWNER_CLOSED_REFUNDED_TEXT;
  return latestRefundRequest === "pending" ? HOMEOWNER_CLOSED_REFUND_ASKED_TEXT : HOMEOWNER_CLOSED_BOUGHT_TEXT;
}

/** The inbox card's mark on such a lead, beside its status. */
export const HOMEOWNER_CLOSED_BADGE = "Homeowner closed it";

/** Why a withdrawn request cannot be marked hired, by the pro or by the homeowner (hire-closes-request.server.ts). */
export const HOMEOWNER_CLOSED_HIRE_TEXT = "The homeowner closed this request, so it can no longer be marked hired.";

/** Why a request that already ended (a hire, an earlier "I no longer need this") cannot be withdrawn. */
export const REQUEST_ALREADY_CLOSED_TEXT = "This request is already closed.";

/** What the pro reads on an offer still open whose request closed anyway (offers older than closing on a hire). */
export const CLOSED_REQUEST_TEXT = "This request is closed, so it can no longer be accepted. Nothing was charged.";

/** Why an expired offer ended, in the pro's words, from the reason its expire event carries. */
export function expiredOfferText(reason: string | null | undefined): string {
  if (reason === HIRED_ELSEWHERE_REASON) return HIRED_ELSEWHERE_TEXT;
  if (reason === SUSPENDED_PRO_REASON) return SUSPENDED_OFFER_TEXT;
  if (reason === HOMEOWNER_CLOSED_REASON) return HOMEOWNER_CLOSED_TEXT;
  return EXPIRED_OFFER_TEXT;
}

/** What the homeowner did on the results page, in the pro's words. */
export const HOMEOWNER_INTENT_LABELS: Record<string, string> = {
  phone: "Asked for your phone number",
  message: "Sent you a message",
  all: "Asked every matched pro to get in touch",
};

export function isDeliveryStatus(value: unknown): value is DeliveryStatus {
  return typeof value === "string" && (DELIVERY_STATUSES as readonly string[]).includes(value);
}

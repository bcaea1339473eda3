/**
 * Why a delivery was refused (deliverLead, deliver-lead.server.ts): each a rule the server keeps on purpose, never
 * an internal error. /search says the reason under the seed's failure words, since a results page left open in
 * another tab, or posted after an offer ended, otherwise reads as a fault with nothing to do about it.
 */
export type DeliveryRefusal = "not-found" | "no-pros" | "offer-ended" | "closed" | "full" | "pro-unavailable";

const REFUSAL_TEXT: Record<DeliveryRefusal, string> = {
  "not-found": "We can't find this request any more. Reload the page to see where it stands, or send a new request.",
  "no-pros": "No pro has this request right now. Reload the page to see it as it is now.",
  "offer-ended": "This pro did not answer in time, so your request went to another pro. Reload the page to see the pros who have it now.",
  closed:
    "This request is closed, so it can't go to a new pro. Reload the page to see it as it is now; the pros who already took it can still be reached there.",
  full: "Your request already went to three pros, the most it can. Reload the page to see them.",
  "pro-unavailable": "This pro can't take your request right now. Reload the page to see the pros who can.",
};

/** The homeowner's words for a refusal: what happened, and what they can do. */
export function deliveryRefusalText(refusal: DeliveryRefusal): string {
  return REFUSAL_TEXT[refusal];
}

/**
 * The automatic refunds:
 * a pro who paid for a lead gets the credits back, without asking, when the
 * lead could never have been worth it. Checked at the moment of purchase.
 */
export type AutomaticRefundReason = "invalid-contact" | "duplicate" | "outside-area";

export const DUPLICATE_PURCHASE_DAYS = 30;

export const AUTOMATIC_REFUND_MESSAGES: Record<AutomaticRefundReason, string> = {
  "invalid-contact": "Refunded automatically: the homeowner's phone number cannot be dialed.",
  duplicate: `Refunded automatically: you bought the same homeowner's request for this service in the last ${DUPLICATE_PURCHASE_DAYS} days.`,
  "outside-area": "Refunded automatically: the request's ZIP was outside your service area when you bought it.",
};

export type PurchaseFacts = {
  /** The homeowner's phone can be dialed (isDialableNorthAmerican). */
  phoneDialable: boolean;
  /** This pro bought a request with the same contact and category in the last 30 days. */
  boughtSameRequestRecently: boolean;
  /** The request's ZIP is in the pro's service area now, at purchase. */
  zipInArea: boolean;
};

/** The first rule that applies, in the order a pro would care about, or null. */
export function automaticRefundReason(facts: PurchaseFacts): AutomaticRefundReason | null {
  if (!facts.zipInArea) return "outside-area";
  if (facts.boughtSameRequestRecently) return "duplicate";
  if (!facts.phoneDialable) return "invalid-contact";
  return null;
}

import type { LedgerKind, PaymentStatus } from "~/db/enums";
import type { BadgeTone } from "~/lib/badge-tone";

/** How a pro and an operator read a purchase's status and a ledger line. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: "Pending",
  paid: "Paid",
  failed: "Failed",
  expired: "Expired",
  partially_refunded: "Partly refunded",
  refunded: "Refunded",
};
export const PAYMENT_STATUS_TONES: Record<PaymentStatus, BadgeTone> = {
  pending: "new",
  paid: "success",
  failed: "danger",
  expired: "neutral",
  partially_refunded: "neutral",
  refunded: "neutral",
};

/** "This payment is already …": a purchase's status inside a sentence, never its database name (partially_refunded). */
export function paymentStatusInSentence(status: PaymentStatus): string {
  return PAYMENT_STATUS_LABELS[status].toLowerCase();
}

/**
 * What a purchase's page says above its details when no money was taken for it: a pending one is a checkout the
 * pro left (Back, Cancel, a closed tab) or one still being confirmed, and it must not read as money owed.
 */
export const UNPAID_PURCHASE_TEXT: Partial<Record<PaymentStatus, string>> = {
  pending:
    "Not paid yet, so no credits were added. A checkout you left unfinished charges nothing; if you did pay, the credits appear as soon as the payment is confirmed.",
};

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  purchase: "Purchase",
  lead_charge: "Lead accepted",
  refund: "Refund",
  grant: "Free credits",
  // An operator's correction (admin/pro-credits.server.ts adjustProCredits takes credits back with it); the note is
  // the reason the pro reads.
  adjustment: "Correction",
  purchase_refund: "Purchase refunded",
};

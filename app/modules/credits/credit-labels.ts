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

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  purchase: "Purchase",
  lead_charge: "Lead accepted",
  refund: "Refund",
  grant: "Free credits",
  adjustment: "Adjustment",
  purchase_refund: "Purchase refunded",
};

import { DELIVERY_STATUSES, type DeliveryStatus, type LedgerKind, type PaymentStatus } from "~/db/enums";
import {
  BUDGET_LABELS,
  DEFAULT_HVAC_FOLLOW_UPS,
  HVAC_FOLLOW_UPS,
  isBudgetValue,
  isTimingValue,
  serviceChoicesFor,
  TIMING_LABELS,
} from "~/modules/catalog/questionnaire-options";

/**
 * How the portal names statuses and moves for a pro (the homeowner's wording
 * is in accounts/pro-status-labels.ts). Badges always show the word; the tone
 * only adds colour (ui.md: never colour alone).
 */
export type BadgeTone = "new" | "active" | "success" | "neutral" | "danger";

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  offered: "New",
  accepted: "Accepted",
  contacted: "Contacted",
  quoted: "Quoted",
  hired: "Hired",
  lost: "Lost",
  refunded: "Refunded",
};

export const DELIVERY_STATUS_TONES: Record<DeliveryStatus, BadgeTone> = {
  offered: "new",
  accepted: "active",
  contacted: "active",
  quoted: "active",
  hired: "success",
  lost: "neutral",
  refunded: "neutral",
};

/** The pro's buttons for each pipeline move. */
export const MOVE_LABELS = {
  contact: "Mark contacted",
  quote: "Mark quoted",
  hire: "Mark hired",
  lose: "Mark lost",
} as const;

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

/** The history's events in the pro's words. */
export const DELIVERY_EVENT_LABELS: Record<string, string> = {
  offer: "Request sent to you",
  accept: "You accepted the lead",
  contact: "Marked contacted",
  quote: "Marked quoted",
  hire: "Marked hired",
  lose: "Marked lost",
  refund: "Refunded",
};

export function isDeliveryStatus(value: unknown): value is DeliveryStatus {
  return typeof value === "string" && (DELIVERY_STATUSES as readonly string[]).includes(value);
}

/** The inbox's filters and page from its URL: unknown values are dropped, so an old or edited link still shows the inbox. */
export function inboxFilterFrom(params: URLSearchParams): { status?: DeliveryStatus; category?: string; page?: number } {
  const status = params.get("status");
  const category = params.get("category");
  const page = /^[1-9][0-9]{0,3}$/.test(params.get("page") ?? "") ? Number(params.get("page")) : 1;
  return {
    ...(isDeliveryStatus(status) ? { status } : {}),
    ...(category && /^[a-z0-9-]{1,60}$/.test(category) ? { category } : {}),
    ...(page > 1 ? { page } : {}),
  };
}

const DOLLARS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Whole dollars from cents, as a price is shown ("$135.00"). */
export function formatDollars(cents: number): string {
  return DOLLARS.format(cents / 100);
}

/** "12 min", "3 h 5 min", "2 d 4 h": a response time a pro reads at a glance. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return "No answers yet";
  const m = Math.round(minutes);
  if (m < 60) return `${m} min`;
  if (m < 24 * 60) return `${Math.floor(m / 60)} h${m % 60 ? ` ${m % 60} min` : ""}`;
  const hours = Math.floor(m / 60);
  return `${Math.floor(hours / 24)} d${hours % 24 ? ` ${hours % 24} h` : ""}`;
}

/** The questionnaire's words for what the homeowner picked; a value from an older form reads as itself. */
export function subServiceLabel(category: string, value: string | null): string | null {
  if (!value) return null;
  const choices = [...serviceChoicesFor(category), ...Object.values(HVAC_FOLLOW_UPS).flat(), ...DEFAULT_HVAC_FOLLOW_UPS];
  const known = choices.find((choice) => choice.value === value)?.label;
  if (known) return known;
  const words = value.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function budgetLabel(value: string | null): string {
  return value && isBudgetValue(value) ? BUDGET_LABELS[value] : "Not given";
}

export function timingLabel(value: string | null): string {
  return value && isTimingValue(value) ? TIMING_LABELS[value] : "Not given";
}

/** What the homeowner did on the results page, in the pro's words. */
export const HOMEOWNER_INTENT_LABELS: Record<string, string> = {
  phone: "Asked for your phone number",
  message: "Sent you a message",
  all: "Asked every matched pro to get in touch",
};

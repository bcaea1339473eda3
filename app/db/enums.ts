/**
 * The known values of the database's status and kind columns, each held to
 * them by a CHECK in schema.ts. Plain constants with no imports, so that
 * modules and browser code can use them without pulling in the database layer.
 */

export const USER_ROLES = ["homeowner", "provider", "admin"] as const;

/**
 * A pro's vetting status: pending until an operator approves (verified) or
 * rejects it; a verified pro may be suspended and reinstated. The allowed
 * moves are in app/modules/admin/verification-states.ts; every move is a
 * provider_status_events row.
 */
export const VERIFICATION_STATUSES = ["pending", "verified", "rejected", "suspended"] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export const VERIFICATION_EVENTS = ["approve", "reject", "suspend", "reinstate"] as const;
export type VerificationEvent = (typeof VERIFICATION_EVENTS)[number];

/**
 * A request's own states: new (no pro yet), matched (offered to at least one
 * pro), closed (a pro was hired, or it ended), fraud (flagged by an operator).
 * The allowed moves are in app/modules/pipeline/request-states.ts.
 */
export const LEAD_STATUSES = ["new", "matched", "closed", "fraud"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_REQUEST_EVENTS = ["match", "close", "flag-fraud"] as const;
export type LeadRequestEvent = (typeof LEAD_REQUEST_EVENTS)[number];

/**
 * The questionnaire's budget keys and the whole dollars the original app's
 * `lead_requests.budget` holds for each (the lower bound of the range; notSure
 * has none). The key is stored; the integer is derived from it by the database.
 */
export const BUDGET_FLOOR_DOLLARS = {
  under1000: 0,
  "1000to3000": 1000,
  "3000to5000": 3000,
  "5000to10000": 5000,
  over10000: 10000,
  notSure: null,
} as const satisfies Record<string, number | null>;
export type BudgetOption = keyof typeof BUDGET_FLOOR_DOLLARS;
export const BUDGET_OPTION_KEYS = Object.keys(BUDGET_FLOOR_DOLLARS) as BudgetOption[];

export const LEAD_SOURCES = ["questionnaire", "search"] as const;

export const LEAD_SUBMISSION_OUTCOMES = ["created", "updated"] as const;

export const HOMEOWNER_INTENTS = ["phone", "message", "all"] as const;

/**
 * A delivery's states, the pro's side of a request:
 * offered (contact hidden), accepted (paid, contact shown), contacted, quoted,
 * hired, lost, refunded; expired: an offer nobody accepted in time, passed on to
 * another pro (docs/decisions/054). The allowed moves are in
 * app/modules/pipeline/delivery-states.ts; every move is a lead_delivery_events row.
 */
export const DELIVERY_STATUSES = ["offered", "accepted", "contacted", "quoted", "hired", "lost", "refunded", "expired"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const DELIVERY_EVENTS = ["offer", "accept", "contact", "quote", "hire", "lose", "refund", "expire"] as const;
export type DeliveryEvent = (typeof DELIVERY_EVENTS)[number];

/** The statuses of a delivery the pro has paid for: its contact details show, it can be refunded, the pro may write. */
export const PAID_DELIVERY_STATUSES: readonly DeliveryStatus[] = ["accepted", "contacted", "quoted", "hired", "lost"];

/** Whether the pro has paid for a delivery in this status. */
export function isPaid(status: DeliveryStatus): boolean {
  return PAID_DELIVERY_STATUSES.includes(status);
}

/** A pro's own moves after acceptance that count as answering the homeowner: the first of them, or a first message, sets the response time. */
export const RESPONSE_EVENTS: readonly DeliveryEvent[] = ["contact", "quote", "hire", "lose"];

/** purchase_refund: the unspent credits of a purchase whose money was refunded (never more than the balance). */
export const LEDGER_KINDS = ["purchase", "lead_charge", "refund", "grant", "adjustment", "purchase_refund"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const NOTIFICATION_STATUSES = ["pending", "sent", "failed"] as const;

/** How an outbox row leaves: an e-mail over SMTP, or a web push to one device (docs/decisions/045). */
export const OUTBOX_CHANNELS = ["email", "push"] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/**
 * A purchase of credits: pending until the processor says paid, failed or
 * expired; a paid one may be refunded in part, then in full. The allowed moves
 * are in app/modules/credits/purchase-states.ts; every move is a
 * payment_events row.
 */
export const PAYMENT_STATUSES = ["pending", "paid", "failed", "expired", "partially_refunded", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_EVENTS = ["pay", "fail", "expire", "refund_part", "refund"] as const;
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number];

/**
 * A pro's request for a refund: pending until an operator approves or rejects
 * it. The allowed moves are in app/modules/pipeline/refund-request-states.ts;
 * the request itself and every move are refund_request_events rows.
 */
export const REFUND_REQUEST_STATUSES = ["pending", "approved", "rejected"] as const;
export type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number];
export const REFUND_REQUEST_EVENTS = ["request", "approve", "reject"] as const;
export type RefundRequestEvent = (typeof REFUND_REQUEST_EVENTS)[number];

/**
 * An operator's vetting checks of a pro, each a row of its own:
 * e-mail verified, a license per licensed trade, insurance, a background
 * check, and the Google rating (4.5 stars or more).
 */
export const VETTING_CHECK_KINDS = ["email", "license", "insurance", "background", "google-rating"] as const;
export type VettingCheckKind = (typeof VETTING_CHECK_KINDS)[number];
export const VETTING_RESULTS = ["passed", "failed"] as const;
export type VettingResult = (typeof VETTING_RESULTS)[number];

/** Who wrote a message in a request's thread with one pro. */
export const MESSAGE_SENDERS = ["homeowner", "pro"] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];

/** The e-mails a user may turn off (account e-mails, such as verification and password reset, always go). */
export const NOTIFICATION_KINDS = ["new-lead", "new-message", "review-received", "refund-decided", "payment-receipt", "request-update", "missed-lead"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The ways a pro hears of something (decision 046): each may be on or off per kind below. */
export const NOTIFICATION_CHANNELS = ["push", "text", "email"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The kinds a pro chooses per channel (the other kinds are e-mail only). */
export const CHANNEL_CHOICE_KINDS = ["new-lead", "new-message", "refund-decided"] as const satisfies readonly NotificationKind[];
export type ChannelChoiceKind = (typeof CHANNEL_CHOICE_KINDS)[number];

/** A pro's text-message number: a code was sent (pending), the code came back (active), or STOP was texted (stopped). */
export const TEXT_CONSENT_STATUSES = ["pending", "active", "stopped"] as const;
export type TextConsentStatus = (typeof TEXT_CONSENT_STATUSES)[number];

/** What happened to a pro's consent to texts, one row each, with the number and the wording it answered. */
export const TEXT_CONSENT_EVENTS = ["code-sent", "opted-in", "stopped", "started", "help"] as const;
export type TextConsentEvent = (typeof TEXT_CONSENT_EVENTS)[number];

/** Why a text is sent: the opt-in code, or a new lead. */
export const TEXT_PURPOSES = ["code", "new-lead", "new-message", "refund-decided"] as const;
export type TextPurpose = (typeof TEXT_PURPOSES)[number];

/** A queued text: sent, failed for good, or skipped (the pro's choices or quiet hours said no when it was due). */
export const TEXT_STATUSES = ["pending", "sent", "failed", "skipped"] as const;
export type TextStatus = (typeof TEXT_STATUSES)[number];

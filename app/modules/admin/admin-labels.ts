import type { LeadStatus, RefundRequestStatus } from "~/db/enums";
import type { BadgeTone } from "~/lib/badge-tone";
import type { VerificationStatus } from "./vetting-rules";

/** The colour of a pro's status badge in the console; its words are VERIFICATION_LABELS (providers), the pro's own. */
export const VERIFICATION_TONES: Record<VerificationStatus, BadgeTone> = {
  pending: "new",
  verified: "success",
  rejected: "danger",
  suspended: "danger",
};

/**
 * The audit log's action names as an operator reads them. recordAudit (audit.server.ts) takes only these
 * names, so a new action cannot reach the log without its label.
 */
export const AUDIT_ACTION_LABELS = {
  "operator.grant": "Made an operator",
  "operator.revoke": "Removed an operator",
  "vetting.record-check": "Recorded a check",
  "provider.approve": "Approved a pro",
  "provider.reject": "Rejected a pro",
  "provider.suspend": "Suspended a pro",
  "provider.reinstate": "Reinstated a pro",
  "provider.link-google": "Linked a Google listing",
  "review.hide": "Hid a review",
  "review.unhide": "Showed a hidden review again",
  "refund.approve": "Approved a refund",
  "refund.reject": "Rejected a refund",
  "lead.flag-fraud": "Flagged a request as fraud",
  "deal.create": "Created a deal",
  "deal.update": "Changed a deal",
  "deal.expire": "Ended a deal",
  "featured-partner.create": "Scheduled a partner of the month",
  "featured-partner.cancel": "Cancelled a partner of the month",
  "featured-partner.end": "Ended a partner of the month",
  "notification.retry": "Sent a notification again",
  "notification.retry-all": "Sent failed notifications again",
  "purchase.refund": "Refunded a purchase",
  "credits.grant": "Gave a pro credits",
  "credits.take-back": "Took credits back from a pro",
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

/** An entry written before its action had a label still reads as words, never as a code. */
export function auditActionLabel(action: string): string {
  if (Object.hasOwn(AUDIT_ACTION_LABELS, action)) return AUDIT_ACTION_LABELS[action as AuditAction];
  const words = action.replace(/[.\-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The console's words for a request's own status and a refund request's, with their badge tones. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = { new: "New", matched: "Sent to pros", closed: "Closed", fraud: "Fraud" };
export const LEAD_STATUS_TONES: Record<LeadStatus, BadgeTone> = { new: "new", matched: "active", closed: "neutral", fraud: "danger" };

export const REFUND_STATUS_LABELS: Record<RefundRequestStatus, string> = { pending: "Waiting", approved: "Approved", rejected: "Rejected" };
export const REFUND_STATUS_TONES: Record<RefundRequestStatus, BadgeTone> = { pending: "new", approved: "success", rejected: "neutral" };

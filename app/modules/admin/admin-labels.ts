import type { LeadStatus, RefundRequestStatus } from "~/db/enums";
import type { BadgeTone } from "~/modules/portal/portal-labels";
import type { VerificationStatus } from "./vetting-rules";

/** How the console names a pro's verification status; the badge shows the word, the tone only adds colour. */
export const VERIFICATION_LABELS: Record<VerificationStatus, string> = {
  pending: "Waiting for review",
  verified: "Approved",
  rejected: "Rejected",
  suspended: "Suspended",
};

export const VERIFICATION_TONES: Record<VerificationStatus, BadgeTone> = {
  pending: "new",
  verified: "success",
  rejected: "danger",
  suspended: "danger",
};

/** The audit log's action names as an operator reads them. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  "vetting.record-check": "Recorded a check",
  "provider.approve": "Approved a pro",
  "provider.reject": "Rejected a pro",
  "provider.suspend": "Suspended a pro",
  "provider.reinstate": "Reinstated a pro",
  "provider.link-google": "Linked a Google listing",
};

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

/** The console's words for a request's own status and a refund request's, with their badge tones. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = { new: "New", matched: "Sent to pros", closed: "Closed", fraud: "Fraud" };
export const LEAD_STATUS_TONES: Record<LeadStatus, BadgeTone> = { new: "new", matched: "active", closed: "neutral", fraud: "danger" };

export const REFUND_STATUS_LABELS: Record<RefundRequestStatus, string> = { pending: "Waiting", approved: "Approved", rejected: "Rejected" };
export const REFUND_STATUS_TONES: Record<RefundRequestStatus, BadgeTone> = { pending: "new", approved: "success", rejected: "neutral" };

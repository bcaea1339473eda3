import type { DeliveryStatus } from "~/db/enums";
import { HIRED_ELSEWHERE_REASON, HOMEOWNER_CLOSED_REASON, SUSPENDED_PRO_REASON } from "~/modules/pipeline";

/** How a homeowner reads a pro's status on their request. */
export const PRO_STATUS_LABELS: Record<DeliveryStatus, string> = {
  offered: "Sent to the pro",
  accepted: "Pro has your details",
  contacted: "Pro contacted you",
  quoted: "Quote given",
  hired: "Hired",
  lost: "Closed",
  refunded: "Closed",
  expired: "Did not answer in time",
};

/**
 * A pro's status on the homeowner's request, in words: an offer that ended because the homeowner hired another pro
 * (hire-closes-request.server.ts), because the homeowner closed the request (withdrawRequest, same file), or because the pro was suspended (unanswered-offers.server.ts in matching) was not
 * a pro failing to answer, whatever its status shares with one.
 */
export function homeownerProStatus(status: DeliveryStatus, expireReason: string | null): string {
  if (status === "expired" && expireReason === HIRED_ELSEWHERE_REASON) return "Closed: you hired another pro";
  if (status === "expired" && expireReason === SUSPENDED_PRO_REASON) return "No longer available";
  if (status === "expired" && expireReason === HOMEOWNER_CLOSED_REASON) return "Closed: you closed the request";
  return PRO_STATUS_LABELS[status];
}

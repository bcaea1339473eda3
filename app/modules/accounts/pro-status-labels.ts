import type { DeliveryStatus } from "~/db/enums";

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

import { describe, expect, it } from "vitest";
import { DELIVERY_STATUSES } from "~/db/enums";
import { DELIVERY_STATUS_LABELS, isDeliveryStatus } from "./lead-labels";

describe("lead labels", () => {
  it("names every delivery status in a word that starts with a capital", () => {
    for (const status of DELIVERY_STATUSES) expect(DELIVERY_STATUS_LABELS[status]).toMatch(/^[A-Z]/);
  });

  it("knows a delivery status from any other value", () => {
    for (const status of DELIVERY_STATUSES) expect(isDeliveryStatus(status)).toBe(true);
    for (const value of ["paid", "", null, 3, "Offered"]) expect(isDeliveryStatus(value)).toBe(false);
  });
});

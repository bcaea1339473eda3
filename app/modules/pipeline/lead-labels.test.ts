import { describe, expect, it } from "vitest";
import { DELIVERY_STATUSES } from "~/db/enums";
import { DELIVERY_STATUS_LABELS, HOMEOWNER_CLOSED_REASON, historyLine, isDeliveryStatus } from "./lead-labels";
import { AUTOMATIC_REFUND_MESSAGES } from "./refund-rules";

describe("lead labels", () => {
  it("names every delivery status in a word that starts with a capital", () => {
    for (const status of DELIVERY_STATUSES) expect(DELIVERY_STATUS_LABELS[status]).toMatch(/^[A-Z]/);
  });

  it("knows a delivery status from any other value", () => {
    for (const status of DELIVERY_STATUSES) expect(isDeliveryStatus(status)).toBe(true);
    for (const value of ["paid", "", null, 3, "Offered"]) expect(isDeliveryStatus(value)).toBe(false);
  });
});

describe("historyLine", () => {
  it("says the event, then its reason as a sentence of its own", () => {
    expect(historyLine("expire", HOMEOWNER_CLOSED_REASON)).toBe("Offer expired. The homeowner closed the request.");
    expect(historyLine("lose", "Went with a cheaper quote.")).toBe("Marked lost. Went with a cheaper quote.");
    expect(historyLine("accept", "")).toBe("You accepted the lead");
    expect(historyLine("accept", null)).toBe("You accepted the lead");
  });

  it("does not name the event twice when its reason already does", () => {
    expect(historyLine("refund", AUTOMATIC_REFUND_MESSAGES["invalid-contact"])).toBe(AUTOMATIC_REFUND_MESSAGES["invalid-contact"]);
    expect(historyLine("refund", "Refund approved by an operator")).toBe("Refund approved by an operator.");
    expect(historyLine("refund", "Customer never picked up")).toBe("Refunded. Customer never picked up.");
  });
});

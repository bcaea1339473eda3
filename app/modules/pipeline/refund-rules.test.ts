import { describe, expect, it } from "vitest";
import { isDialableNorthAmerican } from "~/lib/phone";
import { automaticRefundReason } from "./refund-rules";

const fine = { phoneDialable: true, boughtSameRequestRecently: false, zipInArea: true };

describe("automatic refunds", () => {
  it("refunds nothing for a good lead", () => {
    expect(automaticRefundReason(fine)).toBeNull();
  });
  it("refunds a lead outside the area, a repeat purchase, or one that cannot be dialed", () => {
    expect(automaticRefundReason({ ...fine, zipInArea: false })).toBe("outside-area");
    expect(automaticRefundReason({ ...fine, boughtSameRequestRecently: true })).toBe("duplicate");
    expect(automaticRefundReason({ ...fine, phoneDialable: false })).toBe("invalid-contact");
    expect(automaticRefundReason({ phoneDialable: false, boughtSameRequestRecently: true, zipInArea: false })).toBe("outside-area");
  });
});

describe("dialable phone numbers", () => {
  it.each(["6145552368", "(614) 222-3344", "16142223344", "9372221111"])("accepts %s", (phone) => {
    expect(isDialableNorthAmerican(phone)).toBe(true);
  });
  it.each(["0000000000", "1234567890", "6140551234", "6145550142", "6145550123", "911555123", "6149111234", "2112223333", "614222333"])(
    "refuses %s",
    (phone) => {
      expect(isDialableNorthAmerican(phone)).toBe(false);
    },
  );
});

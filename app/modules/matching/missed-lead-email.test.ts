import { describe, expect, it } from "vitest";
import { missedLeadEmail } from "./missed-lead-email";

const pro = { to: "pro@example.com", userId: "user-1", businessName: "Bell Heating & Air", balance: 20 };

describe("missedLeadEmail", () => {
  it("says how many pros the request went to, the price and the balance", () => {
    const one = missedLeadEmail("https://example.com", pro, { categoryName: "HVAC", zip: "43215", price: 28, matched: 1 });
    expect(one.subject).toBe("A request for HVAC help near Columbus, OH 43215 went to another pro");
    const two = missedLeadEmail("https://example.com", pro, { categoryName: "HVAC", zip: "43215", price: 28, matched: 2 });
    expect(two.body).toContain("went to 2 other pros: it cost 28 credits and your balance is 20 credits.");
    expect(two.body).toContain("https://example.com/provider/credits");
  });
});

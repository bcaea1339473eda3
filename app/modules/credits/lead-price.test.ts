import { describe, expect, it } from "vitest";
import { SERVICE_SLUGS } from "~/modules/catalog/services";
import { leadPriceCredits } from "./lead-price";

describe("leadPriceCredits", () => {
  it("prices every category with a positive whole number of credits", () => {
    for (const slug of SERVICE_SLUGS) {
      const price = leadPriceCredits(slug);
      expect(Number.isInteger(price)).toBe(true);
      expect(price).toBeGreaterThan(0);
    }
  });

  it("charges 20% more, rounded, for urgent requests only", () => {
    expect(leadPriceCredits("hvac")).toBe(28);
    expect(leadPriceCredits("hvac", "urgent")).toBe(34);
    expect(leadPriceCredits("hvac", "soon")).toBe(28);
    expect(leadPriceCredits("cleaning", "urgent")).toBe(12);
  });
});

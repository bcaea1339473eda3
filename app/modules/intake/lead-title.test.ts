import { describe, expect, it } from "vitest";
import { leadTitle } from "./lead-title";

const waterHeater = { categorySlug: "plumbing", categoryName: "Plumbing", subService: "water-heater", zip: "43215", createdAt: "2026-11-27T02:30:00Z" };

describe("leadTitle", () => {
  it("names the job, the town and the Ohio day", () => {
    // 02:30 UTC on the 27th is still the 26th in Ohio.
    expect(leadTitle(waterHeater)).toMatch(/^Plumbing: Water heater in Columbus, Nov 26, 2026$/i);
  });

  it("tells two leads of the same job apart by town and day, and by first name once bought", () => {
    const other = leadTitle({ ...waterHeater, zip: "44114", createdAt: "2026-11-28T15:00:00Z" });
    expect(other).not.toBe(leadTitle(waterHeater));
    expect(other).toMatch(/in Cleveland, Nov 28, 2026$/);
    expect(leadTitle({ ...waterHeater, firstName: "Dana" })).toMatch(/^Dana · Plumbing: Water heater in Columbus/i);
  });

  it("falls back to the trade and the ZIP when it knows no more", () => {
    expect(leadTitle({ ...waterHeater, subService: null, zip: "00000" })).toBe("Plumbing in 00000, Nov 26, 2026");
  });
});

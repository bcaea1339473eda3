import { describe, expect, it } from "vitest";
import { TESTIMONIALS, testimonialsFor } from "./testimonials";

describe("testimonials", () => {
  it("has three per group for the landing page, each with five stars", () => {
    expect(testimonialsFor("homeowner", 3)).toHaveLength(3);
    expect(testimonialsFor("provider", 3)).toHaveLength(3);
    for (const item of TESTIMONIALS) expect(item.rating).toBe(5);
  });

  it("has unique ids and initials that match the names", () => {
    expect(new Set(TESTIMONIALS.map((item) => item.id)).size).toBe(TESTIMONIALS.length);
    for (const item of TESTIMONIALS) {
      const initials = item.name
        .split(" ")
        .map((part) => part[0])
        .join("");
      expect(item.initials).toBe(initials);
    }
  });
});

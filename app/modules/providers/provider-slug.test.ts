import { describe, expect, it } from "vitest";
import { availableSlug, MAX_PROVIDER_SLUG_LENGTH, providerSlug } from "./provider-slug";

describe("providerSlug", () => {
  it("lowercases words and joins them with hyphens", () => {
    expect(providerSlug("Scioto Valley Heating & Air")).toBe("scioto-valley-heating-and-air");
    expect(providerSlug("Lake Erie Drain Pros")).toBe("lake-erie-drain-pros");
  });

  it("drops apostrophes and punctuation and folds accents", () => {
    expect(providerSlug("Mike's Plumbing, Inc.")).toBe("mikes-plumbing-inc");
    expect(providerSlug("Tri-State Electric & Lighting")).toBe("tri-state-electric-and-lighting");
    expect(providerSlug("Café Crème Cleaning")).toBe("cafe-creme-cleaning");
    expect(providerSlug("  Over-the-Rhine   Restoration  ")).toBe("over-the-rhine-restoration");
  });

  it("cuts long names at a word boundary", () => {
    const slug = providerSlug("The Very Long Name Of A Family Business That Does Heating Cooling Plumbing And More");
    expect(slug.length).toBeLessThanOrEqual(MAX_PROVIDER_SLUG_LENGTH);
    expect(slug.endsWith("-")).toBe(false);
    expect(slug.startsWith("the-very-long-name")).toBe(true);
  });

  it("always returns something usable", () => {
    expect(providerSlug("&&&")).toBe("and-and-and");
    expect(providerSlug("!!!")).toBe("pro");
    expect(providerSlug("x".repeat(80))).toHaveLength(MAX_PROVIDER_SLUG_LENGTH);
  });
});

describe("availableSlug", () => {
  it("keeps a free slug and numbers a taken one", () => {
    const taken = new Set(["acme-heating", "acme-heating-2"]);
    expect(availableSlug("buckeye-air", (slug) => taken.has(slug))).toBe("buckeye-air");
    expect(availableSlug("acme-heating", (slug) => taken.has(slug))).toBe("acme-heating-3");
  });
});

import { describe, expect, it } from "vitest";
import { distanceMiles, getZip } from "~/modules/catalog/geo";
import { findLocationByName } from "~/modules/catalog/locations";
import { SERVICE_SLUGS } from "~/modules/catalog/services";
import { leadPriceCredits } from "~/modules/credits/lead-price";
import { ineligibility } from "~/modules/matching/matching";
import {
  averageRatingTenths,
  DEMO_METROS,
  DEMO_PROVIDERS,
  demoFeaturedPartner,
  demoGrantKey,
  getDemoProvider,
  type DemoMetro,
  type DemoProvider,
} from "./demo-providers";
import { providerSlug } from "./provider-slug";

const AREA_CODES: Record<DemoMetro, readonly string[]> = {
  Columbus: ["614"],
  Cleveland: ["216", "440"],
  Cincinnati: ["513"],
  Toledo: ["419"],
  Akron: ["330"],
  Dayton: ["937"],
};

function sentences(text: string): string[] {
  // "St. Anne's Hill" is an abbreviation, not the end of a sentence.
  return text.replace(/\bSt\./g, "St").split(/(?<=[.!?])\s+(?=[A-Z])/);
}

/** Whether the matching rules would offer a real pro like this one a lead in the category at the given ZIP. */
function eligibleFor(provider: DemoProvider, category: (typeof SERVICE_SLUGS)[number], zip: string): boolean {
  const miles = distanceMiles(provider.baseZip, zip);
  const candidate = {
    id: provider.slug,
    verificationStatus: provider.verificationStatus,
    paused: provider.paused,
    servesCategory: provider.categories.includes(category),
    coversZip: miles !== null && miles <= provider.serviceRadiusMiles,
    leadsThisWeek: 0,
    weeklyLeadCap: provider.weeklyLeadCap,
    creditBalance: 500,
    maxCreditsPerLead: provider.maxCreditsPerLead,
    ratingTenths: provider.ratingTenths,
    reviewCount: provider.reviewCount,
    medianResponseMinutes: provider.medianResponseMinutes,
    answeredLeadCount: provider.answeredLeadCount,
    distanceMiles: miles,
    featured: provider.featuredFor === category,
    // Judged as a real pro with the same figures: demo businesses are shown as examples where one would be matched.
    isDemo: false,
    hasAccount: true,
    emailVerified: true,
  };
  return ineligibility(candidate, leadPriceCredits(category)) === null;
}

describe("demo providers", () => {
  it("has at least 60 pros, at least 10 per category and per core city", () => {
    expect(DEMO_PROVIDERS.length).toBeGreaterThanOrEqual(60);
    for (const category of SERVICE_SLUGS) {
      const count = DEMO_PROVIDERS.filter((provider) => provider.categories.includes(category)).length;
      expect(count, category).toBeGreaterThanOrEqual(10);
    }
    for (const metro of DEMO_METROS) {
      expect(DEMO_PROVIDERS.filter((provider) => provider.metro === metro).length, metro).toBeGreaterThanOrEqual(10);
    }
  });

  it("spreads pros over the suburbs, not only the six cities", () => {
    const suburbs = new Set(DEMO_PROVIDERS.filter((p) => p.city !== p.metro).map((p) => p.city));
    expect(suburbs.size).toBeGreaterThanOrEqual(30);
  });

  it("has unique slugs derived from the business names", () => {
    const slugs = DEMO_PROVIDERS.map((provider) => provider.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(DEMO_PROVIDERS.map((provider) => provider.businessName)).size).toBe(slugs.length);
    for (const provider of DEMO_PROVIDERS) {
      expect(provider.slug).toBe(providerSlug(provider.businessName));
      expect(getDemoProvider(provider.slug)).toBe(provider);
    }
    expect(demoGrantKey("lake-erie-drain-pros")).toBe("demo-grant:lake-erie-drain-pros");
  });

  it("bases every pro on a known Ohio ZIP of its own town", () => {
    for (const provider of DEMO_PROVIDERS) {
      const zip = getZip(provider.baseZip);
      expect(zip, `${provider.slug} ${provider.baseZip}`).not.toBeNull();
      expect(zip!.state).toBe("OH");
      expect(zip!.residential).toBe(true);
      // The USPS city, or a listed place whose ZIPs include the base ZIP
      // (Kettering's ZIPs are "Dayton" to the post office).
      const place = findLocationByName(provider.city);
      const inTown = zip!.city === provider.city || (place?.zipCodes.includes(provider.baseZip) ?? false);
      expect(inTown, `${provider.slug}: ${provider.baseZip} in ${provider.city}`).toBe(true);
      // And not far from the city it is grouped with.
      const metroZip = findLocationByName(provider.metro)!.zipCodes[0]!;
      expect(distanceMiles(provider.baseZip, metroZip)!, provider.slug).toBeLessThan(35);
    }
  });

  it("uses fictional 555-01xx phone numbers with the local area code", () => {
    const phones = DEMO_PROVIDERS.map((provider) => provider.phone);
    expect(new Set(phones).size).toBe(phones.length);
    for (const provider of DEMO_PROVIDERS) {
      const match = /^\((\d{3})\) 555-01(\d{2})$/.exec(provider.phone);
      expect(match, provider.phone).not.toBeNull();
      expect(AREA_CODES[provider.metro], provider.slug).toContain(match![1]);
    }
  });

  it("uses example.com for e-mail and websites", () => {
    for (const provider of DEMO_PROVIDERS) {
      expect(provider.email).toMatch(/^[a-z0-9-]+@example\.com$/);
      if (provider.website !== null) expect(provider.website).toMatch(/^https:\/\/example\.com\/[a-z0-9-]+$/);
    }
    expect(DEMO_PROVIDERS.some((provider) => provider.website === null)).toBe(true);
  });

  it("describes every pro in two sentences", () => {
    for (const provider of DEMO_PROVIDERS) {
      expect(sentences(provider.description), provider.slug).toHaveLength(2);
      expect(provider.description).toMatch(/\.$/);
    }
    const descriptions = DEMO_PROVIDERS.map((provider) => provider.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("keeps every number in its range", () => {
    for (const provider of DEMO_PROVIDERS) {
      expect(provider.serviceRadiusMiles, provider.slug).toBeGreaterThanOrEqual(10);
      expect(provider.serviceRadiusMiles, provider.slug).toBeLessThanOrEqual(30);
      expect(provider.ratingTenths, provider.slug).toBeGreaterThanOrEqual(43);
      expect(provider.ratingTenths, provider.slug).toBeLessThanOrEqual(50);
      expect(provider.medianResponseMinutes, provider.slug).toBeGreaterThanOrEqual(15);
      expect(provider.weeklyLeadCap, provider.slug).toBeGreaterThanOrEqual(5);
      expect(provider.weeklyLeadCap, provider.slug).toBeLessThanOrEqual(25);
      expect(provider.maxCreditsPerLead, provider.slug).toBeGreaterThanOrEqual(30);
      expect(provider.maxCreditsPerLead, provider.slug).toBeLessThanOrEqual(60);
      expect(provider.yearsInBusiness, provider.slug).toBeGreaterThanOrEqual(1);
      expect(provider.categories.length).toBe(new Set(provider.categories).size);
      const regular = provider.medianResponseMinutes <= 600;
      const slowOnPurpose = provider.medianResponseMinutes > 24 * 60;
      expect(regular || slowOnPurpose, provider.slug).toBe(true);
    }
  });

  it("stores 2-4 varied reviews per pro that agree with its rating", () => {
    const bodies: string[] = [];
    for (const provider of DEMO_PROVIDERS) {
      expect(provider.reviews.length, provider.slug).toBeGreaterThanOrEqual(2);
      expect(provider.reviews.length, provider.slug).toBeLessThanOrEqual(4);
      expect(provider.reviewCount, provider.slug).toBeGreaterThanOrEqual(provider.reviews.length);
      for (const review of provider.reviews) {
        expect(review.authorName).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
        expect([1, 2, 3, 4, 5]).toContain(review.rating);
        expect(review.body.length).toBeGreaterThan(20);
        bodies.push(review.body);
      }
      // Written and generated reviews together are the whole history: its count and its average.
      const stored = [...provider.reviews, ...provider.olderReviews];
      expect(provider.reviewCount, provider.slug).toBe(stored.length);
      expect(provider.ratingTenths, provider.slug).toBe(averageRatingTenths(stored));
      expect(Math.abs(provider.ratingTenths - averageRatingTenths(provider.reviews)), provider.slug).toBeLessThanOrEqual(6);
    }
    expect(new Set(bodies).size).toBe(bodies.length);
    // The search page cuts excerpts at 100 characters: some must be longer.
    expect(bodies.filter((body) => body.length > 100).length).toBeGreaterThanOrEqual(30);
  });

  it("has one verified, unpaused, highly rated featured partner per category", () => {
    const featured = DEMO_PROVIDERS.filter((provider) => provider.featuredFor !== null);
    expect(featured.map((provider) => provider.featuredFor).sort()).toEqual([...SERVICE_SLUGS].sort());
    for (const category of SERVICE_SLUGS) {
      const partner = demoFeaturedPartner(category)!;
      expect(partner.categories).toContain(category);
      expect(partner.verificationStatus).toBe("verified");
      expect(partner.paused).toBe(false);
      expect(partner.ratingTenths).toBe(49);
      expect(partner.reviewCount).toBeGreaterThanOrEqual(90);
      expect(eligibleFor(partner, category, partner.baseZip), partner.slug).toBe(true);
    }
    // The premier demo provider: 4.9 stars from 187 reviews.
    expect(demoFeaturedPartner("hvac")!.reviewCount).toBe(187);
  });

  it("includes pros the eligibility rules must reject, and new pros they do not apply to yet", () => {
    const some = (test: (provider: DemoProvider) => boolean) => DEMO_PROVIDERS.filter(test).length;
    expect(some((p) => p.verificationStatus === "pending")).toBeGreaterThanOrEqual(1);
    expect(some((p) => p.verificationStatus === "suspended")).toBeGreaterThanOrEqual(1);
    expect(some((p) => p.paused)).toBeGreaterThanOrEqual(1);
    expect(some((p) => p.paused)).toBeLessThanOrEqual(3);
    expect(some((p) => p.ratingTenths < 45 && p.reviewCount >= 5)).toBeGreaterThanOrEqual(2);
    expect(some((p) => p.ratingTenths < 45 && p.reviewCount < 5)).toBeGreaterThanOrEqual(1);
    expect(some((p) => p.reviewCount < 5)).toBeGreaterThanOrEqual(2);
    expect(some((p) => p.medianResponseMinutes > 1440 && p.answeredLeadCount >= 5)).toBeGreaterThanOrEqual(1);
    expect(some((p) => p.medianResponseMinutes > 1440 && p.answeredLeadCount < 5)).toBeGreaterThanOrEqual(1);
    expect(some((p) => p.categories.includes("renovation") && p.maxCreditsPerLead < leadPriceCredits("renovation"))).toBe(1);
    // Most pros are matchable.
    expect(some((p) => p.verificationStatus === "verified" && !p.paused)).toBeGreaterThanOrEqual(70);
  });

  it("gives every core city at least two matchable pros in every category", () => {
    for (const metro of DEMO_METROS) {
      const cityZip = findLocationByName(metro)!.zipCodes[0]!;
      for (const category of SERVICE_SLUGS) {
        const eligible = DEMO_PROVIDERS.filter((provider) => eligibleFor(provider, category, cityZip));
        expect(eligible.length, `${category} in ${metro} (${cityZip})`).toBeGreaterThanOrEqual(2);
      }
    }
  });
});

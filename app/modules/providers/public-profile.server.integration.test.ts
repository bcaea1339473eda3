import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { providerReviews, providers, vettingChecks } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { insertReviews } from "../../../tests/support/review-fixtures";
import { getDemoProvider } from "./demo-providers";
import { demoServiceZips } from "~/modules/seed/seed-demo-providers.server";
import { saveInsurance, saveLicenses, saveServices } from "./directory-profile.server";
import { PROFILE_REVIEW_LIMIT, publicProfileBySlug } from "./public-profile.server";
import { OHIO_LICENSING_BOARD } from "./trade-licensing";

const SCIOTO = "scioto-valley-heating-and-air";

describe(`public pro profile on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase({ seeded: true });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("shows a verified pro's business, services, area, rating and newest reviews", async () => {
    const demo = getDemoProvider(SCIOTO)!;
    const profile = await publicProfileBySlug(handle.db, SCIOTO);
    expect(profile).toMatchObject({
      slug: SCIOTO,
      businessName: "Scioto Valley Heating & Air",
      city: "Columbus",
      phone: "(614) 555-0101",
      website: `https://example.com/${SCIOTO}`,
      yearsInBusiness: 31,
      responseTime: "Responds in about 20 minutes",
      isDemo: true,
      rating: 4.9,
      reviewCount: 187,
      services: [{ slug: "hvac", name: "HVAC", subServices: [] }],
      logo: null,
      licenses: [],
      insuranceCarrier: null,
    });
    expect(profile?.area.baseZip).toBe("43215");
    expect(profile?.area.radiusMiles).toBe(30);
    expect(profile?.area.zipCount).toBe(demoServiceZips(demo).length);
    expect(profile?.area.places[0]).toEqual({ name: "Columbus", slug: "columbus" });
    expect(profile?.area.places.map((place) => place.slug)).toContain("bexley");
    expect(profile?.area.places.map((place) => place.slug)).not.toContain("cleveland");
    // The seed writes the first review as the newest, and the generated older history after the written ones.
    const newest = [...demo.reviews, ...demo.olderReviews].slice(0, PROFILE_REVIEW_LIMIT);
    expect(profile?.reviews.map((review) => review.author)).toEqual(newest.map((review) => review.authorName));
    expect(profile?.reviews[0]).toMatchObject({ rating: 5, isDemo: true, pro: { businessName: "Scioto Valley Heating & Air" } });
  });

  it("lists every service of a pro with several, in catalog order", async () => {
    const profile = await publicProfileBySlug(handle.db, "big-walnut-plumbing-and-bath");
    expect(profile?.services.map((service) => service.slug)).toEqual(["plumbing", "renovation"]);
  });

  it("shows the logo, job types, licenses and the insurer, never the policy number", async () => {
    const [pro] = await handle.db.select({ id: providers.id }).from(providers).where(eq(providers.slug, SCIOTO));
    await saveServices(handle.db, pro!.id, [{ category: "hvac", subServices: ["furnace-repair", "ac-repair"] }]);
    await saveLicenses(handle.db, pro!.id, { hvac: { number: "HV.20455", issuer: OHIO_LICENSING_BOARD, expiresOn: "2027-05-31" } });
    await saveInsurance(handle.db, pro!.id, { carrier: "Ohio Mutual", policyNumber: "SECRET-POLICY-77", expiresOn: "2027-06-30" });
    await handle.db.update(providers).set({ logoFile: `${"a".repeat(32)}.png`, logoContentType: "image/png" }).where(eq(providers.id, pro!.id));
    const profile = await publicProfileBySlug(handle.db, SCIOTO);
    expect(profile).toMatchObject({
      logo: `/pros/${SCIOTO}/logo/${"a".repeat(32)}.png`,
      services: [{ slug: "hvac", name: "HVAC", subServices: ["AC Repair", "Furnace Repair"] }],
      licenses: [{ trade: "HVAC", number: "HV.20455", issuer: OHIO_LICENSING_BOARD }],
      insuranceCarrier: "Ohio Mutual",
    });
    expect(JSON.stringify(profile)).not.toContain("SECRET-POLICY-77");
    await saveServices(handle.db, pro!.id, [{ category: "hvac", subServices: [] }]);
    await saveInsurance(handle.db, pro!.id, null);
    await handle.db.update(providers).set({ logoFile: null, logoContentType: null }).where(eq(providers.id, pro!.id));
  });

  it("shows only the newest reviews", async () => {
    const [pro] = await handle.db.select({ id: providers.id }).from(providers).where(eq(providers.slug, SCIOTO));
    const extra = Array.from({ length: PROFILE_REVIEW_LIMIT + 2 }, (_, index) => ({
      providerId: pro!.id,
      authorName: `Reviewer ${index}`,
      rating: 4,
      body: "Came on time and fixed it.",
      createdAt: new Date(Date.now() + (index + 1) * 60_000),
    }));
    await insertReviews(handle.db, extra);
    const profile = await publicProfileBySlug(handle.db, SCIOTO);
    expect(profile?.reviews).toHaveLength(PROFILE_REVIEW_LIMIT);
    expect(profile?.reviews[0]?.author).toBe(`Reviewer ${PROFILE_REVIEW_LIMIT + 1}`);
    expect(profile?.reviews[0]?.isDemo).toBe(false);
    await handle.db.delete(providerReviews).where(eq(providerReviews.body, "Came on time and fixed it."));
  });

  it("gives no rating to a pro without reviews", async () => {
    await handle.db.update(providers).set({ reviewCount: 0, ratingTenths: 0 }).where(eq(providers.slug, SCIOTO));
    expect((await publicProfileBySlug(handle.db, SCIOTO))?.rating).toBeNull();
    await handle.db.update(providers).set({ reviewCount: 187, ratingTenths: 49 }).where(eq(providers.slug, SCIOTO));
  });

  it("lists exactly the checks whose newest row passed, with their dates", async () => {
    const [pro] = await handle.db.select({ id: providers.id }).from(providers).where(eq(providers.slug, SCIOTO));
    const labels = async () => (await publicProfileBySlug(handle.db, SCIOTO))!.checks.map((c) => c.label);
    expect(await labels()).toEqual(["E-mail verified", "Ohio HVAC license", "Liability insurance", "Background check"]);
    await handle.db.insert(vettingChecks).values({ providerId: pro!.id, kind: "background", result: "failed", note: "Expired", checkedBy: "admin-1", checkedAt: new Date(Date.now() + 60_000) });
    await handle.db.insert(vettingChecks).values({ providerId: pro!.id, kind: "google-rating", result: "passed", note: "4.9 stars", checkedBy: "admin-1" });
    expect(await labels()).toEqual(["E-mail verified", "Ohio HVAC license", "Liability insurance", "Google rating 4.5+"]);
    expect((await publicProfileBySlug(handle.db, SCIOTO))!.checks[0]!.checkedAt).toBeInstanceOf(Date);
  });

  it("has no page for an unknown slug or a pro who is not verified", async () => {
    expect(await publicProfileBySlug(handle.db, "no-such-pro")).toBeNull();
    expect(await publicProfileBySlug(handle.db, "cuyahoga-plumbing-and-bath")).toBeNull();
    expect(await publicProfileBySlug(handle.db, "sharonville-spotless-cleaning")).toBeNull();
    for (const status of ["pending", "rejected", "suspended"] as const) {
      await handle.db.update(providers).set({ verificationStatus: status }).where(eq(providers.slug, SCIOTO));
      expect(await publicProfileBySlug(handle.db, SCIOTO)).toBeNull();
    }
    await handle.db.update(providers).set({ verificationStatus: "verified" }).where(eq(providers.slug, SCIOTO));
    expect(await publicProfileBySlug(handle.db, SCIOTO)).not.toBeNull();
  });
});

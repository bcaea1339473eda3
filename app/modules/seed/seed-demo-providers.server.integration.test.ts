import { and, asc, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import {
  creditLedger,
  featuredPartners,
  providerCategories,
  providerReviews,
  providers,
  providerServiceZips,
  serviceCategories,
  vettingChecks,
} from "~/db/schema";
import { seedDatabase } from "~/modules/seed/seed.server";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { insertReviews } from "../../../tests/support/review-fixtures";
import { SERVICES } from "~/modules/catalog/services";
import { DEMO_GRANT_CREDITS, DEMO_PROVIDERS, demoGrantKey, type DemoProvider } from "~/modules/providers/demo-providers";
import { demoServiceZips, seedDemoProviders } from "./seed-demo-providers.server";

// Relative to the real clock: the catalog seed, which runs this seed too, uses it.
const FIRST_RUN = new Date(Date.now() - 2 * 60 * 60 * 1000);
const SECOND_RUN = new Date(Date.now() - 60 * 60 * 1000);
const FIRST_RUN_PLUS_A_YEAR = new Date(FIRST_RUN);
FIRST_RUN_PLUS_A_YEAR.setUTCFullYear(FIRST_RUN.getUTCFullYear() + 1);

/** Everything the demo seed writes, in a stable order. */
async function snapshot(handle: DatabaseHandle) {
  const db = handle.db;
  return {
    providers: await db.select().from(providers).orderBy(asc(providers.slug)),
    categories: await db
      .select()
      .from(providerCategories)
      .orderBy(asc(providerCategories.providerId), asc(providerCategories.categoryId)),
    zips: await db
      .select()
      .from(providerServiceZips)
      .orderBy(asc(providerServiceZips.providerId), asc(providerServiceZips.zip)),
    reviews: await db.select().from(providerReviews).orderBy(asc(providerReviews.id)),
    featured: await db.select().from(featuredPartners).orderBy(asc(featuredPartners.id)),
    ledger: await db.select().from(creditLedger).orderBy(asc(creditLedger.id)),
    checks: await db.select().from(vettingChecks).orderBy(asc(vettingChecks.id)),
  };
}

describe(`demo provider seed on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
    // Only the categories: the seed starts from no providers (providers with
    // ledger entries cannot be deleted to start over).
    await handle.db
      .insert(serviceCategories)
      .values(SERVICES.map((service, index) => ({ slug: service.slug, name: service.name, description: service.description, sortOrder: index })));
    await seedDemoProviders(handle.db, { now: FIRST_RUN });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("creates every demo provider with its data, marked as demo", async () => {
    const rows = await handle.db.select().from(providers).orderBy(asc(providers.slug));
    expect(rows).toHaveLength(DEMO_PROVIDERS.length);
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    for (const provider of DEMO_PROVIDERS) {
      const row = bySlug.get(provider.slug)!;
      expect(row).toMatchObject({
        businessName: provider.businessName,
        phone: provider.phone,
        email: provider.email,
        website: provider.website,
        baseZip: provider.baseZip,
        city: provider.city,
        serviceRadiusMiles: provider.serviceRadiusMiles,
        verificationStatus: provider.verificationStatus,
        ratingTenths: provider.ratingTenths,
        reviewCount: provider.reviewCount,
        paused: provider.paused,
        isDemo: true,
        userId: null,
      });
    }
  });

  it("links categories, service-area ZIPs and reviews", async () => {
    const [categoryCount] = await handle.db.select({ n: count() }).from(providerCategories);
    const [zipCount] = await handle.db.select({ n: count() }).from(providerServiceZips);
    const [reviewCount] = await handle.db.select({ n: count() }).from(providerReviews);
    expect(categoryCount!.n).toBe(DEMO_PROVIDERS.reduce((sum, p) => sum + p.categories.length, 0));
    expect(zipCount!.n).toBe(DEMO_PROVIDERS.reduce((sum, p) => sum + demoServiceZips(p).length, 0));
    // Every review a pro's count claims is stored: the written ones and the generated older history.
    expect(reviewCount!.n).toBe(DEMO_PROVIDERS.reduce((sum, p) => sum + p.reviewCount, 0));
    expect(reviewCount!.n).toBe(DEMO_PROVIDERS.reduce((sum, p) => sum + p.reviews.length + p.olderReviews.length, 0));

    const lake = await handle.db
      .select({ slug: serviceCategories.slug })
      .from(providerCategories)
      .innerJoin(providers, eq(providers.id, providerCategories.providerId))
      .innerJoin(serviceCategories, eq(serviceCategories.id, providerCategories.categoryId))
      .where(eq(providers.slug, "brewery-district-plumbing-and-heating"))
      .orderBy(asc(serviceCategories.sortOrder));
    expect(lake.map((row) => row.slug)).toEqual(["hvac", "plumbing"]);

    const reviews = await handle.db.select().from(providerReviews);
    expect(reviews.every((review) => review.isDemo && review.createdAt < FIRST_RUN)).toBe(true);
  });

  it("computes each pro's rating and count from its stored reviews", async () => {
    const computed = await handle.db
      .select({
        slug: providers.slug,
        ratingTenths: providers.ratingTenths,
        reviewCount: providers.reviewCount,
        stored: sql<number>`count(${providerReviews.id})`.mapWith(Number),
        average: sql<number>`round(avg(${providerReviews.rating}) * 10)`.mapWith(Number),
      })
      .from(providers)
      .innerJoin(providerReviews, eq(providerReviews.providerId, providers.id))
      .groupBy(providers.slug, providers.ratingTenths, providers.reviewCount);
    expect(computed).toHaveLength(DEMO_PROVIDERS.length);
    for (const row of computed) {
      expect(row.reviewCount, row.slug).toBe(row.stored);
      expect(row.ratingTenths, row.slug).toBe(row.average);
    }
    // The premier demo provider: 4.9 stars from 187 stored reviews.
    expect(computed.find((row) => row.slug === DEMO_PROVIDERS[0]!.slug)).toMatchObject({ ratingTenths: 49, reviewCount: 187 });
  });

  it("has every verified provider cover its own base ZIP", async () => {
    const rows = await handle.db
      .select({ slug: providers.slug, covered: sql<number>`count(${providerServiceZips.zip})`.mapWith(Number) })
      .from(providers)
      .leftJoin(
        providerServiceZips,
        and(eq(providerServiceZips.providerId, providers.id), eq(providerServiceZips.zip, providers.baseZip)),
      )
      .where(eq(providers.verificationStatus, "verified"))
      .groupBy(providers.slug);
    expect(rows.length).toBeGreaterThan(60);
    expect(rows.filter((row) => row.covered !== 1)).toEqual([]);
  });

  it("covers the northern Kentucky ZIPs from Cincinnati", async () => {
    const rows = await handle.db
      .select({ zip: providerServiceZips.zip })
      .from(providerServiceZips)
      .innerJoin(providers, eq(providers.id, providerServiceZips.providerId))
      .where(and(eq(providers.slug, "tri-state-electric-and-lighting"), eq(providerServiceZips.zip, "41011")));
    expect(rows).toHaveLength(1);
  });

  it("grants the demo credits once per provider", async () => {
    const rows = await handle.db
      .select({ slug: providers.slug, key: creditLedger.idempotencyKey, kind: creditLedger.kind, amount: creditLedger.amount })
      .from(creditLedger)
      .innerJoin(providers, eq(providers.id, creditLedger.providerId));
    expect(rows).toHaveLength(DEMO_PROVIDERS.length);
    for (const row of rows) {
      expect(row).toEqual({ slug: row.slug, key: demoGrantKey(row.slug), kind: "grant", amount: DEMO_GRANT_CREDITS });
    }
  });

  it("features one partner per category for a year from the seed time", async () => {
    const rows = await handle.db
      .select({ category: serviceCategories.slug, slug: providers.slug, startsAt: featuredPartners.startsAt, endsAt: featuredPartners.endsAt })
      .from(featuredPartners)
      .innerJoin(providers, eq(providers.id, featuredPartners.providerId))
      .innerJoin(serviceCategories, eq(serviceCategories.id, featuredPartners.categoryId))
      .orderBy(asc(serviceCategories.sortOrder));
    expect(rows.map((row) => row.category)).toEqual(["hvac", "plumbing", "electrical", "landscaping", "cleaning", "renovation"]);
    for (const row of rows) {
      expect(DEMO_PROVIDERS.find((p) => p.slug === row.slug)!.featuredFor).toBe(row.category);
      expect(row.startsAt.toISOString()).toBe(FIRST_RUN.toISOString());
      expect(row.endsAt.toISOString()).toBe(FIRST_RUN_PLUS_A_YEAR.toISOString());
    }
  });

  it("gives verified demo pros passed checks marked demo: e-mail, insurance, background and a state license per licensed trade", async () => {
    const [scioto] = await handle.db.select({ id: providers.id }).from(providers).where(eq(providers.slug, "scioto-valley-heating-and-air"));
    const checks = await handle.db.select().from(vettingChecks).where(eq(vettingChecks.providerId, scioto!.id));
    expect(checks.map((c) => c.kind).sort()).toEqual(["background", "email", "insurance", "license"]);
    expect(checks.every((c) => c.checkedBy === "demo" && c.result === "passed")).toBe(true);
  });

  it("is idempotent: a second run changes nothing", async () => {
    const before = await snapshot(handle);
    const result = await seedDemoProviders(handle.db, { now: SECOND_RUN });
    const after = await snapshot(handle);
    expect(after).toEqual(before);
    expect(result.providers).toBe(DEMO_PROVIDERS.length);
    // The whole seed (this one, then deals and the demo pro's leads) is idempotent as well.
    await seedDatabase(handle.db);
    const seeded = await snapshot(handle);
    await seedDatabase(handle.db);
    expect(await snapshot(handle)).toEqual(seeded);
  });

  it("brings changed demo data up to date, keeping row ids", async () => {
    const before = await snapshot(handle);
    const target = DEMO_PROVIDERS.find((p) => p.slug === "lake-erie-drain-pros")!;
    const changed: DemoProvider = {
      ...target,
      description: "Changed for the test.",
      serviceRadiusMiles: 10,
      categories: ["plumbing", "hvac"],
      reviews: [...target.reviews.slice(1), { authorName: "Test R.", rating: 5, body: "A review added by the test." }],
    };
    const data = DEMO_PROVIDERS.map((p) => (p.slug === target.slug ? changed : p));
    await seedDemoProviders(handle.db, { now: SECOND_RUN, data });

    const after = await snapshot(handle);
    expect(after.providers.map((p) => p.id)).toEqual(before.providers.map((p) => p.id));
    const row = after.providers.find((p) => p.slug === target.slug)!;
    expect(row).toMatchObject({ description: "Changed for the test.", serviceRadiusMiles: 10 });
    const id = row.id;
    expect(after.zips.filter((z) => z.providerId === id).map((z) => z.zip).sort()).toEqual(
      demoServiceZips(changed).sort(),
    );
    expect(after.categories.filter((c) => c.providerId === id)).toHaveLength(2);
    const reviews = after.reviews.filter((r) => r.providerId === id);
    expect(reviews.map((r) => r.body).sort()).toEqual([...changed.reviews, ...changed.olderReviews].map((r) => r.body).sort());
    // Untouched reviews keep their ids; only the removed one is gone.
    const kept = before.reviews.filter((r) => r.providerId === id && r.body !== target.reviews[0]!.body);
    expect(reviews.filter((r) => kept.some((k) => k.id === r.id))).toHaveLength(kept.length);
    // Other providers are untouched.
    expect(after.providers.filter((p) => p.id !== id)).toEqual(before.providers.filter((p) => p.id !== id));
    expect(after.ledger).toEqual(before.ledger);

    // Back to the real data: the original rows return, ids of the kept rows intact.
    await seedDemoProviders(handle.db, { now: SECOND_RUN });
    const restored = await snapshot(handle);
    expect(restored.providers).toEqual(before.providers);
    expect(restored.zips).toEqual(before.zips);
    expect(restored.categories).toEqual(before.categories);
    expect(restored.reviews).toHaveLength(before.reviews.length);
  });

  it("never takes over a real provider holding a demo slug, nor its reviews", async () => {
    const slug = "mad-river-electric";
    const demoRow = (await handle.db.select().from(providers).where(eq(providers.slug, slug)))[0]!;
    // Retire the demo row (a pro with ledger entries is never deleted) so a real business can hold its slug.
    await handle.db.update(providers).set({ slug: `retired-${slug}` }).where(eq(providers.id, demoRow.id));
    const [real] = await handle.db
      .insert(providers)
      .values({ slug, businessName: "A Real Business", phone: "(937) 555-0199", email: "real@example.com", baseZip: "45324", city: "Fairborn" })
      .returning();
    const [electrical] = await handle.db.select().from(serviceCategories).where(eq(serviceCategories.slug, "electrical"));
    await handle.db.insert(providerCategories).values({ providerId: real!.id, categoryId: electrical!.id });
    await insertReviews(handle.db, [{ providerId: real!.id, authorName: "Real P.", rating: 5, body: "Real review." }]);

    const result = await seedDemoProviders(handle.db, { now: SECOND_RUN });
    expect(result.providers).toBe(DEMO_PROVIDERS.length - 1);
    const [after] = await handle.db.select().from(providers).where(eq(providers.slug, slug));
    expect(after).toEqual(real);
    const reviews = await handle.db.select().from(providerReviews).where(eq(providerReviews.providerId, real!.id));
    expect(reviews.map((r) => r.body)).toEqual(["Real review."]);
    const zips = await handle.db.select().from(providerServiceZips).where(eq(providerServiceZips.providerId, real!.id));
    expect(zips).toEqual([]);
  });

  it("refuses to run when a category is missing", async () => {
    const unknown = { ...DEMO_PROVIDERS[0]!, categories: ["roofing"] } as unknown as DemoProvider;
    await expect(seedDemoProviders(handle.db, { data: [unknown] })).rejects.toThrow(/service categories.*roofing/);
  });
});

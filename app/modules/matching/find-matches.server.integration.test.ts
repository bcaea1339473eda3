import fc from "fast-check";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import {
  featuredPartners,
  leadDeliveries,
  leadRequests,
  providerCategories,
  providers,
  providerServiceZips,
  providerSubServices,
  serviceCategories,
  users,
} from "~/db/schema";
import { createTestDatabase, queryRows, testDatabaseKind } from "../../../tests/support/test-database";
import { distanceMiles } from "~/modules/catalog/geo";
import { findMatches, rankInDatabase } from "./find-matches.server";
import { compareByQuality, ineligibility, type MatchCandidate, selectMatches, staticQuality } from "./matching";

const REQUEST_ZIP = "43215";
const NOW = new Date("2026-06-10T12:00:00Z");
const DAY = 86_400_000;
/** Pros in a scenario, and past leads each may have: up to 4 this week and 2 older. */
const MAX_PROS = 20;
const PAST_LEADS_PER_PRO = 6;
// Near, middling, far (Cleveland, Cincinnati) and one the ZIP table does not know.
const BASE_ZIPS = ["43215", "43201", "43085", "43230", "44114", "45202", "99999"];
const JOB_TYPES = ["furnace-repair", "duct-cleaning"];

/** The first value seven times in eight, any of the others the rest of the time. */
function mostly<T>(usual: T, ...others: T[]): fc.Arbitrary<T> {
  return fc.oneof({ arbitrary: fc.constant(usual), weight: 7 * others.length }, ...others.map((other) => ({ arbitrary: fc.constant(other), weight: 1 })));
}

/** A pro as the property describes it; the test writes it to the database and into MatchCandidate form. */
const proArbitrary = fc.record({
  // Mostly eligible pros, so the ranking (not only the filter) decides who is chosen.
  verificationStatus: mostly("verified", "pending", "suspended"),
  account: mostly("verified", "none", "unverified"),
  // A demo business is never chosen, whatever its figures (they are often the best ones here).
  isDemo: mostly(false, true),
  paused: mostly(false, true),
  inCategory: mostly(true, false),
  inOtherCategory: fc.boolean(),
  coversZip: mostly(true, false),
  baseZip: fc.constantFrom(...BASE_ZIPS),
  jobTypes: fc.constantFrom<string[]>([], [], ["furnace-repair"], ["duct-cleaning"], JOB_TYPES),
  leadsThisWeek: mostly(0, 1, 3, 4),
  olderLeads: fc.nat({ max: PAST_LEADS_PER_PRO - 4 }),
  weeklyLeadCap: mostly(10, 1, 3, 4),
  creditBalance: mostly(100, 0, 19, 20, 28),
  maxCreditsPerLead: mostly(50, 5, 19, 20, 28),
  // Few distinct values, so equal scores (and the distance and id tie-breaks) come up often.
  ratingTenths: fc.constantFrom(45, 46, 47, 48, 50, 0, 44),
  reviewCount: fc.constantFrom(0, 1, 4, 5, 20, 98, 99, 150),
  medianResponseMinutes: fc.constantFrom(null, 15, 60, 61, 600, 1440, 1441),
  answeredLeadCount: fc.constantFrom(0, 4, 5, 12),
  figuresLater: fc.boolean(),
});

const scenarioArbitrary = fc.record({
  pros: fc.array(proArbitrary, { minLength: 0, maxLength: MAX_PROS, size: "max" }),
  featured: fc.option(fc.nat({ max: 19 })),
  expiredFeatured: fc.option(fc.nat({ max: 19 })),
  priceCredits: fc.constantFrom(5, 20, 28),
  subServiceSlug: fc.constantFrom(null, "furnace-repair", "duct-cleaning"),
  // How many eligible pros the first walk reads: small ones make the stop rule and its retries decide.
  firstWalk: fc.constantFrom(1, 2, 5, 40),
});

type Scenario = typeof scenarioArbitrary extends fc.Arbitrary<infer T> ? T : never;

describe(`findMatches (SQL) agrees with matching.ts on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  let categoryId: number;
  let otherCategoryId: number;
  const leadIds: string[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase();
    const categories = await handle.db
      .insert(serviceCategories)
      .values([
        { slug: "hvac", name: "HVAC" },
        { slug: "plumbing", name: "Plumbing" },
      ])
      .returning({ id: serviceCategories.id });
    categoryId = categories[0]!.id;
    otherCategoryId = categories[1]!.id;
    // Past leads the pros' weekly counts are made of: each pro its own, as a request has one live offer per rank.
    const leads = await handle.db
      .insert(leadRequests)
      .values(Array.from({ length: PAST_LEADS_PER_PRO * MAX_PROS }, (_unused, i) => ({ title: `Past ${i}`, zipCode: REQUEST_ZIP, categoryId })))
      .returning({ id: leadRequests.id });
    leadIds.push(...leads.map((lead) => lead.id));
  });

  afterAll(async () => {
    await handle?.close();
  });

  /** Writes the scenario's pros and returns them as the rules see them. */
  async function writeScenario(scenario: Scenario): Promise<MatchCandidate[]> {
    const db = handle.db;
    await db.delete(providers);
    await db.delete(users);
    const candidates: MatchCandidate[] = [];
    for (const [index, pro] of scenario.pros.entries()) {
      let userId: string | null = null;
      if (pro.account !== "none") {
        userId = `user-${index}`;
        await db.insert(users).values({ id: userId, name: "Pro", email: `pro${index}@example.com`, emailVerified: pro.account === "verified" });
      }
      const [row] = await db
        .insert(providers)
        .values({
          userId,
          slug: `pro-${index}`,
          businessName: `Pro ${index}`,
          phone: "6145550100",
          email: `pro${index}@example.com`,
          baseZip: pro.baseZip,
          city: "Columbus",
          verificationStatus: pro.verificationStatus as "verified",
          isDemo: pro.isDemo,
          paused: pro.paused,
          weeklyLeadCap: pro.weeklyLeadCap,
          maxCreditsPerLead: pro.maxCreditsPerLead,
          creditBalance: pro.creditBalance,
          // Half the pros get their figures after their ZIPs: the stored walk order must follow either way.
          ...(pro.figuresLater ? {} : { ratingTenths: pro.ratingTenths, reviewCount: pro.reviewCount, medianResponseMinutes: pro.medianResponseMinutes }),
          answeredLeadCount: pro.answeredLeadCount,
        })
        .returning({ id: providers.id });
      const id = row!.id;
      const categoryIds = [...(pro.inCategory ? [categoryId] : []), ...(pro.inOtherCategory ? [otherCategoryId] : [])];
      if (categoryIds.length > 0) await db.insert(providerCategories).values(categoryIds.map((c) => ({ providerId: id, categoryId: c })));
      // Job types listed under the other category must not narrow this one.
      const jobTypeCategory = pro.inCategory ? categoryId : pro.inOtherCategory ? otherCategoryId : null;
      if (jobTypeCategory !== null && pro.jobTypes.length > 0) {
        await db
          .insert(providerSubServices)
          .values(pro.jobTypes.map((slug) => ({ providerId: id, categoryId: jobTypeCategory, subServiceSlug: slug })));
      }
      await db.insert(providerServiceZips).values([
        { providerId: id, zip: pro.coversZip ? REQUEST_ZIP : "43016" },
        { providerId: id, zip: "43017" },
      ]);
      if (pro.figuresLater) {
        await db
          .update(providers)
          .set({ ratingTenths: pro.ratingTenths, reviewCount: pro.reviewCount, medianResponseMinutes: pro.medianResponseMinutes })
          .where(eq(providers.id, id));
      }
      const pastLeads = [
        ...Array.from({ length: pro.leadsThisWeek }, () => new Date(NOW.getTime() - 2 * DAY)),
        ...Array.from({ length: pro.olderLeads }, () => new Date(NOW.getTime() - 8 * DAY)),
      ];
      if (pastLeads.length > 0) {
        await db
          .insert(leadDeliveries)
          .values(pastLeads.map((createdAt, i) => ({ leadId: leadIds[index * PAST_LEADS_PER_PRO + i]!, providerId: id, rank: 1, priceCredits: 20, createdAt })));
      }
      if (scenario.featured === index) {
        await db.insert(featuredPartners).values({ categoryId, providerId: id, startsAt: new Date(NOW.getTime() - DAY), endsAt: new Date(NOW.getTime() + DAY) });
      }
      if (scenario.expiredFeatured === index && scenario.featured !== index) {
        await db
          .insert(featuredPartners)
          .values({ categoryId, providerId: id, startsAt: new Date(NOW.getTime() - 40 * DAY), endsAt: new Date(NOW.getTime() - 10 * DAY) });
      }
      const miles = distanceMiles(pro.baseZip, REQUEST_ZIP);
      const jobTypesHere = pro.inCategory ? pro.jobTypes : [];
      candidates.push({
        id,
        isDemo: pro.isDemo,
        hasAccount: pro.account !== "none",
        verificationStatus: pro.verificationStatus,
        emailVerified: pro.account === "verified",
        paused: pro.paused,
        servesCategory: pro.inCategory,
        servesSubService: !scenario.subServiceSlug || jobTypesHere.length === 0 || jobTypesHere.includes(scenario.subServiceSlug),
        coversZip: pro.coversZip,
        leadsThisWeek: pro.leadsThisWeek,
        weeklyLeadCap: pro.weeklyLeadCap,
        creditBalance: pro.creditBalance,
        maxCreditsPerLead: pro.maxCreditsPerLead,
        ratingTenths: pro.ratingTenths,
        reviewCount: pro.reviewCount,
        medianResponseMinutes: pro.medianResponseMinutes,
        answeredLeadCount: pro.answeredLeadCount,
        distanceMiles: miles === null ? null : Math.round(miles * 10) / 10,
        featured: scenario.featured === index,
      });
    }
    return candidates;
  }

  it("picks the same pros in the same order as selectMatches over every pro", async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArbitrary, async (scenario) => {
        const everyPro = await writeScenario(scenario);
        const expected = selectMatches(everyPro, scenario.priceCredits).map((pro) => pro.id);
        const request = { categoryId, zip: REQUEST_ZIP, subServiceSlug: scenario.subServiceSlug, priceCredits: scenario.priceCredits, now: NOW };
        const chosen = await findMatches(handle.db, request);
        expect(chosen.map((pro) => pro.id)).toEqual(expected);
        const walkedShort = selectMatches(await rankInDatabase(handle.db, request, 3, scenario.firstWalk), scenario.priceCredits);
        expect(walkedShort.map((pro) => pro.id)).toEqual(expected);

        // Every eligible pro, in order, when asked for more than exist: the walk misses nobody.
        const ranked = await rankInDatabase(handle.db, request, 50, scenario.firstWalk);
        const eligibleInOrder = everyPro.filter((c) => ineligibility(c, scenario.priceCredits) === null).sort(compareByQuality);
        expect(ranked.map((pro) => pro.id)).toEqual(eligibleInOrder.map((pro) => pro.id));
        // The best one and two after a short walk: the stop rule must not miss a closer pro further down the walk.
        for (const limit of [1, 2]) {
          const best = await rankInDatabase(handle.db, request, limit, scenario.firstWalk);
          expect(best.slice(0, limit).map((pro) => pro.id)).toEqual(eligibleInOrder.slice(0, limit).map((pro) => pro.id));
        }

      }),
      { numRuns: 50 },
    );
    // Fifty databases' worth of writes: minutes on a busy shared machine, not a timing check.
  }, 180_000);

  it("keeps the walk order's score equal to staticQuality, bit for bit", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 400 }),
        fc.option(fc.integer({ min: 0, max: 5000 })),
        async (ratingTenths, reviewCount, medianResponseMinutes) => {
          const result = await handle.db.execute(
            sql`select provider_match_score(${ratingTenths}::int, ${reviewCount}::int, ${medianResponseMinutes}::int) as score`,
          );
          const [row] = (result as unknown as { rows: { score: number }[] }).rows;
          expect(Object.is(Number(row!.score), staticQuality({ ratingTenths, reviewCount, medianResponseMinutes }))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("finds nobody for a category or ZIP nobody serves", async () => {
    await writeScenario({ pros: [], featured: null, expiredFeatured: null, priceCredits: 20, subServiceSlug: null, firstWalk: 1 });
    expect(await findMatches(handle.db, { categoryId, zip: "45202", priceCredits: 20, now: NOW })).toEqual([]);
  });

  it(
    testDatabaseKind() === "postgres"
      ? "runs a stretch as a statement prepared once per connection, which PostgreSQL plans once for all values after five runs"
      : "runs a stretch on PGlite, which prepares no named statement",
    async () => {
      await writeScenario({ pros: [], featured: null, expiredFeatured: null, priceCredits: 20, subServiceSlug: null, firstWalk: 1 });
      // The first stretch of a request without a job type: three pros wanted, 64 coverage rows read per pro.
      const plans = async () =>
        queryRows<{ generic_plans: number; custom_plans: number }>(
          handle.db,
          sql`select generic_plans::int, custom_plans::int from pg_prepared_statements where name = 'match_stretch_192_0_any'`,
        );
      const before = (await plans())[0] ?? { generic_plans: 0, custom_plans: 0 };
      // One after the other: the pool hands the same connection back each time (its idle connections are a stack).
      for (const zip of ["45202", "43215", "44114", "45202", "43215", "44114", "45202", "43215"]) {
        expect(await findMatches(handle.db, { categoryId, zip, priceCredits: 20, now: NOW })).toEqual([]);
      }
      const after = await plans();
      if (testDatabaseKind() === "postgres") {
        expect(after).toHaveLength(1);
        expect(after[0]!.generic_plans + after[0]!.custom_plans - before.generic_plans - before.custom_plans).toBe(8);
        expect(after[0]!.generic_plans).toBeGreaterThan(before.generic_plans);
      } else {
        expect(after).toEqual([]);
      }
    },
  );

  it("writes only whole row counts into the stretch query's text", async () => {
    const request = { categoryId, zip: REQUEST_ZIP, priceCredits: 20, now: NOW };
    await expect(rankInDatabase(handle.db, request, 3, 2.5)).rejects.toThrow("Not a row count: 2.5");
    await expect(rankInDatabase(handle.db, request, 3, Number.NaN)).rejects.toThrow("Not a row count");
  });
});

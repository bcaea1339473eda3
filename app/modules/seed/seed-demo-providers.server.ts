import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  featuredPartners,
  providerCategories,
  providerReviews,
  providers,
  providerServiceZips,
  serviceCategories,
  vettingChecks,
} from "~/db/schema";
import { isStateLicensed, DEMO_GRANT_CREDITS, DEMO_PROVIDERS, demoGrantKey, type DemoProvider } from "~/modules/providers";
import { zipsWithinRadius } from "~/modules/catalog";
import { postLedgerEntry } from "~/modules/credits/index.server";
import { refreshProviderRatings } from "~/modules/reviews/index.server";
import { DAY_MS } from "~/lib/ohio-time";

export type SeedDemoProvidersResult = {
  providers: number;
  reviews: number;
  serviceZips: number;
};

export type SeedDemoProvidersOptions = {
  /** The seed time: start of new featured placements and anchor of review dates. */
  now?: Date;
  /** Defaults to the built-in demo data; tests may pass a variant. */
  data?: readonly DemoProvider[];
  /** Whether the data's partners of the month are placed; false for the demo portal's business alone (demo data off). */
  featurePartners?: boolean;
};

/** Rows per insert statement: PostgreSQL allows 65,535 parameters per statement. */
const BATCH_ROWS = 2000;

/**
 * Loads the demo providers with their categories, service-area ZIPs, reviews,
 * a one-time credit grant and one featured partner per category. Needs the
 * service categories seeded first.
 *
 * Idempotent, like the catalog seed: providers are matched on their slug and
 * only rewritten when a value differs; categories, ZIPs and reviews are
 * diffed, so a second run inserts, updates and deletes nothing. Rows that are
 * not demo data (a real pro who took a demo slug, real reviews) are never
 * touched.
 */
export async function seedDemoProviders(
  db: Database,
  options: SeedDemoProvidersOptions = {},
): Promise<SeedDemoProvidersResult> {
  const now = options.now ?? new Date();
  const data = options.data ?? DEMO_PROVIDERS;
  if (data.length === 0) return { providers: 0, reviews: 0, serviceZips: 0 };

  return db.transaction(async (tx) => {
    const categoryRows = await tx.select({ id: serviceCategories.id, slug: serviceCategories.slug }).from(serviceCategories);
    const categoryIdBySlug = new Map(categoryRows.map((row) => [row.slug, row.id]));
    for (const provider of data) {
      for (const slug of provider.categories) {
        if (!categoryIdBySlug.has(slug)) {
          throw new Error(`Seed the service categories before the demo providers (missing "${slug}").`);
        }
      }
    }

    await upsertProviders(tx, data);

    const idRows = await tx
      .select({ id: providers.id, slug: providers.slug })
      .from(providers)
      .where(and(eq(providers.isDemo, true), inArray(providers.slug, data.map((provider) => provider.slug))));
    const idBySlug = new Map(idRows.map((row) => [row.slug, row.id]));
    const seeded = data.filter((provider) => idBySlug.has(provider.slug));
    if (seeded.length === 0) return { providers: 0, reviews: 0, serviceZips: 0 };

    await syncCategories(tx, seeded, idBySlug, categoryIdBySlug);
    const serviceZips = await syncServiceZips(tx, seeded, idBySlug);
    const reviews = await syncReviews(tx, seeded, idBySlug, now);
    // Ratings and counts are computed from the stored reviews, as for every pro (decision 022).
    await refreshProviderRatings(tx, [...idBySlug.values()]);
    await grantCredits(tx, seeded, idBySlug, now);
    if (options.featurePartners ?? true) await featurePartners(tx, seeded, idBySlug, categoryIdBySlug, now);
    await addDemoChecks(tx, seeded, idBySlug, categoryIdBySlug, now);

    return { providers: seeded.length, reviews, serviceZips };
  });
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

function providerValues(provider: DemoProvider) {
  return {
    slug: provider.slug,
    businessName: provider.businessName,
    phone: provider.phone,
    email: provider.email,
    website: provider.website,
    description: provider.description,
    baseZip: provider.baseZip,
    city: provider.city,
    serviceRadiusMiles: provider.serviceRadiusMiles,
    verificationStatus: provider.verificationStatus,
    medianResponseMinutes: provider.medianResponseMinutes,
    answeredLeadCount: provider.answeredLeadCount,
    weeklyLeadCap: provider.weeklyLeadCap,
    maxCreditsPerLead: provider.maxCreditsPerLead,
    paused: provider.paused,
    yearsInBusiness: provider.yearsInBusiness,
    isDemo: true,
  };
}

/** Columns the seed owns: all rewritten from the data when any of them differs. */
const SYNCED_COLUMNS = [
  "businessName",
  "phone",
  "email",
  "website",
  "description",
  "baseZip",
  "city",
  "serviceRadiusMiles",
  "verificationStatus",
  "medianResponseMinutes",
  "answeredLeadCount",
  "weeklyLeadCap",
  "maxCreditsPerLead",
  "paused",
  "yearsInBusiness",
] as const satisfies readonly (keyof typeof providers.$inferInsert)[];

async function upsertProviders(tx: Tx, data: readonly DemoProvider[]): Promise<void> {
  const excluded = (key: (typeof SYNCED_COLUMNS)[number]) => sql.raw(`excluded."${providers[key].name}"`);
  const current = sql.join(
    SYNCED_COLUMNS.map((key) => providers[key]),
    sql`, `,
  );
  const incoming = sql.join(SYNCED_COLUMNS.map(excluded), sql`, `);
  await tx
    .insert(providers)
    .values(data.map(providerValues))
    .onConflictDoUpdate({
      target: providers.slug,
      set: Object.fromEntries(SYNCED_COLUMNS.map((key) => [key, excluded(key)])),
      // Never overwrite a real provider that happens to hold a demo slug, and
      // skip the write when nothing changed, so a second run touches no row.
      setWhere: sql`${providers.isDemo} and (${current}) is distinct from (${incoming})`,
    });
}

async function syncCategories(
  tx: Tx,
  data: readonly DemoProvider[],
  idBySlug: ReadonlyMap<string, string>,
  categoryIdBySlug: ReadonlyMap<string, number>,
): Promise<void> {
  const ids = [...idBySlug.values()];
  const existing = await tx
    .select({ providerId: providerCategories.providerId, categoryId: providerCategories.categoryId })
    .from(providerCategories)
    .where(inArray(providerCategories.providerId, ids));
  const have = new Set(existing.map((row) => `${row.providerId}|${row.categoryId}`));

  const wanted = data.flatMap((provider) =>
    provider.categories.map((slug) => ({ providerId: idBySlug.get(provider.slug)!, categoryId: categoryIdBySlug.get(slug)! })),
  );
  const wantedKeys = new Set(wanted.map((row) => `${row.providerId}|${row.categoryId}`));

  const missing = wanted.filter((row) => !have.has(`${row.providerId}|${row.categoryId}`));
  if (missing.length > 0) await tx.insert(providerCategories).values(missing).onConflictDoNothing();

  for (const row of existing) {
    if (wantedKeys.has(`${row.providerId}|${row.categoryId}`)) continue;
    await tx
      .delete(providerCategories)
      .where(and(eq(providerCategories.providerId, row.providerId), eq(providerCategories.categoryId, row.categoryId)));
  }
}

/** The service area: every ZIP within the radius of the base ZIP, the base ZIP always included. */
export function demoServiceZips(provider: Pick<DemoProvider, "baseZip" | "serviceRadiusMiles">): string[] {
  const zips = zipsWithinRadius(provider.baseZip, provider.serviceRadiusMiles);
  return zips.includes(provider.baseZip) ? zips : [provider.baseZip, ...zips];
}

async function syncServiceZips(tx: Tx, data: readonly DemoProvider[], idBySlug: ReadonlyMap<string, string>): Promise<number> {
  const ids = [...idBySlug.values()];
  const existing = await tx
    .select({ providerId: providerServiceZips.providerId, zip: providerServiceZips.zip })
    .from(providerServiceZips)
    .where(inArray(providerServiceZips.providerId, ids));
  const have = new Set(existing.map((row) => `${row.providerId}|${row.zip}`));

  const wanted = data.flatMap((provider) => {
    const providerId = idBySlug.get(provider.slug)!;
    return demoServiceZips(provider).map((zip) => ({ providerId, zip }));
  });
  const wantedKeys = new Set(wanted.map((row) => `${row.providerId}|${row.zip}`));

  const missing = wanted.filter((row) => !have.has(`${row.providerId}|${row.zip}`));
  for (let start = 0; start < missing.length; start += BATCH_ROWS) {
    await tx
      .insert(providerServiceZips)
      .values(missing.slice(start, start + BATCH_ROWS))
      .onConflictDoNothing();
  }

  // Only after a change to a radius or base ZIP: one delete per affected pro.
  const staleByProvider = new Map<string, string[]>();
  for (const row of existing) {
    if (wantedKeys.has(`${row.providerId}|${row.zip}`)) continue;
    staleByProvider.set(row.providerId, [...(staleByProvider.get(row.providerId) ?? []), row.zip]);
  }
  for (const [providerId, zips] of staleByProvider) {
    await tx
      .delete(providerServiceZips)
      .where(and(eq(providerServiceZips.providerId, providerId), inArray(providerServiceZips.zip, zips)));
  }
  return wanted.length;
}

function reviewKey(review: { authorName: string; rating: number; body: string }): string {
  return `${review.authorName}\u0000${review.rating}\u0000${review.body}`;
}

async function syncReviews(
  tx: Tx,
  data: readonly DemoProvider[],
  idBySlug: ReadonlyMap<string, string>,
  now: Date,
): Promise<number> {
  const ids = [...idBySlug.values()];
  const existing = await tx
    .select({
      id: providerReviews.id,
      providerId: providerReviews.providerId,
      authorName: providerReviews.authorName,
      rating: providerReviews.rating,
      body: providerReviews.body,
    })
    .from(providerReviews)
    .where(and(eq(providerReviews.isDemo, true), inArray(providerReviews.providerId, ids)));

  // Stored demo reviews per pro and content; each wanted review claims one.
  const unclaimed = new Map<string, string[]>();
  for (const row of existing) {
    const key = `${row.providerId}|${reviewKey(row)}`;
    unclaimed.set(key, [...(unclaimed.get(key) ?? []), row.id]);
  }

  const missing: (typeof providerReviews.$inferInsert)[] = [];
  let wantedCount = 0;
  data.forEach((provider, providerIndex) => {
    const providerId = idBySlug.get(provider.slug)!;
    [...provider.reviews, ...provider.olderReviews].forEach((review, reviewIndex) => {
      wantedCount += 1;
      const key = `${providerId}|${reviewKey(review)}`;
      const match = unclaimed.get(key);
      if (match && match.length > 0) {
        match.shift();
        return;
      }
      missing.push({
        providerId,
        authorName: review.authorName,
        rating: review.rating,
        body: review.body,
        isDemo: true,
        createdAt: reviewDate(now, providerIndex, reviewIndex, provider.reviews.length),
      });
    });
  });

  for (let start = 0; start < missing.length; start += BATCH_ROWS) {
    await tx.insert(providerReviews).values(missing.slice(start, start + BATCH_ROWS));
  }
  const stale = [...unclaimed.values()].flat();
  if (stale.length > 0) await tx.delete(providerReviews).where(inArray(providerReviews.id, stale));
  return wantedCount;
}

/**
 * Newest first within a pro, without randomness: the written reviews spread
 * over the past year or so, the generated older history every few days before them.
 */
export function reviewDate(now: Date, providerIndex: number, reviewIndex: number, writtenCount: number): Date {
  const newest = 3 + ((providerIndex * 11) % 40);
  const daysAgo =
    reviewIndex < writtenCount ? newest + reviewIndex * 67 : newest + writtenCount * 67 + (reviewIndex - writtenCount + 1) * 5;
  return new Date(now.getTime() - daysAgo * DAY_MS);
}

/**
 * Dated before the oldest demo lead (seed-demo-leads.server.ts backdates its offers and charges up to 47 days), so
 * the demo's credit history reads in order: the grant first, then the charges that spent it.
 */
const DEMO_GRANT_DAYS_AGO = 60;

async function grantCredits(tx: Tx, data: readonly DemoProvider[], idBySlug: ReadonlyMap<string, string>, now: Date): Promise<void> {
  // Through the ledger, so the balance moves with the entry; the key makes a second run a no-op.
  for (const provider of data) {
    await postLedgerEntry(tx, {
      providerId: idBySlug.get(provider.slug)!,
      kind: "grant",
      amount: DEMO_GRANT_CREDITS,
      idempotencyKey: demoGrantKey(provider.slug),
      note: "Demo credits",
      now: new Date(now.getTime() - DEMO_GRANT_DAYS_AGO * DAY_MS),
    });
  }
}

/**
 * One placement per category for a year from the seed time, unless the
 * category already has a current featured partner (seeded earlier or chosen
 * by an operator, which the seed must not override).
 */
async function featurePartners(
  tx: Tx,
  data: readonly DemoProvider[],
  idBySlug: ReadonlyMap<string, string>,
  categoryIdBySlug: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  const featured = data.filter((provider) => provider.featuredFor !== null);
  if (featured.length === 0) return;
  const categoryIds = featured.map((provider) => categoryIdBySlug.get(provider.featuredFor!)!);
  const current = await tx
    .select({ categoryId: featuredPartners.categoryId })
    .from(featuredPartners)
    .where(
      and(
        inArray(featuredPartners.categoryId, categoryIds),
        lte(featuredPartners.startsAt, now),
        gt(featuredPartners.endsAt, now),
      ),
    );
  const covered = new Set(current.map((row) => row.categoryId));
  const endsAt = new Date(now);
  endsAt.setUTCFullYear(endsAt.getUTCFullYear() + 1);

  const rows = featured
    .map((provider) => ({
      categoryId: categoryIdBySlug.get(provider.featuredFor!)!,
      providerId: idBySlug.get(provider.slug)!,
      startsAt: now,
      endsAt,
    }))
    .filter((row) => !covered.has(row.categoryId));
  if (rows.length > 0) await tx.insert(featuredPartners).values(rows);
}

/**
 * Verified demo pros get passed vetting checks marked checked_by "demo", so
 * their public badges show (decision 023): e-mail, insurance, background and
 * a license per state-licensed trade. No Google rating: the businesses are
 * invented and have no listing. Only checks with no demo row yet are added.
 */
async function addDemoChecks(
  tx: Tx,
  seeded: readonly DemoProvider[],
  idBySlug: Map<string, string>,
  categoryIdBySlug: Map<string, number>,
  now: Date,
): Promise<void> {
  const ids = seeded.filter((p) => p.verificationStatus === "verified").map((p) => idBySlug.get(p.slug)!);
  if (ids.length === 0) return;
  const existing = await tx
    .select({ providerId: vettingChecks.providerId, kind: vettingChecks.kind, categoryId: vettingChecks.categoryId })
    .from(vettingChecks)
    .where(and(inArray(vettingChecks.providerId, ids), eq(vettingChecks.checkedBy, "demo")));
  const have = new Set(existing.map((row) => `${row.providerId}:${row.kind}:${row.categoryId ?? ""}`));
  const rows: (typeof vettingChecks.$inferInsert)[] = [];
  const note = "Demo data: an invented check of an invented business";
  for (const provider of seeded) {
    if (provider.verificationStatus !== "verified") continue;
    const providerId = idBySlug.get(provider.slug)!;
    const wanted: { kind: "email" | "insurance" | "background" | "license"; categoryId: number | null }[] = [
      { kind: "email", categoryId: null },
      { kind: "insurance", categoryId: null },
      { kind: "background", categoryId: null },
      ...provider.categories.filter(isStateLicensed).map((slug) => ({ kind: "license" as const, categoryId: categoryIdBySlug.get(slug)! })),
    ];
    for (const check of wanted) {
      if (have.has(`${providerId}:${check.kind}:${check.categoryId ?? ""}`)) continue;
      rows.push({ providerId, kind: check.kind, categoryId: check.categoryId, result: "passed", note, checkedBy: "demo", checkedAt: new Date(now.getTime() - 30 * DAY_MS) });
    }
  }
  for (let start = 0; start < rows.length; start += BATCH_ROWS) await tx.insert(vettingChecks).values(rows.slice(start, start + BATCH_ROWS));
}

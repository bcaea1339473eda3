import { and, asc, desc, eq, gt, inArray, isNull, lte, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { featuredPartners, partnerDeals, providers, serviceCategories } from "~/db/schema";
import { demoDataShown } from "~/modules/providers/index.server";
import { versionedCache } from "~/db/content-versions.server";
import { DAY_MS, OHIO_TIME_ZONE } from "~/lib/ohio-time";

/** Any Drizzle handle that can read and insert: the database or an open transaction. */
type Handle = Pick<Database, "select" | "insert" | "execute">;

/** A deal as pages get it: plain values, the expiry already worded. */
export type Deal = {
  slug: string;
  title: string;
  description: string;
  priceDollars: number;
  /** "$1,999" */
  priceText: string;
  terms: string;
  /** ISO timestamp. */
  expiresAt: string;
  /** "May 31, 2025", in Ohio time. */
  expiresOn: string;
  category: { slug: string; name: string };
  /** The pro who makes the offer: the category's partner of the month. */
  partner: { name: string; city: string; isDemo: boolean } | null;
};

type SampleDeal = {
  slug: string;
  categorySlug: string;
  title: string;
  description: string;
  priceDollars: number;
  terms: string;
};

/** The three sample offers the partner pages start with. */
export const SAMPLE_DEALS: readonly SampleDeal[] = [
  {
    slug: "water-heater-install",
    categorySlug: "plumbing",
    title: "Water heater installation",
    description:
      "Swap a tired tank for a new 40- or 50-gallon gas or electric water heater, with haul-away of the old unit and a code-compliant hookup.",
    priceDollars: 1999,
    terms:
      "Standard tank replacement in the same location. Tankless conversions, venting changes and permit fees above $100 are quoted separately.",
  },
  {
    slug: "electrical-safety-inspection",
    categorySlug: "electrical",
    title: "Electrical safety inspection",
    description:
      "A licensed electrician checks your panel, breakers, grounding, GFCI and smoke-detector circuits and gives you a written list of anything that needs attention.",
    priceDollars: 99,
    terms: "Single-family homes up to 3,000 sq ft. Repairs found during the inspection are quoted before any work starts.",
  },
  {
    slug: "air-conditioner-installation",
    categorySlug: "hvac",
    title: "Air conditioner installation",
    description:
      "A new high-efficiency central air conditioner sized for your home, installed on your existing ductwork with a matched coil and a first-year tune-up.",
    priceDollars: 4499,
    terms:
      "Up to a 3-ton system on existing, serviceable ductwork and line set. Duct changes and electrical upgrades are quoted separately.",
  },
];

/** Minimum time a freshly seeded offer stays current. */
export const SAMPLE_DEAL_MIN_DAYS = 60;

/**
 * When a freshly seeded sample offer ends: the last day of the month that is at
 * least 60 days away, at the end of that day in Ohio (03:59:59 UTC on the 1st
 * of the next month is 23:59:59 EDT or 22:59:59 EST on the last day).
 */
export function sampleDealExpiry(now: Date): Date {
  const later = new Date(now.getTime() + SAMPLE_DEAL_MIN_DAYS * DAY_MS);
  return new Date(Date.UTC(later.getUTCFullYear(), later.getUTCMonth() + 1, 1, 3, 59, 59));
}

/**
 * Inserts the sample offers that are missing (matched on slug). An existing
 * offer is never changed: the expiry is computed only on insert, so a second
 * run changes no row, and once seeded, offers belong to the operators who edit
 * or retire them. Offers whose category is not seeded yet are skipped.
 */
export async function seedDeals(db: Handle, now: Date = new Date()): Promise<{ inserted: number }> {
  const categories = await db
    .select({ id: serviceCategories.id, slug: serviceCategories.slug })
    .from(serviceCategories)
    .where(
      inArray(
        serviceCategories.slug,
        SAMPLE_DEALS.map((deal) => deal.categorySlug),
      ),
    );
  const categoryIds = new Map(categories.map((row) => [row.slug, row.id]));
  // Each offer is made by its category's current partner of the month, if one is chosen.
  const partners = await db
    .select({ categoryId: featuredPartners.categoryId, providerId: featuredPartners.providerId })
    .from(featuredPartners)
    .where(
      and(
        inArray(featuredPartners.categoryId, [...categoryIds.values()]),
        lte(featuredPartners.startsAt, now),
        gt(featuredPartners.endsAt, now),
      ),
    )
    .orderBy(asc(featuredPartners.startsAt));
  const partnerIds = new Map(partners.map((row) => [row.categoryId, row.providerId]));
  const expiresAt = sampleDealExpiry(now);
  const rows = SAMPLE_DEALS.flatMap((deal) => {
    const categoryId = categoryIds.get(deal.categorySlug);
    if (categoryId === undefined) return [];
    return [
      {
        slug: deal.slug,
        categoryId,
        providerId: partnerIds.get(categoryId) ?? null,
        title: deal.title,
        description: deal.description,
        priceDollars: deal.priceDollars,
        terms: deal.terms,
        expiresAt,
      },
    ];
  });
  if (rows.length === 0) return { inserted: 0 };
  const inserted = await db
    .insert(partnerDeals)
    .values(rows)
    .onConflictDoNothing({ target: partnerDeals.slug })
    .returning({ id: partnerDeals.id });
  return { inserted: inserted.length };
}

/** A deal as pages show it, with its category and partner (the operations console adds its own columns). */
export const dealColumns = {
  slug: partnerDeals.slug,
  title: partnerDeals.title,
  description: partnerDeals.description,
  priceDollars: partnerDeals.priceDollars,
  terms: partnerDeals.terms,
  expiresAt: partnerDeals.expiresAt,
  categorySlug: serviceCategories.slug,
  categoryName: serviceCategories.name,
  partnerName: providers.businessName,
  partnerCity: providers.city,
  partnerIsDemo: providers.isDemo,
};

type DealRow = {
  slug: string;
  title: string;
  description: string;
  priceDollars: number;
  terms: string;
  expiresAt: Date;
  categorySlug: string;
  categoryName: string;
  partnerName: string | null;
  partnerCity: string | null;
  partnerIsDemo: boolean | null;
};

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const longDate = new Intl.DateTimeFormat("en-US", {
  timeZone: OHIO_TIME_ZONE,
  year: "numeric",
  month: "long",
  day: "numeric",
});

export function formatDealPrice(priceDollars: number): string {
  return dollars.format(priceDollars);
}

export function formatDealDate(date: Date): string {
  return longDate.format(date);
}

function toDeal(row: DealRow): Deal {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    priceDollars: row.priceDollars,
    priceText: formatDealPrice(row.priceDollars),
    terms: row.terms,
    expiresAt: row.expiresAt.toISOString(),
    expiresOn: formatDealDate(row.expiresAt),
    category: { slug: row.categorySlug, name: row.categoryName },
    partner: row.partnerName !== null ? { name: row.partnerName, city: row.partnerCity ?? "", isDemo: row.partnerIsDemo === true } : null,
  };
}

/**
 * An offer a pro makes is shown while the pro is verified, like its profile (a suspended or rejected pro's offer
 * would send homeowners to a business we no longer vouch for); with demo data off, not a demo business's either:
 * its price is as invented as the business.
 */
function publicDeals() {
  const partnerListed = demoDataShown()
    ? eq(providers.verificationStatus, "verified")
    : and(eq(providers.verificationStatus, "verified"), eq(providers.isDemo, false));
  return or(isNull(partnerDeals.providerId), partnerListed);
}

/** Offers still running at `now`, the one ending soonest first. */
export async function listCurrentDeals(
  db: Pick<Database, "select">,
  now: Date,
  options: { limit?: number } = {},
): Promise<Deal[]> {
  const rows = await db
    .select(dealColumns)
    .from(partnerDeals)
    .innerJoin(serviceCategories, eq(serviceCategories.id, partnerDeals.categoryId))
    .leftJoin(providers, eq(providers.id, partnerDeals.providerId))
    .where(and(gt(partnerDeals.expiresAt, now), publicDeals()))
    .orderBy(asc(partnerDeals.expiresAt), asc(serviceCategories.sortOrder), asc(partnerDeals.slug))
    .limit(options.limit ?? 50);
  return rows.map(toDeal);
}

/** Offers that ended at or before `now`, the most recently ended first. */
export async function listExpiredDeals(
  db: Pick<Database, "select">,
  now: Date,
  options: { limit?: number } = {},
): Promise<Deal[]> {
  const rows = await db
    .select(dealColumns)
    .from(partnerDeals)
    .innerJoin(serviceCategories, eq(serviceCategories.id, partnerDeals.categoryId))
    .leftJoin(providers, eq(providers.id, partnerDeals.providerId))
    .where(and(lte(partnerDeals.expiresAt, now), publicDeals()))
    .orderBy(desc(partnerDeals.expiresAt), asc(serviceCategories.sortOrder), asc(partnerDeals.slug))
    .limit(options.limit ?? 12);
  return rows.map(toDeal);
}

// provider-profiles: a partner's verification changing (suspended, reinstated) shows or hides its offers.
const dealsShown = versionedCache(["deals", "featured-partner", "provider-profiles"], { ttlMs: 60_000 }, async (db: Pick<Database, "select">) => {
  const now = new Date();
  const [current, expired] = await Promise.all([listCurrentDeals(db, now), listExpiredDeals(db, now, { limit: 6 })]);
  return { current, expired };
});

/**
 * The offers pages show (running ones, ending soonest first, and the six
 * latest expired), read at most once a minute (an offer's end shows within
 * that) and again at once when a deal or a partner of the month changes.
 */
export function dealsForPages(db: Pick<Database, "select">): Promise<{ current: Deal[]; expired: Deal[] }> {
  return dealsShown.get(db);
}

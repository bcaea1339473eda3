import { and, asc, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { consentRecords, featuredPartners, leadDeliveries, leadRequests, providerReviews, providers, serviceCategories } from "~/db/schema";
import { leadPriceCredits } from "~/modules/credits";
import { isServiceSlug, distanceMiles } from "~/modules/catalog";
import { logoPath, formatResponseTime, initialsOf, isNewPro, reviewExcerpt } from "~/modules/providers";
import { findDemoExamples } from "./demo-examples.server";
import { findMatches } from "./find-matches.server";
import { closedByHomeowner } from "~/modules/pipeline/index.server";
import { askAgainHref, endedWithoutProText } from "./held-requests";

export type ProResult = {
  id: string;
  slug: string;
  name: string;
  rating: number;
  reviewCount: number;
  description: string;
  formattedAddress: string;
  distanceMiles: number | null;
  /** Null until the pro has answered requests: a new pro's card says it is new instead. */
  responseTime: string | null;
  verified: boolean;
  /**
   * An invented business from the demo seed: the card says "Demo business". Shown only as a marked example
   * when no real pro could take the request; never contacted.
   */
  isDemo: boolean;
  /** Verified with no reviews yet: "New on Buckeye Pros" instead of empty stars. */
  isNew: boolean;
  /** The uploaded logo's URL (/pros/{slug}/logo/{file}), or null. */
  logo: string | null;
  available: boolean;
  featured: boolean;
  initials: string;
  reviews: { author: string; rating: number; text: string }[];
  deliveredIntent: string | null;
};

type Reader = Pick<Database, "select" | "execute" | "_">;

export type LeadResults = {
  categoryName: string;
  zip: string;
  pros: ProResult[];
  /** No real pro has the request: `pros` are demo examples at most, and the homeowner is told so. */
  noRealPro: boolean;
  /**
   * Why the request was closed with no pro, in the homeowner's words: the wait ended (held-request-sweep.server.ts)
   * or every pro let its offer expire (unanswered-offers.server.ts). Null while it is open or has a pro.
   */
  endedText: string | null;
  /** The homeowner closed it ("I no longer need this"): the pros who had bought it are still shown, and may be called. */
  withdrawn: boolean;
  /** Where "Ask again" leads: a new request for the same trade and ZIP. */
  askAgainHref: string;
};

/**
 * The pros a submitted request went to, in match order; for a request no real
 * pro has, the demo examples shown with it (its consent record keeps which),
 * while demo data is on.
 */
export async function resultsForLead(db: Reader, leadId: string, options: { showDemoExamples: boolean }): Promise<LeadResults | null> {
  const [lead] = await db
    .select({
      zip: leadRequests.zipCode,
      categoryName: serviceCategories.name,
      categorySlug: serviceCategories.slug,
      status: leadRequests.status,
      withdrawn: closedByHomeowner().mapWith(Boolean),
    })
    .from(leadRequests)
    .innerJoin(serviceCategories, eq(serviceCategories.id, leadRequests.categoryId))
    .where(eq(leadRequests.id, leadId));
  if (!lead) return null;
  const again = askAgainHref({ categorySlug: lead.categorySlug, zip: lead.zip });
  const stored = await db
    .select({
      id: providers.id,
      slug: providers.slug,
      name: providers.businessName,
      description: providers.description,
      city: providers.city,
      ratingTenths: providers.ratingTenths,
      reviewCount: providers.reviewCount,
      medianResponseMinutes: providers.medianResponseMinutes,
      answeredLeadCount: providers.answeredLeadCount,
      isDemo: providers.isDemo,
      logoFile: providers.logoFile,
      verificationStatus: providers.verificationStatus,
      paused: providers.paused,
      rank: leadDeliveries.rank,
      distanceTenths: leadDeliveries.distanceTenths,
      deliveredIntent: leadDeliveries.homeownerIntent,
      status: leadDeliveries.status,
      featured: sql<boolean>`exists(select 1 from ${featuredPartners}
        where ${featuredPartners.providerId} = ${providers.id}
          and ${featuredPartners.categoryId} = ${leadRequests.categoryId}
          and ${featuredPartners.startsAt} <= now() and ${featuredPartners.endsAt} > now())`,
    })
    .from(leadDeliveries)
    .innerJoin(providers, eq(providers.id, leadDeliveries.providerId))
    .innerJoin(leadRequests, eq(leadRequests.id, leadDeliveries.leadId))
    .where(eq(leadDeliveries.leadId, leadId))
    .orderBy(asc(leadDeliveries.rank));
  // Response figures are stored: computed from events for real pros (decision 026), demo figures for demo pros.
  // A demo business never has a match (matching.ts); should an old row name one, it is not shown as a recipient.
  // An expired offer went to another pro (unanswered-offers.server.ts): the pros shown are those who have it now.
  const rows = stored.filter((row) => !row.isDemo && row.status !== "expired");
  if (rows.length === 0) {
    const offered = stored.some((row) => !row.isDemo);
    const examples = options.showDemoExamples && !offered ? await shownDemoExamples(db, leadId) : [];
    // Closed with no pro: by a sweep, or by the homeowner's "I no longer need this" (which ends the open offers).
    const endedText = endedWithoutProText({
      closed: lead.status === "closed",
      withdrawn: lead.withdrawn,
      livePros: rows.length,
      everOffered: offered,
      categoryName: lead.categoryName,
      zip: lead.zip,
    });
    return { categoryName: lead.categoryName, zip: lead.zip, pros: examples, noRealPro: true, endedText, withdrawn: lead.withdrawn, askAgainHref: again };
  }
  const reviews = await reviewsFor(db, rows.map((row) => row.id));
  return {
    categoryName: lead.categoryName,
    zip: lead.zip,
    noRealPro: false,
    endedText: null,
    withdrawn: lead.withdrawn,
    askAgainHref: again,
    pros: rows.map((row) =>
      toProResult(
        {
          ...row,
          businessName: row.name,
          distanceMiles: row.distanceTenths === null ? null : row.distanceTenths / 10,
          available: !row.paused,
          featured: row.featured === true,
          deliveredIntent: row.deliveredIntent,
        },
        reviews,
      ),
    ),
  };
}

/** The demo businesses the request's latest consent was given beside, as the marked examples they were. */
async function shownDemoExamples(db: Reader, leadId: string): Promise<ProResult[]> {
  const [consent] = await db
    .select({ shown: consentRecords.shownProviders })
    .from(consentRecords)
    .where(eq(consentRecords.leadId, leadId))
    .orderBy(desc(consentRecords.createdAt))
    .limit(1);
  const ids = (consent?.shown ?? []).filter((entry) => entry.demo).map((entry) => entry.providerId);
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: providers.id,
      slug: providers.slug,
      businessName: providers.businessName,
      description: providers.description,
      city: providers.city,
      baseZip: providers.baseZip,
      ratingTenths: providers.ratingTenths,
      reviewCount: providers.reviewCount,
      medianResponseMinutes: providers.medianResponseMinutes,
      verificationStatus: providers.verificationStatus,
      logoFile: providers.logoFile,
    })
    .from(providers)
    .where(and(inArray(providers.id, ids), eq(providers.isDemo, true)));
  const reviews = await reviewsFor(db, ids);
  const [zip] = await db.select({ zip: leadRequests.zipCode }).from(leadRequests).where(eq(leadRequests.id, leadId));
  return ids.flatMap((id) => {
    const row = rows.find((r) => r.id === id);
    if (!row) return [];
    const miles = zip ? distanceMiles(row.baseZip, zip.zip) : null;
    return [
      toProResult(
        { ...row, distanceMiles: miles === null ? null : Math.round(miles * 10) / 10, available: false, featured: false, isDemo: true, deliveredIntent: null },
        reviews,
      ),
    ];
  });
}

/** A category of the catalog's services, by its slug; null for any other. */
async function serviceCategory(db: Reader, slug: string) {
  const [category] = await db
    .select({ id: serviceCategories.id, name: serviceCategories.name, slug: serviceCategories.slug })
    .from(serviceCategories)
    .where(eq(serviceCategories.slug, slug));
  return category && isServiceSlug(category.slug) ? { id: category.id, name: category.name, slug: category.slug } : null;
}

/**
 * Whether a request with these answers would reach a verified pro now: intake's own matching
 * (create-lead.server.ts: trade, ZIP, job type and price), asked before the homeowner gives contact details so
 * the form does not promise pros who are not there. Null for a service the catalog does not know.
 */
export async function verifiedProsFor(
  db: Reader,
  request: { categorySlug: string; zip: string; subServiceSlug: string | null; urgency?: string; now?: Date },
): Promise<{ categoryName: string; found: boolean } | null> {
  const category = await serviceCategory(db, request.categorySlug);
  if (!category) return null;
  const matched = await findMatches(db, {
    categoryId: category.id,
    zip: request.zip,
    subServiceSlug: request.subServiceSlug,
    priceCredits: leadPriceCredits(category.slug, request.urgency),
    now: request.now,
  });
  return { categoryName: category.name, found: matched.length > 0 };
}

/**
 * Who a request for this category and ZIP would go to, without creating one:
 * the results for the hero's free-text search, before the homeowner has given
 * contact details. With no real pro, the demo examples while demo data is on.
 */
export async function previewResults(
  db: Reader,
  request: { categorySlug: string; zip: string; now?: Date; showDemoExamples: boolean },
): Promise<{ categoryName: string; pros: ProResult[]; noRealPro: boolean } | null> {
  const category = await serviceCategory(db, request.categorySlug);
  if (!category) return null;
  const matched = await findMatches(db, {
    categoryId: category.id,
    zip: request.zip,
    priceCredits: leadPriceCredits(category.slug),
    now: request.now,
  });
  const examples =
    matched.length === 0 && request.showDemoExamples ? await findDemoExamples(db, { categoryId: category.id, zip: request.zip }) : [];
  const shown = [...matched, ...examples];
  const ids = shown.map((pro) => pro.id);
  const [reviews, logos] = await Promise.all([reviewsFor(db, ids), logoFilesOf(db, ids)]);
  return {
    categoryName: category.name,
    noRealPro: matched.length === 0,
    pros: shown.map((pro) =>
      toProResult({ ...pro, logoFile: logos.get(pro.id) ?? null, available: !pro.isDemo, deliveredIntent: null }, reviews),
    ),
  };
}

type ProFacts = {
  id: string;
  slug: string;
  businessName: string;
  description: string;
  city: string;
  ratingTenths: number;
  reviewCount: number;
  medianResponseMinutes: number | null;
  verificationStatus: string;
  isDemo: boolean;
  logoFile: string | null;
  distanceMiles: number | null;
  available: boolean;
  featured: boolean;
  deliveredIntent: string | null;
};

/** What the results page shows of a pro, whether the request exists yet or not. */
function toProResult(pro: ProFacts, reviews: Map<string, ProResult["reviews"]>): ProResult {
  const verified = pro.verificationStatus === "verified";
  return {
    id: pro.id,
    slug: pro.slug,
    name: pro.businessName,
    rating: pro.ratingTenths / 10,
    reviewCount: pro.reviewCount,
    description: pro.description,
    formattedAddress: `${pro.city}, OH`,
    distanceMiles: pro.distanceMiles,
    responseTime: pro.medianResponseMinutes === null ? null : formatResponseTime(pro.medianResponseMinutes),
    verified,
    isDemo: pro.isDemo,
    isNew: isNewPro({ verified, reviewCount: pro.reviewCount }),
    logo: logoPath(pro.slug, pro.logoFile),
    available: pro.available,
    featured: pro.featured,
    initials: initialsOf(pro.businessName),
    reviews: reviews.get(pro.id) ?? [],
    deliveredIntent: pro.deliveredIntent,
  };
}

/** Each pro's logo file, for the few pros a result shows (matching reads no logo). */
async function logoFilesOf(db: Reader, providerIds: string[]): Promise<Map<string, string | null>> {
  if (providerIds.length === 0) return new Map();
  const rows = await db.select({ id: providers.id, logoFile: providers.logoFile }).from(providers).where(inArray(providers.id, providerIds));
  return new Map(rows.map((row) => [row.id, row.logoFile]));
}

/** Each pro's two best-rated, newest visible reviews: two rows per pro read, however many reviews it has. */
async function reviewsFor(db: Reader, providerIds: string[]) {
  const byProvider = new Map<string, ProResult["reviews"]>();
  if (providerIds.length === 0) return byProvider;
  const ranked = db
    .select({
      providerId: providerReviews.providerId,
      author: providerReviews.authorName,
      rating: providerReviews.rating,
      body: providerReviews.body,
      rank: sql<number>`row_number() over (partition by ${providerReviews.providerId}
        order by ${providerReviews.rating} desc, ${providerReviews.createdAt} desc, ${providerReviews.id})`.as("rank"),
    })
    .from(providerReviews)
    .where(and(inArray(providerReviews.providerId, providerIds), isNull(providerReviews.hiddenAt)))
    .as("ranked");
  const rows = await db.select().from(ranked).where(lte(ranked.rank, 2)).orderBy(ranked.providerId, ranked.rank);
  for (const row of rows) {
    const list = byProvider.get(row.providerId) ?? [];
    list.push({ author: row.author, rating: row.rating, text: reviewExcerpt(row.body) });
    byProvider.set(row.providerId, list);
  }
  return byProvider;
}

import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { featuredPartners, leadMatches, leadRequests, providerReviews, providers, serviceCategories } from "~/db/schema";
import { leadPriceCredits } from "~/modules/credits/lead-price";
import { isServiceSlug } from "~/modules/catalog/services";
import { onlyPublic } from "~/modules/providers/demo-visibility.server";
import { logoPath } from "~/modules/providers/logo-file";
import { findMatches } from "./find-matches.server";
import { formatResponseTime, initialsOf, isNewPro, reviewExcerpt } from "./pro-display";

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
  /** An invented business from the demo seed: the card says "Demo business". */
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

/** The pros a submitted request went to, in match order. */
export async function resultsForLead(db: Reader, leadId: string): Promise<{ categoryName: string; zip: string; pros: ProResult[] } | null> {
  const [lead] = await db
    .select({ zip: leadRequests.zipCode, categoryName: serviceCategories.name })
    .from(leadRequests)
    .innerJoin(serviceCategories, eq(serviceCategories.id, leadRequests.categoryId))
    .where(eq(leadRequests.id, leadId));
  if (!lead) return null;
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
      rank: leadMatches.rank,
      distanceTenths: leadMatches.distanceTenths,
      deliveredIntent: leadMatches.homeownerIntent,
      featured: sql<boolean>`exists(select 1 from ${featuredPartners}
        where ${featuredPartners.providerId} = ${providers.id}
          and ${featuredPartners.categoryId} = ${leadRequests.categoryId}
          and ${featuredPartners.startsAt} <= now() and ${featuredPartners.endsAt} > now())`,
    })
    .from(leadMatches)
    .innerJoin(providers, eq(providers.id, leadMatches.providerId))
    .innerJoin(leadRequests, eq(leadRequests.id, leadMatches.leadId))
    .where(eq(leadMatches.leadId, leadId))
    .orderBy(asc(leadMatches.rank));
  // Response figures are stored: computed from events for real pros (decision 026), demo figures for demo pros.
  const rows = onlyPublic(stored);
  const reviews = await reviewsFor(db, rows.map((row) => row.id));
  return {
    categoryName: lead.categoryName,
    zip: lead.zip,
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

/**
 * Who a request for this category and ZIP would go to, without creating one:
 * the results for the hero's free-text search, before the homeowner has given
 * contact details.
 */
export async function previewResults(
  db: Reader,
  request: { categorySlug: string; zip: string; now?: Date },
): Promise<{ categoryName: string; pros: ProResult[] } | null> {
  const [category] = await db
    .select({ id: serviceCategories.id, name: serviceCategories.name, slug: serviceCategories.slug })
    .from(serviceCategories)
    .where(eq(serviceCategories.slug, request.categorySlug));
  if (!category || !isServiceSlug(category.slug)) return null;
  const matched = onlyPublic(
    await findMatches(db, {
      categoryId: category.id,
      zip: request.zip,
      priceCredits: leadPriceCredits(category.slug),
      now: request.now,
    }),
  );
  const ids = matched.map((pro) => pro.id);
  const [reviews, logos] = await Promise.all([reviewsFor(db, ids), logoFilesOf(db, ids)]);
  return {
    categoryName: category.name,
    pros: matched.map((pro) => toProResult({ ...pro, logoFile: logos.get(pro.id) ?? null, available: true, deliveredIntent: null }, reviews)),
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

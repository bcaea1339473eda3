import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { featuredPartners, leadMatches, leadRequests, providerReviews, providers, serviceCategories } from "~/db/schema";
import { leadPriceCredits } from "~/modules/credits/lead-price";
import { isServiceSlug } from "~/modules/catalog/services";
import { findMatches } from "./find-matches.server";
import { formatResponseTime, initialsOf, reviewExcerpt } from "./pro-display";

export type ProResult = {
  id: string;
  slug: string;
  name: string;
  rating: number;
  reviewCount: number;
  description: string;
  formattedAddress: string;
  distanceMiles: number | null;
  responseTime: string;
  verified: boolean;
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
  const rows = stored;
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
  const matched = await findMatches(db, {
    categoryId: category.id,
    zip: request.zip,
    priceCredits: leadPriceCredits(category.slug),
    now: request.now,
  });
  const reviews = await reviewsFor(db, matched.map((pro) => pro.id));
  return {
    categoryName: category.name,
    pros: matched.map((pro) => toProResult({ ...pro, available: true, deliveredIntent: null }, reviews)),
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
  distanceMiles: number | null;
  available: boolean;
  featured: boolean;
  deliveredIntent: string | null;
};

/** What the results page shows of a pro, whether the request exists yet or not. */
function toProResult(pro: ProFacts, reviews: Map<string, ProResult["reviews"]>): ProResult {
  return {
    id: pro.id,
    slug: pro.slug,
    name: pro.businessName,
    rating: pro.ratingTenths / 10,
    reviewCount: pro.reviewCount,
    description: pro.description,
    formattedAddress: `${pro.city}, OH`,
    distanceMiles: pro.distanceMiles,
    responseTime: formatResponseTime(pro.medianResponseMinutes),
    verified: pro.verificationStatus === "verified",
    available: pro.available,
    featured: pro.featured,
    initials: initialsOf(pro.businessName),
    reviews: reviews.get(pro.id) ?? [],
    deliveredIntent: pro.deliveredIntent,
  };
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

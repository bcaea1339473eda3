import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { providerCategories, providerReviews, providers, providerServiceZips, serviceCategories } from "~/db/schema";
import { placesCoveredBy } from "~/modules/catalog/geo";
import { formatResponseTime } from "~/modules/leads/pro-display";
import type { RecentReview } from "./recent-reviews.server";

type Reader = Pick<Database, "select">;

/** How many of the newest written reviews the profile page shows. */
export const PROFILE_REVIEW_LIMIT = 10;

/** What homeowners see at /pros/{slug}: plain values. */
export type PublicProfile = {
  slug: string;
  businessName: string;
  description: string;
  city: string;
  phone: string;
  website: string | null;
  yearsInBusiness: number | null;
  responseTime: string;
  /** Seeded demo data (product.md: demo data is marked as such). */
  isDemo: boolean;
  /** Stars, e.g. 4.9; null until the pro has reviews. */
  rating: number | null;
  reviewCount: number;
  services: { slug: string; name: string }[];
  area: {
    baseZip: string;
    radiusMiles: number;
    zipCount: number;
    /** Places whose ZIPs the area touches, largest first. */
    places: { name: string; slug: string }[];
  };
  /** The newest written reviews, newest first. */
  reviews: RecentReview[];
};

/**
 * The public profile of a verified pro, or null for an unknown slug and for a
 * pro who is not verified (pending, rejected, suspended): only verified pros
 * have a public page.
 */
export async function publicProfileBySlug(db: Reader, slug: string): Promise<PublicProfile | null> {
  const [pro] = await db
    .select({
      id: providers.id,
      slug: providers.slug,
      businessName: providers.businessName,
      description: providers.description,
      city: providers.city,
      phone: providers.phone,
      website: providers.website,
      yearsInBusiness: providers.yearsInBusiness,
      medianResponseMinutes: providers.medianResponseMinutes,
      isDemo: providers.isDemo,
      ratingTenths: providers.ratingTenths,
      reviewCount: providers.reviewCount,
      baseZip: providers.baseZip,
      radiusMiles: providers.serviceRadiusMiles,
    })
    .from(providers)
    .where(and(eq(providers.slug, slug), eq(providers.verificationStatus, "verified")));
  if (!pro) return null;

  const services = await db
    .select({ slug: serviceCategories.slug, name: serviceCategories.name })
    .from(providerCategories)
    .innerJoin(serviceCategories, eq(serviceCategories.id, providerCategories.categoryId))
    .where(eq(providerCategories.providerId, pro.id))
    .orderBy(asc(serviceCategories.sortOrder), asc(serviceCategories.id));
  const zips = await db
    .select({ zip: providerServiceZips.zip })
    .from(providerServiceZips)
    .where(eq(providerServiceZips.providerId, pro.id))
    .orderBy(asc(providerServiceZips.zip));
  const reviews = await db
    .select({
      id: providerReviews.id,
      author: providerReviews.authorName,
      rating: providerReviews.rating,
      body: providerReviews.body,
      isDemo: providerReviews.isDemo,
    })
    .from(providerReviews)
    .where(eq(providerReviews.providerId, pro.id))
    .orderBy(desc(providerReviews.createdAt), asc(providerReviews.id))
    .limit(PROFILE_REVIEW_LIMIT);

  return {
    slug: pro.slug,
    businessName: pro.businessName,
    description: pro.description,
    city: pro.city,
    phone: pro.phone,
    website: pro.website,
    yearsInBusiness: pro.yearsInBusiness,
    responseTime: formatResponseTime(pro.medianResponseMinutes),
    isDemo: pro.isDemo,
    rating: pro.reviewCount > 0 ? pro.ratingTenths / 10 : null,
    reviewCount: pro.reviewCount,
    services,
    area: {
      baseZip: pro.baseZip,
      radiusMiles: pro.radiusMiles,
      zipCount: zips.length,
      places: placesCoveredBy(zips.map((row) => row.zip)).map(({ name, slug }) => ({ name, slug })),
    },
    reviews: reviews.map((review) => ({ ...review, pro: { businessName: pro.businessName, city: pro.city } })),
  };
}

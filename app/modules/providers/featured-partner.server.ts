import { and, asc, eq, gt, lte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { featuredPartners, providers, providerServiceZips, serviceCategories } from "~/db/schema";
import { versionedCache } from "~/db/content-versions.server";
import { publicProviders } from "./demo-visibility.server";

type Reader = Pick<Database, "select">;

/** What the city page's featured partner card shows: plain values. */
export type FeaturedPartner = {
  businessName: string;
  slug: string;
  phone: string;
  city: string;
  category: { slug: string; name: string };
  /** Stars, e.g. 4.9; null until the pro has reviews. */
  rating: number | null;
  reviewCount: number;
  /** An invented business from the demo seed: the card says so. */
  isDemo: boolean;
};

/**
 * The partner of the month who works in a place: a current featured placement
 * (chosen per category by an operator) held by a verified, active pro whose
 * service area covers the ZIP. When several categories' partners cover it,
 * the first category in catalog order wins, so a page always shows the same
 * one. Null when none covers the ZIP: the card then speaks of the programme.
 */
export async function featuredPartnerForZip(db: Reader, zip: string, now = new Date()): Promise<FeaturedPartner | null> {
  const [row] = await db
    .select({
      businessName: providers.businessName,
      slug: providers.slug,
      phone: providers.phone,
      city: providers.city,
      categorySlug: serviceCategories.slug,
      categoryName: serviceCategories.name,
      ratingTenths: providers.ratingTenths,
      reviewCount: providers.reviewCount,
      isDemo: providers.isDemo,
    })
    .from(featuredPartners)
    .innerJoin(providers, eq(providers.id, featuredPartners.providerId))
    .innerJoin(serviceCategories, eq(serviceCategories.id, featuredPartners.categoryId))
    .innerJoin(providerServiceZips, and(eq(providerServiceZips.providerId, providers.id), eq(providerServiceZips.zip, zip)))
    .where(
      and(
        lte(featuredPartners.startsAt, now),
        gt(featuredPartners.endsAt, now),
        eq(providers.verificationStatus, "verified"),
        eq(providers.paused, false),
        publicProviders(),
      ),
    )
    .orderBy(asc(serviceCategories.sortOrder), asc(featuredPartners.startsAt))
    .limit(1);
  if (!row) return null;
  return {
    businessName: row.businessName,
    slug: row.slug,
    phone: row.phone,
    city: row.city,
    category: { slug: row.categorySlug, name: row.categoryName },
    rating: row.reviewCount > 0 ? row.ratingTenths / 10 : null,
    reviewCount: row.reviewCount,
    isDemo: row.isDemo,
  };
}

// A partner card shows the business name and phone: a profile change drops it too.
const partnersByZip = versionedCache(
  ["featured-partner", "provider-areas", "provider-profiles", "reviews"],
  // Placements start and end with the month: five minutes late at most.
  { ttlMs: 5 * 60_000, maxEntries: 5000 },
  (db: Reader, zip: string) => featuredPartnerForZip(db, zip),
);

/** featuredPartnerForZip, kept per ZIP until a placement, an area or a rating changes. */
export function cachedFeaturedPartnerForZip(db: Reader, zip: string): Promise<FeaturedPartner | null> {
  return partnersByZip.get(db, zip);
}

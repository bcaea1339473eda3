import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { providerLicenses, providerReviews, providers, providerServiceZips, serviceCategories, vettingChecks } from "~/db/schema";
import { passedBadges } from "./vetting-checks";
import { placesCoveredBy, getSubService, serviceNameForSlug } from "~/modules/catalog";
import { formatResponseTime } from "./pro-display";
import { publicProviders } from "./demo-visibility.server";
import { providerServiceChoices } from "./directory-profile.server";
import { logoPath } from "./logo-file";
import type { RecentReview } from "./recent-reviews.server";

type Reader = Pick<Database, "select" | "execute">;

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
  /** Seeded demo data. */
  isDemo: boolean;
  /** Stars, e.g. 4.9; null until the pro has reviews. */
  rating: number | null;
  reviewCount: number;
  /** The logo's URL, or null. */
  logo: string | null;
  /** Each service with the job types the pro takes; [] means every job type of the service. */
  services: { slug: string; name: string; subServices: string[] }[];
  /** License number and issuer per trade (never the expiry or anything an operator noted). */
  licenses: { trade: string; number: string; issuer: string }[];
  /** The insurer only: the policy number stays private. */
  insuranceCarrier: string | null;
  area: {
    baseZip: string;
    radiusMiles: number;
    zipCount: number;
    /** Places whose ZIPs the area touches, largest first. */
    places: { name: string; slug: string }[];
  };
  /** The newest written reviews, newest first. */
  reviews: RecentReview[];
  /** Exactly the vetting checks that passed (the newest row per kind and trade), with when (decision 023). */
  checks: { label: string; checkedAt: Date }[];
};

/**
 * The public profile of a verified pro, or null for an unknown slug and for a
 * pro who is not verified (pending, rejected, suspended): only verified pros
 * have a public page. A demo business has none while demo data is off.
 */
export async function publicProfileBySlug(db: Reader, slug: string): Promise<PublicProfile | null> {
  const [stored] = await db
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
      answeredLeadCount: providers.answeredLeadCount,
      isDemo: providers.isDemo,
      ratingTenths: providers.ratingTenths,
      reviewCount: providers.reviewCount,
      baseZip: providers.baseZip,
      radiusMiles: providers.serviceRadiusMiles,
      logoFile: providers.logoFile,
      insuranceCarrier: providers.insuranceCarrier,
    })
    .from(providers)
    .where(and(eq(providers.slug, slug), eq(providers.verificationStatus, "verified"), publicProviders()));
  if (!stored) return null;
  // Real pros' stored response time is kept from their delivery events (decision 026); demo pros keep their demo figure.
  const pro = stored;

  const services = (await providerServiceChoices(db, pro.id)).map((choice) => ({
    slug: choice.category,
    name: serviceNameForSlug(choice.category) ?? choice.category,
    subServices: choice.subServices.map((sub) => getSubService(choice.category, sub)?.name ?? sub),
  }));
  const licenses = await db
    .select({ trade: serviceCategories.name, number: providerLicenses.licenseNumber, issuer: providerLicenses.issuer })
    .from(providerLicenses)
    .innerJoin(serviceCategories, eq(serviceCategories.id, providerLicenses.categoryId))
    .where(eq(providerLicenses.providerId, pro.id))
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
      writtenAt: providerReviews.createdAt,
      isDemo: providerReviews.isDemo,
      reply: providerReviews.replyBody,
      hiddenReason: providerReviews.hiddenReason,
    })
    .from(providerReviews)
    .where(eq(providerReviews.providerId, pro.id))
    .orderBy(desc(providerReviews.createdAt), asc(providerReviews.id))
    .limit(PROFILE_REVIEW_LIMIT);
  const checks = await db
    .select({
      kind: vettingChecks.kind,
      categorySlug: serviceCategories.slug,
      categoryName: serviceCategories.name,
      result: vettingChecks.result,
      checkedAt: vettingChecks.checkedAt,
    })
    .from(vettingChecks)
    .leftJoin(serviceCategories, eq(serviceCategories.id, vettingChecks.categoryId))
    .where(eq(vettingChecks.providerId, pro.id));

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
    logo: logoPath(pro.slug, pro.logoFile),
    services,
    licenses,
    insuranceCarrier: pro.insuranceCarrier,
    area: {
      baseZip: pro.baseZip,
      radiusMiles: pro.radiusMiles,
      zipCount: zips.length,
      places: placesCoveredBy(zips.map((row) => row.zip)).map(({ name, slug }) => ({ name, slug })),
    },
    // A hidden review keeps its place with the operator's reason; its words and stars are not sent to the page.
    reviews: reviews.map((review) => ({
      ...review,
      ...(review.hiddenReason !== null ? { body: "", rating: 0, reply: null } : {}),
      pro: { businessName: pro.businessName, city: pro.city },
    })),
    checks: passedBadges(checks),
  };
}

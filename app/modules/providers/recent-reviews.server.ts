import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { providerReviews, providers } from "~/db/schema";
import { versionedCache } from "~/db/content-versions.server";
import { publicProviders } from "./demo-visibility.server";

type Reader = Pick<Database, "select" | "selectDistinctOn">;

/** A homeowner's review of a pro, as the /testimonials page shows it. */
export type RecentReview = {
  id: string;
  author: string;
  rating: number;
  body: string;
  pro: { businessName: string; city: string };
  /** When the homeowner wrote it: a reader weighs a review by its age. */
  writtenAt: Date;
  /** Seeded demo data. */
  isDemo: boolean;
  /** The pro's one public reply, if any. */
  reply: string | null;
  /** Why an operator hid the review: shown in its place (the words and stars are not). */
  hiddenReason: string | null;
};

/**
 * The newest reviews homeowners left for verified pros, one per pro so a
 * single busy business cannot fill the page. Every rating is shown, not only
 * the five-star ones: these are the reviews, not a selection of praise.
 */
export async function listRecentReviews(db: Reader, limit = 6): Promise<RecentReview[]> {
  const newestPerPro = await db
    .selectDistinctOn([providerReviews.providerId], {
      id: providerReviews.id,
      author: providerReviews.authorName,
      rating: providerReviews.rating,
      body: providerReviews.body,
      createdAt: providerReviews.createdAt,
      isDemo: providerReviews.isDemo,
      businessName: providers.businessName,
      city: providers.city,
    })
    .from(providerReviews)
    .innerJoin(providers, eq(providers.id, providerReviews.providerId))
    .where(and(eq(providers.verificationStatus, "verified"), isNull(providerReviews.hiddenAt), publicProviders()))
    .orderBy(providerReviews.providerId, desc(providerReviews.createdAt), providerReviews.id);
  return newestPerPro
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id))
    .slice(0, limit)
    .map((row) => ({
      id: row.id,
      author: row.author,
      rating: row.rating,
      body: row.body,
      pro: { businessName: row.businessName, city: row.city },
      writtenAt: row.createdAt,
      isDemo: row.isDemo,
      reply: null,
      hiddenReason: null,
    }));
}

const recentReviews = versionedCache(["reviews", "provider-profiles"], { ttlMs: 5 * 60_000 }, (db: Reader, limit: string) =>
  listRecentReviews(db, Number(limit)),
);

/** listRecentReviews, kept until a review changes. */
export function cachedRecentReviews(db: Reader, limit: number): Promise<RecentReview[]> {
  return recentReviews.get(db, String(limit));
}

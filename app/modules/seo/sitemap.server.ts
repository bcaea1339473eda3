import { and, asc, eq } from "drizzle-orm";
import { getEnv } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { providers } from "~/db/schema";
import { LOCATIONS, SERVICES } from "~/modules/catalog";
import { versionedCache } from "~/db/content-versions.server";
import { listBlogPosts } from "~/modules/content/index.server";
import { buildSitemaps, withProfiles, type SitemapSet } from "./sitemap";

/**
 * The site's sitemaps, built on first request and kept for the life of the
 * process: every input (catalog, blog files, PUBLIC_URL) is fixed at build or
 * boot time, and the service sitemap alone holds tens of thousands of URLs.
 */
let cached: SitemapSet | undefined;

function catalogSitemaps(): SitemapSet {
  cached ??= buildSitemaps({
    origin: getEnv().PUBLIC_URL,
    locations: LOCATIONS,
    services: SERVICES,
    blogPosts: listBlogPosts(),
  });
  return cached;
}

type Reader = Pick<Database, "select">;

/**
 * Slugs of verified real pros, which have a public profile; re-read when a profile changes, at least every 10 minutes.
 * Never a demo business, whatever DEMO_DATA says: its profile is for trying the site, marked noindex (pro-profile.tsx).
 */
const verifiedSlugs = versionedCache(["provider-profiles", "provider-areas"], { ttlMs: 10 * 60_000 }, async (db: Reader) => {
  const rows = await db.select({ slug: providers.slug }).from(providers).where(and(eq(providers.verificationStatus, "verified"), eq(providers.isDemo, false))).orderBy(asc(providers.slug));
  return rows.map((row) => row.slug);
});

/** Every sitemap: the catalog's and the blog's, and the verified pros' profiles. */
export async function getSitemaps(db: Reader): Promise<SitemapSet> {
  return withProfiles(catalogSitemaps(), getEnv().PUBLIC_URL, await verifiedSlugs.get(db));
}

export const XML_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=3600",
};

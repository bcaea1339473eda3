import { getEnv } from "~/config/env.server";
import { LOCATIONS } from "~/modules/catalog/locations";
import { SERVICES } from "~/modules/catalog/services";
import { listBlogPosts } from "~/modules/content/blog.server";
import { buildSitemaps, type SitemapSet } from "./sitemap";

/**
 * The site's sitemaps, built on first request and kept for the life of the
 * process: every input (catalog, blog files, PUBLIC_URL) is fixed at build or
 * boot time, and the service sitemap alone holds tens of thousands of URLs.
 */
let cached: SitemapSet | undefined;

export function getSitemaps(): SitemapSet {
  cached ??= buildSitemaps({
    origin: getEnv().PUBLIC_URL,
    locations: LOCATIONS,
    services: SERVICES,
    blogPosts: listBlogPosts(),
  });
  return cached;
}

export const XML_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=3600",
};

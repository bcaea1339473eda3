import { escapeXml } from "~/lib/escape-xml";

/**
 * Sitemap XML (sitemaps.org protocol 0.9), built from plain data so it can be
 * tested without the catalog. `/sitemap.xml` is an index; each child sitemap
 * holds at most MAX_URLS_PER_SITEMAP URLs, the protocol's limit.
 */

export const MAX_URLS_PER_SITEMAP = 50_000;

/**
 * The public pages that are not generated from the catalog or the blog. The
 * quote-request steps (/service-request and after) are left out: they carry
 * `noindex`, and a sitemap lists only pages meant for the index.
 */
export const STATIC_PAGE_PATHS = [
  "/",
  "/services",
  "/locations",
  "/blog",
  "/partner-of-month",
  "/how-it-works",
  "/testimonials",
  "/contact",
  "/data-sources",
] as const;

/** Service and sub-service pages also exist for the whole state. */
export const STATEWIDE_LOCATION_SLUG = "ohio";

export type SitemapUrl = { path: string; lastmod?: string };

export type SitemapGroup = {
  /** File name stem: "locations" gives /sitemaps/locations.xml. */
  name: string;
  urls: readonly SitemapUrl[];
  /** Always number the files ("services-1.xml"), even when one is enough. */
  numbered?: boolean;
};

export type SitemapSet = {
  /** The index served at /sitemap.xml. */
  index: string;
  /** Child sitemaps by file name ("services-1.xml"). */
  files: ReadonlyMap<string, string>;
  /** Number of page URLs over all child sitemaps. */
  urlCount: number;
};

export type SitemapInput = {
  origin: string;
  locations: readonly { slug: string }[];
  services: readonly { slug: string; subServices: readonly { slug: string }[] }[];
  blogPosts: readonly { slug: string; date?: string }[];
  maxUrlsPerSitemap?: number;
};

export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunk size must be a positive integer, got ${size}`);
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, "")}${path}`;
}

/** A W3C date (YYYY-MM-DD) for <lastmod>, or undefined when the input is not a date. */
export function toLastmod(date: string | undefined): string | undefined {
  if (!date) return undefined;
  const time = Date.parse(date);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}

function entryXml(tag: "url" | "sitemap", loc: string, lastmod?: string): string {
  const lastmodXml = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "";
  return `<${tag}><loc>${escapeXml(loc)}</loc>${lastmodXml}</${tag}>`;
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export function urlsetXml(origin: string, urls: readonly SitemapUrl[]): string {
  const entries = urls.map((url) => entryXml("url", absoluteUrl(origin, url.path), url.lastmod));
  return `${XML_HEADER}<urlset ${NAMESPACE}>\n${entries.join("\n")}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, files: readonly string[]): string {
  const entries = files.map((file) => entryXml("sitemap", absoluteUrl(origin, `/sitemaps/${file}`)));
  return `${XML_HEADER}<sitemapindex ${NAMESPACE}>\n${entries.join("\n")}\n</sitemapindex>\n`;
}

/** Every public page, in groups that become the child sitemaps. */
export function sitemapGroups(input: Omit<SitemapInput, "origin" | "maxUrlsPerSitemap">): SitemapGroup[] {
  const locationSlugs = input.locations.map((location) => location.slug);
  const serviceAreas = [STATEWIDE_LOCATION_SLUG, ...locationSlugs.filter((slug) => slug !== STATEWIDE_LOCATION_SLUG)];

  const servicePaths: SitemapUrl[] = [];
  for (const service of input.services) {
    for (const area of serviceAreas) servicePaths.push({ path: `/services/${service.slug}/${area}` });
    for (const sub of service.subServices) {
      for (const area of serviceAreas) servicePaths.push({ path: `/services/${service.slug}/${sub.slug}/${area}` });
    }
  }

  return [
    { name: "pages", urls: STATIC_PAGE_PATHS.map((path) => ({ path })) },
    { name: "locations", urls: locationSlugs.map((slug) => ({ path: `/locations/${slug}` })) },
    { name: "services", urls: servicePaths, numbered: true },
    {
      name: "blog",
      urls: input.blogPosts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: toLastmod(post.date) })),
    },
  ].filter((group) => group.urls.length > 0);
}

/** Splits the groups into child sitemaps and builds the index that lists them. */
export function buildSitemaps(input: SitemapInput): SitemapSet {
  const max = input.maxUrlsPerSitemap ?? MAX_URLS_PER_SITEMAP;
  const files = new Map<string, string>();
  let urlCount = 0;
  for (const group of sitemapGroups(input)) {
    const parts = chunk(group.urls, max);
    parts.forEach((urls, i) => {
      const name = parts.length === 1 && !group.numbered ? `${group.name}.xml` : `${group.name}-${i + 1}.xml`;
      files.set(name, urlsetXml(input.origin, urls));
      urlCount += urls.length;
    });
  }
  return { index: sitemapIndexXml(input.origin, [...files.keys()]), files, urlCount };
}

/**
 * The set with a "pros.xml" of public pro profiles (/pros/{slug}) added, when
 * there are any. Kept apart from the catalog's files: those are built once,
 * the list of verified pros changes at run time.
 */
export function withProfiles(set: SitemapSet, origin: string, slugs: readonly string[], maxUrlsPerSitemap = MAX_URLS_PER_SITEMAP): SitemapSet {
  if (slugs.length === 0) return set;
  const files = new Map(set.files);
  const parts = chunk(slugs.map((slug) => ({ path: `/pros/${slug}` })), maxUrlsPerSitemap);
  parts.forEach((urls, i) => files.set(parts.length === 1 ? "pros.xml" : `pros-${i + 1}.xml`, urlsetXml(origin, urls)));
  return { index: sitemapIndexXml(origin, [...files.keys()]), files, urlCount: set.urlCount + slugs.length };
}

/**
 * Home Advice blog: categories, post shapes and small pure helpers that both
 * the server (loaders) and the browser (components) may use. Loading and
 * rendering the Markdown lives in blog.server.ts so markdown-it and the post
 * bodies never reach the client bundle.
 */

/** The blog's category filter, in the order it is shown. "all" is the filter's reset, not a post category. */
export const BLOG_CATEGORIES = [
  { slug: "all", name: "All" },
  { slug: "maintenance", name: "Maintenance" },
  { slug: "hvac", name: "HVAC" },
  { slug: "plumbing", name: "Plumbing" },
  { slug: "electrical", name: "Electrical" },
  { slug: "painting", name: "Painting" },
  { slug: "roofing", name: "Roofing" },
  { slug: "patios", name: "Patios" },
] as const;

export type BlogCategoryFilter = (typeof BLOG_CATEGORIES)[number]["slug"];
export type BlogCategory = Exclude<BlogCategoryFilter, "all">;

/** Categories a post may belong to (the filter without "All"). */
export const POST_CATEGORIES = BLOG_CATEGORIES.filter((category) => category.slug !== "all").map(
  (category) => category.slug as BlogCategory,
) as readonly BlogCategory[];

export function isBlogCategory(value: string): value is BlogCategory {
  return (POST_CATEGORIES as readonly string[]).includes(value);
}

export function blogCategoryName(slug: BlogCategoryFilter): string {
  return BLOG_CATEGORIES.find((category) => category.slug === slug)?.name ?? "All";
}

/** Filter links are plain URLs so the filter works without JavaScript. */
export function blogCategoryHref(slug: BlogCategoryFilter): string {
  return slug === "all" ? "/blog" : `/blog?category=${slug}`;
}

/**
 * Reads the `category` query parameter. Missing, empty or "all" means every
 * post; a known category matches case-insensitively ("HVAC" finds hvac);
 * anything else is null so the page can say the category does not exist
 * instead of failing.
 */
export function parseCategoryParam(value: string | null | undefined): BlogCategoryFilter | null {
  const normalized = (value ?? "").trim().toLowerCase();
  if (normalized === "" || normalized === "all") return "all";
  return isBlogCategory(normalized) ? normalized : null;
}

/** What a post card and the sidebar need: everything but the body. */
export type BlogPostSummary = {
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  categoryName: string;
  author: string;
  /** Publication date, ISO "YYYY-MM-DD". */
  date: string;
  /** Date formatted for people ("October 6, 2026"), computed on the server so hydration matches. */
  dateLabel: string;
  /** Public path of the cover image, e.g. "/images/blog/furnace.svg". */
  image: string;
  imageAlt: string;
  popular: boolean;
};

/** Where the article's call to action sends the reader for quotes. */
export type BlogQuoteLink = {
  /** Display name of the service ("HVAC", "Roofing") or null for a general request. */
  serviceName: string | null;
  href: string;
};

export type BlogPost = BlogPostSummary & {
  /** The rendered body (markdown-it with raw HTML disabled). */
  html: string;
  quote: BlogQuoteLink;
};

export function filterPostsByCategory<T extends { category: BlogCategory }>(
  posts: readonly T[],
  filter: BlogCategoryFilter,
): T[] {
  return filter === "all" ? [...posts] : posts.filter((post) => post.category === filter);
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "2026-10-06" -> "October 6, 2026". Done by hand rather than with Intl so the
 * result never depends on the server's time zone or ICU data.
 */
export function formatPostDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

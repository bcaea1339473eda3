import MarkdownIt from "markdown-it";
import { z } from "zod";
import { resolveQuestionnaireService } from "~/modules/catalog";
import {
  type BlogCategory,
  type BlogPost,
  type BlogPostSummary,
  type BlogQuoteLink,
  blogCategoryName,
  formatPostDate,
  POST_CATEGORIES,
} from "./blog";
import { parseFrontMatter } from "./front-matter";

/**
 * Home Advice posts are Markdown files in content/blog/. Vite bundles their
 * text into the server build, and this module parses and renders every post
 * once when it is first imported (at server start), so a request only looks
 * a post up in memory.
 */

export class BlogContentError extends Error {
  constructor(file: string, message: string) {
    super(`${file}: ${message}`);
    this.name = "BlogContentError";
  }
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const frontMatterSchema = z
  .object({
    title: z.string().min(10).max(110),
    slug: z.string().regex(SLUG, "lowercase words separated by hyphens"),
    excerpt: z.string().min(40).max(300),
    category: z.enum(POST_CATEGORIES as [BlogCategory, ...BlogCategory[]]),
    author: z.string().min(3).max(80),
    date: z.iso.date(),
    image: z.string().regex(/^\/images\/blog\/[a-z0-9-]+\.svg$/, "an SVG under /images/blog/"),
    imageAlt: z.string().min(10).max(200),
    popular: z.enum(["true", "false"]).transform((value) => value === "true"),
    // Optional: a questionnaire slug (hvac, painting, ...) for the call to
    // action when the category alone does not say which pro to ask.
    service: z
      .string()
      .refine((value) => resolveQuestionnaireService(value) !== undefined, "an unknown questionnaire service")
      .optional(),
  })
  .strict();

/** The questionnaire each category sends readers to; Maintenance has no single trade. */
const CATEGORY_SERVICE: Record<BlogCategory, string | null> = {
  maintenance: null,
  hvac: "hvac",
  plumbing: "plumbing",
  electrical: "electrical",
  painting: "painting",
  roofing: "roofing",
  patios: "patios",
};

function quoteLink(category: BlogCategory, service: string | undefined): BlogQuoteLink {
  const resolved = resolveQuestionnaireService(service ?? CATEGORY_SERVICE[category] ?? "");
  if (!resolved) return { serviceName: null, href: "/service-request" };
  return { serviceName: resolved.name, href: `/service-questionnaire/${resolved.slug}` };
}

/**
 * Raw HTML in a post is escaped, not passed through (`html: false`), so a
 * post can never inject markup or scripts; markdown-it also refuses
 * javascript:, vbscript: and most data: link targets.
 */
export function createMarkdownRenderer() {
  const md = new MarkdownIt({ html: false, linkify: true, typographer: true });
  const renderDefault: NonNullable<typeof md.renderer.rules.link_open> = (tokens, index, options, _env, self) =>
    self.renderToken(tokens, index, options);
  const linkOpen = md.renderer.rules.link_open ?? renderDefault;
  md.renderer.rules.link_open = (tokens, index, options, env, self) => {
    const token = tokens[index];
    const href = String(token?.attrGet("href") ?? "");
    // Off-site links must not get a handle on our window or our URL.
    if (token && /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href) && !href.startsWith("mailto:") && !href.startsWith("tel:")) {
      token.attrSet("rel", "noopener noreferrer");
    }
    return linkOpen(tokens, index, options, env, self);
  };
  return md;
}

const markdown = createMarkdownRenderer();

export function renderMarkdown(source: string): string {
  return markdown.render(source);
}

/** Parses and renders one post file; throws BlogContentError naming the file and the problem. */
export function parseBlogPost(file: string, source: string): BlogPost {
  let parsed;
  try {
    parsed = parseFrontMatter(source);
  } catch (error) {
    throw new BlogContentError(file, error instanceof Error ? error.message : String(error));
  }
  const result = frontMatterSchema.safeParse(parsed.attributes);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "front matter"}: ${issue.message}`);
    throw new BlogContentError(file, problems.join("; "));
  }
  const meta = result.data;
  const expectedFile = `${meta.slug}.md`;
  if (!file.endsWith(`/${expectedFile}`) && file !== expectedFile) {
    throw new BlogContentError(file, `the file must be named ${expectedFile} after its slug`);
  }
  if (parsed.body.trim().length < 200) throw new BlogContentError(file, "the post body is missing or too short");

  return {
    slug: meta.slug,
    title: meta.title,
    excerpt: meta.excerpt,
    category: meta.category,
    categoryName: blogCategoryName(meta.category),
    author: meta.author,
    date: meta.date,
    dateLabel: formatPostDate(meta.date),
    image: meta.image,
    imageAlt: meta.imageAlt,
    popular: meta.popular,
    html: renderMarkdown(parsed.body),
    quote: quoteLink(meta.category, meta.service),
  };
}

/**
 * Parses every file (path -> text), newest first. A broken post stops the
 * server at start and fails the unit tests, rather than vanishing silently.
 */
export function loadBlogPosts(files: Record<string, string>): BlogPost[] {
  const posts = Object.entries(files).map(([file, source]) => parseBlogPost(file, source));
  const seen = new Set<string>();
  for (const post of posts) {
    if (seen.has(post.slug)) throw new BlogContentError(post.slug, "duplicate slug");
    seen.add(post.slug);
  }
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

function toSummary(post: BlogPost): BlogPostSummary {
  const { html: _html, quote: _quote, ...summary } = post;
  return summary;
}

type BlogIndex = { posts: readonly BlogPost[]; bySlug: Map<string, BlogPost>; summaries: readonly BlogPostSummary[] };
let index: BlogIndex | undefined;

/**
 * The posts, read on first use: `import.meta.glob` exists only under Vite, and scripts run by tsx (the fault scenarios,
 * `npm run db:seed`) load this feature's entry without ever asking for a post.
 */
function blog(): BlogIndex {
  if (!index) {
    const posts = loadBlogPosts(import.meta.glob<string>("/content/blog/*.md", { query: "?raw", import: "default", eager: true }));
    index = { posts, bySlug: new Map(posts.map((post) => [post.slug, post])), summaries: posts.map(toSummary) };
  }
  return index;
}

/** Every post without its body, newest first. */
export function getBlogPostSummaries(): readonly BlogPostSummary[] {
  return blog().summaries;
}

export function getBlogPost(slug: string): BlogPost | undefined {
  return blog().bySlug.get(slug);
}

/** Posts marked `popular: true`, newest first, for the sidebar. */
export function getPopularBlogPosts(limit = 4): BlogPostSummary[] {
  return blog().summaries.filter((post) => post.popular).slice(0, limit);
}

/** Other posts to read next: same category first, then the newest. */
export function getRelatedBlogPosts(slug: string, limit = 3): BlogPostSummary[] {
  const current = blog().bySlug.get(slug);
  const others = blog().summaries.filter((post) => post.slug !== slug);
  const sameCategory = others.filter((post) => post.category === current?.category);
  const rest = others.filter((post) => post.category !== current?.category);
  return [...sameCategory, ...rest].slice(0, limit);
}

/** For the sitemap: every post's slug, title and ISO publication date, newest first. */
export function listBlogPosts(): { slug: string; title: string; date: string }[] {
  return blog().posts.map(({ slug, title, date }) => ({ slug, title, date }));
}

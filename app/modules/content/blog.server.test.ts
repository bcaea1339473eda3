import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { POST_CATEGORIES } from "./blog";
import {
  BlogContentError,
  getBlogPost,
  getBlogPostSummaries,
  getPopularBlogPosts,
  getRelatedBlogPosts,
  listBlogPosts,
  loadBlogPosts,
  parseBlogPost,
  renderMarkdown,
} from "./blog.server";

const ROOT = process.cwd();
const BODY = "Useful advice for Ohio homeowners. ".repeat(12);

function postSource(overrides: Record<string, string | null> = {}, body = BODY) {
  const fields: Record<string, string | null> = {
    title: "A test post about furnaces",
    slug: "test-post",
    excerpt: "An excerpt that is long enough to pass the schema's minimum length.",
    category: "hvac",
    author: "Test Author",
    date: "2026-01-15",
    image: "/images/blog/test-post.svg",
    imageAlt: "A test illustration",
    popular: "false",
    ...overrides,
  };
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== null)
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join("\n")}\n---\n${body}`;
}

describe("the published posts", () => {
  const posts = getBlogPostSummaries();

  it("are at least six, newest first, with unique slugs", () => {
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length);
    const dates = posts.map((post) => post.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("match the Markdown files in content/blog", () => {
    const files = readdirSync(path.join(ROOT, "content/blog")).filter((file) => file.endsWith(".md"));
    expect(posts.map((post) => `${post.slug}.md`).sort()).toEqual(files.sort());
  });

  it("each belong to a valid category, and every category has a post", () => {
    for (const post of posts) expect(POST_CATEGORIES).toContain(post.category);
    expect(new Set(posts.map((post) => post.category))).toEqual(new Set(POST_CATEGORIES));
  });

  it("each have a cover image that exists, with its size set, and alt text", () => {
    for (const post of posts) {
      const file = path.join(ROOT, "public", post.image);
      expect(existsSync(file), post.image).toBe(true);
      const svg = readFileSync(file, "utf8");
      expect(svg, post.image).toMatch(/<svg[^>]* width="\d+" height="\d+"/);
      expect(svg.length, `${post.image} stays small`).toBeLessThan(8_000);
      expect(post.imageAlt.length).toBeGreaterThan(10);
    }
  });

  it("are real articles of 600 to 1000 words, with no h1 of their own and no raw HTML", () => {
    for (const { slug } of posts) {
      const post = getBlogPost(slug)!;
      const words = post.html.replace(/<[^>]+>/g, " ").split(/\s+/).filter(Boolean).length;
      expect(words, slug).toBeGreaterThanOrEqual(600);
      expect(words, slug).toBeLessThanOrEqual(1000);
      expect(post.html, slug).not.toContain("<h1");
      expect(post.html, slug).toContain("<h2");
      expect(post.quote.href, slug).toMatch(/^\/(service-questionnaire\/[a-z]+|service-request)$/);
    }
  });

  it("link each article's call to action to the matching questionnaire", () => {
    expect(getBlogPost("ohio-furnace-winter-prep")?.quote).toEqual({
      serviceName: "HVAC",
      href: "/service-questionnaire/hvac",
    });
    expect(getBlogPost("patio-materials-for-freeze-thaw")?.quote).toEqual({
      serviceName: "Patios",
      href: "/service-questionnaire/patios",
    });
  });

  it("look up by exact slug and miss unknown ones", () => {
    expect(getBlogPost("ohio-furnace-winter-prep")?.title).toMatch(/furnace/i);
    expect(getBlogPost("no-such-post")).toBeUndefined();
    expect(getBlogPost("")).toBeUndefined();
  });

  it("give the sidebar only posts marked popular", () => {
    const popular = getPopularBlogPosts();
    expect(popular.length).toBeGreaterThan(0);
    expect(popular.length).toBeLessThanOrEqual(4);
    for (const post of popular) expect(post.popular).toBe(true);
    expect(popular[0]).not.toHaveProperty("html");
  });

  it("suggest related posts other than the current one", () => {
    const related = getRelatedBlogPosts("ohio-furnace-winter-prep");
    expect(related).toHaveLength(3);
    expect(related.map((post) => post.slug)).not.toContain("ohio-furnace-winter-prep");
  });

  it("list slug, title and date for the sitemap", () => {
    const list = listBlogPosts();
    expect(list).toHaveLength(posts.length);
    for (const entry of list) {
      expect(Object.keys(entry).sort()).toEqual(["date", "slug", "title"]);
      expect(entry.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe("parseBlogPost", () => {
  it("parses a valid file", () => {
    const post = parseBlogPost("content/blog/test-post.md", postSource({ popular: "true" }));
    expect(post).toMatchObject({
      slug: "test-post",
      category: "hvac",
      categoryName: "HVAC",
      dateLabel: "January 15, 2026",
      popular: true,
      quote: { serviceName: "HVAC", href: "/service-questionnaire/hvac" },
    });
    expect(post.html).toContain("<p>Useful advice");
  });

  it("sends Maintenance posts to a general request unless a service is named", () => {
    const general = parseBlogPost("test-post.md", postSource({ category: "maintenance" }));
    expect(general.quote).toEqual({ serviceName: null, href: "/service-request" });
    const named = parseBlogPost("test-post.md", postSource({ category: "maintenance", service: "roofing" }));
    expect(named.quote).toEqual({ serviceName: "Roofing", href: "/service-questionnaire/roofing" });
  });

  it.each([
    ["an unknown category", { category: "gardening" }, /category/],
    ["a missing title", { title: null }, /title/],
    ["an invalid date", { date: "2026-02-30" }, /date/],
    ["a date that is not ISO", { date: "March 3, 2026" }, /date/],
    ["a popular flag that is not true/false", { popular: "yes" }, /popular/],
    ["an image outside /images/blog", { image: "https://evil.test/x.svg" }, /image/],
    ["an uppercase slug", { slug: "Test-Post" }, /slug/],
    ["an unknown key (a typo)", { categroy: "hvac" }, /categroy/],
    ["an unknown service", { service: "gardening" }, /service/],
  ])("rejects %s", (_label, overrides, message) => {
    expect(() => parseBlogPost("content/blog/test-post.md", postSource(overrides))).toThrow(message);
  });

  it("rejects malformed front matter, naming the file", () => {
    expect(() => parseBlogPost("content/blog/broken.md", "no front matter here")).toThrow(
      /content\/blog\/broken\.md: front matter must start/,
    );
    expect(() => parseBlogPost("broken.md", "---\ntitle: x\n")).toThrow(BlogContentError);
  });

  it("requires the file to be named after the slug", () => {
    expect(() => parseBlogPost("content/blog/other-name.md", postSource())).toThrow(/test-post\.md/);
  });

  it("rejects a missing body", () => {
    expect(() => parseBlogPost("test-post.md", postSource({}, "\n"))).toThrow(/body/);
  });
});

describe("loadBlogPosts", () => {
  it("sorts newest first and rejects duplicate slugs", () => {
    const older = postSource({ date: "2025-05-01" });
    const newer = postSource({ slug: "newer-post", date: "2026-05-01" });
    const posts = loadBlogPosts({ "/content/blog/test-post.md": older, "/content/blog/newer-post.md": newer });
    expect(posts.map((post) => post.slug)).toEqual(["newer-post", "test-post"]);
    expect(() => loadBlogPosts({ "a/test-post.md": older, "b/test-post.md": older })).toThrow(/duplicate slug/);
  });
});

describe("renderMarkdown", () => {
  it("escapes raw HTML instead of passing it through", () => {
    const html = renderMarkdown('Hello <script>alert("x")</script>\n\n<img src=x onerror=alert(1)>');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("refuses javascript: links", () => {
    const html = renderMarkdown("[click](javascript:alert(1))");
    expect(html).not.toContain("href=\"javascript:");
  });

  it("marks external links noopener noreferrer and leaves site links alone", () => {
    const html = renderMarkdown("[EPA](https://www.epa.gov/radon) and [quotes](/service-request) and https://example.org");
    expect(html).toContain('<a href="https://www.epa.gov/radon" rel="noopener noreferrer">EPA</a>');
    expect(html).toContain('<a href="/service-request">quotes</a>');
    // linkify turns bare URLs into links too
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer">https://example.org</a>');
  });

  it("renders headings, lists and emphasis", () => {
    const html = renderMarkdown("## Title\n\n- **one**\n- two");
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<li><strong>one</strong></li>");
  });
});

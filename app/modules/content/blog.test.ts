import { describe, expect, it } from "vitest";
import {
  BLOG_CATEGORIES,
  blogCategoryHref,
  blogCategoryName,
  filterPostsByCategory,
  formatPostDate,
  parseCategoryParam,
  POST_CATEGORIES,
} from "./blog";

describe("blog categories", () => {
  it("are the blog's filter, in order", () => {
    expect(BLOG_CATEGORIES.map((category) => category.name)).toEqual([
      "All",
      "Maintenance",
      "HVAC",
      "Plumbing",
      "Electrical",
      "Painting",
      "Roofing",
      "Patios",
    ]);
    expect(POST_CATEGORIES).not.toContain("all");
    expect(POST_CATEGORIES).toHaveLength(7);
  });

  it("link through the query string so the filter works without JavaScript", () => {
    expect(blogCategoryHref("all")).toBe("/blog");
    expect(blogCategoryHref("hvac")).toBe("/blog?category=hvac");
    expect(blogCategoryName("hvac")).toBe("HVAC");
  });
});

describe("parseCategoryParam", () => {
  it("treats a missing, empty or 'all' value as every post", () => {
    expect(parseCategoryParam(null)).toBe("all");
    expect(parseCategoryParam(undefined)).toBe("all");
    expect(parseCategoryParam("")).toBe("all");
    expect(parseCategoryParam(" ALL ")).toBe("all");
  });

  it("matches known categories case-insensitively", () => {
    expect(parseCategoryParam("hvac")).toBe("hvac");
    expect(parseCategoryParam("HVAC")).toBe("hvac");
    expect(parseCategoryParam("Patios")).toBe("patios");
  });

  it("returns null for anything else", () => {
    expect(parseCategoryParam("landscaping")).toBeNull();
    expect(parseCategoryParam("<script>")).toBeNull();
    expect(parseCategoryParam("hvac,plumbing")).toBeNull();
  });
});

describe("filterPostsByCategory", () => {
  const posts = [
    { slug: "a", category: "hvac" as const },
    { slug: "b", category: "roofing" as const },
  ];

  it("keeps every post for 'all' and only matching posts otherwise", () => {
    expect(filterPostsByCategory(posts, "all")).toEqual(posts);
    expect(filterPostsByCategory(posts, "roofing").map((post) => post.slug)).toEqual(["b"]);
    expect(filterPostsByCategory(posts, "painting")).toEqual([]);
  });
});

describe("formatPostDate", () => {
  it("formats ISO dates without depending on the time zone", () => {
    expect(formatPostDate("2026-10-06")).toBe("October 6, 2026");
    expect(formatPostDate("2026-01-31")).toBe("January 31, 2026");
  });

  it("returns unparseable input unchanged", () => {
    expect(formatPostDate("yesterday")).toBe("yesterday");
    expect(formatPostDate("2026-13-01")).toBe("2026-13-01");
  });
});

import { describe, expect, it } from "vitest";
import { buildBlogPostingJsonLd } from "./blog-json-ld";

const post = {
  slug: "ohio-furnace-winter-prep",
  title: "How to Get Your Furnace Ready for an Ohio Winter",
  excerpt: "A practical fall checklist.",
  author: "Dana Kowalski",
  date: "2026-10-06",
  image: "/images/blog/ohio-furnace-winter-prep.svg",
  categoryName: "HVAC",
};

describe("buildBlogPostingJsonLd", () => {
  it("describes the article with absolute URLs, its author and the publisher", () => {
    const jsonLd = buildBlogPostingJsonLd(post, "https://pros.test", { name: "Buckeye Pros", logo: "/favicon.svg" });
    expect(jsonLd).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description: post.excerpt,
      datePublished: "2026-10-06",
      dateModified: "2026-10-06",
      articleSection: "HVAC",
      url: "https://pros.test/blog/ohio-furnace-winter-prep",
      mainEntityOfPage: { "@type": "WebPage", "@id": "https://pros.test/blog/ohio-furnace-winter-prep" },
      image: ["https://pros.test/images/blog/ohio-furnace-winter-prep.svg"],
      author: { "@type": "Person", name: "Dana Kowalski" },
      publisher: {
        "@type": "Organization",
        name: "Buckeye Pros",
        url: "https://pros.test",
        logo: { "@type": "ImageObject", url: "https://pros.test/favicon.svg" },
      },
    });
  });

  it("is plain data that survives JSON serialisation", () => {
    const jsonLd = buildBlogPostingJsonLd(post, "https://pros.test", { name: "B", logo: "/l.svg" });
    expect(JSON.parse(JSON.stringify(jsonLd))).toEqual(jsonLd);
  });
});

import type { BlogPostSummary } from "./blog";

export type BlogPostingInput = Pick<
  BlogPostSummary,
  "slug" | "title" | "excerpt" | "author" | "date" | "image" | "categoryName"
>;

export type Publisher = {
  name: string;
  /** Site-relative path of the logo, e.g. "/favicon.svg". */
  logo: string;
};

/**
 * schema.org BlogPosting for one article, with absolute URLs (search engines
 * ignore relative ones). `origin` is PUBLIC_URL without a trailing slash.
 */
export function buildBlogPostingJsonLd(post: BlogPostingInput, origin: string, publisher: Publisher) {
  const url = `${origin}/blog/${post.slug}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    articleSection: post.categoryName,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: [`${origin}${post.image}`],
    author: { "@type": "Person", name: post.author },
    publisher: {
      "@type": "Organization",
      name: publisher.name,
      url: origin || "/",
      logo: { "@type": "ImageObject", url: `${origin}${publisher.logo}` },
    },
  };
}

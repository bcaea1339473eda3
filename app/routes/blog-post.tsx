import { data } from "react-router";
import { Link } from "~/components/ui/link";
import { BlogProse } from "~/components/blog/blog-prose";
import { BlogPostCard } from "~/components/blog/post-card";
import { BlogQuoteCta } from "~/components/blog/quote-cta";
import { Breadcrumbs } from "~/components/directory/breadcrumbs";
import { JsonLd } from "~/components/json-ld";
import { BRAND } from "~/brand";
import { getEnv } from "~/config/env.server";
import { blogCategoryHref, buildBlogPostingJsonLd } from "~/modules/content";
import { getBlogPost, getRelatedBlogPosts } from "~/modules/content/index.server";
import { originFromMatches, pageMeta } from "~/modules/seo";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/blog-post";

/** Plain HTML: links, forms and native disclosures only, so the page ships no JavaScript. */
export const handle: PageHandle = { hydrate: false, cache: true };

export function loader({ params }: Route.LoaderArgs) {
  const post = getBlogPost(params.slug);
  if (!post) return data({ post: null, related: [], jsonLd: null }, { status: 404 });
  return {
    post,
    related: getRelatedBlogPosts(post.slug),
    jsonLd: buildBlogPostingJsonLd(post, getEnv().PUBLIC_URL, { name: BRAND.name, logo: "/favicon.svg" }),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const origin = originFromMatches(matches);
  const post = loaderData?.post;
  if (!post) {
    return pageMeta({
      title: `Post not found | ${BRAND.name}`,
      description: "The article you were looking for is not in our Home Advice library.",
      path: "/blog",
      origin,
      noindex: true,
    });
  }
  return [
    ...pageMeta({
      title: `${post.title} | ${BRAND.name}`,
      description: post.excerpt,
      path: `/blog/${post.slug}`,
      origin,
      type: "article",
    }),
    { property: "article:published_time", content: post.date },
    { property: "article:section", content: post.categoryName },
  ];
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, related, jsonLd } = loaderData;
  if (!post) return <PostNotFound />;

  return (
    <div className="mx-auto max-w-page px-4 pb-16">
      <Breadcrumbs
        items={[
          { name: "Home", path: "/" },
          { name: "Home Advice", path: "/blog" },
          { name: post.title, path: `/blog/${post.slug}` },
        ]}
      />
      {jsonLd ? <JsonLd data={jsonLd} /> : null}

      <article aria-labelledby="post-title" className="mx-auto max-w-3xl">
        <header>
          <Link
            to={blogCategoryHref(post.category)}
            className="inline-flex min-h-11 items-center text-sm font-semibold tracking-wide text-accent uppercase hover:underline"
          >
            {post.categoryName}
          </Link>
          <h1 id="post-title" className="text-2xl leading-tight font-bold tracking-tight sm:text-3xl">
            {post.title}
          </h1>
          <p className="mt-3 text-muted">
            By <span className="font-medium text-ink">{post.author}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={post.date}>{post.dateLabel}</time>
          </p>
        </header>

        <img
          src={post.image}
          alt={post.imageAlt}
          width={1200}
          height={630}
          fetchPriority="high"
          className="mt-6 aspect-[40/21] h-auto w-full rounded-card bg-primary-soft object-cover"
        />

        <p className="mt-8 text-lg text-muted">{post.excerpt}</p>
        <BlogProse html={post.html} className="mt-6" />

        <div className="mt-12">
          <BlogQuoteCta quote={post.quote} />
        </div>
      </article>

      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mx-auto mt-16 max-w-5xl">
          <h2 id="related-heading" className="text-xl font-bold">
            More Home Advice
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((item) => (
              <li key={item.slug}>
                <BlogPostCard post={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function PostNotFound() {
  return (
    <section className="mx-auto flex max-w-page flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Post not found</h1>
      <p className="mt-3 max-w-prose text-muted">
        We couldn't find that article. It may have moved, or the link may be mistyped.
      </p>
      <Link
        to="/blog"
        className="mt-8 inline-flex min-h-11 items-center rounded-control bg-primary px-5 font-semibold text-on-primary hover:bg-primary-hover"
      >
        Back to Home Advice
      </Link>
    </section>
  );
}

import { Link } from "~/components/ui/link";
import type { BlogPostSummary } from "~/modules/content";

/**
 * One article in the list. The title is the only link, stretched over the
 * card with a pseudo-element: the whole card is a big touch target, while
 * keyboard and screen-reader users meet one short link per card.
 */
export function BlogPostCard({ post, eager = false }: { post: BlogPostSummary; eager?: boolean }) {
  const headingId = `post-${post.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface hover:border-primary has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary"
    >
      <img
        src={post.image}
        alt=""
        width={1200}
        height={630}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-[40/21] h-auto w-full bg-primary-soft object-cover"
      />
      <div className="flex flex-1 flex-col p-4 md:p-6">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">{post.categoryName}</p>
        <h3 id={headingId} className="mt-2 text-lg leading-snug font-semibold">
          <Link
            to={`/blog/${post.slug}`}
            className="rounded-control outline-none after:absolute after:inset-0 after:rounded-card after:content-[''] group-hover:text-primary group-hover:underline"
          >
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-muted">{post.excerpt}</p>
        <p className="mt-4 text-sm text-muted">
          <time dateTime={post.date}>{post.dateLabel}</time>
          <span aria-hidden="true"> · </span>
          <span>By {post.author}</span>
        </p>
      </div>
    </article>
  );
}

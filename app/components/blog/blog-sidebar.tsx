import { Link } from "~/components/ui/link";
import { buttonClassName } from "~/components/ui/button";

export type PopularPostLink = { slug: string; title: string; date: string; dateLabel: string };

/** Popular articles and the way to a pro ("Find a Professional" goes to /service-request). */
export function BlogSidebar({ popular }: { popular: readonly PopularPostLink[] }) {
  return (
    <aside aria-label="Blog sidebar" className="flex flex-col gap-6">
      {popular.length > 0 ? (
        <section aria-labelledby="popular-articles" className="rounded-card border border-line bg-surface p-4 md:p-6">
          <h2 id="popular-articles" className="text-lg font-semibold">
            Popular articles
          </h2>
          <ol className="mt-2 divide-y divide-line-soft">
            {popular.map((post) => (
              <li key={post.slug} className="py-2">
                <Link
                  to={`/blog/${post.slug}`}
                  className="block rounded-control py-1 font-medium hover:text-primary hover:underline"
                >
                  {post.title}
                </Link>
                <time dateTime={post.date} className="text-sm text-muted">
                  {post.dateLabel}
                </time>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <section aria-labelledby="find-a-pro" className="rounded-card bg-primary-soft p-4 md:p-6">
        <h2 id="find-a-pro" className="text-lg font-semibold">
          Need a hand with the job?
        </h2>
        <p className="mt-2 text-ink">
          Tell us about your project and we will match you with up to three vetted local pros. Free, with no
          obligation.
        </p>
        <Link to="/service-request" className={buttonClassName("primary", "md", "mt-4 w-full")}>
          Find a Professional
        </Link>
      </section>
    </aside>
  );
}

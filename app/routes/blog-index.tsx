import { Link } from "~/components/ui/link";
import { BlogCategoryFilterNav } from "~/components/blog/category-filter";
import { BlogPostCard } from "~/components/blog/post-card";
import { BlogSidebar } from "~/components/blog/blog-sidebar";
import { Breadcrumbs } from "~/components/directory/breadcrumbs";
import { BRAND } from "~/brand";
import { blogCategoryHref, blogCategoryName, filterPostsByCategory, parseCategoryParam } from "~/modules/content";
import { getBlogPostSummaries, getPopularBlogPosts } from "~/modules/content/index.server";
import { originFromMatches, pageMeta } from "~/modules/seo";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/blog-index";

/** Plain HTML: links, forms and native disclosures only, so the page ships no JavaScript. */
export const handle: PageHandle = { hydrate: false, cache: { query: ["category"] } };

const BREADCRUMBS = [
  { name: "Home", path: "/" },
  { name: "Home Advice", path: "/blog" },
];

export function loader({ request }: Route.LoaderArgs) {
  // An unknown ?category= is not an error: the page says so and links to all posts.
  const category = parseCategoryParam(new URL(request.url).searchParams.get("category"));
  return {
    category,
    posts: category ? filterPostsByCategory(getBlogPostSummaries(), category) : [],
    popular: getPopularBlogPosts().map(({ slug, title, date, dateLabel }) => ({ slug, title, date, dateLabel })),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const category = loaderData?.category ?? null;
  const filtered = category !== null && category !== "all";
  const name = filtered ? blogCategoryName(category) : "";
  return pageMeta({
    title: filtered ? `${name} Advice for Ohio Homeowners | ${BRAND.name}` : `Home Advice for Ohio Homeowners | ${BRAND.name}`,
    description: filtered
      ? `Practical ${name} guides for Ohio homes: what to check, what to fix first and when to call a pro.`
      : "Practical guides for Ohio homeowners on furnaces, sump pumps, electrical panels, exterior paint, roofs and patios, season by season.",
    path: category ? blogCategoryHref(category) : "/blog",
    origin: originFromMatches(matches),
    noindex: category === null,
  });
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { category, posts, popular } = loaderData;
  const filtered = category !== null && category !== "all";
  return (
    <div className="mx-auto max-w-page px-4 pb-16">
      <Breadcrumbs items={BREADCRUMBS} />
      <header className="max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Home Advice</h1>
        <p className="mt-3 text-lg text-muted">
          Practical guides for keeping an Ohio home in shape, season by season, and knowing when a job needs a pro.
        </p>
      </header>

      <div className="mt-6">
        <BlogCategoryFilterNav current={category} />
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_320px]">
        <section aria-labelledby="articles-heading">
          <h2 id="articles-heading" className="sr-only">
            {filtered ? `${blogCategoryName(category)} articles` : "All articles"}
          </h2>
          {posts.length > 0 ? (
            <ul className="grid gap-6 sm:grid-cols-2">
              {posts.map((post, index) => (
                <li key={post.slug}>
                  <BlogPostCard post={post} eager={index < 2} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="rounded-card border border-dashed border-line bg-canvas p-8 text-center">
              <p className="text-lg font-semibold">
                {category === null
                  ? "We couldn't find that category."
                  : `No ${blogCategoryName(category)} articles yet.`}
              </p>
              <p className="mt-2 text-muted">Browse all our home advice, or pick another category above.</p>
              <Link
                to="/blog"
                className="mt-4 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4 hover:text-primary-hover"
              >
                View all articles
              </Link>
            </div>
          )}
        </section>

        <BlogSidebar popular={popular} />
      </div>
    </div>
  );
}

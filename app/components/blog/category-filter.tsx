import { Link } from "~/components/ui/link";
import { BLOG_CATEGORIES, type BlogCategoryFilter, blogCategoryHref } from "~/modules/content";
import { cn } from "~/components/ui/cn";

/**
 * The category filter as plain links (/blog?category=hvac): it works without
 * JavaScript, each filtered list has its own URL, and the chosen category is
 * marked with aria-current. `current` is null when the URL names no known
 * category, so no link is marked.
 */
export function BlogCategoryFilterNav({ current }: { current: BlogCategoryFilter | null }) {
  return (
    <nav aria-label="Blog categories">
      <ul className="flex flex-wrap gap-2">
        {BLOG_CATEGORIES.map((category) => {
          const active = category.slug === current;
          return (
            <li key={category.slug}>
              <Link
                to={blogCategoryHref(category.slug)}
                preventScrollReset
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium transition-colors",
                  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary",
                  active
                    ? "border-primary bg-primary text-on-primary forced-colors:border-2 forced-colors:underline"
                    : "border-line bg-surface text-ink hover:border-primary hover:text-primary",
                )}
              >
                {category.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

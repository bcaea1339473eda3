import { ChevronRight } from "~/components/ui/icons";
import { useRouteLoaderData } from "react-router";
import { Link } from "~/components/ui/link";
import { JsonLd } from "~/components/json-ld";
import { breadcrumbJsonLd, type BreadcrumbItem } from "~/modules/seo";

/**
 * The trail above a page heading, and the same trail as BreadcrumbList
 * structured data. The last item is the current page: shown, not linked.
 */
export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  const root = useRouteLoaderData("root") as { origin?: string } | undefined;
  const origin = root?.origin ?? "";
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-x-1">
          {items.map((item, index) => {
            const current = index === items.length - 1;
            return (
              <li key={item.path} className="flex items-center gap-x-1">
                {current ? (
                  <span aria-current="page" className="py-3 font-medium text-ink">
                    {item.name}
                  </span>
                ) : (
                  <>
                    <Link to={item.path} className="inline-block py-3 hover:text-primary hover:underline">
                      {item.name}
                    </Link>
                    <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(origin, items)} />
    </>
  );
}

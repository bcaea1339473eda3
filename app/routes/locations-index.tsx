import { Search } from "lucide-react";
import { useMemo, useState, type FormEvent } from "react";
import { Form, Link, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { BRAND } from "~/brand";
import { Breadcrumbs } from "~/components/directory/breadcrumbs";
import { OhioMap, type OhioMapPoint } from "~/components/directory/ohio-map";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { OHIO_MAP } from "~/modules/catalog/geo-data/ohio-map";
import {
  filterDirectory,
  groupLocationsByType,
  MAX_LOCATION_QUERY_LENGTH,
  normalizeLocationQuery,
} from "~/modules/catalog/location-directory";
import { FIRST_SIX_LOCATIONS, LOCATIONS } from "~/modules/catalog/locations";
import { originFromMatches, pageMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/locations-index";

const LIST_CLASS = [
  "mt-4 grid grid-cols-1 gap-x-6 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4",
  "[&>li]:border-b [&>li]:border-line-soft",
  "[&_a]:flex [&_a]:min-h-11 [&_a]:flex-col [&_a]:justify-center [&_a]:py-2 [&_a:hover]:text-primary",
  "[&_a>span:first-child]:font-medium [&_a>span:first-child]:underline-offset-4 [&_a:hover>span:first-child]:underline",
  "[&_a>span:last-child]:text-sm [&_a>span:last-child]:text-muted",
].join(" ");

const BREADCRUMBS = [
  { name: "Home", path: "/" },
  { name: "Locations", path: "/locations" },
];

/**
 * Sends the slim list (name, slug, type, county, map point) and the county
 * outlines. The search is applied while rendering, so `?q=` filters the
 * server-rendered page without JavaScript and the browser can refilter the
 * same list as the visitor types.
 */
export function loader({ request }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, MAX_LOCATION_QUERY_LENGTH);
  const locations = LOCATIONS.map(({ name, slug, type, county }) => {
    const point = OHIO_MAP.points[slug];
    return { name, slug, type, county, point: point ? ([point[0], point[1]] as const) : null };
  });
  const { viewBox, width, height, state, counties } = OHIO_MAP;
  return {
    q,
    locations,
    labelledSlugs: FIRST_SIX_LOCATIONS.map((location) => location.slug),
    map: { viewBox, width, height, state, counties },
  };
}

/** The list never changes; a new `?q=` only needs the component to refilter. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const count = loaderData?.locations.length ?? 0;
  return pageMeta({
    title: `Ohio Service Areas: ${count} Cities, Villages & Townships | ${BRAND.name}`,
    description: `Find vetted home-service pros in ${count} Ohio communities, from Columbus and Cleveland to small villages and townships. Search by place or county.`,
    path: "/locations",
    origin: originFromMatches(matches),
  });
}

export default function LocationsIndex({ loaderData }: Route.ComponentProps) {
  const { locations, map, labelledSlugs } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const urlQuery = searchParams.get("q") ?? "";
  const [query, setQuery] = useState(loaderData.q);
  // Back and forward between searches bring their query with them.
  const [lastUrlQuery, setLastUrlQuery] = useState(urlQuery);
  if (urlQuery !== lastUrlQuery) {
    setLastUrlQuery(urlQuery);
    setQuery(urlQuery.slice(0, MAX_LOCATION_QUERY_LENGTH));
  }

  const active = normalizeLocationQuery(query) !== "";
  const shown = useMemo(() => filterDirectory(locations, query), [locations, query]);
  const groups = useMemo(() => groupLocationsByType(shown), [shown]);

  const points = useMemo<OhioMapPoint[]>(() => {
    const shownSlugs = new Set(shown.map((location) => location.slug));
    const labelled = new Set(labelledSlugs);
    return locations.flatMap((location) =>
      location.point
        ? [
            {
              slug: location.slug,
              name: location.name,
              x: location.point[0],
              y: location.point[1],
              labelled: labelled.has(location.slug),
              dimmed: active && !shownSlugs.has(location.slug),
            },
          ]
        : [],
    );
  }, [locations, shown, active, labelledSlugs]);

  // With JavaScript the list already follows the input; the submit only puts
  // the query in the address so the view can be shared.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = query.trim();
    setSearchParams(trimmed ? { q: trimmed } : {}, { replace: true, preventScrollReset: true });
  }

  const countText = active
    ? `Showing ${shown.length} of ${locations.length} locations`
    : `Showing all ${locations.length} locations`;

  return (
    <div className="mx-auto max-w-page px-4 pb-8">
      <Breadcrumbs items={BREADCRUMBS} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Areas we serve in Ohio</h1>
          <p className="mt-3 max-w-prose text-lg text-muted">
            Our vetted pros work in {locations.length} Ohio communities, from the biggest cities to small villages and
            townships. Find yours to see local services and request free quotes.
          </p>

          <Form method="get" role="search" onSubmit={onSubmit} className="mt-6 max-w-xl">
            <Label htmlFor="location-search">Search by city or county</Label>
            <div className="mt-2 flex gap-2">
              <Input
                id="location-search"
                type="search"
                name="q"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                maxLength={MAX_LOCATION_QUERY_LENGTH}
                placeholder="e.g. Dublin or Franklin"
                autoComplete="off"
                aria-describedby="location-count"
              />
              <Button type="submit" variant="primary">
                <Search aria-hidden="true" className="size-4" />
                Search
              </Button>
            </div>
          </Form>
          <p id="location-count" role="status" className="mt-3 text-sm font-medium text-muted">
            {countText}
          </p>
          {groups.length > 1 ? (
            <nav aria-label="Location types" className="mt-4">
              <ul className="flex flex-wrap gap-2">
                {groups.map((group) => (
                  <li key={group.type}>
                    <a
                      href={`#locations-${group.type}`}
                      className="inline-flex min-h-11 items-center rounded-control border border-line px-3 text-sm font-medium hover:border-primary hover:text-primary"
                    >
                      {group.label} ({group.locations.length})
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>

        <figure className="rounded-card border border-line bg-surface p-3">
          <OhioMap
            map={map}
            points={points}
            title={`Map of Ohio's ${map.counties.length} counties with the places we serve`}
            description={
              active
                ? `${shown.length} of the ${locations.length} places, shown as dots, match the search; the others are greyed out. The list below links to each place.`
                : `Each of the ${locations.length} places we serve is a dot on the county map; Columbus, Cleveland, Cincinnati, Toledo, Akron and Dayton are labelled. The list below links to each place.`
            }
          />
          <figcaption className="mt-2 text-sm text-muted">
            Each dot is a community we serve. Select a dot or a name in the list to see local pros.
          </figcaption>
        </figure>
      </div>

      {groups.length === 0 ? (
        <div className="mt-10 rounded-card border border-line bg-canvas p-6 text-center">
          <h2 className="text-xl font-semibold">No locations match “{query.trim()}”</h2>
          <p className="mt-2 text-muted">
            Check the spelling, or search for a county such as Franklin or Hamilton. Don't see your town? Pros in nearby
            communities may still cover it.
          </p>
          <Link
            to="/locations"
            onClick={() => setQuery("")}
            className="mt-4 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
          >
            Show all locations
          </Link>
        </div>
      ) : (
        groups.map((group) => {
          const headingId = `locations-${group.type}`;
          return (
            <section key={group.type} aria-labelledby={headingId} className="mt-10 scroll-mt-4">
              <h2 id={headingId} className="text-xl font-semibold">
                {group.label} <span className="font-normal text-muted">({group.locations.length})</span>
              </h2>
              {/* Styles set once on the list, not on each of hundreds of items, to keep the page small. */}
              <ul className={LIST_CLASS}>
                {group.locations.map((location) => (
                  <li key={location.slug}>
                    <Link to={`/locations/${location.slug}`}>
                      <span>{location.name}</span>
                      <span>{`${location.county} County`}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}

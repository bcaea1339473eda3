import { Search } from "~/components/ui/icons";
import { BRAND } from "~/brand";
import { Breadcrumbs } from "~/components/directory/breadcrumbs";
import { OhioMap, type OhioMapPoint } from "~/components/directory/ohio-map";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import {
  OHIO_MAP,
  filterDirectory,
  groupLocationsByType,
  locationCountText,
  locationMapDescription,
  MAX_LOCATION_QUERY_LENGTH,
  normalizeLocationQuery,
  FIRST_SIX_LOCATIONS,
  LOCATIONS,
} from "~/modules/catalog";
import { originFromMatches, pageMeta } from "~/modules/seo";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/locations-index";

// No React in the browser: the page script refilters the server-rendered list
// as the visitor types (app/page-scripts/enhance/location-filter.ts).
export const handle: PageHandle = { hydrate: false, script: "locations", cache: true };

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
 * The slim list (name, slug, type, county, map point) and the county
 * outlines. The search is applied while rendering, so `?q=` filters the page
 * without JavaScript.
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

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const count = loaderData?.locations.length ?? 0;
  return pageMeta({
    title: `Ohio Service Areas: ${count} Cities, Villages & Townships | ${BRAND.name}`,
    description: `Find vetted home-service pros in ${count} Ohio communities, from Columbus and Cleveland to small villages and townships. Search by place or county.`,
    path: "/locations",
    origin: originFromMatches(matches),
  });
}

/**
 * Every place is rendered, and those the search leaves out are `hidden`, so
 * the page script can show any of them again without the list crossing to
 * the browser as data. The `data-*` attributes are what the script reads.
 */
export default function LocationsIndex({ loaderData }: Route.ComponentProps) {
  const { q, locations, map, labelledSlugs } = loaderData;
  const active = normalizeLocationQuery(q) !== "";
  const shownSlugs = new Set(filterDirectory(locations, q).map((location) => location.slug));
  const groups = groupLocationsByType(locations).map((group) => ({
    ...group,
    shown: group.locations.filter((location) => shownSlugs.has(location.slug)).length,
  }));
  const shownGroups = groups.filter((group) => group.shown > 0).length;

  const labelled = new Set(labelledSlugs);
  const points = locations.flatMap((location): OhioMapPoint[] =>
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

  return (
    <div data-location-directory className="mx-auto max-w-page px-4 pb-8">
      <Breadcrumbs items={BREADCRUMBS} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Areas we serve in Ohio</h1>
          <p className="mt-3 max-w-prose text-lg text-muted">
            Our vetted pros work in {locations.length} Ohio communities, from the biggest cities to small villages and
            townships. Find yours to see local services and request free quotes.
          </p>

          <form method="get" action="/locations" role="search" className="mt-6 max-w-xl">
            <Label htmlFor="location-search">Search by city or county</Label>
            <div className="mt-2 flex gap-2">
              <Input
                id="location-search"
                type="search"
                name="q"
                defaultValue={q}
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
          </form>
          <p id="location-count" role="status" className="mt-3 text-sm font-medium text-muted">
            {locationCountText(q, shownSlugs.size, locations.length)}
          </p>
          <nav aria-label="Location types" data-group-nav hidden={shownGroups < 2} className="mt-4">
            <ul className="flex flex-wrap gap-2">
              {groups.map((group) => (
                <li key={group.type} data-type={group.type} hidden={group.shown === 0}>
                  <a
                    href={`#locations-${group.type}`}
                    className="inline-flex min-h-11 items-center rounded-control border border-line px-3 text-sm font-medium hover:border-primary hover:text-primary"
                  >
                    {/* One flex item, so the space before the count stays. */}
                    <span>
                      {group.label} <span data-group-count>({group.shown})</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <figure className="rounded-card border border-line bg-surface p-3">
          <OhioMap
            map={map}
            points={points}
            title={`Map of Ohio's ${map.counties.length} counties with the places we serve`}
            description={locationMapDescription(q, shownSlugs.size, locations.length)}
          />
          <figcaption className="mt-2 text-sm text-muted">
            Each dot is a community we serve. Select a dot or a name in the list to see local pros.
          </figcaption>
        </figure>
      </div>

      <div
        data-empty-state
        hidden={shownSlugs.size > 0}
        className="mt-10 rounded-card border border-line bg-canvas p-6 text-center"
      >
        <h2 className="text-xl font-semibold">
          No locations match “<span data-empty-query>{q.trim()}</span>”
        </h2>
        <p className="mt-2 text-muted">
          Check the spelling, or search for a county such as Franklin or Hamilton. Don't see your town? Pros in nearby
          communities may still cover it.
        </p>
        <a
          href="/locations"
          data-show-all
          className="mt-4 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
        >
          Show all locations
        </a>
      </div>

      {groups.map((group) => {
        const headingId = `locations-${group.type}`;
        return (
          <section
            key={group.type}
            aria-labelledby={headingId}
            data-type={group.type}
            hidden={group.shown === 0}
            className="mt-10 scroll-mt-4"
          >
            <h2 id={headingId} className="text-xl font-semibold">
              {group.label}{" "}
              <span data-group-count className="font-normal text-muted">
                ({group.shown})
              </span>
            </h2>
            {/* Styles set once on the list, not on each of hundreds of items, to keep the page small. */}
            <ul className={LIST_CLASS}>
              {group.locations.map((location) => (
                <li
                  key={location.slug}
                  data-slug={location.slug}
                  data-name={location.name}
                  data-county={location.county}
                  hidden={!shownSlugs.has(location.slug)}
                >
                  <a href={`/locations/${location.slug}`}>
                    <span>{location.name}</span>
                    <span>{`${location.county} County`}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

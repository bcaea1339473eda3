/**
 * The /locations directory: search and grouping over a slim list of places.
 * Pure and free of catalog imports, so the page script can filter the
 * server-rendered list as the visitor types without shipping the full
 * location records to the browser.
 */

export type DirectoryLocation = { name: string; slug: string; type: string; county: string };

/** Group order on the page; any other type falls under "other". */
export const LOCATION_GROUPS = [
  { type: "city", label: "Cities" },
  { type: "village", label: "Villages" },
  { type: "township", label: "Townships" },
  { type: "town", label: "Towns" },
  { type: "cdp", label: "Census-designated places" },
  { type: "other", label: "Other places" },
] as const;

export type LocationGroupType = (typeof LOCATION_GROUPS)[number]["type"];

export type LocationGroup<T> = { type: LocationGroupType; label: string; locations: T[] };

/** Longer queries are cut: no place or county name comes close. */
export const MAX_LOCATION_QUERY_LENGTH = 80;

function normalize(text: string): string {
  return text.toLowerCase().replace(/[-\s]+/g, " ").trim();
}

/**
 * The search text as compared: lowercase, hyphens as spaces (the original app's
 * location rule), and a trailing "county" dropped so "Franklin County" finds
 * the places in Franklin.
 */
export function normalizeLocationQuery(query: string): string {
  return normalize(query.slice(0, MAX_LOCATION_QUERY_LENGTH))
    .replace(/(^| )county$/, "")
    .trim();
}

/** The search box: a case-insensitive match on the name or the county. */
export function matchesLocationQuery(location: DirectoryLocation, query: string): boolean {
  const needle = normalizeLocationQuery(query);
  if (needle === "") return true;
  return normalize(location.name).includes(needle) || normalize(location.county).includes(needle);
}

export function filterDirectory<T extends DirectoryLocation>(locations: readonly T[], query: string): T[] {
  if (normalizeLocationQuery(query) === "") return [...locations];
  return locations.filter((location) => matchesLocationQuery(location, query));
}

function groupTypeOf(type: string): LocationGroupType {
  return LOCATION_GROUPS.some((group) => group.type === type) ? (type as LocationGroupType) : "other";
}

const byName = new Intl.Collator("en-US", { sensitivity: "base", numeric: true });

/** Locations by type in the page's order, each group sorted by name; empty groups left out. */
export function groupLocationsByType<T extends DirectoryLocation>(locations: readonly T[]): LocationGroup<T>[] {
  const buckets = new Map<LocationGroupType, T[]>();
  for (const location of locations) {
    const type = groupTypeOf(location.type);
    const bucket = buckets.get(type);
    if (bucket) bucket.push(location);
    else buckets.set(type, [location]);
  }
  return LOCATION_GROUPS.flatMap(({ type, label }) => {
    const bucket = buckets.get(type);
    if (!bucket) return [];
    const sorted = bucket.sort((a, b) => byName.compare(a.name, b.name) || byName.compare(a.county, b.county));
    return [{ type, label, locations: sorted }];
  });
}

/*
 * The page's changing copy, shared by the server render and the page script
 * that refilters in the browser (app/page-scripts/enhance/location-filter.ts),
 * so both always say the same thing.
 */

/** The count under the search box. */
export function locationCountText(query: string, shown: number, total: number): string {
  return normalizeLocationQuery(query) === ""
    ? `Showing all ${total} locations`
    : `Showing ${shown} of ${total} locations`;
}

/** The map's description for screen readers: what the dots show for this search. */
export function locationMapDescription(query: string, shown: number, total: number): string {
  return normalizeLocationQuery(query) === ""
    ? `Each of the ${total} places we serve is a dot on the county map; Columbus, Cleveland, Cincinnati, Toledo, Akron and Dayton are labelled. The list below links to each place.`
    : `${shown} of the ${total} places, shown as dots, match the search; the others are greyed out. The list below links to each place.`;
}

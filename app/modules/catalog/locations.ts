/**
 * Ohio service-area locations: about 300 real places generated at build time
 * by scripts/generate-geodata.ts (see docs/decisions/007). The list is
 * static; lookups are plain functions over it.
 *
 * Size: the data is about 115 KB of JSON (23 KB gzipped). Importing this
 * module from a component ships it to the browser; prefer reading locations
 * in a loader and passing down what the page shows.
 */
import { OHIO_LOCATIONS, type OhioLocation } from "./geo-data/ohio-locations";

export type { LocationType, LocationTypeSource, OhioLocation } from "./geo-data/ohio-locations";

/**
 * All locations. The first six are always the original app's cities, in this order:
 * Columbus, Cleveland, Cincinnati, Toledo, Akron, Dayton (the footer and the
 * home grid rely on it). Then by population, largest first; townships, which
 * have no population in the data, come last by name.
 */
export const LOCATIONS: readonly OhioLocation[] = OHIO_LOCATIONS;

export const SEED_CITY_NAMES = ["Columbus", "Cleveland", "Cincinnati", "Toledo", "Akron", "Dayton"] as const;

/** The original app's six service-area cities, in the original app's order. */
export const FIRST_SIX_LOCATIONS: readonly OhioLocation[] = LOCATIONS.slice(0, SEED_CITY_NAMES.length);

/**
 * The slug rule (as for services): lowercase, accents dropped, "&" as "and",
 * apostrophes and periods dropped, any other run of non-alphanumerics one
 * hyphen. "St. Marys" -> "st-marys", "Mentor-on-the-Lake" ->
 * "mentor-on-the-lake". The generator uses the same rule; when two places
 * share a name the smaller one's slug gets "-<county>-county" appended.
 */
export function locationSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['\u2019.]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The lookup key of the original app's location rule: case-insensitive, hyphens read
 * as spaces. Punctuation is ignored and "Saint" reads as "St", so
 * "saint-marys", "St Marys" and "ST. MARYS" all name St. Marys.
 */
function lookupKey(text: string): string {
  return locationSlug(text).replace(/-/g, " ").replace(/^saint /, "st ");
}

const bySlug = new Map(LOCATIONS.map((location) => [location.slug, location]));

// First one wins: LOCATIONS is ordered largest first, so a shared name finds
// the bigger place (Oakwood, Montgomery County, not a smaller namesake). Read
// smallest first, each larger namesake replaces the smaller one's entry.
const byNameKey = new Map([...LOCATIONS].reverse().map((location) => [lookupKey(location.name), location]));

export function findLocationBySlug(slug: string): OhioLocation | null {
  return bySlug.get(slug) ?? null;
}

/**
 * Finds a location by name or slug, per the original app's rule (case-insensitive,
 * hyphens as spaces): "north-canton", "NORTH CANTON" and "North Canton" all
 * find North Canton. Also accepts a county-suffixed slug
 * ("liberty-township-delaware-county") and a township named without the word
 * "Township" ("west-chester" finds West Chester Township) when no place has
 * that exact name.
 */
export function findLocationByName(nameOrSlug: string): OhioLocation | null {
  const key = lookupKey(nameOrSlug);
  if (key === "") return null;
  return (
    byNameKey.get(key) ??
    bySlug.get(locationSlug(nameOrSlug)) ??
    byNameKey.get(`${key} township`) ??
    null
  );
}

/**
 * The locations page filter: a case-insensitive substring of
 * the name or the county. An empty query returns every location.
 */
export function filterLocations(query: string): OhioLocation[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [...LOCATIONS];
  return LOCATIONS.filter(
    (location) => location.name.toLowerCase().includes(needle) || location.county.toLowerCase().includes(needle),
  );
}

/** The nearby locations of a location as records, nearest first. */
export function nearbyLocations(location: OhioLocation): OhioLocation[] {
  return location.nearbySlugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

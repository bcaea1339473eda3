/**
 * Small numeric helpers for the generator. The app has its own copy of the
 * haversine in app/modules/catalog/geo.ts: the generator must run before the
 * generated files exist, so it cannot import app modules that load them.
 */

/** Mean Earth radius in statute miles, the figure the app uses too. */
export const EARTH_RADIUS_MILES = 3958.8;

export function haversineMiles(latA: number, lngA: number, latB: number, lngB: number): number {
  const toRad = Math.PI / 180;
  const dLat = (latB - latA) * toRad;
  const dLng = (lngB - lngA) * toRad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(latA * toRad) * Math.cos(latB * toRad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Rounds to a fixed number of decimals so output is stable across runs and
 * machines (4 decimals of a degree is about 11 m, finer than any source here).
 */
export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  // -0 would print as 0 but compares unequal in some checks; normalise it.
  return rounded === 0 ? 0 : rounded;
}

/** Plain code-unit string order: unlike localeCompare it cannot vary by machine locale. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

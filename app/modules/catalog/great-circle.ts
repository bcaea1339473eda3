/** Mean Earth radius in statute miles. */
export const EARTH_RADIUS_MILES = 3958.8;

export type LatLng = { lat: number; lng: number };

/** Great-circle (haversine) distance in miles. */
export function haversineMiles(a: LatLng, b: LatLng): number {
  const toRad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * toRad;
  const dLng = (b.lng - a.lng) * toRad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * toRad) * Math.cos(b.lat * toRad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

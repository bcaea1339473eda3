import { EARTH_RADIUS_MILES, getZip, projectToMap } from "./geo";
import { OHIO_MAP } from "./geo-data/ohio-map";
import { OHIO_MAP_PROJECTION } from "./geo-data/ohio-map-projection";

/**
 * A pro's service area on the county map (components/directory/ohio-map):
 * the covered places as dots and the radius as a circle. Server only: the
 * map data is large.
 */
export type MapCircle = { x: number; y: number; unitsPerMile: number };

/** The base ZIP's centre on the map, and map units per mile there (Mercator stretches by 1/cos(latitude)). */
export function mapCircleFor(baseZip: string): MapCircle | null {
  const zip = getZip(baseZip);
  if (!zip) return null;
  const { x, y } = projectToMap(zip.lat, zip.lng);
  return { x, y, unitsPerMile: OHIO_MAP_PROJECTION.scale / (EARTH_RADIUS_MILES * Math.cos((zip.lat * Math.PI) / 180)) };
}

/** The county outlines, the covered places as dots, and the circle of the radius. */
export function areaMap(places: readonly { name: string; slug: string }[], baseZip: string) {
  const { viewBox, width, height, state, counties } = OHIO_MAP;
  const points = places.flatMap((place) => {
    const point = OHIO_MAP.points[place.slug];
    return point ? [{ slug: place.slug, name: place.name, x: point[0], y: point[1] }] : [];
  });
  return { shape: { viewBox, width, height, state, counties }, points, circle: mapCircleFor(baseZip) };
}

/**
 * The browser's geolocation button loads this module on demand (the ZIP table
 * only, not the places), so turning a position into a ZIP needs no service.
 */
import { ZIP_TUPLES } from "./geo-data/ohio-zips";
import { haversineMiles } from "./great-circle";

// Only Ohio ZIPs with homes qualify: a PO-box ZIP sits on its post office, and
// a point in Covington should still land in the Ohio service area.
const CANDIDATES = ZIP_TUPLES.filter(([, , , state, , , residential]) => state === "OH" && residential === 1);

/**
 * The residential Ohio ZIP whose centre is nearest to a point. Always answers,
 * even for a point far outside Ohio: check the distance if that matters.
 */
export function nearestZip(lat: number, lng: number): string {
  let best = CANDIDATES[0]![0];
  let bestMiles = Infinity;
  for (const [zip, , , , zipLat, zipLng] of CANDIDATES) {
    const miles = haversineMiles({ lat, lng }, { lat: zipLat, lng: zipLng });
    if (miles < bestMiles) {
      best = zip;
      bestMiles = miles;
    }
  }
  return best;
}

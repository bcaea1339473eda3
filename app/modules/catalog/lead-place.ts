import { getZip } from "./geo";

/**
 * Where a request is, as a pro reads it in every e-mail about it: "Columbus, OH 43215", or the ZIP alone when the
 * table does not know it. Here, at the bottom of the features, so that a lead offer (app/modules/matching/lead-offer-email.ts)
 * and a request's closing (app/modules/pipeline/request-closed-email.ts) say the place one way.
 */
export function leadPlace(zip: string): string {
  const place = getZip(zip);
  return place ? `${place.city}, ${place.state} ${zip}` : zip;
}

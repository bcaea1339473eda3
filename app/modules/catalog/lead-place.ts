import { getZip } from "./geo";

/**
 * Where a request is: "Columbus, OH 43215", or the ZIP alone when the table does not know it. A pro reads it in every
 * e-mail about the request, and the homeowner in theirs and on /search and /contact-info: a homeowner knows their
 * town, not always their ZIP (docs/decisions/067-a-zip-as-typed-and-the-homeowners-town.md). Here, at the bottom of
 * the features, so that a lead offer (app/modules/matching/lead-offer-email.ts) and a request's closing
 * (app/modules/pipeline/request-closed-email.ts) say the place one way.
 */
export function leadPlace(zip: string): string {
  const place = getZip(zip);
  return place ? `${place.city}, ${place.state} ${zip}` : zip;
}

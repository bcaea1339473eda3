import { plural } from "~/lib/plural";
import { getZip } from "~/modules/catalog";

/**
 * Words every `lead-offered` e-mail shares, whether the request was matched at intake
 * (app/modules/intake/create-lead.server.ts) or offered later, after a wait or a pro that did not take it
 * (held-requests.server.ts, unanswered-offers.server.ts): a pro reads the same place and price either way.
 */

/**
 * Where the request is: "Columbus, OH 43215", or the ZIP alone when the table does not know it. A pro reads it in
 * its e-mails, and the homeowner in theirs and on /search and /contact-info: a homeowner knows their town, not
 * always their ZIP (docs/decisions/067-a-zip-as-typed-and-the-homeowners-town.md).
 */
export function leadPlace(zip: string): string {
  const place = getZip(zip);
  return place ? `${place.city}, ${place.state} ${zip}` : zip;
}

/** What accepting costs and gives. */
export function acceptForLine(price: number): string {
  return `Accept it for ${plural(price, "credit")} in your portal to see the homeowner's contact details.`;
}

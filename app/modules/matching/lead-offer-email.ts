import { plural } from "~/lib/plural";
import { getZip } from "~/modules/catalog";

/**
 * Words every `lead-offered` e-mail shares, whether the request was matched at intake
 * (app/modules/intake/create-lead.server.ts) or offered later, after a wait or a pro that did not take it
 * (held-requests.server.ts, unanswered-offers.server.ts): a pro reads the same place and price either way.
 */

/** Where the request is, as a pro reads it: "Columbus, OH 43215", or the ZIP alone when the table does not know it. */
export function leadPlace(zip: string): string {
  const place = getZip(zip);
  return place ? `${place.city}, ${place.state} ${zip}` : zip;
}

/** What accepting costs and gives. */
export function acceptForLine(price: number): string {
  return `Accept it for ${plural(price, "credit")} in your portal to see the homeowner's contact details.`;
}

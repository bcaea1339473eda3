import { plural } from "~/lib/plural";

/**
 * Words every `lead-offered` e-mail shares, whether the request was matched at intake
 * (app/modules/intake/create-lead.server.ts) or offered later, after a wait or a pro that did not take it
 * (held-requests.server.ts, unanswered-offers.server.ts): a pro reads the same place and price either way.
 */

/** What accepting costs and gives. */
export function acceptForLine(price: number): string {
  return `Accept it for ${plural(price, "credit")} in your portal to see the homeowner's contact details.`;
}

import { leadPlace, quoteHref, sentenceCaseName } from "~/modules/catalog";
import { OFFER_HOURS } from "~/modules/pipeline";

/** How long a request no real pro could take waits for the first one who can. */
export const HOLD_HOURS = 72;

export function holdEnds(createdAt: Date): Date {
  return new Date(createdAt.getTime() + HOLD_HOURS * 60 * 60 * 1000);
}

/**
 * What the homeowner is told before sending a request no verified pro could take now (/contact-info, under a
 * heading that says so), so nobody gives contact details to a page that promised pros who are not there.
 */
export const SEND_ANYWAY_TEXT = `You can still send your request: we'll keep it open for ${HOLD_HOURS} hours, send it to the first verified pro in your area who can take it, and e-mail you either way.`;

/**
 * What the homeowner is told when no verified pro could take the request: the
 * truth (nobody got it), the wait, and, when demo businesses were shown, that
 * they are examples. Said on /search and in the confirmation e-mail.
 */
export function noProYetText(args: { categoryName: string; zip: string; examplesShown: boolean }): string {
  return [
    `No verified pro can take ${sentenceCaseName(args.categoryName)} requests near ${leadPlace(args.zip)} right now, so your request was not sent to anyone.`,
    `We'll keep it open for ${HOLD_HOURS} hours: if a verified pro in your area becomes available, we'll send it to them and e-mail you, and if none does, we'll e-mail you when it closes.`,
    ...(args.examplesShown
      ? ["The businesses shown with your results are examples from our demo data, not real businesses: nothing was sent to them."]
      : []),
  ].join(" ");
}

/**
 * What the homeowner is told once the wait is over and no verified pro took the request (the sweep closed it:
 * held-request-sweep.server.ts). Said on /search, on /account/requests and in the e-mail that closes it.
 */
export function waitEndedText(args: { categoryName: string; zip: string }): string {
  return [
    `We kept your ${sentenceCaseName(args.categoryName)} request open for ${HOLD_HOURS} hours, and no verified pro near ${leadPlace(args.zip)} became available to take it.`,
    "It was not sent to anyone, and it is now closed.",
  ].join(" ");
}

/**
 * What the homeowner is told when every pro a request went to let its offer expire and no other could take it (the
 * sweep closed it: unanswered-offers.server.ts). Said in the e-mail that closes it.
 */
export function noProAnsweredText(args: { categoryName: string; zip: string }): string {
  return [
    `The pros we sent your ${sentenceCaseName(args.categoryName)} request to did not take it within ${OFFER_HOURS} hours, and no other verified pro near ${leadPlace(args.zip)} can take it now.`,
    "None of them received your contact details, and the request is now closed.",
  ].join(" ");
}

/**
 * Where "Ask again" leads after a request ended: the start of a new request for the same trade in the same ZIP
 * (/service-request preselects both), so the homeowner does not choose the service again.
 */
export function askAgainHref(request: { categorySlug: string; zip: string }): string {
  return quoteHref({ service: request.categorySlug, zip: request.zip });
}

/** What the homeowner reads of a request they closed themselves ("I no longer need this", decision 059). */
export const WITHDRAWN_REQUEST_TEXT = "You closed this request: pros can no longer take it.";

/**
 * Why a request was closed, in the homeowner's words, or null when it is open or a pro has it: the homeowner closed
 * it (`withdrawn`, whoever has it), the wait ended with nobody offered it (held-request-sweep.server.ts), or every
 * offer expired with nobody to take it (unanswered-offers.server.ts). Said on /search and on /account/requests.
 */
export function endedWithoutProText(args: {
  closed: boolean;
  withdrawn: boolean;
  livePros: number;
  everOffered: boolean;
  categoryName: string;
  zip: string;
}): string | null {
  // Checked first: a closing by the homeowner ends the offers too, and would read as if pros had let them lapse.
  if (args.withdrawn) return WITHDRAWN_REQUEST_TEXT;
  if (!args.closed || args.livePros > 0) return null;
  return args.everOffered ? noProAnsweredText(args) : waitEndedText(args);
}

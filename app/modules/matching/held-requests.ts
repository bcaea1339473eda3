import { BRAND } from "~/brand";

/** How long a request no real pro could take waits for the first one who can. */
export const HOLD_HOURS = 72;

export function holdEnds(createdAt: Date): Date {
  return new Date(createdAt.getTime() + HOLD_HOURS * 60 * 60 * 1000);
}

/**
 * What the homeowner is told when no verified pro could take the request: the
 * truth (nobody got it), the wait, and, when demo businesses were shown, that
 * they are examples. Said on /search and in the confirmation e-mail.
 */
export function noProYetText(args: { categoryName: string; zip: string; examplesShown: boolean }): string {
  return [
    `No verified ${BRAND.name} pro takes ${args.categoryName.toLowerCase()} requests near ${args.zip} yet, so your request was not sent to anyone.`,
    `We'll keep it open for ${HOLD_HOURS} hours: if a verified pro in your area becomes available, we'll send it to them and e-mail you.`,
    ...(args.examplesShown
      ? ["The businesses shown with it are examples from our demo data, not real businesses: nothing was sent to them."]
      : []),
  ].join(" ");
}

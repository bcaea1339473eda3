import type { VerificationEvent, VerificationStatus, VettingCheckKind } from "~/db/enums";
import { plural } from "~/lib/plural";
import { isStateLicensed, CHECK_KIND_LABELS, type CheckRow, checkKey, currentChecks } from "~/modules/providers";
import { verificationEventsFrom } from "./verification-states";

/**
 * Which vetting checks a pro needs before an operator may approve it, and the
 * moves between verification statuses. Plain values only, so the console's
 * pages, the server actions and the unit tests share one rule.
 */

/** The Google rating a pro needs, in tenths of a star (the original app's selection promise: 4.5 or more). */
export const MIN_GOOGLE_RATING_TENTHS = 45;

export type RequiredCheck = { kind: VettingCheckKind; categorySlug: string | null; label: string };

/** The checks every pro needs, plus a state license for each state-licensed trade it offers. */
export function requiredChecks(categories: readonly { slug: string; name: string }[]): RequiredCheck[] {
  const always: RequiredCheck[] = (["email", "insurance", "background", "google-rating"] as const).map((kind) => ({
    kind,
    categorySlug: null,
    label: CHECK_KIND_LABELS[kind],
  }));
  const licenses = categories
    .filter((category) => isStateLicensed(category.slug))
    .map((category) => ({ kind: "license" as const, categorySlug: category.slug, label: `Ohio ${category.name} license` }));
  return [...always, ...licenses];
}

/**
 * Whether the account's verified address stands in for an e-mail check nobody recorded (the system records it on
 * approval). A recorded check decides instead: one an operator recorded as failed stays failed until one passes.
 */
export function addressStandsForEmailCheck(rows: readonly CheckRow[], emailVerified: boolean): boolean {
  return emailVerified && !rows.some((row) => row.kind === "email");
}

/** The required checks that have not passed (the e-mail check also by addressStandsForEmailCheck). */
export function missingChecks(
  categories: readonly { slug: string; name: string }[],
  rows: readonly CheckRow[],
  emailVerified: boolean,
): RequiredCheck[] {
  const passed = new Set(currentChecks(rows).filter((row) => row.result === "passed").map(checkKey));
  return requiredChecks(categories).filter((check) => {
    if (check.kind === "email" && addressStandsForEmailCheck(rows, emailVerified)) return false;
    return !passed.has(checkKey(check));
  });
}

export type { VerificationStatus };
export type StatusAction = VerificationEvent;

/**
 * Whether each action needs a reason the pro is told, or the passed checks.
 * Where it may start and where it leads is the graph in verification-states.ts.
 */
export const STATUS_ACTIONS: Record<StatusAction, { needsReason: boolean; needsChecks: boolean }> = {
  approve: { needsReason: false, needsChecks: true },
  reject: { needsReason: true, needsChecks: false },
  suspend: { needsReason: true, needsChecks: false },
  reinstate: { needsReason: false, needsChecks: true },
};

/** The actions an operator may take on a pro in this status. */
export function actionsFor(status: VerificationStatus): StatusAction[] {
  return verificationEventsFrom(status);
}

/** A Google rating as the check's note says it: "4.7 stars from 132 reviews". */
export function googleRatingNote(ratingTenths: number, reviewCount: number): string {
  return `${(ratingTenths / 10).toFixed(1)} stars from ${plural(reviewCount, "review")} on Google`;
}

export function googleRatingPasses(ratingTenths: number): boolean {
  return ratingTenths >= MIN_GOOGLE_RATING_TENTHS;
}


import { VETTING_CHECK_KINDS, type VettingCheckKind, type VettingResult } from "~/db/enums";
import { isStateLicensed } from "./trade-licensing";

/**
 * A pro's vetting checks as stored and as the public profile shows them: the
 * console decides on them (app/modules/admin/vetting-rules.ts), the profile
 * shows the ones that passed as badges.
 */

/** One stored check, as the rule reads it. */
export type CheckRow = {
  kind: VettingCheckKind;
  categorySlug: string | null;
  result: VettingResult;
  checkedAt: Date;
};

export const CHECK_KIND_LABELS: Record<VettingCheckKind, string> = {
  email: "E-mail verified",
  license: "License",
  insurance: "Liability insurance",
  background: "Background check",
  "google-rating": "Google rating 4.5+",
};

/** Every kind of check, in the order the console lists them. */
export const CHECK_KINDS: readonly VettingCheckKind[] = VETTING_CHECK_KINDS;

/** One check's identity: its kind, and its trade for a license. */
export const checkKey = (check: { kind: string; categorySlug: string | null }) => `${check.kind}:${check.categorySlug ?? ""}`;

/** The state of each check: the newest row per kind (and trade, for licenses). */
export function currentChecks<T extends CheckRow>(rows: readonly T[]): T[] {
  const newest = new Map<string, T>();
  for (const row of rows) {
    const seen = newest.get(checkKey(row));
    if (!seen || row.checkedAt.getTime() > seen.checkedAt.getTime()) newest.set(checkKey(row), row);
  }
  return [...newest.values()];
}

/** A check as the public profile names it: "Ohio HVAC license", "Landscaping license", "Background check". */
export function badgeLabel(kind: VettingCheckKind, category: { slug: string; name: string } | null): string {
  if (kind !== "license" || !category) return CHECK_KIND_LABELS[kind];
  return isStateLicensed(category.slug) ? `Ohio ${category.name} license` : `${category.name} license`;
}

/**
 * The public badges: exactly the checks whose newest row passed, each with
 * the date it was checked, in the console's order of kinds.
 */
export function passedBadges<T extends CheckRow & { categoryName: string | null }>(rows: readonly T[]): { label: string; checkedAt: Date }[] {
  return currentChecks(rows)
    .filter((row) => row.result === "passed")
    .sort((a, b) => CHECK_KINDS.indexOf(a.kind) - CHECK_KINDS.indexOf(b.kind) || (a.categoryName ?? "").localeCompare(b.categoryName ?? ""))
    .map((row) => ({
      label: badgeLabel(row.kind, row.categorySlug && row.categoryName ? { slug: row.categorySlug, name: row.categoryName } : null),
      checkedAt: row.checkedAt,
    }));
}

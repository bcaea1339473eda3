import { BRAND } from "~/brand";
import { plural } from "~/lib/plural";
/** How a pro is shown on the results page. */
export const REVIEW_EXCERPT_LENGTH = 100;

/** Reviews are cut at 100 characters, on a word boundary when one is near. */
export function reviewExcerpt(text: string): string {
  const clean = text.trim().replace(/\s+/g, " ");
  if (clean.length <= REVIEW_EXCERPT_LENGTH) return clean;
  const cut = clean.slice(0, REVIEW_EXCERPT_LENGTH);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > 70 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** A circle's letters from a business name: "Rita's Real Plumbing" is RR (an apostrophe joins, it does not split a word). */
export function initialsOf(name: string): string {
  const words = name
    .replace(/['’]/g, "")
    .replace(/[^A-Za-z0-9 ]/g, " ")
    .split(" ")
    .filter((word) => word.length > 0 && !["and", "the", "of"].includes(word.toLowerCase()));
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
}

/** Said of a verified pro no homeowner has reviewed yet, in place of empty stars and "0.0 (0 reviews)". */
export const NEW_PRO_LABEL = `New on ${BRAND.name}`;

/** Whether a pro's card says NEW_PRO_LABEL: verified, and no review yet to show a rating from. */
export function isNewPro(pro: { verified: boolean; reviewCount: number }): boolean {
  return pro.verified && pro.reviewCount === 0;
}

export function formatResponseTime(minutes: number | null): string {
  if (minutes === null) return "New to Buckeye Pros";
  if (minutes < 60) return `Responds in about ${Math.max(5, Math.round(minutes / 5) * 5)} minutes`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `Responds in about ${plural(hours, "hour")}`;
  const days = Math.round(hours / 24);
  return `Responds in about ${plural(days, "day")}`;
}

export type SortKey = "best" | "rating" | "reviews";
export const SORT_LABELS: Record<SortKey, string> = {
  best: "Best Match",
  rating: "Highest Rated",
  reviews: "Most Reviewed",
};

/** Best Match keeps the order matching returned; the others sort a copy, ties kept in match order. */
export function sortPros<T extends { rating: number; reviewCount: number }>(pros: readonly T[], sort: SortKey): T[] {
  const copy = [...pros];
  if (sort === "rating") copy.sort((a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount);
  if (sort === "reviews") copy.sort((a, b) => b.reviewCount - a.reviewCount || b.rating - a.rating);
  return copy;
}

export function parseSort(value: string | null): SortKey {
  return value === "rating" || value === "reviews" ? value : "best";
}

/** "1 review", "187 reviews". */
export function reviewCountLabel(count: number): string {
  return plural(count, "review");
}

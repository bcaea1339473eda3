/**
 * Which pros receive a request, and in what order (product.md "Matching").
 * Pure functions: the database query gathers candidates, these decide.
 */
export const MAX_PROS_PER_REQUEST = 3;
export const MIN_RATING_TENTHS = 45;
export const MAX_MEDIAN_RESPONSE_MINUTES = 24 * 60;
/** The rating and response rules apply once a pro has this much history. */
export const HISTORY_THRESHOLD = 5;

export type MatchCandidate = {
  id: string;
  verificationStatus: string;
  /** The pro's account e-mail is verified (demo pros, without accounts, count as verified). */
  emailVerified: boolean;
  paused: boolean;
  servesCategory: boolean;
  coversZip: boolean;
  leadsThisWeek: number;
  weeklyLeadCap: number;
  creditBalance: number;
  maxCreditsPerLead: number;
  ratingTenths: number;
  reviewCount: number;
  medianResponseMinutes: number | null;
  answeredLeadCount: number;
  /** Great-circle miles from the pro's base ZIP to the request's ZIP; null when unknown. */
  distanceMiles: number | null;
  /** The operator-chosen partner of the month for this category. */
  featured: boolean;
};

export type IneligibleReason =
  | "not-verified"
  | "email-not-verified"
  | "paused"
  | "category"
  | "service-area"
  | "weekly-cap"
  | "credits"
  | "price-above-maximum"
  | "rating"
  | "response-time";

export function ineligibility(candidate: MatchCandidate, priceCredits: number): IneligibleReason | null {
  if (candidate.verificationStatus !== "verified") return "not-verified";
  if (!candidate.emailVerified) return "email-not-verified";
  if (candidate.paused) return "paused";
  if (!candidate.servesCategory) return "category";
  if (!candidate.coversZip) return "service-area";
  if (candidate.leadsThisWeek >= candidate.weeklyLeadCap) return "weekly-cap";
  if (priceCredits > candidate.maxCreditsPerLead) return "price-above-maximum";
  if (candidate.creditBalance < priceCredits) return "credits";
  if (candidate.reviewCount >= HISTORY_THRESHOLD && candidate.ratingTenths < MIN_RATING_TENTHS) return "rating";
  if (
    candidate.answeredLeadCount >= HISTORY_THRESHOLD &&
    candidate.medianResponseMinutes !== null &&
    candidate.medianResponseMinutes > MAX_MEDIAN_RESPONSE_MINUTES
  ) {
    return "response-time";
  }
  return null;
}

/**
 * Quality between 0 and 100. The rating is pulled toward 4.0 while a pro has
 * few reviews (a Bayesian average), so one 5-star review does not beat fifty
 * 4.8s; then review volume, response speed and closeness.
 */
export function qualityScore(candidate: MatchCandidate): number {
  const priorWeight = 5;
  const rating = candidate.ratingTenths / 10;
  const adjustedRating = (rating * candidate.reviewCount + 4.0 * priorWeight) / (candidate.reviewCount + priorWeight);
  const ratingPart = (adjustedRating / 5) * 50;
  const volumePart = Math.min(1, Math.log10(1 + candidate.reviewCount) / 2) * 15;
  const minutes = candidate.medianResponseMinutes ?? MAX_MEDIAN_RESPONSE_MINUTES;
  const responsePart = (1 - Math.min(minutes, MAX_MEDIAN_RESPONSE_MINUTES) / MAX_MEDIAN_RESPONSE_MINUTES) * 20;
  const miles = candidate.distanceMiles ?? 50;
  const distancePart = (1 - Math.min(miles, 50) / 50) * 15;
  return ratingPart + volumePart + responsePart + distancePart;
}

/** Quality, then distance, then id: the same input always gives the same order. */
export function compareByQuality(a: MatchCandidate, b: MatchCandidate): number {
  const byScore = qualityScore(b) - qualityScore(a);
  if (Math.abs(byScore) > 1e-9) return byScore;
  const byDistance = (a.distanceMiles ?? Infinity) - (b.distanceMiles ?? Infinity);
  if (byDistance !== 0 && !Number.isNaN(byDistance)) return byDistance;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The pros a request goes to: eligible ones by quality, with the category's
 * featured partner (at most one: the best, should data ever hold two) first.
 * Never more than three.
 */
export function selectMatches<T extends MatchCandidate>(
  candidates: readonly T[],
  priceCredits: number,
  limit = MAX_PROS_PER_REQUEST,
): T[] {
  const ranked = candidates
    .filter((candidate) => ineligibility(candidate, priceCredits) === null)
    .sort(compareByQuality);
  const featuredIndex = ranked.findIndex((candidate) => candidate.featured);
  if (featuredIndex > 0) ranked.unshift(...ranked.splice(featuredIndex, 1));
  return ranked.slice(0, Math.min(limit, MAX_PROS_PER_REQUEST));
}

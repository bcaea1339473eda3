/**
 * Which pros receive a request, and in what order.
 * Pure functions: the database query gathers candidates, these decide.
 */
export const MAX_PROS_PER_REQUEST = 3;
export const MIN_RATING_TENTHS = 45;
export const MAX_MEDIAN_RESPONSE_MINUTES = 24 * 60;
/** The rating and response rules apply once a pro has this much history. */
export const HISTORY_THRESHOLD = 5;

export type MatchCandidate = {
  id: string;
  /** An invented business of the demo data: shown as an example at most, never sent a real request. */
  isDemo: boolean;
  /** The pro has an account to sign in to (demo businesses have none). */
  hasAccount: boolean;
  verificationStatus: string;
  /** The pro's account e-mail is verified. */
  emailVerified: boolean;
  paused: boolean;
  servesCategory: boolean;
  /**
   * The pro takes the request's job type: it lists no job types for the
   * category (it takes them all), lists this one, or the request names none.
   * Left out, it counts as true.
   */
  servesSubService?: boolean;
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
  | "demo"
  | "no-account"
  | "not-verified"
  | "email-not-verified"
  | "paused"
  | "category"
  | "sub-service"
  | "service-area"
  | "weekly-cap"
  | "credits"
  | "price-above-maximum"
  | "rating"
  | "response-time";

export function ineligibility(candidate: MatchCandidate, priceCredits: number): IneligibleReason | null {
  // A real homeowner's request goes to real businesses with accounts only.
  if (candidate.isDemo) return "demo";
  if (!candidate.hasAccount) return "no-account";
  if (candidate.verificationStatus !== "verified") return "not-verified";
  if (!candidate.emailVerified) return "email-not-verified";
  if (candidate.paused) return "paused";
  if (!candidate.servesCategory) return "category";
  if (candidate.servesSubService === false) return "sub-service";
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

/** The rating a pro with few reviews is pulled toward, and how many reviews that pull weighs. */
export const PRIOR_RATING = 4.0;
export const PRIOR_WEIGHT = 5;
/**
 * The response time a pro with no answered lead yet is ranked as: half the
 * limit, a neutral guess like PRIOR_RATING, not the worst (decision 037). A
 * new pro so starts above reviewed pros with slow answers or weak ratings, and
 * its own answers replace the guess.
 */
export const NEUTRAL_RESPONSE_MINUTES = MAX_MEDIAN_RESPONSE_MINUTES / 2;
/** Beyond this many miles (or when unknown) distance adds nothing. */
export const DISTANCE_CAP_MILES = 50;
/** Review volume stops adding points here (log10(1 + 99) / 2 = 1). */
export const VOLUME_SATURATION_REVIEWS = 99;

/**
 * Points for review volume by review count, 0..VOLUME_SATURATION_REVIEWS
 * (more counts as the last). A table rather than a call to log10 at ranking
 * time, so the database's ranking (find-matches.server.ts) uses these very
 * numbers: log10 in PostgreSQL and in V8 may differ in the last bit.
 */
export const VOLUME_POINTS: readonly number[] = Array.from(
  { length: VOLUME_SATURATION_REVIEWS + 1 },
  (_unused, reviews) => Math.min(1, Math.log10(1 + reviews) / 2) * 15,
);

/**
 * Quality between 0 and 100. The rating is pulled toward 4.0 while a pro has
 * few reviews (a Bayesian average), so one 5-star review does not beat fifty
 * 4.8s; then review volume, response speed and closeness.
 *
 * find-matches.server.ts computes the same sum in SQL, operation for
 * operation in double precision, so both give the same bits: change one, change
 * the other (find-matches.server.integration.test.ts compares them).
 */
export function qualityScore(candidate: MatchCandidate): number {
  const miles = candidate.distanceMiles ?? DISTANCE_CAP_MILES;
  const distancePart = (1 - Math.min(miles, DISTANCE_CAP_MILES) / DISTANCE_CAP_MILES) * DISTANCE_POINTS;
  return staticQuality(candidate) + distancePart;
}

/** The most points closeness adds (a pro in the request's own ZIP). */
export const DISTANCE_POINTS = 15;

/**
 * The part of `qualityScore` that does not depend on the request: rating,
 * review volume and response speed, summed in the same order, so
 * `staticQuality(c) + distancePart` is `qualityScore(c)` bit for bit. The
 * database keeps it per covered ZIP (provider_service_zips.match_score, SQL
 * function provider_match_score of migration 0008) to walk pros best first:
 * change it here and that function needs a new migration
 * (find-matches.server.integration.test.ts compares the two).
 */
export function staticQuality(candidate: Pick<MatchCandidate, "ratingTenths" | "reviewCount" | "medianResponseMinutes">): number {
  const rating = candidate.ratingTenths / 10;
  const adjustedRating =
    (rating * candidate.reviewCount + PRIOR_RATING * PRIOR_WEIGHT) / (candidate.reviewCount + PRIOR_WEIGHT);
  const ratingPart = (adjustedRating / 5) * 50;
  const volumePart = VOLUME_POINTS[Math.max(0, Math.min(candidate.reviewCount, VOLUME_SATURATION_REVIEWS))]!;
  const minutes = candidate.medianResponseMinutes ?? NEUTRAL_RESPONSE_MINUTES;
  const responsePart = (1 - Math.min(minutes, MAX_MEDIAN_RESPONSE_MINUTES) / MAX_MEDIAN_RESPONSE_MINUTES) * 20;
  return ratingPart + volumePart + responsePart;
}

/**
 * Quality, then distance (unknown last), then id: the same input always gives
 * the same order. Scores compare exactly, with no tolerance, because the
 * database ranks with ORDER BY, which has none.
 */
export function compareByQuality(a: MatchCandidate, b: MatchCandidate): number {
  const scoreA = qualityScore(a);
  const scoreB = qualityScore(b);
  if (scoreA !== scoreB) return scoreB - scoreA;
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

/**
 * The pros a request would have gone to but for their balance: eligible in every other way (the database checked
 * that), and picked by selectMatches among the request's ranked pros had each had just the price in credits. A pro
 * that would have ranked below the pros picked was not left out by its balance, and is not told it was.
 */
export function leftOutByBalance<T extends MatchCandidate>(
  ranked: readonly T[],
  short: readonly T[],
  priceCredits: number,
  /** How many pros the request goes to: one when a request is offered later (held-requests.server.ts). */
  limit = MAX_PROS_PER_REQUEST,
): T[] {
  return short.filter((pro) =>
    selectMatches([...ranked, { ...pro, creditBalance: priceCredits }], priceCredits, limit).some((picked) => picked.id === pro.id),
  );
}

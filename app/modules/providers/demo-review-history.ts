import type { DemoReview } from "./demo-providers";

/**
 * The older reviews of an established demo pro: the demo data claims a review
 * history (say 4.9 stars from 187 reviews) of which only the newest 2-4 are
 * written out. Ratings are computed from stored reviews (docs/decisions/022),
 * so the rest of the history is stored too, generated here without
 * randomness: short, plain reviews whose stars bring the total to exactly the
 * claimed count and, rounded to tenths, the claimed average.
 */
const FIRST_NAMES = [
  "Amy", "Brian", "Carla", "Derek", "Elena", "Frank", "Gina", "Hector", "Irene", "Jamal", "Karen", "Luis", "Monica", "Nate",
  "Olivia", "Paul", "Rosa", "Sam", "Tara", "Victor", "Wendy", "Aaron", "Beth", "Chris", "Diane", "Eric", "Faith", "Greg",
  "Holly", "Ian", "Julie", "Kevin", "Linda", "Mark", "Nina", "Owen", "Pam", "Ray", "Sara", "Todd",
] as const;
const INITIALS = "ABCDEFGHJKLMNPRSTVWY";

const OPENINGS: Record<DemoReview["rating"], readonly string[]> = {
  5: [
    "Showed up when they said they would and did careful, clean work.",
    "Clear quote up front and the final bill matched it.",
    "Friendly, fast and knew exactly what the problem was.",
    "Explained the options without any pressure and finished in one visit.",
    "Left the place cleaner than they found it.",
    "Second time we have used them and both jobs were excellent.",
    "Answered the phone on a Saturday and had it sorted by Monday.",
    "Honest advice: they talked us out of a repair we did not need.",
  ],
  4: [
    "Good work at a fair price, though the first visit was rescheduled once.",
    "Solid job; it took a little longer than quoted.",
    "Knew their trade well. Communication could have been quicker.",
    "Happy with the result, and they came back to fix a small detail.",
    "Reliable crew. Scheduling was a week out, but worth the wait.",
  ],
  3: [
    "The job got done, but we had to follow up twice about the start date.",
    "Decent work, pricier than the other quote we had.",
    "Okay overall; the cleanup at the end was rushed.",
  ],
  2: ["Arrived late both days and the estimate grew along the way."],
  1: ["We never heard back after the first visit."],
};
const CLOSINGS = [
  "Would hire again.",
  "Recommended.",
  "We will call them for the next project.",
  "",
  "Thanks to the whole crew.",
  "Glad we found them here.",
] as const;

/** Stars of the generated reviews: start at 5 and take stars off, spread over the list, until the sum is right. */
export function historyRatings(count: number, sum: number): DemoReview["rating"][] {
  if (count < 0 || sum < count || sum > count * 5) throw new Error(`No ${count} ratings of 1-5 stars add up to ${sum}.`);
  const ratings = Array.from({ length: count }, () => 5);
  let missing = count * 5 - sum;
  // A stride coprime to most counts spreads the lower ratings instead of bunching them at the end.
  for (let pass = 0; missing > 0; pass += 1) {
    for (let step = 0; step < count && missing > 0; step += 1) {
      const index = (step * 7 + pass) % count;
      if (ratings[index]! > 1) {
        ratings[index]! -= 1;
        missing -= 1;
      }
    }
  }
  return ratings as DemoReview["rating"][];
}

function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

/**
 * Reviews that, added to the written ones, make `reviewCount` reviews averaging
 * `ratingTenths` (rounded as averageRatingTenths rounds).
 */
export function olderDemoReviews(slug: string, written: readonly DemoReview[], history: { ratingTenths: number; reviewCount: number }): DemoReview[] {
  const extra = history.reviewCount - written.length;
  if (extra <= 0) return [];
  const total = Math.round((history.ratingTenths * history.reviewCount) / 10);
  const writtenSum = written.reduce((sum, review) => sum + review.rating, 0);
  const seed = hashOf(slug);
  return historyRatings(extra, total - writtenSum).map((rating, index) => {
    const n = seed + index * 13;
    const openings = OPENINGS[rating];
    const closing = CLOSINGS[n % CLOSINGS.length]!;
    const body = closing ? `${openings[n % openings.length]} ${closing}` : openings[n % openings.length]!;
    const authorName = `${FIRST_NAMES[(seed + index * 17) % FIRST_NAMES.length]} ${INITIALS[(seed + index * 3) % INITIALS.length]}.`;
    return { authorName, rating, body };
  });
}

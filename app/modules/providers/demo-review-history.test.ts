import { describe, expect, it } from "vitest";
import { averageRatingTenths, type DemoReview } from "./demo-providers";
import { historyRatings, olderDemoReviews } from "./demo-review-history";

describe("the generated demo review history", () => {
  it("gives ratings of 1-5 stars with exactly the asked sum", () => {
    for (const [count, sum] of [
      [10, 50],
      [10, 47],
      [183, 897],
      [12, 12],
      [7, 22],
    ] as const) {
      const ratings = historyRatings(count, sum);
      expect(ratings).toHaveLength(count);
      expect(ratings.reduce((total, rating) => total + rating, 0)).toBe(sum);
      expect(ratings.every((rating) => rating >= 1 && rating <= 5)).toBe(true);
    }
    expect(() => historyRatings(3, 16)).toThrow();
    expect(() => historyRatings(3, 2)).toThrow();
  });

  it("completes the written reviews to the claimed count and average, the same way every time", () => {
    const written: DemoReview[] = [
      { authorName: "Megan R.", rating: 5, body: "Great." },
      { authorName: "Tom H.", rating: 4, body: "Good." },
    ];
    const older = olderDemoReviews("a-pro", written, { ratingTenths: 46, reviewCount: 38 });
    expect(older).toHaveLength(36);
    expect(averageRatingTenths([...written, ...older])).toBe(46);
    expect(olderDemoReviews("a-pro", written, { ratingTenths: 46, reviewCount: 38 })).toEqual(older);
    for (const review of older) {
      expect(review.authorName).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      expect(review.body.length).toBeGreaterThan(20);
    }
    expect(olderDemoReviews("a-pro", written, { ratingTenths: 45, reviewCount: 2 })).toEqual([]);
  });
});

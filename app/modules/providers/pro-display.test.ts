import { describe, expect, it } from "vitest";
import { formatResponseTime, initialsOf, isNewPro, NEW_PRO_LABEL, parseSort, reviewExcerpt, sortPros } from "./pro-display";

describe("reviewExcerpt", () => {
  it("keeps short reviews whole and cuts long ones at 100 characters", () => {
    expect(reviewExcerpt("Great work.")).toBe("Great work.");
    const long = "word ".repeat(40);
    const excerpt = reviewExcerpt(long);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(101);
  });
});

describe("initialsOf", () => {
  it("takes the first letters of the first two words", () => {
    expect(initialsOf("Scioto Valley Heating & Air")).toBe("SV");
    expect(initialsOf("the Drain Team")).toBe("DT");
  });

  it("reads a possessive or a name with an apostrophe as one word", () => {
    expect(initialsOf("Rita's Real Plumbing")).toBe("RR");
    expect(initialsOf("Joe’s Electric")).toBe("JE");
    expect(initialsOf("O'Brien Heating")).toBe("OH");
  });
});

describe("formatResponseTime", () => {
  it("speaks in minutes, hours or days", () => {
    expect(formatResponseTime(12)).toBe("Responds in about 10 minutes");
    expect(formatResponseTime(90)).toBe("Responds in about 2 hours");
    expect(formatResponseTime(60)).toBe("Responds in about 1 hour");
    expect(formatResponseTime(2880)).toBe("Responds in about 2 days");
    expect(formatResponseTime(null)).toBe("New to Buckeye Pros");
  });
});

describe("sortPros", () => {
  const pros = [
    { id: "a", rating: 4.6, reviewCount: 80 },
    { id: "b", rating: 4.9, reviewCount: 20 },
    { id: "c", rating: 4.7, reviewCount: 120 },
  ];
  it("keeps match order for Best Match", () => {
    expect(sortPros(pros, "best").map((p) => p.id)).toEqual(["a", "b", "c"]);
  });
  it("sorts by rating or by review count", () => {
    expect(sortPros(pros, "rating").map((p) => p.id)).toEqual(["b", "c", "a"]);
    expect(sortPros(pros, "reviews").map((p) => p.id)).toEqual(["c", "a", "b"]);
  });
  it("reads unknown sort values as Best Match", () => {
    expect(parseSort("nonsense")).toBe("best");
    expect(parseSort("rating")).toBe("rating");
  });
});

describe("isNewPro", () => {
  it("is a verified pro without a review", () => {
    expect(isNewPro({ verified: true, reviewCount: 0 })).toBe(true);
    expect(NEW_PRO_LABEL).toBe("New on Buckeye Pros");
  });

  it("is not a pro with a review, nor one that is not verified", () => {
    expect(isNewPro({ verified: true, reviewCount: 1 })).toBe(false);
    expect(isNewPro({ verified: false, reviewCount: 0 })).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import {
  compareByQuality,
  ineligibility,
  leftOutByBalance,
  type MatchCandidate,
  NEUTRAL_RESPONSE_MINUTES,
  qualityScore,
  selectMatches,
} from "./matching";

function pro(id: string, overrides: Partial<MatchCandidate> = {}): MatchCandidate {
  return {
    id,
    isDemo: false,
    hasAccount: true,
    verificationStatus: "verified",
    emailVerified: true,
    paused: false,
    servesCategory: true,
    coversZip: true,
    leadsThisWeek: 0,
    weeklyLeadCap: 10,
    creditBalance: 100,
    maxCreditsPerLead: 50,
    ratingTenths: 47,
    reviewCount: 20,
    medianResponseMinutes: 60,
    answeredLeadCount: 20,
    distanceMiles: 5,
    featured: false,
    ...overrides,
  };
}

describe("ineligibility", () => {
  const price = 25;
  it.each([
    ["demo", { isDemo: true }],
    ["demo", { isDemo: true, hasAccount: true }],
    ["no-account", { hasAccount: false }],
    ["not-verified", { verificationStatus: "pending" }],
    ["not-verified", { verificationStatus: "suspended" }],
    ["email-not-verified", { emailVerified: false }],
    ["paused", { paused: true }],
    ["category", { servesCategory: false }],
    ["sub-service", { servesSubService: false }],
    ["service-area", { coversZip: false }],
    ["weekly-cap", { leadsThisWeek: 10, weeklyLeadCap: 10 }],
    ["price-above-maximum", { maxCreditsPerLead: 24 }],
    ["credits", { creditBalance: 24 }],
    ["rating", { ratingTenths: 44, reviewCount: 5 }],
    ["response-time", { medianResponseMinutes: 24 * 60 + 1, answeredLeadCount: 5 }],
  ] as const)("excludes for %s", (reason, overrides) => {
    expect(ineligibility(pro("a", overrides), price)).toBe(reason);
  });

  it("takes a pro whose job types include the request's, or who takes them all", () => {
    expect(ineligibility(pro("a", { servesSubService: true }), price)).toBeNull();
    expect(ineligibility(pro("a"), price)).toBeNull();
  });

  it("applies the rating and response rules only once there is enough history", () => {
    expect(ineligibility(pro("a", { ratingTenths: 30, reviewCount: 4 }), price)).toBeNull();
    expect(ineligibility(pro("a", { medianResponseMinutes: 3000, answeredLeadCount: 4 }), price)).toBeNull();
  });

  it("accepts a pro exactly at the limits", () => {
    expect(
      ineligibility(
        pro("a", { leadsThisWeek: 9, creditBalance: 25, maxCreditsPerLead: 25, ratingTenths: 45, medianResponseMinutes: 1440 }),
        price,
      ),
    ).toBeNull();
  });
});

describe("qualityScore", () => {
  it("does not let one perfect review beat a long strong record", () => {
    expect(qualityScore(pro("new", { ratingTenths: 50, reviewCount: 1 }))).toBeLessThan(
      qualityScore(pro("old", { ratingTenths: 48, reviewCount: 60 })),
    );
  });

  it("prefers faster answers and shorter distances, all else equal", () => {
    expect(qualityScore(pro("a", { medianResponseMinutes: 30 }))).toBeGreaterThan(
      qualityScore(pro("b", { medianResponseMinutes: 600 })),
    );
    expect(qualityScore(pro("a", { distanceMiles: 2 }))).toBeGreaterThan(qualityScore(pro("b", { distanceMiles: 20 })));
  });
});

describe("a new pro's rank (decision 037)", () => {
  const newPro = { ratingTenths: 0, reviewCount: 0, medianResponseMinutes: null, answeredLeadCount: 0 };

  it("ranks no response history as the neutral time, not the worst", () => {
    expect(qualityScore(pro("new", newPro))).toBe(
      qualityScore(pro("same", { ...newPro, medianResponseMinutes: NEUTRAL_RESPONSE_MINUTES })),
    );
    expect(qualityScore(pro("new", newPro))).toBeGreaterThan(qualityScore(pro("slowest", { ...newPro, medianResponseMinutes: 24 * 60 })));
  });

  it("puts a new pro next door above reviewed pros with weak records", () => {
    const fresh = pro("new", { ...newPro, distanceMiles: 0 });
    // Eligible reviewed pros: a middling rating with slow answers, and a few good reviews but answers near the limit.
    const middling = pro("middling", { ratingTenths: 45, reviewCount: 6, medianResponseMinutes: 20 * 60, distanceMiles: 10 });
    const slow = pro("slow", { ratingTenths: 48, reviewCount: 3, medianResponseMinutes: 22 * 60, distanceMiles: 5 });
    expect(selectMatches([middling, slow, fresh], 25).map((c) => c.id)).toEqual(["new", "middling", "slow"]);
  });

  it("still ranks a new pro below a strong, fast record at the same distance", () => {
    const strong = pro("strong", { ratingTenths: 48, reviewCount: 60, medianResponseMinutes: 30 });
    expect(compareByQuality(strong, pro("new", newPro))).toBeLessThan(0);
  });
});

describe("selectMatches", () => {
  it("returns at most three pros, the featured partner first", () => {
    const candidates = [
      pro("a", { ratingTenths: 49 }),
      pro("b", { ratingTenths: 48 }),
      pro("c", { ratingTenths: 47 }),
      pro("d", { ratingTenths: 46 }),
      pro("f", { ratingTenths: 45, featured: true }),
    ];
    expect(selectMatches(candidates, 25).map((c) => c.id)).toEqual(["f", "a", "b"]);
  });

  it("never returns more than three even when asked for more", () => {
    const candidates = ["a", "b", "c", "d", "e"].map((id) => pro(id));
    expect(selectMatches(candidates, 25, 10)).toHaveLength(3);
  });

  it("leaves out ineligible pros, even a featured one", () => {
    const candidates = [pro("a"), pro("f", { featured: true, paused: true }), pro("b", { coversZip: false })];
    expect(selectMatches(candidates, 25).map((c) => c.id)).toEqual(["a"]);
  });

  it("breaks ties by distance, then id, whatever the input order", () => {
    const tied = [pro("b"), pro("a"), pro("c", { distanceMiles: 1 })];
    // c is closer, so it scores higher; a and b are identical and ordered by id.
    expect(selectMatches(tied, 25).map((c) => c.id)).toEqual(["c", "a", "b"]);
    expect(selectMatches([...tied].reverse(), 25).map((c) => c.id)).toEqual(["c", "a", "b"]);
    expect(compareByQuality(pro("a"), pro("a"))).toBe(0);
  });

  it("keeps only one featured partner at the top, the better one", () => {
    const candidates = [pro("x", { featured: true, ratingTenths: 46 }), pro("y", { featured: true, ratingTenths: 49 }), pro("z")];
    expect(selectMatches(candidates, 25)[0]?.id).toBe("y");
  });
});

describe("leftOutByBalance", () => {
  const price = 28;
  const picked = [pro("a", { distanceMiles: 1 }), pro("b", { distanceMiles: 2 }), pro("c", { distanceMiles: 3 })];

  it("names a pro short of credits that would have ranked among the picks", () => {
    const closer = pro("short-closer", { creditBalance: 20, distanceMiles: 0 });
    expect(leftOutByBalance(picked, [closer], price)).toEqual([closer]);
  });

  it("leaves out a short pro that would have ranked below the picks anyway", () => {
    expect(leftOutByBalance(picked, [pro("short-far", { creditBalance: 20, distanceMiles: 40 })], price)).toEqual([]);
  });

  it("names a short pro when the request had room for more pros", () => {
    const far = pro("short-far", { creditBalance: 0, distanceMiles: 40 });
    expect(leftOutByBalance(picked.slice(0, 1), [far], price)).toEqual([far]);
  });

  it("names only a short pro that would have been the one picked, for a request offered to one pro later", () => {
    const far = pro("short-far", { creditBalance: 0, distanceMiles: 40 });
    const closer = pro("short-closer", { creditBalance: 0, distanceMiles: 0 });
    expect(leftOutByBalance(picked.slice(0, 1), [far, closer], price, 1)).toEqual([closer]);
  });
});

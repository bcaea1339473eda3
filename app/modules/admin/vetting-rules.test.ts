import { describe, expect, it } from "vitest";
import { type CheckRow, currentChecks, passedBadges } from "~/modules/providers/vetting-checks";
import { actionsFor, googleRatingNote, googleRatingPasses, missingChecks, requiredChecks } from "./vetting-rules";

const hvac = { slug: "hvac", name: "HVAC" };
const plumbing = { slug: "plumbing", name: "Plumbing" };
const electrical = { slug: "electrical", name: "Electrical" };
const cleaning = { slug: "cleaning", name: "Cleaning" };
const landscaping = { slug: "landscaping", name: "Landscaping" };

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute));
const passed = (kind: CheckRow["kind"], categorySlug: string | null = null, minute = 0): CheckRow => ({ kind, categorySlug, result: "passed", checkedAt: at(minute) });
const failed = (kind: CheckRow["kind"], categorySlug: string | null = null, minute = 0): CheckRow => ({ kind, categorySlug, result: "failed", checkedAt: at(minute) });

describe("requiredChecks", () => {
  it("asks every pro for e-mail, insurance, background check and the Google rating", () => {
    expect(requiredChecks([cleaning]).map((c) => c.kind)).toEqual(["email", "insurance", "background", "google-rating"]);
  });

  it("adds a state license for each state-licensed trade (HVAC, plumbing, electrical) and none for local trades", () => {
    const licenses = requiredChecks([hvac, cleaning, plumbing, landscaping, electrical]).filter((c) => c.kind === "license");
    expect(licenses.map((c) => c.categorySlug)).toEqual(["hvac", "plumbing", "electrical"]);
    expect(licenses[0]!.label).toBe("Ohio HVAC license");
  });
});

describe("currentChecks", () => {
  it("keeps the newest row per kind and per trade for licenses", () => {
    const rows = [passed("insurance", null, 1), failed("insurance", null, 5), failed("license", "hvac", 1), passed("license", "hvac", 2), passed("license", "plumbing", 0)];
    const current = currentChecks(rows);
    expect(current).toHaveLength(3);
    expect(current.find((c) => c.kind === "insurance")!.result).toBe("failed");
    expect(current.find((c) => c.categorySlug === "hvac")!.result).toBe("passed");
  });
});

describe("missingChecks", () => {
  const allForCleaning = [passed("email"), passed("insurance"), passed("background"), passed("google-rating")];

  it("is empty when every required check passed", () => {
    expect(missingChecks([cleaning], allForCleaning, false)).toEqual([]);
  });

  it("counts the account's verified e-mail as the e-mail check", () => {
    expect(missingChecks([cleaning], allForCleaning.slice(1), true)).toEqual([]);
    expect(missingChecks([cleaning], allForCleaning.slice(1), false).map((c) => c.kind)).toEqual(["email"]);
  });

  it("counts an e-mail check an operator recorded as failed as failed, even for a verified address, until one passes", () => {
    const rows = [...allForCleaning.slice(1), failed("email", null, 10)];
    expect(missingChecks([cleaning], rows, true).map((c) => c.kind)).toEqual(["email"]);
    expect(missingChecks([cleaning], [...allForCleaning, failed("email", null, 10)], true).map((c) => c.kind)).toEqual(["email"]);
    expect(missingChecks([cleaning], [...rows, passed("email", null, 20)], true)).toEqual([]);
  });

  it("needs a passed license for each state-licensed trade", () => {
    const rows = [...allForCleaning, passed("license", "hvac")];
    expect(missingChecks([hvac, plumbing, cleaning], rows, true).map((c) => c.label)).toEqual(["Ohio Plumbing license"]);
  });

  it("does not accept a check whose newest row failed", () => {
    const rows = [...allForCleaning, failed("background", null, 10)];
    expect(missingChecks([cleaning], rows, true).map((c) => c.kind)).toEqual(["background"]);
  });

  it("does not accept a license for another trade", () => {
    const rows = [...allForCleaning, passed("license", "cleaning")];
    expect(missingChecks([electrical], rows, true).map((c) => c.categorySlug)).toEqual(["electrical"]);
  });
});

describe("status actions", () => {
  it("offers approve and reject to pending pros, suspend to verified, reinstate to suspended", () => {
    expect(actionsFor("pending")).toEqual(["approve", "reject"]);
    expect(actionsFor("verified")).toEqual(["suspend"]);
    expect(actionsFor("suspended")).toEqual(["reinstate"]);
    expect(actionsFor("rejected")).toEqual(["approve"]);
  });
});

describe("the Google rating rule", () => {
  it("passes at 4.5 stars and above", () => {
    expect(googleRatingPasses(45)).toBe(true);
    expect(googleRatingPasses(44)).toBe(false);
    expect(googleRatingNote(47, 132)).toBe("4.7 stars from 132 reviews on Google");
    expect(googleRatingNote(50, 1)).toBe("5.0 stars from 1 review on Google");
  });
});

describe("passedBadges", () => {
  it("lists exactly the checks whose newest row passed, with their dates, licenses named by trade", () => {
    const named = (row: CheckRow, categoryName: string | null = null) => ({ ...row, categoryName });
    const badges = passedBadges([
      named(passed("background", null, 1)),
      named(failed("background", null, 9)),
      named(passed("license", "hvac", 3), "HVAC"),
      named(passed("license", "landscaping", 4), "Landscaping"),
      named(passed("insurance", null, 2)),
      named(failed("google-rating", null, 5)),
    ]);
    expect(badges).toEqual([
      { label: "Ohio HVAC license", checkedAt: at(3) },
      { label: "Landscaping license", checkedAt: at(4) },
      { label: "Liability insurance", checkedAt: at(2) },
    ]);
  });
});

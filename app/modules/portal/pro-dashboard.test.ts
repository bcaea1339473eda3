import { describe, expect, it } from "vitest";
import { emptyWeeks, weekStartOf } from "./pro-dashboard.server";

describe("dashboard weeks", () => {
  it("starts weeks on Monday in Ohio", () => {
    expect(weekStartOf(new Date("2026-11-25T23:30:00Z")).toISOString()).toBe("2026-11-23T00:00:00.000Z");
    // Monday 00:00 in Ohio (EST) is 05:00 UTC.
    expect(weekStartOf(new Date("2026-11-23T05:00:00Z")).toISOString()).toBe("2026-11-23T00:00:00.000Z");
    // Sunday 11:49 PM in Ohio is Monday 04:49 UTC: still the week before.
    expect(weekStartOf(new Date("2026-11-30T04:49:00Z")).toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(weekStartOf(new Date("2026-11-23T04:59:59Z")).toISOString()).toBe("2026-11-16T00:00:00.000Z");
  });
  it("lists twelve weeks ending with the current one", () => {
    const weeks = emptyWeeks(new Date("2026-11-25T12:00:00Z"));
    expect(weeks).toHaveLength(12);
    expect(weeks[0]!.weekStart).toBe("2026-09-07");
    expect(weeks[11]).toEqual({ weekStart: "2026-11-23", leads: 0, creditsSpent: 0 });
  });
});

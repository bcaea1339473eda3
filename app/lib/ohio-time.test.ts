import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatCalendarDay, formatDate, formatDateTime, ohioDay, ohioDayEnd, ohioDayStart, ohioMinuteOfDay } from "./ohio-time";

describe("Ohio days", () => {
  it("ends a summer day at 23:59:59 EDT and a winter day at 23:59:59 EST", () => {
    expect(ohioDayEnd("2026-07-31").toISOString()).toBe("2026-08-01T03:59:59.000Z");
    expect(ohioDayEnd("2026-12-31").toISOString()).toBe("2027-01-01T04:59:59.000Z");
  });

  it("starts a day at midnight in Ohio and reads it back as the same day", () => {
    expect(ohioDayStart("2026-03-01").toISOString()).toBe("2026-03-01T05:00:00.000Z");
    expect(ohioDay(ohioDayStart("2026-03-01"))).toBe("2026-03-01");
    expect(ohioDay(ohioDayEnd("2026-07-31"))).toBe("2026-07-31");
  });
});

describe("dates as shown", () => {
  it("shows an instant on Ohio's calendar and clock, whatever the server's zone", () => {
    // 03:30 UTC on Nov 27 is still Nov 26 in Ohio (EST, UTC-5).
    expect(formatDate("2026-11-27T03:30:00Z")).toBe("Nov 26, 2026");
    expect(formatDateTime(new Date("2026-11-27T03:30:00Z"))).toBe("Nov 26, 2026, 10:30 PM");
    expect(formatDateTime("2026-07-04T16:05:00Z")).toBe("Jul 4, 2026, 12:05 PM");
    expect(ohioMinuteOfDay(new Date("2026-07-04T16:05:00Z"))).toBe(12 * 60 + 5);
  });

  it("shows a calendar day as that day, never the one before", () => {
    expect(formatCalendarDay("2026-11-23")).toBe("Nov 23");
    expect(formatCalendarDay("2027-01-01")).toBe("Jan 1");
    expect(formatCalendarDay("2027-08-31", { year: true })).toBe("Aug 31, 2027");
    expect(formatCalendarDay("2026-12-31", { year: true })).toBe("Dec 31, 2026");
  });
});

describe("dates as shown, remembered", () => {
  // What Intl itself says, with new formatters: the remembered texts must never differ from it.
  const freshDate = (ms: number) =>
    new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "America/New_York" }).format(ms);
  const freshDateTime = (ms: number) =>
    new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "America/New_York" }).format(ms);

  it("gives the Ohio day on both sides of midnight and of each clock change", () => {
    const instants = [
      "2026-11-27T04:59:59.999Z", // 11:59 PM EST on Nov 26
      "2026-11-27T05:00:00.000Z", // midnight EST
      "2026-03-08T06:59:59.999Z", // 1:59 AM EST, the spring-forward night
      "2026-03-08T07:00:00.000Z", // 3:00 AM EDT
      "2026-11-01T05:59:59.999Z", // 1:59 AM EDT, the fall-back night
      "2026-11-01T06:00:00.000Z", // 1:00 AM EST
      "2026-07-04T03:59:59.999Z", // 11:59 PM EDT on Jul 3
      "2026-07-04T04:00:00.000Z",
    ].map((text) => new Date(text).getTime());
    for (const ms of instants) {
      expect(formatDate(new Date(ms))).toBe(freshDate(ms));
      expect(formatDateTime(new Date(ms).toISOString())).toBe(freshDateTime(ms));
    }
  });

  it("agrees with Intl for any instant, asked in any order", () => {
    const from = Date.UTC(2020, 0, 1);
    const to = Date.UTC(2030, 0, 1);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: from, max: to }), { minLength: 1, maxLength: 40 }), (instants) => {
        for (const ms of instants) {
          expect(formatDate(new Date(ms))).toBe(freshDate(ms));
          expect(formatDateTime(new Date(ms))).toBe(freshDateTime(ms));
        }
      }),
      { numRuns: 200 },
    );
  });

  it("still refuses a date that is not one", () => {
    expect(() => formatDate("not a date")).toThrow(RangeError);
    expect(() => formatDateTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});

import { describe, expect, it } from "vitest";
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
  });
});

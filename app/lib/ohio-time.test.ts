import { describe, expect, it } from "vitest";
import { ohioDay, ohioDayEnd, ohioDayStart } from "./ohio-time";

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

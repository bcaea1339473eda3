import { describe, expect, it } from "vitest";
import { formatMinutes, inboxFilterFrom } from "./portal-labels";

describe("inboxFilterFrom", () => {
  it("reads a known status and a category slug", () => {
    expect(inboxFilterFrom(new URLSearchParams("status=accepted&category=hvac"))).toEqual({ status: "accepted", category: "hvac" });
  });

  it("reads a page number past the first, and drops page 1, 0, negatives and words", () => {
    expect(inboxFilterFrom(new URLSearchParams("status=offered&page=3"))).toEqual({ status: "offered", page: 3 });
    for (const page of ["1", "0", "-2", "two", "1.5", "99999"]) expect(inboxFilterFrom(new URLSearchParams(`page=${page}`)), page).toEqual({});
  });

  it("drops unknown or malformed values instead of failing", () => {
    expect(inboxFilterFrom(new URLSearchParams("status=paid&category=HV%20AC"))).toEqual({});
    expect(inboxFilterFrom(new URLSearchParams(""))).toEqual({});
  });
});

describe("formatMinutes", () => {
  it("says a response time in minutes, hours and days", () => {
    expect(formatMinutes(null)).toBe("No answers yet");
    expect(formatMinutes(12.4)).toBe("12 min");
    expect(formatMinutes(185)).toBe("3 h 5 min");
    expect(formatMinutes(120)).toBe("2 h");
    expect(formatMinutes(52 * 60)).toBe("2 d 4 h");
  });
});

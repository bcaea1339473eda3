import { describe, expect, it } from "vitest";
import { DELIVERY_STATUSES } from "~/db/enums";
import { budgetLabel, DELIVERY_STATUS_LABELS, formatDollars, formatMinutes, inboxFilterFrom, subServiceLabel, timingLabel } from "./portal-labels";

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

describe("labels and formats", () => {
  it("names every delivery status", () => {
    for (const status of DELIVERY_STATUSES) expect(DELIVERY_STATUS_LABELS[status]).toMatch(/^[A-Z]/);
  });

  it("formats money and response times", () => {
    expect(formatDollars(13_500)).toBe("$135.00");
    expect(formatMinutes(null)).toBe("No answers yet");
    expect(formatMinutes(12.4)).toBe("12 min");
    expect(formatMinutes(185)).toBe("3 h 5 min");
    expect(formatMinutes(120)).toBe("2 h");
    expect(formatMinutes(52 * 60)).toBe("2 d 4 h");
  });
});

describe("the request's answers in words", () => {
  it("uses the questionnaire's labels", () => {
    expect(subServiceLabel("plumbing", "water-heater")).toBe("Water heater");
    expect(budgetLabel("1000to3000")).toBe("$1,000 - $3,000");
    expect(timingLabel("urgent")).toBe("Urgent 1-2 days");
  });

  it("reads unknown or missing answers plainly", () => {
    expect(subServiceLabel("plumbing", "gas-line_work")).toBe("Gas line work");
    expect(subServiceLabel("plumbing", null)).toBeNull();
    expect(budgetLabel(null)).toBe("Not given");
    expect(timingLabel("someday")).toBe("Not given");
  });
});

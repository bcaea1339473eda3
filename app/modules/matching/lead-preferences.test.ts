import { describe, expect, it } from "vitest";
import { LEAD_PREFERENCE_MESSAGES, parseLeadPreferences, takesMore, type LeadPreferencesInput } from "./lead-preferences";

const good: LeadPreferencesInput = { weeklyLeadCap: "12", maxCreditsPerLead: "40", paused: null };

describe("parseLeadPreferences", () => {
  it("reads the posted form as plain values", () => {
    expect(parseLeadPreferences(good)).toEqual({
      ok: true,
      value: { weeklyLeadCap: 12, maxCreditsPerLead: 40, paused: false },
    });
    expect(parseLeadPreferences({ ...good, weeklyLeadCap: " 1 ", paused: "on" })).toEqual({
      ok: true,
      value: { weeklyLeadCap: 1, maxCreditsPerLead: 40, paused: true },
    });
  });

  it("accepts the limits themselves", () => {
    for (const [cap, max] of [["1", "5"], ["100", "200"]] as const) {
      expect(parseLeadPreferences({ ...good, weeklyLeadCap: cap, maxCreditsPerLead: max }).ok).toBe(true);
    }
  });

  it.each(["0", "101", "", "ten", "2.5", "-3", "1e2", "99999999999999"])("refuses a weekly cap of %j", (weeklyLeadCap) => {
    expect(parseLeadPreferences({ ...good, weeklyLeadCap })).toEqual({
      ok: false,
      errors: { weeklyLeadCap: LEAD_PREFERENCE_MESSAGES.weeklyLeadCap },
      values: { weeklyLeadCap, maxCreditsPerLead: "40", paused: false },
    });
  });

  it.each(["4", "201", "", "fifty"])("refuses a maximum price of %j", (maxCreditsPerLead) => {
    expect(parseLeadPreferences({ ...good, maxCreditsPerLead })).toEqual({
      ok: false,
      errors: { maxCreditsPerLead: LEAD_PREFERENCE_MESSAGES.maxCreditsPerLead },
      values: { weeklyLeadCap: "12", maxCreditsPerLead, paused: false },
    });
  });

  it("names every bad field at once", () => {
    const result = parseLeadPreferences({ weeklyLeadCap: "0", maxCreditsPerLead: "0", paused: null });
    expect(result.ok ? [] : Object.keys(result.errors).sort()).toEqual(["maxCreditsPerLead", "weeklyLeadCap"]);
  });
});

describe("takesMore", () => {
  const was = { weeklyLeadCap: 10, maxCreditsPerLead: 40, paused: false };

  it("is true for a change that lets the pro take leads it could not", () => {
    expect(takesMore({ ...was, paused: true }, was)).toBe(true);
    expect(takesMore(was, { ...was, weeklyLeadCap: 11 })).toBe(true);
    expect(takesMore(was, { ...was, maxCreditsPerLead: 41 })).toBe(true);
  });

  it("is false for the same preferences again, a pause or lower numbers", () => {
    expect(takesMore(was, was)).toBe(false);
    expect(takesMore(was, { ...was, paused: true })).toBe(false);
    expect(takesMore({ ...was, paused: true }, { ...was, weeklyLeadCap: 50, paused: true })).toBe(false);
    expect(takesMore(was, { weeklyLeadCap: 9, maxCreditsPerLead: 39, paused: false })).toBe(false);
  });
});

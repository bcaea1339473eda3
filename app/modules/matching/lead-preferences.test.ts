import { describe, expect, it } from "vitest";
import { LEAD_PREFERENCE_MESSAGES, parseLeadPreferences, type LeadPreferencesInput } from "./lead-preferences";

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

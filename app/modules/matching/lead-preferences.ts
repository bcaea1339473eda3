import * as z from "zod/mini";
import { type FormResult, parseForm, wholeNumberField } from "~/lib/form-result";

/**
 * A pro's lead preferences (Settings): a hard weekly cap on leads,
 * the most credits it pays for one lead, and a pause. The services it takes
 * leads in are edited on the Directory page (directory-services.ts). One
 * schema for the settings form and the server, which re-checks every post and
 * answers 400 with these messages.
 */
export const LEAD_PREFERENCE_LIMITS = {
  weeklyLeadCap: { min: 1, max: 100 },
  maxCreditsPerLead: { min: 5, max: 200 },
} as const;

export const LEAD_PREFERENCE_MESSAGES = {
  weeklyLeadCap: `Enter a whole number of leads from ${LEAD_PREFERENCE_LIMITS.weeklyLeadCap.min} to ${LEAD_PREFERENCE_LIMITS.weeklyLeadCap.max}.`,
  maxCreditsPerLead: `Enter a whole number of credits from ${LEAD_PREFERENCE_LIMITS.maxCreditsPerLead.min} to ${LEAD_PREFERENCE_LIMITS.maxCreditsPerLead.max}.`,
} as const;

export const leadPreferencesSchema = z.object({
  weeklyLeadCap: wholeNumberField(LEAD_PREFERENCE_LIMITS.weeklyLeadCap, LEAD_PREFERENCE_MESSAGES.weeklyLeadCap),
  maxCreditsPerLead: wholeNumberField(LEAD_PREFERENCE_LIMITS.maxCreditsPerLead, LEAD_PREFERENCE_MESSAGES.maxCreditsPerLead),
  paused: z.boolean(),
});

export type LeadPreferences = {
  weeklyLeadCap: number;
  maxCreditsPerLead: number;
  paused: boolean;
};

/** What the form posts, as text: the two numbers, and the pause box ("on" when checked). */
export type LeadPreferencesInput = {
  weeklyLeadCap: string;
  maxCreditsPerLead: string;
  paused: string | null;
};

/** The values checked: the two numbers as typed, and the pause box as ticked or not. */
export type LeadPreferencesValues = { weeklyLeadCap: string; maxCreditsPerLead: string; paused: boolean };

export type LeadPreferencesResult = FormResult<LeadPreferences, keyof LeadPreferences, LeadPreferencesValues>;

export function parseLeadPreferences(input: LeadPreferencesInput): LeadPreferencesResult {
  return parseForm(leadPreferencesSchema, {
    weeklyLeadCap: input.weeklyLeadCap,
    maxCreditsPerLead: input.maxCreditsPerLead,
    paused: input.paused !== null && input.paused !== "",
  });
}

/** Whether preferences `now` let a pro take leads that `was` did not: saving them may offer it the requests that wait. */
export function takesMore(was: LeadPreferences, now: LeadPreferences): boolean {
  if (now.paused) return false;
  return was.paused || now.weeklyLeadCap > was.weeklyLeadCap || now.maxCreditsPerLead > was.maxCreditsPerLead;
}

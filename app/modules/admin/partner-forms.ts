import * as z from "zod/mini";
import { type FormResult, parseForm } from "~/lib/form-result";
import { singleLine } from "~/lib/single-line";

/**
 * The partner page's two forms (a deal; a featured placement), one schema
 * each for the browser and the server. Dates are typed as days (YYYY-MM-DD)
 * and read in Ohio's time zone by the module.
 */
export const DEAL_LIMITS = {
  title: 120,
  description: 2000,
  terms: 2000,
  priceDollars: { min: 1, max: 100_000 },
} as const;

export const PARTNER_MESSAGES = {
  category: "Choose a category.",
  provider: "Choose a pro.",
  title: `Give the deal a title of up to ${DEAL_LIMITS.title} characters.`,
  description: `Describe the deal in up to ${DEAL_LIMITS.description} characters.`,
  terms: `Keep the terms under ${DEAL_LIMITS.terms} characters.`,
  price: `Enter a price in whole dollars from $${DEAL_LIMITS.priceDollars.min} to $${DEAL_LIMITS.priceDollars.max.toLocaleString("en-US")}.`,
  day: "Choose a date, or type it as YYYY-MM-DD.",
  endsAfterStart: "The last day must be on or after the first day.",
} as const;

const day = (message: string) => z.string().check(z.trim(), z.regex(/^\d{4}-\d{2}-\d{2}$/, message), z.refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), message));

const requiredText = (max: number, message: string) => z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, message));

export const dealFormSchema = z.object({
  category: z.string().check(z.trim(), z.minLength(1, PARTNER_MESSAGES.category)),
  // Optional: a deal may run before its partner is chosen.
  providerId: z.string().check(z.trim()),
  title: requiredText(DEAL_LIMITS.title, PARTNER_MESSAGES.title).check(singleLine()),
  description: requiredText(DEAL_LIMITS.description, PARTNER_MESSAGES.description),
  terms: z.string().check(z.trim(), z.maxLength(DEAL_LIMITS.terms, PARTNER_MESSAGES.terms)),
  priceDollars: z
    .pipe(z.string().check(z.trim(), z.regex(/^\$?\d{1,6}$/, PARTNER_MESSAGES.price)), z.transform((v) => Number(v.replace("$", ""))))
    .check(z.refine((v) => v >= DEAL_LIMITS.priceDollars.min && v <= DEAL_LIMITS.priceDollars.max, PARTNER_MESSAGES.price)),
  expiresOn: day(PARTNER_MESSAGES.day),
});

export type DealForm = z.infer<typeof dealFormSchema>;
export type DealField = keyof DealForm;

export const placementFormSchema = z
  .object({
    category: z.string().check(z.trim(), z.minLength(1, PARTNER_MESSAGES.category)),
    providerId: z.string().check(z.trim(), z.minLength(1, PARTNER_MESSAGES.provider)),
    startsOn: day(PARTNER_MESSAGES.day),
    endsOn: day(PARTNER_MESSAGES.day),
  })
  .check(
    z.refine((v) => v.endsOn >= v.startsOn, { message: PARTNER_MESSAGES.endsAfterStart, path: ["endsOn"] }),
  );

export type PlacementForm = z.infer<typeof placementFormSchema>;
export type PlacementField = keyof PlacementForm;

/** Every field is read as text; a missing one is an empty string, so the message names what is missing. */
function textFields(values: Record<string, string | undefined>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, values[name] ?? ""]));
}

export function parseDealForm(values: Record<string, string | undefined>): FormResult<DealForm, DealField, Record<string, string>> {
  return parseForm(dealFormSchema, textFields(values, ["category", "providerId", "title", "description", "terms", "priceDollars", "expiresOn"]));
}

export function parsePlacementForm(values: Record<string, string | undefined>): FormResult<PlacementForm, PlacementField, Record<string, string>> {
  return parseForm(placementFormSchema, textFields(values, ["category", "providerId", "startsOn", "endsOn"]));
}

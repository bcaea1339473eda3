import * as z from "zod/mini";
import { type FieldErrors, type FormResult, parseForm } from "~/lib/form-result";
import type { Result } from "~/lib/result";
import { singleLine } from "~/lib/single-line";
import { getService, SERVICE_SLUGS, SERVICES, type ServiceSlug } from "~/modules/catalog";
import { optionalDate } from "./directory-forms";
import { TRADE_LICENSING } from "./trade-licensing";

/**
 * The services a pro offers (categories, and within each the job types it
 * takes) and its license for each of them. A category saved with no job types
 * takes all of them (provider_sub_services), so ticking every job type is
 * stored the same way as ticking none.
 */
export const SERVICE_MESSAGES = {
  categories: "Choose at least one service.",
  unknownCategory: "Choose services from the list.",
  unknownSubService: "Choose job types from the list.",
  licenseNumber: "Enter the license number (up to 60 characters).",
  issuer: "Enter who issued the license (up to 120 characters).",
  licenseIncomplete: "Enter the license number, or clear the issuer and date to remove this license.",
  licenseExpired: "That date has passed: enter the expiry date of a license in force, or leave it empty.",
} as const;

/** What the services form posts: the checked categories, and the checked job types as "category:job-type". */
export type ServicesInput = { categories: string[]; subServices: string[] };
/** Each chosen category with the job types it takes; [] means all of them. */
export type ServiceChoice = { category: ServiceSlug; subServices: string[] };

const servicesSchema = z.object({
  categories: z.array(z.enum(SERVICE_SLUGS, SERVICE_MESSAGES.unknownCategory)).check(
    z.minLength(1, SERVICE_MESSAGES.categories),
    z.maxLength(SERVICE_SLUGS.length, SERVICE_MESSAGES.unknownCategory),
  ),
  subServices: z.array(
    z.string().check(
      z.maxLength(100, SERVICE_MESSAGES.unknownSubService),
      z.refine((value) => {
        const [category = "", sub = ""] = value.split(":");
        return getService(category)?.subServices.some((known) => known.slug === sub) ?? false;
      }, SERVICE_MESSAGES.unknownSubService),
    ),
  ).check(z.maxLength(SERVICES.reduce((sum, service) => sum + service.subServices.length, 0), SERVICE_MESSAGES.unknownSubService)),
});

export function parseServices(input: ServicesInput): FormResult<ServiceChoice[], keyof ServicesInput, ServicesInput> {
  const parsed = parseForm(servicesSchema, { categories: [...new Set(input.categories)], subServices: [...new Set(input.subServices)] });
  if (!parsed.ok) return parsed;
  const { categories, subServices } = parsed.value;
  const choices = SERVICES.filter((service) => categories.includes(service.slug)).map((service) => {
    // Job types of a category left unticked are ignored: the category is what was unticked.
    const chosen = service.subServices.filter((sub) => subServices.includes(`${service.slug}:${sub.slug}`)).map((sub) => sub.slug);
    return { category: service.slug, subServices: chosen.length === service.subServices.length ? [] : chosen };
  });
  return { ok: true, value: choices };
}

export type LicenseInput = { number: string; issuer: string; expiresOn: string };
export type License = { number: string; issuer: string; expiresOn: string | null };

const licenseSchema = z
  .object({
    number: z.string().check(z.trim(), z.maxLength(60, SERVICE_MESSAGES.licenseNumber), singleLine()),
    issuer: z.string().check(z.trim(), z.maxLength(120, SERVICE_MESSAGES.issuer), singleLine()),
    expiresOn: optionalDate,
  })
  .check(z.refine((value) => value.number !== "" || (value.issuer === "" && value.expiresOn === null), SERVICE_MESSAGES.licenseIncomplete));

/** Field names of one trade's license inputs, e.g. "hvac.number". */
export type LicenseField = `${ServiceSlug}.${keyof LicenseInput}`;

/**
 * One license per trade the pro offers; a trade with an empty number has no
 * license (saving removes it). A state-licensed trade with no issuer typed gets
 * the state board. A license that expired before `today` (the Ohio day, YYYY-MM-DD) is refused.
 */
export function parseLicenses(
  input: Partial<Record<ServiceSlug, LicenseInput>>,
  today: string,
): Result<Partial<Record<ServiceSlug, License | null>>, { errors: FieldErrors<LicenseField> }> {
  const value: Partial<Record<ServiceSlug, License | null>> = {};
  const errors: FieldErrors<LicenseField> = {};
  for (const slug of SERVICE_SLUGS) {
    const posted = input[slug];
    if (!posted) continue;
    // The "number, or nothing" message shows on the number.
    const parsed = parseForm(licenseSchema, posted, { formField: "number" });
    if (!parsed.ok) {
      for (const [field, message] of Object.entries(parsed.errors)) errors[`${slug}.${field}` as LicenseField] = message;
      continue;
    }
    const { number, issuer, expiresOn } = parsed.value;
    if (number !== "" && expiresOn !== null && expiresOn < today) {
      errors[`${slug}.expiresOn`] = SERVICE_MESSAGES.licenseExpired;
      continue;
    }
    const licensing = TRADE_LICENSING[slug];
    value[slug] = number === "" ? null : { number, issuer: issuer || (licensing.licensedBy === "state" ? licensing.issuer : ""), expiresOn };
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}

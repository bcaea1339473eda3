import * as z from "zod/mini";
import { type FormResult, parseForm } from "~/lib/form-result";
import { formatPhone } from "~/lib/phone";
import { phoneField } from "~/lib/phone-field";
import { singleLine } from "~/lib/single-line";
import { getZip } from "~/modules/catalog";

/**
 * The directory page's forms (Directory profile): the business,
 * insurance and service area, one zod/mini schema each, checked again on the
 * server whatever the browser did. Services and licenses are parsed in
 * ./directory-services.ts. The rules need the ZIP table, so they run on the
 * server only; the forms carry the limits as HTML attributes. Each parser takes what was posted as text and
 * returns the value to save or one message per field.
 */
export const DIRECTORY_LIMITS = {
  businessName: 120,
  description: 2000,
  website: 200,
  carrier: 120,
  policyNumber: 60,
  radiusMiles: { min: 1, max: 150 },
  yearsInBusiness: 150,
} as const;

export const DIRECTORY_MESSAGES = {
  businessName: `Enter your business name (up to ${DIRECTORY_LIMITS.businessName} characters).`,
  description: `Keep the description to ${DIRECTORY_LIMITS.description.toLocaleString("en-US")} characters.`,
  website: "Enter a web address that starts with http:// or https://, such as https://example.com.",
  carrier: `Enter the insurance company's name (up to ${DIRECTORY_LIMITS.carrier} characters).`,
  policyNumber: `Enter the policy number (up to ${DIRECTORY_LIMITS.policyNumber} characters).`,
  date: "Enter the date as YYYY-MM-DD, such as 2027-06-30.",
  insuranceIncomplete: "Enter the carrier, the policy number and the expiry date, or leave all three empty to remove your insurance.",
  insuranceExpired: "That date has passed: enter the expiry date of a policy that is in force.",
  baseZip: "Enter an Ohio ZIP code, such as 43215.",
  radiusMiles: `Enter a whole number of miles from ${DIRECTORY_LIMITS.radiusMiles.min} to ${DIRECTORY_LIMITS.radiusMiles.max}.`,
  yearsInBusiness: `Enter the years in business as a whole number from 0 to ${DIRECTORY_LIMITS.yearsInBusiness}, or leave it empty.`,
} as const;

const text = (max: number, message: string) => z.string().check(z.trim(), z.maxLength(max, message));
const oneLine = (max: number, message: string) => z.string().check(z.trim(), z.maxLength(max, message), singleLine());

/** The one phone rule (app/lib/phone.ts), stored as homeowners read it: (614) 555-0123. */
const phone = z.pipe(phoneField({ optional: false }), z.transform(formatPhone));

/** http(s) only: another scheme (javascript:, data:, ftp:) is refused, a bare domain gets https://. */
export function normalizeWebsite(value: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^https?:\/\//i.test(value)) return null;
  const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  if (!URL.canParse(withScheme)) return null;
  const url = new URL(withScheme);
  if (!/^https?:$/.test(url.protocol) || !url.hostname.includes(".") || url.username || url.password) return null;
  return withScheme;
}

const website = z.pipe(
  text(DIRECTORY_LIMITS.website, DIRECTORY_MESSAGES.website),
  z.transform((value, ctx) => {
    if (value === "") return null;
    const url = normalizeWebsite(value);
    if (url) return url;
    ctx.issues.push({ code: "custom", message: DIRECTORY_MESSAGES.website, input: value });
    return z.NEVER;
  }),
);

/** A calendar date as YYYY-MM-DD, or null when empty. */
export const optionalDate = z.pipe(
  z.string().check(z.trim(), z.maxLength(10, DIRECTORY_MESSAGES.date)),
  z.transform((value, ctx) => {
    if (value === "") return null;
    const time = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
    if (!Number.isNaN(time) && new Date(time).toISOString().startsWith(value)) return value;
    ctx.issues.push({ code: "custom", message: DIRECTORY_MESSAGES.date, input: value });
    return z.NEVER;
  }),
);

/** Optional: homeowners read it on the profile, as they read the demo businesses' (stored as typed, not as a year). */
const yearsInBusiness = z.pipe(
  z.string().check(z.trim(), z.maxLength(3, DIRECTORY_MESSAGES.yearsInBusiness)),
  z.transform((value, ctx) => {
    if (value === "") return null;
    const years = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (years <= DIRECTORY_LIMITS.yearsInBusiness) return years;
    ctx.issues.push({ code: "custom", message: DIRECTORY_MESSAGES.yearsInBusiness, input: value });
    return z.NEVER;
  }),
);

export const businessSchema = z.object({
  businessName: z.string().check(
    z.trim(),
    z.minLength(1, DIRECTORY_MESSAGES.businessName),
    z.maxLength(DIRECTORY_LIMITS.businessName, DIRECTORY_MESSAGES.businessName),
    singleLine(),
  ),
  description: text(DIRECTORY_LIMITS.description, DIRECTORY_MESSAGES.description),
  phone,
  website,
  yearsInBusiness,
});
export type BusinessInput = { businessName: string; description: string; phone: string; website: string; yearsInBusiness: string };
export type BusinessInfo = z.infer<typeof businessSchema>;

export const insuranceSchema = z
  .object({
    carrier: oneLine(DIRECTORY_LIMITS.carrier, DIRECTORY_MESSAGES.carrier),
    policyNumber: oneLine(DIRECTORY_LIMITS.policyNumber, DIRECTORY_MESSAGES.policyNumber),
    expiresOn: optionalDate,
  })
  .check(
    z.refine((value) => {
      const filled = [value.carrier !== "", value.policyNumber !== "", value.expiresOn !== null].filter(Boolean).length;
      return filled === 0 || filled === 3;
    }, DIRECTORY_MESSAGES.insuranceIncomplete),
  );
export type InsuranceInput = { carrier: string; policyNumber: string; expiresOn: string };
/** null: the pro removed its insurance (all three fields empty). */
export type Insurance = { carrier: string; policyNumber: string; expiresOn: string } | null;

const wholeMiles = z.pipe(
  z.string().check(z.trim(), z.maxLength(5, DIRECTORY_MESSAGES.radiusMiles), z.regex(/^\d+$/, DIRECTORY_MESSAGES.radiusMiles)),
  z.transform(Number),
).check(z.refine((miles) => miles >= DIRECTORY_LIMITS.radiusMiles.min && miles <= DIRECTORY_LIMITS.radiusMiles.max, DIRECTORY_MESSAGES.radiusMiles));

export const areaSchema = z.object({
  baseZip: z.pipe(
    z.string().check(z.trim(), z.maxLength(10, DIRECTORY_MESSAGES.baseZip)),
    z.transform((value, ctx) => {
      // A ZIP we have coordinates for: the area is drawn from its centre.
      const zip = getZip(value)?.zip;
      if (zip) return zip;
      ctx.issues.push({ code: "custom", message: DIRECTORY_MESSAGES.baseZip, input: value });
      return z.NEVER;
    }),
  ),
  radiusMiles: wholeMiles,
});
export type AreaInput = { baseZip: string; radiusMiles: string };
export type ServiceAreaChoice = z.infer<typeof areaSchema>;

export function parseBusiness(input: BusinessInput): FormResult<BusinessInfo, keyof BusinessInput, BusinessInput> {
  return parseForm(businessSchema, input);
}

/**
 * `today` is the Ohio day (YYYY-MM-DD): a policy that ended before it is no insurance, and would be shown to
 * operators and homeowners as if it covered the pro.
 */
export function parseInsurance(input: InsuranceInput, today: string): FormResult<Insurance, keyof InsuranceInput, InsuranceInput> {
  // The all-or-none message shows on the first field.
  const parsed = parseForm(insuranceSchema, input, { formField: "carrier" });
  if (!parsed.ok) return parsed;
  const { carrier, policyNumber, expiresOn } = parsed.value;
  if (expiresOn !== null && expiresOn < today) return { ok: false, errors: { expiresOn: DIRECTORY_MESSAGES.insuranceExpired }, values: input };
  return { ok: true, value: expiresOn === null ? null : { carrier, policyNumber, expiresOn } };
}

export function parseArea(input: AreaInput): FormResult<ServiceAreaChoice, keyof AreaInput, AreaInput> {
  return parseForm(areaSchema, input);
}

import * as z from "zod/mini";
import { type FieldErrors as FormFieldErrors, type FormResult, parseForm } from "~/lib/form-result";
import { singleLine } from "~/lib/single-line";
import { BRAND } from "~/brand";
import { PHONE_INPUT_MAX, PHONE_MESSAGES } from "~/lib/phone";
import { phoneField } from "~/lib/phone-field";
import type { HomeownerIntent } from "./contact-actions";

/**
 * The lead form (the questionnaire's contact step and its messages). One schema
 * for the browser and the server: zod/mini (the same zod package, with
 * functions instead of methods) so the page scripts of /contact-info and
 * /search carry a few KB of it rather than the whole of zod.
 */
export const LEAD_FORM_MESSAGES = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Please enter a valid email address",
  phoneLength: PHONE_MESSAGES.short,
  phoneDigits: PHONE_MESSAGES.digits,
} as const;

/** The longest value each field takes: the schema checks it and the inputs' maxlength repeats it. */
export const LEAD_CONTACT_LIMITS = { firstName: 80, lastName: 80, email: 254, phone: PHONE_INPUT_MAX } as const;

/*
 * The phone is the one rule every form uses (app/lib/phone.ts, decision 041):
 * the number in any usual punctuation, kept as its ten digits.
 */
export const leadContactSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1, LEAD_FORM_MESSAGES.firstName), z.maxLength(LEAD_CONTACT_LIMITS.firstName), singleLine()),
  lastName: z.string().check(z.trim(), z.minLength(1, LEAD_FORM_MESSAGES.lastName), z.maxLength(LEAD_CONTACT_LIMITS.lastName), singleLine()),
  email: z.pipe(z.string().check(z.trim(), z.maxLength(LEAD_CONTACT_LIMITS.email)), z.email(LEAD_FORM_MESSAGES.email)),
  phone: phoneField({ optional: false }),
  smsConsent: z._default(z.boolean(), false),
});

export type LeadContact = z.infer<typeof leadContactSchema>;
export type LeadContactField = keyof LeadContact;
export type FieldErrors = FormFieldErrors<LeadContactField>;

/** The fields in the order the form shows them: the first with a message gets the focus. */
export const LEAD_CONTACT_FIELDS = ["firstName", "lastName", "phone", "email", "smsConsent"] as const satisfies readonly LeadContactField[];

/** The contact fields as posted, before validation. */
export type LeadContactInput = { firstName: string; lastName: string; email: string; phone: string; smsConsent: boolean };

/** Reads the contact fields from a form post; a ticked checkbox posts "on" or "true". */
export function contactFromForm(form: FormData | URLSearchParams): LeadContactInput {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const consent = text("smsConsent");
  return {
    firstName: text("firstName"),
    lastName: text("lastName"),
    email: text("email"),
    phone: text("phone"),
    smsConsent: consent === "on" || consent === "true",
  };
}

/** The first message per field, as the form shows them. */
export function validateLeadContact(input: Partial<LeadContactInput>): FormResult<LeadContact, LeadContactField, Partial<LeadContactInput>> {
  return parseForm(leadContactSchema, input);
}

/**
 * The buttons that send the homeowner's details, and so carry the consent:
 * /contact-info's submit and the /search contact panel's, one per homeowner
 * intent. The form renders the label and `consentText` from the same key, and
 * the server derives the stored text from the key it was posted with, never
 * from posted text: the record says exactly what the page showed.
 */
export const LEAD_SUBMIT_LABELS = {
  questionnaire: "View Matching Pros",
  phone: "Show Phone Number",
  message: "Send Message",
  all: "Contact All Pros",
} as const satisfies Record<"questionnaire" | HomeownerIntent, string>;

export type LeadSubmitButton = keyof typeof LEAD_SUBMIT_LABELS;

/**
 * The consent shown under the form. Its exact text and version are stored with
 * every lead; change the version whenever the words change.
 */
export const CONSENT_VERSION = "2026-11-25";

export function consentText(button: LeadSubmitButton, brandName: string = BRAND.name): string {
  return (
    `By clicking ${LEAD_SUBMIT_LABELS[button]}, you agree that ${brandName} and up to three service providers matched ` +
    "to your request may call or text you about your project at the number you entered, including with " +
    "automated technology and prerecorded messages. Message and data rates may apply. Consent is not a " +
    "condition of purchasing any goods or services. You can opt out of texts at any time by replying STOP."
  );
}

export const SMS_CONSENT_LABEL = "Text me project cost guides, how-to articles, and advice.";

/** Subtitle of the contact step. */
export function projectSubtitle(service: string | null | undefined, system: string | null | undefined): string {
  const cleanService = service?.trim() ?? "";
  const cleanSystem = system?.trim() ?? "";
  if (cleanService.toLowerCase() === "hvac" && cleanSystem) return `Project: ${cleanSystem}`;
  if (cleanService) return `Project: ${capitalize(cleanService)}`;
  return "Your Project";
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

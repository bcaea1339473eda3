import * as z from "zod/mini";
import { parseForm } from "~/lib/form-result";
import { PHONE_INPUT_MAX } from "~/lib/phone";
import { phoneField } from "~/lib/phone-field";
import { singleLine } from "~/lib/single-line";
import { normalizeOhioZip } from "~/modules/catalog";
import { isCommonPassword } from "./common-passwords";

/**
 * The sign-up, login and password forms. One set of rules
 * for the browser (the accounts page script, zod/mini for its size) and the
 * server, which re-checks every post and answers 400 with these messages.
 */
export const ACCOUNT_MESSAGES = {
  required: "Please fill out all required fields",
  fieldRequired: "This field is required",
  email: "Please enter a valid email address",
  serviceAreaTitle: "Service Area Error",
  notOhio: "We currently only serve Ohio. Please enter an Ohio zip code.",
  mismatch: "Passwords do not match",
  short: "Password must be at least 6 characters long",
  long: "Password must be at most 128 characters long",
  common: "This password is too common. Please choose one that is harder to guess.",
  website: "Please enter a web address such as https://example.com",
  loginRequired: "Email and password are required",
  resetLinkInvalid: "This reset link is not valid or has expired. Please ask for a new one.",
} as const;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const required = (max: number) => z.string().check(z.trim(), z.minLength(1, ACCOUNT_MESSAGES.fieldRequired), z.maxLength(max), singleLine());
const email = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.minLength(1, ACCOUNT_MESSAGES.fieldRequired), z.maxLength(254)),
  z.email(ACCOUNT_MESSAGES.email),
);
const newPassword = z
  .string()
  .check(
    z.minLength(1, ACCOUNT_MESSAGES.fieldRequired),
    z.minLength(PASSWORD_MIN, ACCOUNT_MESSAGES.short),
    z.maxLength(PASSWORD_MAX, ACCOUNT_MESSAGES.long),
    z.refine((value) => value.length < PASSWORD_MIN || !isCommonPassword(value), ACCOUNT_MESSAGES.common),
  );
const ohioZip = z.pipe(
  z.string().check(z.trim(), z.minLength(1, ACCOUNT_MESSAGES.fieldRequired), z.maxLength(10)),
  z.transform((value, ctx) => {
    const zip = normalizeOhioZip(value);
    if (zip) return zip;
    ctx.issues.push({ code: "custom", message: ACCOUNT_MESSAGES.notOhio, input: value });
    return z.NEVER;
  }),
);
/** The one phone rule (app/lib/phone.ts): ten digits kept, or "" when left empty. */
const phone = phoneField({ optional: true });
const website = z.pipe(
  text(200),
  z.transform((value, ctx) => {
    if (value === "") return "";
    const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`;
    if (URL.canParse(withScheme) && new URL(withScheme).hostname.includes(".")) return withScheme;
    ctx.issues.push({ code: "custom", message: ACCOUNT_MESSAGES.website, input: value });
    return z.NEVER;
  }),
);

export const ACCOUNT_FORMS = {
  /** /register, Homeowner tab. */
  homeowner: z.object({
    firstName: required(80),
    lastName: required(80),
    email,
    password: newPassword,
    zipCode: ohioZip,
  }),
  /** /register, Provider tab: every field required, the phone too. */
  provider: z.object({
    firstName: required(80),
    lastName: required(80),
    businessName: required(120),
    email,
    password: newPassword,
    zipCode: ohioZip,
    phone: z.pipe(required(PHONE_INPUT_MAX), phoneField({ optional: false })),
  }),
  /** /provider/register: phone and website optional, the password typed twice. */
  providerPage: z.object({
    firstName: required(80),
    lastName: required(80),
    businessName: required(120),
    email,
    phone,
    website,
    zipCode: ohioZip,
    password: newPassword,
    confirmPassword: z.string(),
  }),
  login: z.object({
    email: z.string().check(z.trim(), z.toLowerCase(), z.minLength(1, ACCOUNT_MESSAGES.fieldRequired), z.maxLength(254)),
    password: z.string().check(z.minLength(1, ACCOUNT_MESSAGES.fieldRequired), z.maxLength(PASSWORD_MAX)),
  }),
  forgotPassword: z.object({ email }),
  resetPassword: z.object({ password: newPassword, confirmPassword: z.string() }),
  changePassword: z.object({
    currentPassword: z.string().check(z.minLength(1, ACCOUNT_MESSAGES.fieldRequired), z.maxLength(PASSWORD_MAX)),
    password: newPassword,
    confirmPassword: z.string(),
  }),
  /** The first operator, made through the setup link (operator-setup.server.ts). */
  operatorSetup: z.object({
    firstName: required(80),
    lastName: required(80),
    email,
    password: newPassword,
    confirmPassword: z.string(),
  }),
  /** Settings, Account: the person's name. */
  changeName: z.object({ firstName: required(80), lastName: required(80) }),
  /** Settings, Account: a new e-mail address, confirmed with the password; it counts once its link is opened. */
  changeEmail: z.object({
    email,
    currentPassword: z.string().check(z.minLength(1, ACCOUNT_MESSAGES.fieldRequired), z.maxLength(PASSWORD_MAX)),
  }),
} as const;

export type AccountFormName = keyof typeof ACCOUNT_FORMS;
export type AccountFormValue<F extends AccountFormName> = z.output<(typeof ACCOUNT_FORMS)[F]>;
export type FieldErrors = Record<string, string>;
/** The original app's message for the whole form, shown above it (and as the error toast's text). */
export type FormSummary = { title?: string; message: string };

export type AccountFormResult<F extends AccountFormName> =
  | { ok: true; value: AccountFormValue<F> }
  | { ok: false; errors: FieldErrors; summary: FormSummary };

/** Fields never echoed back after a post. */
export const SECRET_FIELDS = new Set(["password", "confirmPassword", "currentPassword"]);

export function accountFormFields(form: AccountFormName): string[] {
  return Object.keys(ACCOUNT_FORMS[form].shape);
}

/** What was posted for this form's fields, as strings (from a route's readFormFields, or a page's FormData). */
export function readAccountForm(
  form: AccountFormName,
  posted: FormData | URLSearchParams | Readonly<Record<string, string>>,
): Record<string, string> {
  const get = (field: string) =>
    posted instanceof FormData || posted instanceof URLSearchParams ? posted.get(field) : posted[field];
  const values: Record<string, string> = {};
  for (const field of accountFormFields(form)) {
    const value = get(field);
    values[field] = typeof value === "string" ? value.slice(0, 1000) : "";
  }
  return values;
}

/** What the form shows again after a rejected post: everything typed except passwords. */
export function echoValues(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([field]) => !SECRET_FIELDS.has(field)));
}

export function validateAccountForm<F extends AccountFormName>(form: F, values: Record<string, string>): AccountFormResult<F> {
  const result = parseForm(ACCOUNT_FORMS[form], values);
  const errors: FieldErrors = result.ok ? {} : { ...result.errors };
  if ("confirmPassword" in ACCOUNT_FORMS[form].shape) {
    // Left empty, it is a required field like the others, whatever the password above says.
    if (!values.confirmPassword) errors.confirmPassword = ACCOUNT_MESSAGES.fieldRequired;
    else if (!errors.password && values.password !== values.confirmPassword) errors.confirmPassword = ACCOUNT_MESSAGES.mismatch;
  }
  if (result.ok && Object.keys(errors).length === 0) return { ok: true, value: result.value as AccountFormValue<F> };
  return { ok: false, errors, summary: summarize(form, errors) };
}

/** The original app's order: missing fields, then the service area, then the passwords. */
function summarize(form: AccountFormName, errors: FieldErrors): FormSummary {
  const messages = Object.values(errors);
  if (messages.includes(ACCOUNT_MESSAGES.fieldRequired)) {
    return { message: form === "login" ? ACCOUNT_MESSAGES.loginRequired : ACCOUNT_MESSAGES.required };
  }
  if (errors.zipCode === ACCOUNT_MESSAGES.notOhio) return { title: ACCOUNT_MESSAGES.serviceAreaTitle, message: ACCOUNT_MESSAGES.notOhio };
  for (const message of [ACCOUNT_MESSAGES.mismatch, ACCOUNT_MESSAGES.short, ACCOUNT_MESSAGES.common]) {
    if (messages.includes(message)) return { message };
  }
  return { message: messages[0] ?? ACCOUNT_MESSAGES.required };
}

/** A checked sign-up: the role and the form it came from. */
export type SignUpInput =
  | { role: "homeowner"; form: AccountFormValue<"homeowner"> }
  | { role: "provider"; form: AccountFormValue<"provider"> | AccountFormValue<"providerPage"> };

export type SignUpForm = "homeowner" | "provider" | "providerPage";

export function validateSignUp(
  form: SignUpForm,
  values: Record<string, string>,
): { ok: true; input: SignUpInput } | { ok: false; errors: FieldErrors; summary: FormSummary } {
  if (form === "homeowner") {
    const result = validateAccountForm("homeowner", values);
    return result.ok ? { ok: true, input: { role: "homeowner", form: result.value } } : result;
  }
  const result = validateAccountForm(form, values);
  return result.ok ? { ok: true, input: { role: "provider", form: result.value } } : result;
}

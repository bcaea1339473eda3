import { expect, it } from "vitest";
import { PHONE_MESSAGES } from "~/lib/phone";
import { validateSignUp } from "~/modules/accounts/account-forms";
import { validateContactForm } from "~/modules/content/contact-form";
import { validateLeadContact } from "~/modules/intake/lead-form";
import { parseBusiness } from "./directory-forms";

/** Each form that takes a phone, asked about one number: its message for the phone, or null when taken. */
const FORMS: Record<string, (phone: string) => string | null> = {
  "/register (provider)": (phone) => {
    const r = validateSignUp("provider", { firstName: "Mike", lastName: "Shaw", businessName: "Shaw Heating", email: "mike@example.com", password: "Tr0ub4dor&3x", zipCode: "43215", phone });
    return r.ok ? null : (r.errors.phone ?? null);
  },
  "/provider/register": (phone) => {
    const r = validateSignUp("providerPage", { firstName: "Mike", lastName: "Shaw", businessName: "Shaw Heating", email: "mike@example.com", password: "Tr0ub4dor&3x", confirmPassword: "Tr0ub4dor&3x", zipCode: "43215", phone, website: "" });
    return r.ok ? null : (r.errors.phone ?? null);
  },
  "directory Save Details": (phone) => {
    const r = parseBusiness({ businessName: "Shaw Heating", description: "", phone, website: "", yearsInBusiness: "" });
    return r.ok ? null : (r.errors.phone ?? null);
  },
  "lead form": (phone) => {
    const r = validateLeadContact({ firstName: "Dana", lastName: "Lee", email: "dana@example.com", phone, smsConsent: false });
    return r.ok ? null : (r.errors.phone ?? null);
  },
  "/contact": (phone) => {
    const r = validateContactForm({ name: "Dana", email: "dana@example.com", phone, topic: "other", message: "A question about my request." });
    return r.ok ? null : (r.errors.phone ?? null);
  },
};

it.each(["(614) 555-0123", "614-555-0123", "614.555.0123", "+1 614 555 0123", "6145550123", "(740) 452-8811"])("every form takes %s", (phone) => {
  for (const [form, check] of Object.entries(FORMS)) expect({ form, message: check(phone) }).toEqual({ form, message: null });
});

it.each([
  ["614-555-012", PHONE_MESSAGES.short],
  ["614-555-CALL", PHONE_MESSAGES.digits],
  ["26145550123", PHONE_MESSAGES.long],
  ["(614) 055-0123", PHONE_MESSAGES.notDialable],
])("every form refuses %s with the same message", (phone, message) => {
  for (const [form, check] of Object.entries(FORMS)) expect({ form, message: check(phone) }).toEqual({ form, message });
});

import { describe, expect, it } from "vitest";
import { PHONE_MESSAGES } from "~/lib/phone";
import { CONTACT_FORM_MESSAGES, contactFormValues, validateContactForm, type ContactFormValues } from "./contact-form";

const valid: ContactFormValues = {
  name: "  Dana Whitaker ",
  email: "dana@example.com",
  phone: "",
  topic: "request",
  message: "My request from last week has no replies yet.",
};

describe("validateContactForm", () => {
  it("accepts a complete form and trims it; the phone is optional", () => {
    const result = validateContactForm(valid);
    expect(result).toEqual({
      ok: true,
      value: { ...valid, name: "Dana Whitaker", phone: null },
    });
  });

  it("keeps only the digits of a phone number typed with formatting", () => {
    for (const phone of ["(614) 555-0123", "614.555.0123", "+1 614 555 0123", "6145550123"]) {
      const result = validateContactForm({ ...valid, phone });
      expect(result.ok && result.value.phone).toBe("6145550123");
    }
  });

  it("gives one message per field", () => {
    const values = { name: " ", email: "dana@", phone: "555-12", topic: "pizza", message: "hi" };
    expect(validateContactForm(values)).toEqual({
      ok: false,
      errors: {
        name: CONTACT_FORM_MESSAGES.name,
        email: CONTACT_FORM_MESSAGES.email,
        phone: PHONE_MESSAGES.short,
        topic: CONTACT_FORM_MESSAGES.topic,
        message: CONTACT_FORM_MESSAGES.messageShort,
      },
      values,
    });
  });

  it("refuses a message over 2,000 characters", () => {
    const result = validateContactForm({ ...valid, message: "a".repeat(2001) });
    expect(result).toMatchObject({ ok: false, errors: { message: "Please keep your message under 2,000 characters" } });
    expect(result.ok ? [] : Object.keys(result.errors)).toEqual(["message"]);
  });
});

describe("contactFormValues", () => {
  it("reads the fields as strings, missing ones as empty", () => {
    expect(contactFormValues({ name: "Dana", topic: "billing", other: "x" })).toEqual({ name: "Dana", email: "", phone: "", topic: "billing", message: "" });
  });
});

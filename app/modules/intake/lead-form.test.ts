import { describe, expect, it } from "vitest";
import {
  consentText,
  LEAD_SUBMIT_LABELS,
  contactFromForm,
  LEAD_FORM_MESSAGES,
  projectSubtitle,
  validateLeadContact,
} from "./lead-form";

const valid = { firstName: "Ann", lastName: "Lee", email: "ann@example.com", phone: "6145550123", smsConsent: false };

describe("validateLeadContact", () => {
  it("accepts a complete form", () => {
    expect(validateLeadContact(valid)).toEqual({ ok: true, value: valid });
  });

  it("gives the spec's message for each field", () => {
    const values = { firstName: "", lastName: " ", email: "nope", phone: "123" };
    expect(validateLeadContact(values)).toEqual({
      ok: false,
      errors: {
        firstName: LEAD_FORM_MESSAGES.firstName,
        lastName: LEAD_FORM_MESSAGES.lastName,
        email: LEAD_FORM_MESSAGES.email,
        phone: LEAD_FORM_MESSAGES.phoneLength,
      },
      values,
    });
  });

  it("refuses letters in the phone", () => {
    const values = { ...valid, phone: "614-555-CALL" };
    expect(validateLeadContact(values)).toEqual({ ok: false, errors: { phone: LEAD_FORM_MESSAGES.phoneDigits }, values });
  });

  it("defaults the SMS consent to false", () => {
    const { smsConsent: _omit, ...rest } = valid;
    const result = validateLeadContact(rest);
    expect(result.ok && result.value.smsConsent).toBe(false);
  });
});

describe("contactFromForm", () => {
  it("reads a ticked checkbox as consent and a missing one as none", () => {
    const form = new URLSearchParams({ ...valid, smsConsent: "on" });
    expect(contactFromForm(form).smsConsent).toBe(true);
    form.delete("smsConsent");
    expect(contactFromForm(form).smsConsent).toBe(false);
  });
});

describe("projectSubtitle", () => {
  it("follows the original app's rules", () => {
    expect(projectSubtitle("hvac", "Heating - Repair")).toBe("Project: Heating - Repair");
    expect(projectSubtitle("hvac", "")).toBe("Project: Hvac");
    expect(projectSubtitle("plumbing", "Water heater")).toBe("Project: Plumbing");
    expect(projectSubtitle("", null)).toBe("Your Project");
    expect(projectSubtitle(undefined, undefined)).toBe("Your Project");
  });
});

describe("consentText", () => {
  it("names the business, says calls or texts may be automated and that consent is not a condition", () => {
    const text = consentText("questionnaire", "Buckeye Pros");
    expect(text).toContain("Buckeye Pros");
    expect(text).toMatch(/automated/);
    expect(text).toMatch(/not a condition/);
  });

  it("names the button that sends the details, whichever form carries it", () => {
    expect(consentText("questionnaire")).toMatch(/^By clicking View Matching Pros, /);
    for (const button of ["phone", "message", "all"] as const) {
      expect(consentText(button)).toMatch(new RegExp(`^By clicking ${LEAD_SUBMIT_LABELS[button]}, `));
    }
    expect(LEAD_SUBMIT_LABELS).toEqual({
      questionnaire: "View Matching Pros",
      phone: "Show Phone Number",
      message: "Send Message",
      all: "Contact All Pros",
    });
  });
});

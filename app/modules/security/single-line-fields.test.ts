import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { DIRECTION_MARKS_MESSAGE, singleLine, SINGLE_LINE_MESSAGE } from "~/lib/single-line";
import { validateAccountForm } from "~/modules/accounts/account-forms";
import { parseDealForm } from "~/modules/admin/partner-forms";
import { validateContactForm, contactFormValues } from "~/modules/content/contact-form";
import { validateLeadContact } from "~/modules/intake/lead-form";
import { parseBusiness, parseInsurance } from "~/modules/providers/directory-forms";
import { parseLicenses } from "~/modules/providers/directory-services";

const BROKEN = ["Eve\r\nBcc: victim@example.com", "Eve\nBcc: x", "Eve\rX", "Eve\u2028X", "Eve\u0085X"];

const TODAY = "2026-11-30";

describe("singleLine", () => {
  const name = z.string().check(z.trim(), singleLine());
  it("accepts one line and refuses any line break with one clear message", () => {
    expect(z.safeParse(name, " Dana Miller ").data).toBe("Dana Miller");
    for (const value of BROKEN) {
      const result = z.safeParse(name, value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(SINGLE_LINE_MESSAGE);
    }
  });
});

describe("singleLine and direction marks", () => {
  const name = z.string().check(z.trim(), singleLine());
  it("refuses the marks that reverse how a name reads, with their own message, and keeps real right-to-left text", () => {
    for (const value of ["\u202Eevil\u202C Plumbing", "Acme \u2067(614) 555\u2069", "A\u202Ab"]) {
      const result = z.safeParse(name, value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(DIRECTION_MARKS_MESSAGE);
    }
    expect(z.safeParse(name, "שלום Plumbing").success).toBe(true);
    expect(z.safeParse(name, "José Núñez").success).toBe(true);
  });
});

describe("every single-line field refuses a line break", () => {
  const eve = BROKEN[0]!;
  const account = { firstName: "Dana", lastName: "Miller", businessName: "Miller Plumbing", email: "dana@example.com", password: "maple-tree-42", zipCode: "43215", phone: "6145550101" };

  it.each(["firstName", "lastName", "businessName"])("registration's %s", (field) => {
    const result = validateAccountForm("provider", { ...account, [field]: eve });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toBe(SINGLE_LINE_MESSAGE);
  });

  it.each(["firstName", "lastName"])("settings' %s", (field) => {
    const result = validateAccountForm("changeName", { firstName: "Dana", lastName: "Miller", [field]: eve });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toBe(SINGLE_LINE_MESSAGE);
  });

  it.each(["firstName", "lastName"])("the lead form's %s", (field) => {
    const result = validateLeadContact({ firstName: "Dana", lastName: "Miller", email: "dana@example.com", phone: "6145550101", smsConsent: false, [field]: eve });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field as "firstName"]).toBe(SINGLE_LINE_MESSAGE);
  });

  it("the contact form's name", () => {
    const result = validateContactForm(contactFormValues({ name: eve, email: "dana@example.com", topic: "general", message: "Hello there, a question." }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.name).toBe(SINGLE_LINE_MESSAGE);
  });

  it("the directory's business name, insurer and policy number, and a license's number and issuer", () => {
    const business = parseBusiness({ businessName: eve, description: "Two\nlines are fine here", phone: "", website: "", yearsInBusiness: "" });
    expect(business).toMatchObject({ ok: false, errors: { businessName: SINGLE_LINE_MESSAGE } });
    expect(business.ok || "description" in business.errors).toBe(false);
    expect(parseInsurance({ carrier: eve, policyNumber: "P-1", expiresOn: "2027-01-31" }, TODAY)).toMatchObject({ ok: false, errors: { carrier: SINGLE_LINE_MESSAGE } });
    expect(parseInsurance({ carrier: "Acme", policyNumber: eve, expiresOn: "2027-01-31" }, TODAY)).toMatchObject({ ok: false, errors: { policyNumber: SINGLE_LINE_MESSAGE } });
    expect(parseLicenses({ hvac: { number: eve, issuer: "Board", expiresOn: "" } }, TODAY)).toMatchObject({ ok: false });
    expect(parseLicenses({ hvac: { number: "HV.1", issuer: eve, expiresOn: "" } }, TODAY)).toMatchObject({ ok: false });
  });

  it("a partner deal's title", () => {
    const result = parseDealForm({ category: "hvac", providerId: "", title: eve, description: "A fine deal", terms: "", priceDollars: "99", expiresOn: "2030-01-01" });
    expect(result).toMatchObject({ ok: false, errors: { title: SINGLE_LINE_MESSAGE } });
  });
});

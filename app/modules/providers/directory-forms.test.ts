import { describe, expect, it } from "vitest";
import { PHONE_MESSAGES } from "~/lib/phone";
import { DIRECTORY_MESSAGES, normalizeWebsite, parseArea, parseBusiness, parseInsurance } from "./directory-forms";
import { parseLicenses, parseServices, SERVICE_MESSAGES } from "./directory-services";
import { OHIO_LICENSING_BOARD } from "./trade-licensing";

const business = { businessName: " Maple Plumbing ", description: "Family shop.", phone: "614-226-3344", website: "mapleplumbing.com", yearsInBusiness: " 12 " };

const TODAY = "2026-11-30";

describe("the business form", () => {
  it("keeps a dialable phone as shown and gives a bare domain https", () => {
    expect(parseBusiness(business)).toEqual({
      ok: true,
      value: { businessName: "Maple Plumbing", description: "Family shop.", phone: "(614) 226-3344", website: "https://mapleplumbing.com", yearsInBusiness: 12 },
    });
    expect(parseBusiness({ ...business, website: " " })).toMatchObject({ ok: true, value: { website: null } });
    expect(parseBusiness({ ...business, yearsInBusiness: "" })).toMatchObject({ ok: true, value: { yearsInBusiness: null } });
    expect(parseBusiness({ ...business, yearsInBusiness: "0" })).toMatchObject({ ok: true, value: { yearsInBusiness: 0 } });
  });

  it.each(["twelve", "-3", "1.5", "151", "1000"])("refuses %j years in business with a message, keeping what was typed", (typed) => {
    const bad = { ...business, yearsInBusiness: typed };
    expect(parseBusiness(bad)).toEqual({ ok: false, errors: { yearsInBusiness: DIRECTORY_MESSAGES.yearsInBusiness }, values: bad });
  });

  it("refuses a name left empty, a number nobody can dial and a web address that is not http(s)", () => {
    const bad = { ...business, businessName: " ", phone: "614-055-0123", website: "javascript:alert(1)" };
    expect(parseBusiness(bad)).toEqual({
      ok: false,
      errors: { businessName: DIRECTORY_MESSAGES.businessName, phone: PHONE_MESSAGES.notDialable, website: DIRECTORY_MESSAGES.website },
      values: bad,
    });
    const long = { ...business, description: "x".repeat(2001) };
    expect(parseBusiness(long)).toEqual({ ok: false, errors: { description: DIRECTORY_MESSAGES.description }, values: long });
  });

  it.each([
    ["http://example.com/about", "http://example.com/about"],
    ["HTTPS://Example.com", "HTTPS://Example.com"],
    ["ftp://example.com", null],
    ["data:text/html,hi", null],
    ["https://user:pw@example.com", null],
    ["localhost", null],
  ])("website %s gives %s", (input, expected) => {
    expect(normalizeWebsite(input)).toBe(expected);
  });
});

describe("the insurance form", () => {
  it("takes all three fields, or none to remove the insurance", () => {
    expect(parseInsurance({ carrier: "Ohio Mutual", policyNumber: "GL-1234", expiresOn: "2027-06-30" }, TODAY)).toEqual({
      ok: true,
      value: { carrier: "Ohio Mutual", policyNumber: "GL-1234", expiresOn: "2027-06-30" },
    });
    expect(parseInsurance({ carrier: " ", policyNumber: "", expiresOn: "" }, TODAY)).toEqual({ ok: true, value: null });
  });

  it("refuses half an insurance and a date that does not exist", () => {
    const half = { carrier: "Ohio Mutual", policyNumber: "", expiresOn: "2027-06-30" };
    expect(parseInsurance(half, TODAY)).toEqual({ ok: false, errors: { carrier: DIRECTORY_MESSAGES.insuranceIncomplete }, values: half });
    const badDate = { carrier: "Ohio Mutual", policyNumber: "GL-1", expiresOn: "2027-02-30" };
    expect(parseInsurance(badDate, TODAY)).toEqual({ ok: false, errors: { expiresOn: DIRECTORY_MESSAGES.date }, values: badDate });
  });

  it("refuses a policy that expired before today, and takes one that ends today", () => {
    const lapsed = { carrier: "Westfield Insurance", policyNumber: "WF-99-8812", expiresOn: "2024-03-01" };
    expect(parseInsurance(lapsed, TODAY)).toEqual({ ok: false, errors: { expiresOn: DIRECTORY_MESSAGES.insuranceExpired }, values: lapsed });
    expect(parseInsurance({ ...lapsed, expiresOn: TODAY }, TODAY)).toMatchObject({ ok: true });
  });
});

describe("the service area form", () => {
  it("takes an Ohio ZIP we know and 1 to 150 miles", () => {
    expect(parseArea({ baseZip: " 43215-1234 ", radiusMiles: "25" })).toEqual({ ok: true, value: { baseZip: "43215", radiusMiles: 25 } });
    expect(parseArea({ baseZip: "43215", radiusMiles: "150" }).ok).toBe(true);
  });

  it.each([
    [{ baseZip: "90210", radiusMiles: "25" }, { baseZip: DIRECTORY_MESSAGES.baseZip }],
    [{ baseZip: "43215", radiusMiles: "0" }, { radiusMiles: DIRECTORY_MESSAGES.radiusMiles }],
    [{ baseZip: "43215", radiusMiles: "151" }, { radiusMiles: DIRECTORY_MESSAGES.radiusMiles }],
    [{ baseZip: "43215", radiusMiles: "2.5" }, { radiusMiles: DIRECTORY_MESSAGES.radiusMiles }],
  ])("refuses %j", (input, errors) => {
    expect(parseArea(input)).toEqual({ ok: false, errors, values: input });
  });
});

describe("the services form", () => {
  it("keeps the chosen job types of chosen categories; all of them is stored as none", () => {
    const allHvac = ["furnace-repair", "ac-repair"].map((sub) => `hvac:${sub}`);
    expect(parseServices({ categories: ["plumbing", "hvac", "hvac"], subServices: [...allHvac, "electrical:electrical-repair"] })).toEqual({
      ok: true,
      value: [
        { category: "hvac", subServices: ["furnace-repair", "ac-repair"] },
        { category: "plumbing", subServices: [] },
      ],
    });
  });

  it("refuses no category, an unknown category and an unknown job type", () => {
    expect(parseServices({ categories: [], subServices: [] })).toEqual({
      ok: false,
      errors: { categories: SERVICE_MESSAGES.categories },
      values: { categories: [], subServices: [] },
    });
    expect(parseServices({ categories: ["roofing", "roofing"], subServices: [] })).toEqual({
      ok: false,
      errors: { categories: SERVICE_MESSAGES.unknownCategory },
      values: { categories: ["roofing"], subServices: [] },
    });
    expect(parseServices({ categories: ["hvac"], subServices: ["hvac:moon-repair"] })).toEqual({
      ok: false,
      errors: { subServices: SERVICE_MESSAGES.unknownSubService },
      values: { categories: ["hvac"], subServices: ["hvac:moon-repair"] },
    });
  });
});

describe("the licenses form", () => {
  it("fills in the state board for a state-licensed trade and removes a license left empty", () => {
    expect(
      parseLicenses({
        hvac: { number: "HV.12345", issuer: "", expiresOn: "2027-01-31" },
        renovation: { number: "", issuer: "", expiresOn: "" },
        landscaping: { number: "C-9", issuer: "City of Dublin", expiresOn: "" },
      }, TODAY),
    ).toEqual({
      ok: true,
      value: {
        hvac: { number: "HV.12345", issuer: OHIO_LICENSING_BOARD, expiresOn: "2027-01-31" },
        renovation: null,
        landscaping: { number: "C-9", issuer: "City of Dublin", expiresOn: null },
      },
    });
  });

  it("names the trade's field that is wrong", () => {
    expect(parseLicenses({ plumbing: { number: "", issuer: "Somebody", expiresOn: "" } }, TODAY)).toEqual({
      ok: false,
      errors: { "plumbing.number": SERVICE_MESSAGES.licenseIncomplete },
    });
    expect(parseLicenses({ hvac: { number: "HV.1", issuer: "", expiresOn: "2020-01-31" } }, TODAY)).toEqual({
      ok: false,
      errors: { "hvac.expiresOn": SERVICE_MESSAGES.licenseExpired },
    });
    expect(parseLicenses({ hvac: { number: "HV.1", issuer: "", expiresOn: "31/01/2027" } }, TODAY)).toEqual({
      ok: false,
      errors: { "hvac.expiresOn": DIRECTORY_MESSAGES.date },
    });
  });
});

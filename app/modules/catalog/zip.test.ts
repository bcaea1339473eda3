import { describe, expect, it } from "vitest";
import {
  isKentuckyServiceZip,
  isOhioZip,
  normalizeOhioZip,
  readZip,
  ZIP_FORMAT,
  ZIP_MESSAGES,
} from "./zip";

describe("normalizeOhioZip / isOhioZip", () => {
  it.each([
    [" 43215 ", "43215"],
    ["43215-1234", "43215"],
    ["41001", "41001"],
    ["44999", "44999"],
    ["43000", "43000"],
    ["45999", "45999"],
    ["41000", "41000"],
    ["41099", "41099"],
    // The rule keeps the first five digits of whatever digits there are.
    ["432151234", "43215"],
    ["ZIP: 45202", "45202"],
  ])("accepts %j as %s", (input, zip) => {
    expect(normalizeOhioZip(input)).toBe(zip);
    expect(isOhioZip(input)).toBe(true);
  });

  it.each(["4321", "46001", "41100", "abcde", "", "42999", "40999", "   ", "12345", "46000"])("rejects %j", (input) => {
    expect(normalizeOhioZip(input)).toBeNull();
    expect(isOhioZip(input)).toBe(false);
  });
});

describe("isKentuckyServiceZip", () => {
  it("is true only for 41000-41099", () => {
    expect(isKentuckyServiceZip("41011")).toBe(true);
    expect(isKentuckyServiceZip("43215")).toBe(false);
    expect(isKentuckyServiceZip("41100")).toBe(false);
  });
});

describe("readZip (the ZIP step's rule)", () => {
  it("has the original app's messages and format", () => {
    expect(ZIP_MESSAGES).toEqual({
      invalidFormat: "Please enter a valid ZIP code",
      notOhio: "We're currently only serving Ohio. Please enter an Ohio zip code.",
    });
    expect(ZIP_FORMAT.test("43215")).toBe(true);
    expect(ZIP_FORMAT.test("43215-1234")).toBe(true);
    expect(ZIP_FORMAT.test("43215 1234")).toBe(false);
    expect(ZIP_FORMAT.test("43215-12")).toBe(false);
  });

  it.each([
    [" 43215 ", "43215"],
    ["43215-1234", "43215"],
    ["41001", "41001"],
    ["44999", "44999"],
  ])("accepts %j as %s", (input, zip) => {
    expect(readZip(input)).toEqual({ ok: true, zip });
  });

  it.each(["4321", "abcde", "", "432 15", "43215-", "43215 1234", "432151234", "43215 - 1234", "43215-12", "432155", "4321512345", "ZIP 43215"])(
    "rejects %j as a bad format",
    (input) => {
      expect(readZip(input)).toEqual({ ok: false, message: ZIP_MESSAGES.invalidFormat });
    },
  );

  it.each(["46001", "41100", "12345", "90210-1234"])("rejects %j as outside Ohio", (input) => {
    expect(readZip(input)).toEqual({ ok: false, message: ZIP_MESSAGES.notOhio });
  });

  it("checks the format before the state", () => {
    // Not Ohio and also badly formed: the format message wins.
    expect(readZip("4600")).toEqual({ ok: false, message: ZIP_MESSAGES.invalidFormat });
  });
});

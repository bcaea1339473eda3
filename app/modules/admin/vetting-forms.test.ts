import { describe, expect, it } from "vitest";
import { parseCheckForm, parseReason, VETTING_FORM_MESSAGES } from "./vetting-forms";

describe("the record-a-check form", () => {
  it("accepts a check, trimming the note, with no trade unless it is a license", () => {
    expect(parseCheckForm({ kind: "insurance", result: "passed", category: "hvac", note: "  Policy 42  " })).toEqual({
      ok: true,
      value: { kind: "insurance", result: "passed", categorySlug: null, note: "Policy 42" },
    });
    expect(parseCheckForm({ kind: "license", result: "failed", category: "plumbing", note: "Expired in 2024" })).toEqual({
      ok: true,
      value: { kind: "license", result: "failed", categorySlug: "plumbing", note: "Expired in 2024" },
    });
    expect(parseCheckForm({ kind: "background", result: "passed", category: "", note: "" })).toMatchObject({ ok: true });
  });

  it("needs a note saying what failed when the check failed", () => {
    const blank = { kind: "insurance", result: "failed", category: "", note: "   " };
    expect(parseCheckForm(blank)).toEqual({ ok: false, errors: { note: VETTING_FORM_MESSAGES.failedNote }, values: blank });
  });

  it("names each bad field", () => {
    const input = { kind: "astrology", result: "maybe", category: "", note: "x".repeat(1001) };
    expect(parseCheckForm(input)).toEqual({
      ok: false,
      errors: { kind: VETTING_FORM_MESSAGES.kind, result: VETTING_FORM_MESSAGES.result, note: VETTING_FORM_MESSAGES.note },
      values: input,
    });
  });

  it("needs a known trade for a license", () => {
    const noTrade = { kind: "license", result: "passed", category: "", note: "" };
    expect(parseCheckForm(noTrade)).toEqual({ ok: false, errors: { category: VETTING_FORM_MESSAGES.category }, values: noTrade });
    expect(parseCheckForm({ kind: "license", result: "passed", category: "astrology", note: "" })).toMatchObject({ ok: false });
  });
});

describe("the reason for rejecting or suspending", () => {
  it("is required, trimmed and at most 1,000 characters", () => {
    expect(parseReason("  No insurance  ")).toEqual({ ok: true, value: "No insurance" });
    expect(parseReason("   ")).toEqual({ ok: false, errors: { reason: VETTING_FORM_MESSAGES.reason } });
    expect(parseReason("x".repeat(1001)).ok).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, echoValues, readAccountForm, validateAccountForm, validateSignUp } from "./account-forms";
import { isCommonPassword } from "./common-passwords";

const pro = {
  firstName: "Mike",
  lastName: "Rossi",
  businessName: "Rossi Plumbing",
  email: "Mike@Example.com ",
  phone: "",
  website: "",
  zipCode: "43215",
  password: "copper-pipe-7",
  confirmPassword: "copper-pipe-7",
};

describe("account forms", () => {
  it("accepts a complete pro sign-up, lowercasing the e-mail and leaving phone and website optional", () => {
    const result = validateAccountForm("providerPage", pro);
    expect(result.ok && result.value).toMatchObject({ email: "mike@example.com", phone: "", website: "", zipCode: "43215" });
  });

  it("says 'Please fill out all required fields' first, as the original app does", () => {
    const result = validateAccountForm("providerPage", { ...pro, businessName: " ", zipCode: "90210", confirmPassword: "x" });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.summary).toEqual({ message: ACCOUNT_MESSAGES.required });
      expect(result.errors.businessName).toBe(ACCOUNT_MESSAGES.fieldRequired);
      expect(result.errors.zipCode).toBe(ACCOUNT_MESSAGES.notOhio);
    }
  });

  it("titles a non-Ohio ZIP 'Service Area Error'", () => {
    const result = validateAccountForm("providerPage", { ...pro, zipCode: "90210" });
    expect(!result.ok && result.summary).toEqual({ title: "Service Area Error", message: "We currently only serve Ohio. Please enter an Ohio zip code." });
  });

  it("checks that the passwords match, and their length", () => {
    const mismatch = validateAccountForm("providerPage", { ...pro, confirmPassword: "copper-pipe-8" });
    expect(!mismatch.ok && mismatch.summary.message).toBe("Passwords do not match");
    // Left empty, the second box is a required field like the others (it said nothing when the form was empty).
    const empty = validateAccountForm("providerPage", { ...pro, password: "", confirmPassword: "" });
    expect(!empty.ok && empty.errors).toMatchObject({ password: ACCOUNT_MESSAGES.fieldRequired, confirmPassword: ACCOUNT_MESSAGES.fieldRequired });
    const short = validateAccountForm("providerPage", { ...pro, password: "abc12", confirmPassword: "abc12" });
    expect(!short.ok && short.summary.message).toBe("Password must be at least 6 characters long");
  });

  it("refuses the most common passwords, whatever their case", () => {
    expect(isCommonPassword("Password1")).toBe(true);
    expect(isCommonPassword("copper-pipe-7")).toBe(false);
    const common = validateAccountForm("homeowner", { firstName: "A", lastName: "B", email: "a@b.co", zipCode: "43215", password: "Qwerty123" });
    expect(!common.ok && common.errors.password).toBe(ACCOUNT_MESSAGES.common);
  });

  it("requires the provider tab's phone, unlike the standalone page", () => {
    const result = validateSignUp("provider", { ...pro, phone: "" });
    expect(!result.ok && result.errors.phone).toBe(ACCOUNT_MESSAGES.fieldRequired);
    const ok = validateSignUp("provider", { ...pro, phone: "+1 (614) 555-0100" });
    expect(ok.ok && ok.input.role === "provider" && ok.input.form.phone).toBe("6145550100");
  });

  it("adds https:// to a bare website and refuses what is not one", () => {
    const bare = validateAccountForm("providerPage", { ...pro, website: "rossiplumbing.com" });
    expect(bare.ok && bare.value.website).toBe("https://rossiplumbing.com");
    const bad = validateAccountForm("providerPage", { ...pro, website: "not a site" });
    expect(!bad.ok && bad.errors.website).toBe(ACCOUNT_MESSAGES.website);
  });

  it("asks for both login fields with its own message", () => {
    const result = validateAccountForm("login", { email: "", password: "" });
    expect(!result.ok && result.summary.message).toBe("Email and password are required");
  });

  it("echoes what was typed, never a password", () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(pro)) form.set(key, value);
    form.set("somethingElse", "ignored");
    const values = readAccountForm("providerPage", form);
    expect(Object.keys(values)).not.toContain("somethingElse");
    expect(echoValues(values)).not.toHaveProperty("password");
    expect(echoValues(values)).not.toHaveProperty("confirmPassword");
    expect(echoValues(values).businessName).toBe("Rossi Plumbing");
  });
});

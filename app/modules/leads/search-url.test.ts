import { describe, expect, it } from "vitest";
import { searchUrlAfterSubmit } from "./search-url";

describe("searchUrlAfterSubmit", () => {
  it("keeps the answers and adds the contact fields, consent and lead", () => {
    const form = { firstName: "Ann Marie ", lastName: "O'Neil", email: "ann+home@example.com", phone: "6145550123", smsConsent: false };
    const url = new URL(
      searchUrlAfterSubmit({ service: "plumbing", zip: "43215", budget: "under1000" }, form, { leadId: "L1", token: "T1" }),
      "http://x",
    );
    expect(url.pathname).toBe("/search");
    const params = url.searchParams;
    expect([...params.keys()]).toEqual([
      "zip", "service", "budget", "firstName", "lastName", "email", "phone", "smsConsent", "lead", "token",
    ]);
    expect(params.get("firstName")).toBe("Ann Marie");
    expect(params.get("email")).toBe("ann+home@example.com");
    expect(url.search).toContain("email=ann%2Bhome%40example.com");
    expect(params.get("smsConsent")).toBe("false");
    expect(params.get("phone")).toBe("6145550123");
    const typed = new URL(searchUrlAfterSubmit({}, { ...form, phone: "+1 (614) 555-0123" }, { leadId: "L", token: "T" }), "http://x");
    expect(typed.searchParams.get("phone")).toBe("6145550123");
    expect(new URL(searchUrlAfterSubmit({}, { ...form, smsConsent: true }, { leadId: "L", token: "T" }), "http://x").searchParams.get("smsConsent")).toBe("true");
  });
});

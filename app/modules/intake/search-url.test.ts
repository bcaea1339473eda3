import { describe, expect, it } from "vitest";
import { searchUrlAfterSubmit, searchUrlWithFiveDigitZip } from "./search-url";

describe("searchUrlAfterSubmit", () => {
  it("carries the lead and its access token only: no name, e-mail, phone or answer (docs/decisions/043)", () => {
    const url = new URL(searchUrlAfterSubmit({ leadId: "9b2f0a4e-1c1d-4e55-8a8a-0d1d2c3b4a59", token: "T1" }), "http://x");
    expect(url.pathname).toBe("/search");
    expect([...url.searchParams]).toEqual([
      ["lead", "9b2f0a4e-1c1d-4e55-8a8a-0d1d2c3b4a59"],
      ["token", "T1"],
    ]);
  });

  it("says when a repeat updated the request the submitter already had", () => {
    const url = new URL(searchUrlAfterSubmit({ leadId: "L", token: "T" }, { updated: true }), "http://x");
    expect([...url.searchParams.keys()]).toEqual(["lead", "token", "updated"]);
    expect(url.searchParams.get("updated")).toBe("1");
  });
});

describe("searchUrlWithFiveDigitZip", () => {
  it("puts a ZIP+4 as typed back in the address as its five digits, the rest unchanged", () => {
    for (const typed of ["43215-1234", " 43215 "]) {
      const url = new URL(`http://x/search?query=leaky+faucet&zip=${encodeURIComponent(typed)}&sort=rating`);
      expect(searchUrlWithFiveDigitZip(url), typed).toBe("/search?query=leaky+faucet&zip=43215&sort=rating");
    }
  });

  it("leaves an address alone with no ZIP, five digits, or a ZIP the page refuses", () => {
    for (const query of ["query=plumbing", "zip=43215", "zip=", "zip=90210-1234", "zip=432+15", "zip=43215+1234"]) {
      expect(searchUrlWithFiveDigitZip(new URL(`http://x/search?${query}`)), query).toBeNull();
    }
  });
});

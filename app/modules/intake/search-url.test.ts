import { describe, expect, it } from "vitest";
import { searchUrlAfterSubmit } from "./search-url";

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

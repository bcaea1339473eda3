import { describe, expect, it } from "vitest";
import { decideHeroSearch, type HeroServiceOption } from "./hero-search";

const OPTIONS: HeroServiceOption[] = [
  { value: "hvac", label: "HVAC" },
  { value: "plumbing", label: "Plumbing" },
  { value: "electrical", label: "Electrical" },
];
const OHIO_ONLY = "We're currently only serving Ohio. Please enter an Ohio zip code.";

describe("decideHeroSearch", () => {
  it("stops on a non-empty ZIP outside Ohio, before anything else", () => {
    for (const zip of ["46001", "1234", "abcde", "99999", "41100"]) {
      expect(decideHeroSearch({ service: "hvac", text: "HVAC", zip }, OPTIONS)).toEqual({
        type: "invalid-zip",
        message: OHIO_ONLY,
      });
    }
    expect(decideHeroSearch({ service: "", text: "", zip: "46001" }, OPTIONS).type).toBe("invalid-zip");
  });

  it("sends a chosen service to its questionnaire with the ZIP", () => {
    expect(decideHeroSearch({ service: "hvac", text: "HVAC", zip: "43215" }, OPTIONS)).toEqual({
      type: "navigate",
      to: "/service-questionnaire/hvac?zip=43215",
    });
    // Northern Kentucky ZIPs pass the original app's rule (Cincinnati area).
    expect(decideHeroSearch({ service: "plumbing", text: "Plumbing", zip: "41011" }, OPTIONS)).toEqual({
      type: "navigate",
      to: "/service-questionnaire/plumbing?zip=41011",
    });
  });

  it("keeps the ZIP optional and normalizes it", () => {
    expect(decideHeroSearch({ service: "hvac", text: "HVAC", zip: "" }, OPTIONS)).toEqual({
      type: "navigate",
      to: "/service-questionnaire/hvac?zip=",
    });
    expect(decideHeroSearch({ service: "hvac", text: "HVAC", zip: " 43215 " }, OPTIONS)).toEqual({
      type: "navigate",
      to: "/service-questionnaire/hvac?zip=43215",
    });
  });

  it("treats text that is exactly a service name as choosing it", () => {
    expect(decideHeroSearch({ service: "", text: "  plumbing ", zip: "44101" }, OPTIONS)).toEqual({
      type: "navigate",
      to: "/service-questionnaire/plumbing?zip=44101",
    });
  });

  it("ignores a chosen value that is not an option", () => {
    expect(decideHeroSearch({ service: "https://evil.example", text: "", zip: "" }, OPTIONS)).toEqual({
      type: "focus-service",
    });
  });

  it("sends free text to the search page, URL-encoded", () => {
    expect(decideHeroSearch({ service: "", text: "leaky faucet", zip: "43215" }, OPTIONS)).toEqual({
      type: "navigate",
      to: "/search?query=leaky%20faucet&zip=43215",
    });
    expect(decideHeroSearch({ service: "", text: " fix A/C & vents? ", zip: "" }, OPTIONS)).toEqual({
      type: "navigate",
      to: "/search?query=fix%20A%2FC%20%26%20vents%3F&zip=",
    });
  });

  it("focuses the service box when there is nothing to search for", () => {
    expect(decideHeroSearch({ service: "", text: "", zip: "" }, OPTIONS)).toEqual({ type: "focus-service" });
    expect(decideHeroSearch({ service: "", text: "   ", zip: "43215" }, OPTIONS)).toEqual({ type: "focus-service" });
  });
});

import { describe, expect, it } from "vitest";
import { getZip } from "./geo";
import {
  filterLocations,
  findLocationByName,
  findLocationBySlug,
  FIRST_SIX_LOCATIONS,
  LOCATIONS,
  locationSlug,
  nearbyLocations,
  SEED_CITY_NAMES,
} from "./locations";

const LOCATION_TYPES = ["city", "village", "township", "town", "cdp"];

describe("LOCATIONS", () => {
  it("has at least 250 places", () => {
    expect(LOCATIONS.length).toBeGreaterThanOrEqual(250);
  });

  it("starts with the original app's six cities and counties, in order", () => {
    expect(FIRST_SIX_LOCATIONS.map((l) => [l.name, l.county])).toEqual([
      ["Columbus", "Franklin"],
      ["Cleveland", "Cuyahoga"],
      ["Cincinnati", "Hamilton"],
      ["Toledo", "Lucas"],
      ["Akron", "Summit"],
      ["Dayton", "Montgomery"],
    ]);
    expect(FIRST_SIX_LOCATIONS.map((l) => l.name)).toEqual([...SEED_CITY_NAMES]);
    expect(FIRST_SIX_LOCATIONS.map((l) => l.zipCodes[0])).toEqual([
      "43215",
      "44114",
      "45202",
      "43604",
      "44308",
      "45402",
    ]);
  });

  it("gives every place a known Ohio ZIP, a county, coordinates in Ohio and a type", () => {
    for (const location of LOCATIONS) {
      expect(location.zipCodes.length, location.name).toBeGreaterThan(0);
      for (const zip of location.zipCodes) expect(getZip(zip)?.state, `${location.name} ${zip}`).toBe("OH");
      expect(new Set(location.zipCodes).size, location.name).toBe(location.zipCodes.length);
      expect(location.county, location.name).not.toBe("");
      expect(location.lat, location.name).toBeGreaterThan(38.4);
      expect(location.lat, location.name).toBeLessThan(42);
      expect(location.lng, location.name).toBeGreaterThan(-84.9);
      expect(location.lng, location.name).toBeLessThan(-80.5);
      expect(LOCATION_TYPES, location.name).toContain(location.type);
      expect(["derived", "curated"], location.name).toContain(location.typeSource);
    }
  });

  it("has unique slugs that follow the slug rule", () => {
    const slugs = LOCATIONS.map((l) => l.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const location of LOCATIONS) {
      const base = locationSlug(location.name);
      expect([base, `${base}-${locationSlug(location.county)}-county`], location.name).toContain(location.slug);
    }
  });

  it("lists five nearby places, each another real location", () => {
    for (const location of LOCATIONS) {
      expect(location.nearby, location.name).toHaveLength(5);
      expect(location.nearbySlugs, location.name).not.toContain(location.slug);
      const nearby = nearbyLocations(location);
      expect(nearby.map((l) => l.name)).toEqual(location.nearby);
      expect(nearby).not.toContain(location);
    }
  });

  it("keeps populations for derived places and none for hand-added townships", () => {
    for (const location of LOCATIONS) {
      if (location.type === "township") expect(location.population, location.name).toBeUndefined();
      if (location.typeSource === "derived") {
        expect(location.population, location.name).toBeGreaterThan(0);
        // ORC 703.01: derived types follow the 5,000 line.
        expect(location.type, location.name).toBe(location.population! >= 5000 ? "city" : "village");
      }
    }
  });

  it("includes the big hand-added townships in their real counties", () => {
    expect(findLocationBySlug("west-chester-township")).toMatchObject({ county: "Butler", type: "township" });
    expect(findLocationBySlug("colerain-township")).toMatchObject({ county: "Hamilton", type: "township" });
    expect(findLocationBySlug("anderson-township")).toMatchObject({ county: "Hamilton", type: "township" });
    expect(findLocationBySlug("liberty-township")).toMatchObject({ county: "Butler", type: "township" });
    expect(findLocationBySlug("liberty-township-delaware-county")).toMatchObject({ county: "Delaware" });
  });
});

describe("locationSlug", () => {
  it.each([
    ["North Canton", "north-canton"],
    ["St. Marys", "st-marys"],
    ["Mentor-on-the-Lake", "mentor-on-the-lake"],
    ["  Bay  Village ", "bay-village"],
    ["Washington Court House", "washington-court-house"],
  ])("%j -> %s", (name, slug) => {
    expect(locationSlug(name)).toBe(slug);
  });
});

describe("findLocationByName", () => {
  it("is case-insensitive and reads hyphens as spaces", () => {
    const northCanton = findLocationByName("North Canton");
    expect(northCanton?.county).toBe("Stark");
    expect(findLocationByName("north-canton")).toBe(northCanton);
    expect(findLocationByName("NORTH CANTON")).toBe(northCanton);
  });

  it("ignores punctuation and Saint/St.", () => {
    const stMarys = findLocationByName("St. Marys");
    expect(stMarys?.county).toBe("Auglaize");
    expect(findLocationByName("saint-marys")).toBe(stMarys);
    expect(findLocationByName("st marys")).toBe(stMarys);
  });

  it("finds county-suffixed slugs and townships named without 'Township'", () => {
    expect(findLocationByName("liberty-township-delaware-county")?.county).toBe("Delaware");
    expect(findLocationByName("west-chester")?.name).toBe("West Chester Township");
  });

  it("returns the larger place for a shared name", () => {
    expect(findLocationByName("Liberty Township")?.county).toBe("Butler");
  });

  it("returns null for unknown or empty names", () => {
    expect(findLocationByName("Atlantis")).toBeNull();
    expect(findLocationByName("")).toBeNull();
    expect(findLocationByName(" - ")).toBeNull();
  });
});

describe("filterLocations", () => {
  it("matches the name or the county, case-insensitively", () => {
    const hamilton = filterLocations("hamilton");
    expect(hamilton.some((l) => l.name === "Hamilton")).toBe(true);
    expect(hamilton.some((l) => l.name === "Cincinnati")).toBe(true);
    expect(filterLocations("  ")).toHaveLength(LOCATIONS.length);
    expect(filterLocations("zzz")).toEqual([]);
  });
});

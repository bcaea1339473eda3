import { describe, expect, it } from "vitest";
import {
  type DirectoryLocation,
  filterDirectory,
  groupLocationsByType,
  LOCATION_GROUPS,
  matchesLocationQuery,
  normalizeLocationQuery,
} from "./location-directory";
import { LOCATIONS } from "./locations";

const PLACES: DirectoryLocation[] = [
  { name: "Columbus", slug: "columbus", type: "city", county: "Franklin" },
  { name: "Ada", slug: "ada", type: "village", county: "Hardin" },
  { name: "Anderson Township", slug: "anderson-township", type: "township", county: "Hamilton" },
  { name: "Bexley", slug: "bexley", type: "city", county: "Franklin" },
  { name: "Mentor-on-the-Lake", slug: "mentor-on-the-lake", type: "city", county: "Lake" },
  { name: "Somewhere", slug: "somewhere", type: "hamlet", county: "Lake" },
  { name: "Aurora", slug: "aurora", type: "cdp", county: "Portage" },
];

const COLUMBUS = PLACES.find((place) => place.slug === "columbus")!;
const MENTOR = PLACES.find((place) => place.slug === "mentor-on-the-lake")!;

describe("normalizeLocationQuery", () => {
  it("lowercases, reads hyphens as spaces and drops a trailing county", () => {
    expect(normalizeLocationQuery("  North-Canton ")).toBe("north canton");
    expect(normalizeLocationQuery("Franklin County")).toBe("franklin");
    expect(normalizeLocationQuery("county")).toBe("");
    expect(normalizeLocationQuery("x".repeat(500))).toHaveLength(80);
  });
});

describe("matchesLocationQuery", () => {
  it("matches a substring of the name or the county, case-insensitively", () => {
    expect(matchesLocationQuery(COLUMBUS, "COLUM")).toBe(true);
    expect(matchesLocationQuery(COLUMBUS, "frank")).toBe(true);
    expect(matchesLocationQuery(COLUMBUS, "Franklin County")).toBe(true);
    expect(matchesLocationQuery(COLUMBUS, "hardin")).toBe(false);
    expect(matchesLocationQuery(MENTOR, "mentor on the")).toBe(true);
  });
});

describe("filterDirectory", () => {
  it("returns everything for an empty query and the matches otherwise", () => {
    expect(filterDirectory(PLACES, "   ")).toHaveLength(PLACES.length);
    expect(filterDirectory(PLACES, "franklin").map((place) => place.slug)).toEqual(["columbus", "bexley"]);
    expect(filterDirectory(PLACES, "lake").map((place) => place.slug)).toEqual(["mentor-on-the-lake", "somewhere"]);
    expect(filterDirectory(PLACES, "zzz")).toEqual([]);
  });

  it("agrees with the catalog's filter on the real data", () => {
    const slugs = filterDirectory(LOCATIONS, "summit").map((place) => place.slug);
    expect(slugs).toContain("akron");
    expect(slugs.length).toBeGreaterThan(3);
  });
});

describe("groupLocationsByType", () => {
  it("groups in the page's order, sorts by name and puts unknown types under other", () => {
    const groups = groupLocationsByType(PLACES);
    expect(groups.map((group) => group.label)).toEqual([
      "Cities",
      "Villages",
      "Townships",
      "Census-designated places",
      "Other places",
    ]);
    expect(groups[0]?.locations.map((place) => place.name)).toEqual(["Bexley", "Columbus", "Mentor-on-the-Lake"]);
    expect(groups.at(-1)?.locations.map((place) => place.name)).toEqual(["Somewhere"]);
  });

  it("keeps every real location in exactly one group", () => {
    const groups = groupLocationsByType(LOCATIONS);
    expect(groups.reduce((sum, group) => sum + group.locations.length, 0)).toBe(LOCATIONS.length);
    expect(groups.every((group) => LOCATION_GROUPS.some((known) => known.type === group.type))).toBe(true);
  });
});

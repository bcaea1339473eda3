import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  getService,
  getSubService,
  isServiceSlug,
  SERVICE_SLUGS,
  SERVICES,
  serviceNameForSlug,
} from "./services";

const SLUG_FORMAT = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The rule the data follows: lowercase, "&" -> "and", other punctuation -> single hyphens. */
function slugFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['\u2019]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Sentences end with ., ! or ? followed by a space or the end of the text. */
function sentenceCount(text: string): number {
  return text.split(/(?<=[.!?])\s+/).filter((part) => part.trim() !== "").length;
}

describe("SERVICES", () => {
  it("lists the six categories in the spec's order", () => {
    expect(SERVICES.map((service) => service.slug)).toEqual([
      "hvac",
      "plumbing",
      "electrical",
      "landscaping",
      "cleaning",
      "renovation",
    ]);
    expect(SERVICES.map((service) => service.slug)).toEqual([...SERVICE_SLUGS]);
  });

  it("uses the expected display names", () => {
    expect(SERVICES.map((service) => service.name)).toEqual([
      "HVAC",
      "Plumbing",
      "Electrical",
      "Landscaping",
      "Cleaning",
      "Renovation",
    ]);
  });

  it("has exactly the sub-service counts from the spec", () => {
    const counts = Object.fromEntries(
      SERVICES.map((service) => [service.slug, service.subServices.length]),
    );
    expect(counts).toEqual({
      hvac: 30,
      electrical: 24,
      plumbing: 35,
      landscaping: 6,
      cleaning: 6,
      renovation: 6,
    });
  });

  it("gives every category a one-sentence card description and its own image path", () => {
    for (const service of SERVICES) {
      expect(service.description.length).toBeGreaterThan(40);
      expect(sentenceCount(service.description)).toBe(1);
      expect(service.description).toMatch(/\.$/);
      expect(service.image).toBe(`/images/services/${service.slug}.svg`);
    }
  });

  it("ships an SVG illustration for every category image", () => {
    for (const service of SERVICES) {
      const file = resolve(process.cwd(), "public", service.image.replace(/^\//, ""));
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, "utf8");
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 400 240"/);
      expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/);
      // self-contained: no external images, fonts or links
      expect(svg).not.toMatch(/href=|url\(\s*['"]?http|@import/);
      expect(Buffer.byteLength(svg)).toBeLessThan(4096);
    }
  });
});

describe.each(SERVICES.map((service) => [service.slug, service] as const))(
  "%s sub-services",
  (_slug, service) => {
    it("have well-formed slugs derived from their names", () => {
      for (const sub of service.subServices) {
        expect(sub.slug, sub.name).toMatch(SLUG_FORMAT);
        expect(sub.slug, sub.name).toBe(slugFromName(sub.name));
      }
    });

    it("have unique slugs, names and descriptions", () => {
      const subs = service.subServices;
      expect(new Set(subs.map((sub) => sub.slug)).size).toBe(subs.length);
      expect(new Set(subs.map((sub) => sub.name.toLowerCase())).size).toBe(subs.length);
      expect(new Set(subs.map((sub) => sub.description)).size).toBe(subs.length);
    });

    it("have descriptions of one or two sentences", () => {
      for (const sub of service.subServices) {
        const count = sentenceCount(sub.description);
        expect(count, sub.slug).toBeGreaterThanOrEqual(1);
        expect(count, sub.slug).toBeLessThanOrEqual(2);
        expect(sub.description, sub.slug).toMatch(/^[A-Z].{30,}[.!?]$/);
        expect(sub.description.length, sub.slug).toBeLessThanOrEqual(260);
      }
    });

    it("do not repeat the category slug as a name (no filler entries)", () => {
      for (const sub of service.subServices) {
        expect(sub.name.toLowerCase()).not.toBe(service.name.toLowerCase());
        expect(sub.name.trim()).toBe(sub.name);
      }
    });
  },
);

describe("sentenceCount (test helper)", () => {
  it("counts sentences so the 1-2 sentence rule can fail", () => {
    expect(sentenceCount("One. Two. Three.")).toBe(3);
    expect(sentenceCount("Only one sentence here.")).toBe(1);
  });
});

describe("getService", () => {
  it("finds a category by its exact slug", () => {
    expect(getService("plumbing")?.name).toBe("Plumbing");
    expect(getService("renovation")?.subServices).toHaveLength(6);
  });

  it("does not match other casing, whitespace, empty or unknown slugs", () => {
    expect(getService("HVAC")).toBeUndefined();
    expect(getService(" hvac")).toBeUndefined();
    expect(getService("")).toBeUndefined();
    expect(getService("painting")).toBeUndefined();
  });
});

describe("getSubService", () => {
  it("finds a sub-service within its category", () => {
    expect(getSubService("hvac", "furnace-repair")?.name).toBe("Furnace Repair");
    expect(getSubService("plumbing", "sump-pump-installation")?.name).toBe(
      "Sump Pump Installation",
    );
  });

  it("does not find a sub-service under the wrong category or with other casing", () => {
    expect(getSubService("plumbing", "furnace-repair")).toBeUndefined();
    expect(getSubService("hvac", "Furnace-Repair")).toBeUndefined();
    expect(getSubService("HVAC", "furnace-repair")).toBeUndefined();
    expect(getSubService("hvac", "")).toBeUndefined();
    expect(getSubService("", "")).toBeUndefined();
  });
});

describe("serviceNameForSlug", () => {
  it("returns the display name for known slugs", () => {
    expect(serviceNameForSlug("hvac")).toBe("HVAC");
    expect(serviceNameForSlug("landscaping")).toBe("Landscaping");
  });

  it("returns undefined for unknown slugs", () => {
    expect(serviceNameForSlug("Hvac")).toBeUndefined();
    expect(serviceNameForSlug("roofing")).toBeUndefined();
    expect(serviceNameForSlug("")).toBeUndefined();
  });
});

describe("isServiceSlug", () => {
  it("accepts exactly the six category slugs", () => {
    for (const slug of SERVICE_SLUGS) expect(isServiceSlug(slug)).toBe(true);
    expect(isServiceSlug("HVAC")).toBe(false);
    expect(isServiceSlug("patios")).toBe(false);
    expect(isServiceSlug("")).toBe(false);
  });
});

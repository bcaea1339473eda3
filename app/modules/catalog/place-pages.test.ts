import { describe, expect, it } from "vitest";
import { SERVICES } from "./services";
import {
  categoryIntroSentence,
  cityPageData,
  findPlace,
  OHIO_PLACE,
  placePageTitle,
  quoteHref,
  relatedSubServices,
  serviceInLocationPageData,
  subServicePageData,
  subServiceQuoteHref,
} from "./place-pages";

const SEED_CITIES = ["Columbus", "Cleveland", "Cincinnati", "Toledo", "Akron", "Dayton"];

describe("findPlace", () => {
  it("finds a location case-insensitively with hyphens read as spaces", () => {
    expect(findPlace("columbus")?.name).toBe("Columbus");
    expect(findPlace("COLUMBUS")?.county).toBe("Franklin");
    expect(findPlace("grandview-heights")?.name).toBe("Grandview Heights");
    expect(findPlace("Grandview Heights")?.slug).toBe("grandview-heights");
  });

  it("treats ohio as the statewide pseudo-location", () => {
    const ohio = findPlace("ohio");
    expect(ohio).toBe(OHIO_PLACE);
    expect(findPlace("Ohio")).toBe(OHIO_PLACE);
    expect(ohio?.name).toBe("Ohio");
    expect(ohio?.statewide).toBe(true);
    expect(ohio?.county).toBeNull();
    expect(ohio?.nearby.map((place) => place.name)).toEqual(SEED_CITIES);
    expect(ohio?.zipCodes).toEqual(["43215", "44114", "45202", "43604", "44308", "45402"]);
  });

  it("returns null for an unknown place", () => {
    expect(findPlace("atlantis")).toBeNull();
    expect(findPlace("")).toBeNull();
  });

  it("gives nearby places with their slugs", () => {
    const columbus = findPlace("columbus");
    expect(columbus?.nearby).toHaveLength(5);
    for (const nearby of columbus?.nearby ?? []) {
      expect(nearby.slug).toMatch(/^[a-z0-9-]+$/);
      expect(findPlace(nearby.slug)?.name).toBe(nearby.name);
    }
  });
});

describe("place label, facts and title", () => {
  it("adds the state abbreviation to a city but not to the state", () => {
    expect(findPlace("columbus")?.label).toBe("Columbus, OH");
    expect(OHIO_PLACE.label).toBe("Ohio");
  });

  it("adds the county where two Ohio places share a name, so titles stay unique", () => {
    const butler = findPlace("liberty-township");
    const delaware = findPlace("liberty-township-delaware-county");
    expect(butler?.fullName).toBe("Liberty Township, Butler County");
    expect(delaware?.fullName).toBe("Liberty Township, Delaware County");
    expect(delaware?.label).toBe("Liberty Township, Delaware County, OH");
    expect(findPlace("columbus")?.fullName).toBe("Columbus");
  });

  it("states type, county and population", () => {
    expect(findPlace("columbus")?.facts).toBe(
      "Columbus is a city in Franklin County, Ohio, with a population of about 850,106.",
    );
    expect(OHIO_PLACE.facts).toBe(
      "We serve homeowners in all 88 Ohio counties and about 11,799,448 residents, from the big metro areas to small towns.",
    );
  });

  it("leaves the population out when the data has none", () => {
    const township = findPlace("colerain township");
    expect(township?.population).toBeNull();
    expect(township?.facts).toBe("Colerain Township is a township in Hamilton County, Ohio.");
  });

  it("follows the original app's title pattern", () => {
    expect(placePageTitle("Furnace Repair", { label: "Columbus, OH" })).toBe(
      "Furnace Repair Services in Columbus, OH | Top Rated & Affordable",
    );
  });
});

describe("quoteHref", () => {
  it("encodes values and leaves out empty ones", () => {
    expect(quoteHref({ city: "Grandview Heights", zip: "43212" })).toBe(
      "/service-request?city=Grandview+Heights&zip=43212",
    );
    expect(quoteHref({ service: "hvac", zip: "" })).toBe("/service-request?service=hvac");
    expect(quoteHref({})).toBe("/service-request");
  });

  it("builds a sub-service card's Request Quote link", () => {
    expect(subServiceQuoteHref("hvac", "ac-repair", "Columbus")).toBe(
      "/service-request?service=hvac&subservice=ac-repair&location=Columbus",
    );
  });
});

describe("cityPageData", () => {
  it("shows the first four categories with up to five sub-services each", () => {
    const page = cityPageData("columbus");
    expect(page).not.toBeNull();
    expect(page?.categories.map((category) => category.slug)).toEqual(SERVICES.slice(0, 4).map((s) => s.slug));
    for (const category of page?.categories ?? []) {
      expect(category.subServices.length).toBeGreaterThan(0);
      expect(category.subServices.length).toBeLessThanOrEqual(5);
      expect(category.path).toBe(`/services/${category.slug}/columbus`);
    }
    expect(page?.quoteHref).toBe("/service-request?city=Columbus&zip=43215");
    expect(page?.path).toBe("/locations/columbus");
  });

  it("sends only the small slices the page needs", () => {
    const page = cityPageData("columbus");
    expect(page?.categories[0]?.subServices[0]).toEqual({ slug: "furnace-repair", name: "Furnace Repair" });
  });

  it("has no page for an unknown place or the statewide pseudo-location", () => {
    expect(cityPageData("atlantis")).toBeNull();
    expect(cityPageData("ohio")).toBeNull();
  });
});

describe("serviceInLocationPageData", () => {
  it("returns the category, every sub-service card, other services and a five-question FAQ", () => {
    const page = serviceInLocationPageData("hvac", "columbus");
    expect(page?.service.name).toBe("HVAC");
    expect(page?.subServices).toHaveLength(SERVICES[0]?.subServices.length ?? -1);
    expect(page?.otherServices.map((service) => service.slug)).not.toContain("hvac");
    expect(page?.otherServices).toHaveLength(5);
    expect(page?.faq).toHaveLength(5);
    expect(page?.quoteHref).toBe("/service-request?service=hvac&location=Columbus&zip=43215");
    expect(page?.path).toBe("/services/hvac/columbus");
  });

  it("works for the statewide pseudo-location", () => {
    const page = serviceInLocationPageData("hvac", "ohio");
    expect(page?.place.name).toBe("Ohio");
    // No one ZIP stands for the state: the visitor enters their own.
    expect(page?.quoteHref).toBe("/service-request?service=hvac&location=Ohio");
  });

  it("uses a lowercase canonical path whatever the case of the URL", () => {
    expect(serviceInLocationPageData("plumbing", "Grandview-Heights")?.path).toBe(
      "/services/plumbing/grandview-heights",
    );
  });

  it("returns null for an unknown service (exact slug) or location", () => {
    expect(serviceInLocationPageData("HVAC", "columbus")).toBeNull();
    expect(serviceInLocationPageData("roofing", "columbus")).toBeNull();
    expect(serviceInLocationPageData("hvac", "atlantis")).toBeNull();
  });
});

describe("relatedSubServices", () => {
  const hvac = SERVICES.find((service) => service.slug === "hvac")!;

  it("lists up to six others of the same category, excluding the current one", () => {
    const related = relatedSubServices(hvac, "furnace-repair");
    expect(related).toHaveLength(6);
    expect(related.map((sub) => sub.slug)).not.toContain("furnace-repair");
    expect(related[0]?.slug).toBe(hvac.subServices[1]?.slug);
  });

  it("never lists more than the category has", () => {
    const small = { ...hvac, subServices: hvac.subServices.slice(0, 3) };
    expect(relatedSubServices(small, small.subServices[0]!.slug)).toHaveLength(2);
  });
});

describe("categoryIntroSentence", () => {
  it("has a sentence per category and a default, each naming the place", () => {
    const sentences = new Set<string>();
    for (const slug of ["hvac", "electrical", "plumbing", "landscaping", "cleaning", "renovation", "painting"]) {
      const sentence = categoryIntroSentence(slug, "Akron");
      expect(sentence).toContain("Akron");
      sentences.add(sentence);
    }
    expect(sentences.size).toBe(7);
  });
});

describe("subServicePageData", () => {
  it("resolves a known sub-service in a city", () => {
    const result = subServicePageData("hvac", "furnace-repair", "columbus");
    expect(result.kind).toBe("found");
    if (result.kind !== "found") return;
    const { page } = result;
    expect(page.subService.name).toBe("Furnace Repair");
    expect(page.place.zipCodes[0]).toBe("43215");
    expect(page.related).toHaveLength(6);
    expect(page.related.map((sub) => sub.slug)).not.toContain("furnace-repair");
    expect(page.faq).toHaveLength(5);
    expect(page.path).toBe("/services/hvac/furnace-repair/columbus");
    expect(page.servicePath).toBe("/services/hvac/columbus");
    expect(page.categoryIntro).toBe(categoryIntroSentence("hvac", "Columbus"));
    expect(page.quoteHref).toBe(
      "/service-request?service=hvac&subservice=furnace-repair&location=Columbus&zip=43215",
    );
  });

  it("answers not-found for an unknown service or location", () => {
    expect(subServicePageData("nope", "furnace-repair", "columbus")).toEqual({ kind: "not-found" });
    expect(subServicePageData("hvac", "furnace-repair", "atlantis")).toEqual({ kind: "not-found" });
  });

  it("answers sub-service-not-found with the way back to the category", () => {
    expect(subServicePageData("hvac", "moon-landing", "Columbus")).toEqual({
      kind: "sub-service-not-found",
      service: { slug: "hvac", name: "HVAC" },
      locationName: "Columbus",
      servicePath: "/services/hvac/columbus",
    });
  });
});

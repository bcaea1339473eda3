import { describe, expect, it } from "vitest";
import { BRAND } from "~/brand";
import {
  breadcrumbJsonLd,
  faqPageJsonLd,
  localBusinessJsonLd,
  organizationJsonLd,
  serviceJsonLd,
  webSiteJsonLd,
} from "./json-ld";

const ORIGIN = "https://pros.test";

/** Collects every string value stored under a URL-like key, at any depth. */
function urlValues(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => urlValues(item, out));
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (["url", "item", "logo", "urlTemplate"].includes(key) && typeof inner === "string") out.push(inner);
      else urlValues(inner, out);
    }
  }
  return out;
}

function expectAbsoluteUrls(data: object) {
  const urls = urlValues(data);
  for (const url of urls) expect(url.startsWith(`${ORIGIN}/`)).toBe(true);
}

describe("organizationJsonLd", () => {
  it("describes the brand as an Organization serving Ohio", () => {
    const data = organizationJsonLd(ORIGIN);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: BRAND.name,
      url: `${ORIGIN}/`,
      telephone: "+1-800-456-7890",
      areaServed: { "@type": "State", name: "Ohio" },
    });
    expect(data.logo).toMatch(/^https:\/\/pros\.test\//);
    expectAbsoluteUrls(data);
  });
});

describe("webSiteJsonLd", () => {
  it("describes the WebSite with a SearchAction", () => {
    const data = webSiteJsonLd(ORIGIN);
    expect(data).toMatchObject({ "@context": "https://schema.org", "@type": "WebSite", name: BRAND.name, url: `${ORIGIN}/` });
    const action = data.potentialAction as { "@type": string; target: { urlTemplate: string }; "query-input": string };
    expect(action["@type"]).toBe("SearchAction");
    expect(action.target.urlTemplate).toContain("{search_term_string}");
    expect(action["query-input"]).toBe("required name=search_term_string");
    expectAbsoluteUrls(data);
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers ListItems from 1 with absolute URLs", () => {
    const data = breadcrumbJsonLd(ORIGIN, [
      { name: "Home", path: "/" },
      { name: "Locations", path: "/locations" },
      { name: "Columbus", path: "locations/columbus" },
    ]);
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("BreadcrumbList");
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
      { "@type": "ListItem", position: 2, name: "Locations", item: `${ORIGIN}/locations` },
      { "@type": "ListItem", position: 3, name: "Columbus", item: `${ORIGIN}/locations/columbus` },
    ]);
  });

  it("does not double the slash when the origin ends with one", () => {
    const data = breadcrumbJsonLd(`${ORIGIN}/`, [{ name: "Services", path: "/services" }]);
    expect((data.itemListElement as { item: string }[])[0]?.item).toBe(`${ORIGIN}/services`);
  });
});

describe("faqPageJsonLd", () => {
  it("wraps each item in a Question with an acceptedAnswer", () => {
    const data = faqPageJsonLd([
      { question: "How much?", answer: "It depends." },
      { question: "How fast?", answer: "1-3 days." },
    ]);
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        { "@type": "Question", name: "How much?", acceptedAnswer: { "@type": "Answer", text: "It depends." } },
        { "@type": "Question", name: "How fast?", acceptedAnswer: { "@type": "Answer", text: "1-3 days." } },
      ],
    });
  });
});

describe("serviceJsonLd", () => {
  const data = serviceJsonLd({
    origin: ORIGIN,
    name: "Furnace Repair in Columbus, OH",
    description: "Fast furnace repair.",
    serviceType: "HVAC",
    city: "Columbus",
    postalCode: "43215",
    path: "/services/hvac/furnace-repair/columbus",
  });

  it("is a Service with name, description, type and URL", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Service",
      name: "Furnace Repair in Columbus, OH",
      description: "Fast furnace repair.",
      serviceType: "HVAC",
      url: `${ORIGIN}/services/hvac/furnace-repair/columbus`,
    });
    expectAbsoluteUrls(data);
  });

  it("serves a City with an Ohio PostalAddress and postal code", () => {
    expect(data.areaServed).toMatchObject({
      "@type": "City",
      name: "Columbus",
      address: { "@type": "PostalAddress", addressLocality: "Columbus", addressRegion: "OH", postalCode: "43215" },
    });
  });

  it("names the Organization provider with its telephone, and no made-up office address", () => {
    expect(data.provider).toMatchObject({
      "@type": "Organization",
      name: BRAND.name,
      telephone: "+1-800-456-7890",
      url: `${ORIGIN}/`,
    });
    expect(data.provider).not.toHaveProperty("address");
  });

  it("serves the State of Ohio, with no city or postal code, on the statewide pages", () => {
    const statewide = serviceJsonLd({
      origin: ORIGIN,
      name: "HVAC Services in Ohio",
      description: "d",
      serviceType: "HVAC",
      city: null,
      postalCode: "",
      path: "/services/hvac/ohio",
    });
    expect(statewide.areaServed).toEqual({ "@type": "State", name: "Ohio" });
    expect(JSON.stringify(statewide)).not.toContain("postalCode");
  });

  it("leaves postalCode out when it is unknown", () => {
    const noZip = serviceJsonLd({
      origin: ORIGIN,
      name: "n",
      description: "d",
      serviceType: "s",
      city: "Nowhere",
      path: "/x",
    });
    expect((noZip.areaServed as { address: Record<string, string> }).address).not.toHaveProperty("postalCode");
  });
});

describe("localBusinessJsonLd", () => {
  const input = {
    origin: ORIGIN,
    name: "Scioto Valley Heating & Air",
    description: "Furnaces and air conditioners.",
    path: "/pros/scioto-valley-heating-and-air",
    phone: "(614) 555-0101",
    website: "https://example.com/scioto",
    city: "Columbus",
    postalCode: "43215",
    areaServed: ["Columbus", "Bexley"],
    rating: 4.9,
    reviewCount: 187,
  };

  it("describes the pro with its town, phone, area and rating", () => {
    const data = localBusinessJsonLd(input);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      name: "Scioto Valley Heating & Air",
      url: `${ORIGIN}/pros/scioto-valley-heating-and-air`,
      telephone: "+1-614-555-0101",
      address: { "@type": "PostalAddress", addressLocality: "Columbus", postalCode: "43215", addressRegion: "OH" },
      sameAs: ["https://example.com/scioto"],
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.9, reviewCount: 187, bestRating: 5 },
    });
    expect((data.areaServed as { name: string }[]).map((place) => place.name)).toEqual(["Columbus", "Bexley"]);
  });

  it("leaves out the rating when there are no reviews, and the website when there is none", () => {
    const data = localBusinessJsonLd({ ...input, rating: null, reviewCount: 0, website: null });
    expect(data).not.toHaveProperty("aggregateRating");
    expect(data).not.toHaveProperty("sameAs");
  });
});

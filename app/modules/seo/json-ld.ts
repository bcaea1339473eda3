import { BRAND } from "~/brand";
import { internationalPhone } from "~/lib/phone";

/**
 * Pure builders for schema.org structured data. Pages render the results with
 * `<JsonLd data={...} />`. Every URL is absolute because search engines
 * resolve structured data without a base URL.
 */

const CONTEXT = "https://schema.org";

/** International form of the product's phone number, as schema.org expects. */
export const BRAND_TELEPHONE = internationalPhone(BRAND.phone);

export type JsonLdObject = { "@context"?: string; "@type": string } & Record<string, unknown>;

function absolute(origin: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const base = origin.replace(/\/+$/, "");
  return `${base}${path.startsWith("/") ? path : `/${path}`}`;
}

const OHIO = { "@type": "State", name: "Ohio" } as const;

function organizationNode(origin: string): JsonLdObject {
  return {
    "@type": "Organization",
    name: BRAND.name,
    url: absolute(origin, "/"),
    telephone: BRAND_TELEPHONE,
  };
}

export function organizationJsonLd(origin: string): JsonLdObject {
  return {
    "@context": CONTEXT,
    ...organizationNode(origin),
    logo: absolute(origin, "/favicon.svg"),
    areaServed: OHIO,
    contactPoint: {
      "@type": "ContactPoint",
      telephone: BRAND_TELEPHONE,
      contactType: "customer service",
      areaServed: "US-OH",
      availableLanguage: "English",
    },
  };
}

export function webSiteJsonLd(origin: string): JsonLdObject {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    name: BRAND.name,
    url: absolute(origin, "/"),
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${absolute(origin, "/search")}?query={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}

export type BreadcrumbItem = { name: string; path: string };

export function breadcrumbJsonLd(origin: string, items: readonly BreadcrumbItem[]): JsonLdObject {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absolute(origin, item.path),
    })),
  };
}

export type FaqItem = { question: string; answer: string };

export function faqPageJsonLd(items: readonly FaqItem[]): JsonLdObject {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export type ServiceJsonLdInput = {
  origin: string;
  name: string;
  description: string;
  serviceType: string;
  /** The city served, or null on the statewide pages, which serve Ohio. */
  city: string | null;
  /** First ZIP code of the city; omitted from the address when unknown. */
  postalCode?: string;
  path: string;
};

/**
 * A Service offered by Buckeye Pros in a city (with its first ZIP as the
 * postal code) or across Ohio. The provider is the organisation itself, with
 * its phone: it has no office in each city, so no address is given for it.
 */
export function serviceJsonLd(input: ServiceJsonLdInput): JsonLdObject {
  let areaServed: JsonLdObject = OHIO;
  if (input.city !== null) {
    const address: Record<string, string> = {
      "@type": "PostalAddress",
      addressLocality: input.city,
      addressRegion: "OH",
      addressCountry: "US",
    };
    if (input.postalCode) address.postalCode = input.postalCode;
    areaServed = { "@type": "City", name: input.city, containedInPlace: OHIO, address };
  }
  return {
    "@context": CONTEXT,
    "@type": "Service",
    name: input.name,
    description: input.description,
    serviceType: input.serviceType,
    url: absolute(input.origin, input.path),
    areaServed,
    provider: organizationNode(input.origin),
  };
}

export type LocalBusinessJsonLdInput = {
  origin: string;
  name: string;
  description: string;
  path: string;
  /** As stored, e.g. "(614) 555-0101". */
  phone: string;
  website: string | null;
  city: string;
  postalCode: string;
  /** Names of the places the business serves. */
  areaServed: readonly string[];
  /** Stars, e.g. 4.9; null when the business has no reviews. */
  rating: number | null;
  reviewCount: number;
  /** The logo's path on this site, when the pro uploaded one. */
  logoPath?: string | null;
};

/**
 * A pro's business on its public profile. AggregateRating only when there are
 * reviews: search engines reject a rating of nothing. No street address: pros
 * give only their town and ZIP.
 */
export function localBusinessJsonLd(input: LocalBusinessJsonLdInput): JsonLdObject {
  const data: JsonLdObject = {
    "@context": CONTEXT,
    "@type": "LocalBusiness",
    name: input.name,
    description: input.description,
    url: absolute(input.origin, input.path),
    telephone: internationalPhone(input.phone),
    address: {
      "@type": "PostalAddress",
      addressLocality: input.city,
      postalCode: input.postalCode,
      addressRegion: "OH",
      addressCountry: "US",
    },
    areaServed: input.areaServed.map((name) => ({ "@type": "City", name, containedInPlace: OHIO })),
  };
  if (input.website) data.sameAs = [input.website];
  if (input.logoPath) data.logo = absolute(input.origin, input.logoPath);
  if (input.rating !== null && input.reviewCount > 0) {
    data.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: input.rating,
      reviewCount: input.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

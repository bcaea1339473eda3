/**
 * Data for the city page, the service-in-location page and the
 * sub-service-in-city page. Pure functions over the static
 * catalog; each returns only what its page renders, so a loader can send it
 * to the browser as is (the full location list and every sub-service
 * description stay on the server).
 */
import { serviceFaq, subServiceFaq, type FaqItem } from "./faq";
import { findLocationByName, FIRST_SIX_LOCATIONS, LOCATIONS, type LocationType, type OhioLocation } from "./locations";
import { getService, SERVICES, type Service } from "./services";

/** A place a page is about: a real location, or the statewide pseudo-location "Ohio". */
export type Place = {
  name: string;
  /**
   * The name that tells the place apart in titles: the name, with the county
   * added where two Ohio places share a name ("Liberty Township, Butler County").
   */
  fullName: string;
  /** As headings and titles show it: "Columbus, OH", or "Ohio" for the state. */
  label: string;
  slug: string;
  /** True only for the statewide pseudo-location. */
  statewide: boolean;
  type: LocationType | "state";
  /** Null for the statewide pseudo-location. */
  county: string | null;
  population: number | null;
  /** The ZIP the place is best known by comes first. */
  zipCodes: string[];
  nearby: PlaceLink[];
  /** One sentence with the place's type, county and population (see placeFactsSentence). */
  facts: string;
};

export type PlaceLink = { name: string; slug: string };
export type SubServiceLink = { slug: string; name: string };
export type SubServiceCard = SubServiceLink & { description: string };
export type ServiceLink = { slug: string; name: string };

export const OHIO_SLUG = "ohio";

/** Ohio's 2020 census population and county count, for the statewide pages. */
export const OHIO_POPULATION = 11_799_448;
export const OHIO_COUNTY_COUNT = 88;

const TYPE_PHRASES: Record<Place["type"], string> = {
  city: "a city",
  village: "a village",
  town: "a town",
  township: "a township",
  cdp: "an unincorporated community",
  state: "a state",
};

const numberFormat = new Intl.NumberFormat("en-US");

/**
 * "Columbus is a city in Franklin County, Ohio, with a population of about
 * 850,106." For the statewide pseudo-location: all 88 counties and the
 * state's population. Places without a population figure (townships) leave it out.
 */
export function placeFactsSentence(place: Omit<Place, "facts">): string {
  if (place.statewide) {
    const people = place.population ? ` and about ${numberFormat.format(place.population)} residents` : "";
    return `We serve homeowners in all ${OHIO_COUNTY_COUNT} Ohio counties${people}, from the big metro areas to small towns.`;
  }
  const people = place.population ? `, with a population of about ${numberFormat.format(place.population)}` : "";
  return `${place.name} is ${TYPE_PHRASES[place.type]} in ${place.county} County, Ohio${people}.`;
}

function withFacts(place: Omit<Place, "facts">): Place {
  return { ...place, facts: placeFactsSentence(place) };
}

/** Names more than one place carries (several townships share a name). */
const SHARED_NAMES: ReadonlySet<string> = (() => {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const { name } of LOCATIONS) (seen.has(name) ? shared : seen).add(name);
  return shared;
})();

function toPlace(location: OhioLocation): Place {
  const fullName = SHARED_NAMES.has(location.name) ? `${location.name}, ${location.county} County` : location.name;
  return withFacts({
    name: location.name,
    fullName,
    label: `${fullName}, OH`,
    slug: location.slug,
    statewide: false,
    type: location.type,
    county: location.county,
    population: location.population ?? null,
    zipCodes: [...location.zipCodes],
    nearby: location.nearby.map((name, index) => ({ name, slug: location.nearbySlugs[index] ?? "" })),
  });
}

/**
 * The statewide pseudo-location behind /services/{service}/ohio (the footer
 * and the services directory link there). Its ZIP codes are the first ZIPs of
 * the six core cities and its nearby places are those cities.
 */
export const OHIO_PLACE: Place = withFacts({
  name: "Ohio",
  fullName: "Ohio",
  label: "Ohio",
  slug: OHIO_SLUG,
  statewide: true,
  type: "state",
  county: null,
  population: OHIO_POPULATION,
  zipCodes: FIRST_SIX_LOCATIONS.map((location) => location.zipCodes[0] ?? "").filter(Boolean),
  nearby: FIRST_SIX_LOCATIONS.map(({ name, slug }) => ({ name, slug })),
});

/**
 * Finds a place by URL segment: "ohio" (any case) is the statewide
 * pseudo-location; anything else goes through the original app's location rule
 * (case-insensitive, hyphens read as spaces).
 */
export function findPlace(param: string): Place | null {
  if (param.trim().toLowerCase() === OHIO_SLUG) return OHIO_PLACE;
  const location = findLocationByName(param);
  return location ? toPlace(location) : null;
}

/**
 * The ZIP a place's quote links and structured data use: its first ZIP, or
 * none for the statewide pseudo-location, where no one ZIP stands for the
 * state (a Cleveland visitor must not find Columbus's ZIP filled in).
 */
export function firstZip(place: Pick<Place, "zipCodes" | "statewide">): string {
  return place.statewide ? "" : (place.zipCodes[0] ?? "");
}

/** A /service-request link; empty values are left out. */
export function quoteHref(params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return text ? `/service-request?${text}` : "/service-request";
}

export function serviceLocationPath(serviceSlug: string, placeSlug: string): string {
  return `/services/${serviceSlug}/${placeSlug}`;
}

export function subServiceLocationPath(serviceSlug: string, subSlug: string, placeSlug: string): string {
  return `/services/${serviceSlug}/${subSlug}/${placeSlug}`;
}

/** Up to `limit` other sub-services of the same category, in catalog order. */
export function relatedSubServices(service: Service, currentSlug: string, limit = 6): SubServiceLink[] {
  return service.subServices
    .filter((sub) => sub.slug !== currentSlug)
    .slice(0, limit)
    .map(({ slug, name }) => ({ slug, name }));
}

const CATEGORY_INTROS: Record<string, (place: string) => string> = {
  hvac: (place) =>
    `Homes in ${place} run the furnace through cold, snowy winters and the air conditioner through humid summers, so dependable heating and cooling work pays off in comfort and lower energy bills.`,
  electrical: (place) =>
    `Safe, code-compliant wiring protects your family and your home, and the electricians serving ${place} are licensed for the job.`,
  plumbing: (place) =>
    `From frozen pipes in January to sump pumps running hard through spring storms, plumbing in ${place} homes works hard all year.`,
  landscaping: (place) =>
    `Ohio's four seasons keep yards in ${place} busy, from spring cleanups and summer mowing to fall leaves and winter snow.`,
  cleaning: (place) =>
    `Busy households in ${place} count on local cleaners to keep up with the mud, dust and pollen every season brings.`,
  renovation: (place) =>
    `Whether you are updating an older home in ${place} or getting ready to sell, a well-planned renovation adds comfort and value.`,
};

/** The intro sentence tailored to the category (hvac, electrical, plumbing, landscaping, cleaning, renovation, or a default). */
export function categoryIntroSentence(serviceSlug: string, placeName: string): string {
  const intro = CATEGORY_INTROS[serviceSlug];
  if (intro) return intro(placeName);
  return `Local pros in ${placeName} know the homes, the building codes and the weather here, which means better work and fewer surprises.`;
}

function serviceLinks(exceptSlug?: string): ServiceLink[] {
  return SERVICES.filter((service) => service.slug !== exceptSlug).map(({ slug, name }) => ({ slug, name }));
}

// ---------------------------------------------------------------------------
// City page: /locations/{city}

/** Categories shown on the city page, and sub-services per category. */
export const CITY_PAGE_CATEGORY_COUNT = 4;
export const CITY_PAGE_SUB_SERVICE_COUNT = 5;

export type CityPageData = {
  place: Place;
  categories: (ServiceLink & { subServices: SubServiceLink[]; path: string })[];
  quoteHref: string;
  path: string;
};

/** The city page's data, or null for an unknown place. The statewide pseudo-location has no city page. */
export function cityPageData(cityParam: string): CityPageData | null {
  const place = findPlace(cityParam);
  if (!place || place.statewide) return null;
  return {
    place,
    categories: SERVICES.slice(0, CITY_PAGE_CATEGORY_COUNT).map((service) => ({
      slug: service.slug,
      name: service.name,
      path: serviceLocationPath(service.slug, place.slug),
      subServices: service.subServices
        .slice(0, CITY_PAGE_SUB_SERVICE_COUNT)
        .map(({ slug, name }) => ({ slug, name })),
    })),
    quoteHref: quoteHref({ city: place.name, zip: firstZip(place) }),
    path: `/locations/${place.slug}`,
  };
}

// ---------------------------------------------------------------------------
// Service-in-location page: /services/{service}/{location}

export type ServiceInLocationPageData = {
  service: ServiceLink & { description: string };
  place: Place;
  subServices: SubServiceCard[];
  otherServices: ServiceLink[];
  faq: FaqItem[];
  quoteHref: string;
  path: string;
};

/** The page's data, or null when the service (exact slug) or the location is unknown. */
export function serviceInLocationPageData(serviceParam: string, locationParam: string): ServiceInLocationPageData | null {
  const service = getService(serviceParam);
  const place = findPlace(locationParam);
  if (!service || !place) return null;
  return {
    service: { slug: service.slug, name: service.name, description: service.description },
    place,
    subServices: service.subServices.map(({ slug, name, description }) => ({ slug, name, description })),
    otherServices: serviceLinks(service.slug),
    faq: serviceFaq({ serviceName: service.name, placeName: place.name }),
    quoteHref: quoteHref({ service: service.slug, location: place.name, zip: firstZip(place) }),
    path: serviceLocationPath(service.slug, place.slug),
  };
}

/** Request Quote link on a sub-service card of the service-in-location page. */
export function subServiceQuoteHref(serviceSlug: string, subSlug: string, placeName: string): string {
  return quoteHref({ service: serviceSlug, subservice: subSlug, location: placeName });
}

// ---------------------------------------------------------------------------
// Sub-service-in-city page: /services/{service}/{subService}/{location}

export const RELATED_SUB_SERVICE_LIMIT = 6;

export type SubServicePageData = {
  service: ServiceLink;
  subService: SubServiceCard;
  place: Place;
  /** Sentence tailored to the category, for the intro. */
  categoryIntro: string;
  related: SubServiceLink[];
  faq: FaqItem[];
  quoteHref: string;
  path: string;
  servicePath: string;
};

export type SubServicePageResult =
  | { kind: "found"; page: SubServicePageData }
  /** Unknown service or location: "Page Not Found". */
  | { kind: "not-found" }
  /** Known service and location, unknown sub-service: "Service Not Found". */
  | { kind: "sub-service-not-found"; service: ServiceLink; locationName: string; servicePath: string };

export function subServicePageData(serviceParam: string, subParam: string, locationParam: string): SubServicePageResult {
  const service = getService(serviceParam);
  const place = findPlace(locationParam);
  if (!service || !place) return { kind: "not-found" };
  const sub = service.subServices.find((candidate) => candidate.slug === subParam);
  const servicePath = serviceLocationPath(service.slug, place.slug);
  if (!sub) {
    return {
      kind: "sub-service-not-found",
      service: { slug: service.slug, name: service.name },
      locationName: place.name,
      servicePath,
    };
  }
  return {
    kind: "found",
    page: {
      service: { slug: service.slug, name: service.name },
      subService: { slug: sub.slug, name: sub.name, description: sub.description },
      place,
      categoryIntro: categoryIntroSentence(service.slug, place.name),
      related: relatedSubServices(service, sub.slug, RELATED_SUB_SERVICE_LIMIT),
      faq: subServiceFaq({ serviceName: service.name, subServiceName: sub.name, placeName: place.name }),
      quoteHref: quoteHref({
        service: service.slug,
        subservice: sub.slug,
        location: place.name,
        zip: firstZip(place),
      }),
      path: subServiceLocationPath(service.slug, sub.slug, place.slug),
      servicePath,
    },
  };
}

/** '{Name} Services in {City}, OH | Top Rated & Affordable'. */
export function placePageTitle(name: string, place: Pick<Place, "label">): string {
  return `${name} Services in ${place.label} | Top Rated & Affordable`;
}

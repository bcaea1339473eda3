import type { Result } from "~/lib/result";

/**
 * The Google Maps web services the original app's client called:
 * geocode a ZIP or "city, OH", nearby search by keyword and radius, and place
 * details with the original app's fields. Here they run on the server only: the key
 * (PLACES_API_KEY) never reaches a browser. The base URL is configurable so
 * tests point the adapter at a local fake that answers the documented shapes.
 */

export const DEFAULT_PLACES_BASE_URL = "https://maps.googleapis.com/maps/api";

/** The original app's place-details fields. */
export const DETAIL_FIELDS = ["name", "rating", "formatted_address", "reviews", "user_ratings_total", "photos", "opening_hours", "business_status", "vicinity"] as const;

/** The original app's default nearby-search radius, in meters. */
export const DEFAULT_RADIUS_METERS = 8000;

export type LatLng = { lat: number; lng: number };
export type GeocodeHit = { formattedAddress: string; location: LatLng };
export type PlaceSummary = { placeId: string; name: string; vicinity: string; rating: number | null; reviewCount: number; businessStatus: string | null };
export type PlaceDetails = {
  placeId: string;
  name: string;
  formattedAddress: string;
  vicinity: string;
  rating: number | null;
  reviewCount: number;
  businessStatus: string | null;
  openNow: boolean | null;
  photoCount: number;
  reviews: { author: string; rating: number; text: string; time: number }[];
};

export type PlacesFailure = {
  reason: "not-configured" | "no-results" | "quota" | "denied" | "invalid" | "unavailable";
  message: string;
};
export type PlacesResult<T> = Result<T, PlacesFailure>;

export interface PlacesApi {
  geocode(address: string): Promise<PlacesResult<GeocodeHit>>;
  nearbySearch(args: { location: LatLng; keyword: string; radiusMeters?: number }): Promise<PlacesResult<PlaceSummary[]>>;
  placeDetails(placeId: string): Promise<PlacesResult<PlaceDetails>>;
}

/** What an operator reads for each answer the service can give; never the key, never a stack. */
const MESSAGES: Record<PlacesFailure["reason"], string> = {
  "not-configured": "Google lookups are off: no PLACES_API_KEY is set. Enter the Google rating check by hand.",
  "no-results": "Google found nothing for that search. Try the business name as it appears on Google Maps, or another ZIP.",
  quota: "Google's quota for lookups is used up for now. Try again later, or enter the Google rating check by hand.",
  denied: "Google refused the lookup (the API key is wrong or not allowed to use Places). Enter the check by hand and tell the site's admin.",
  invalid: "Google could not read that search. Check the text and try again.",
  unavailable: "Google could not be reached just now. Try again in a minute, or enter the check by hand.",
};

export function placesFailure(reason: PlacesFailure["reason"]): { ok: false } & PlacesFailure {
  return { ok: false, reason, message: MESSAGES[reason] };
}

type ApiBody = { status?: string; error_message?: string; results?: unknown; result?: unknown };

function failureForStatus(status: string | undefined): PlacesFailure["reason"] {
  switch (status) {
    case "ZERO_RESULTS":
    case "NOT_FOUND":
      return "no-results";
    case "OVER_QUERY_LIMIT":
    case "OVER_DAILY_LIMIT":
      return "quota";
    case "REQUEST_DENIED":
      return "denied";
    case "INVALID_REQUEST":
      return "invalid";
    default:
      return "unavailable";
  }
}

const str = (value: unknown) => (typeof value === "string" ? value : "");
const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);
const obj = (value: unknown): Record<string, unknown> => (value && typeof value === "object" ? (value as Record<string, unknown>) : {});

/** The HTTP adapter for Google's web services (JSON output). */
export function createHttpPlacesApi(options: { apiKey: string | undefined; baseUrl?: string; fetch?: typeof fetch; timeoutMs?: number }): PlacesApi {
  const baseUrl = (options.baseUrl ?? DEFAULT_PLACES_BASE_URL).replace(/\/$/, "");
  const doFetch = options.fetch ?? fetch;

  async function call(path: string, params: Record<string, string>): Promise<PlacesResult<ApiBody>> {
    if (!options.apiKey) return placesFailure("not-configured");
    const url = new URL(`${baseUrl}${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    url.searchParams.set("key", options.apiKey);
    let response: Response;
    try {
      response = await doFetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 8000), headers: { Accept: "application/json" } });
    } catch {
      return placesFailure("unavailable");
    }
    if (response.status === 429) return placesFailure("quota");
    if (response.status === 403) return placesFailure("denied");
    if (response.status === 400) return placesFailure("invalid");
    if (!response.ok) return placesFailure("unavailable");
    let body: ApiBody;
    try {
      body = obj(await response.json()) as ApiBody;
    } catch {
      return placesFailure("unavailable");
    }
    if (body.status !== "OK") return placesFailure(failureForStatus(body.status));
    return { ok: true, value: body };
  }

  return {
    async geocode(address) {
      const answer = await call("/geocode/json", { address, region: "us", components: "country:US|administrative_area:OH" });
      if (!answer.ok) return answer;
      const first = obj(Array.isArray(answer.value.results) ? answer.value.results[0] : undefined);
      const location = obj(obj(first.geometry).location);
      const lat = num(location.lat);
      const lng = num(location.lng);
      if (lat === null || lng === null) return placesFailure("no-results");
      return { ok: true, value: { formattedAddress: str(first.formatted_address), location: { lat, lng } } };
    },

    async nearbySearch({ location, keyword, radiusMeters = DEFAULT_RADIUS_METERS }) {
      const answer = await call("/place/nearbysearch/json", { location: `${location.lat},${location.lng}`, radius: String(radiusMeters), keyword });
      if (!answer.ok) return answer;
      const results = Array.isArray(answer.value.results) ? answer.value.results : [];
      return {
        ok: true,
        value: results
          .map(obj)
          .filter((place) => str(place.place_id))
          .map((place) => ({
            placeId: str(place.place_id),
            name: str(place.name),
            vicinity: str(place.vicinity),
            rating: num(place.rating),
            reviewCount: num(place.user_ratings_total) ?? 0,
            businessStatus: str(place.business_status) || null,
          })),
      };
    },

    async placeDetails(placeId) {
      const answer = await call("/place/details/json", { place_id: placeId, fields: DETAIL_FIELDS.join(",") });
      if (!answer.ok) return answer;
      const place = obj(answer.value.result);
      const hours = obj(place.opening_hours);
      return {
        ok: true,
        value: {
          placeId,
          name: str(place.name),
          formattedAddress: str(place.formatted_address),
          vicinity: str(place.vicinity),
          rating: num(place.rating),
          reviewCount: num(place.user_ratings_total) ?? 0,
          businessStatus: str(place.business_status) || null,
          openNow: typeof hours.open_now === "boolean" ? hours.open_now : null,
          photoCount: Array.isArray(place.photos) ? place.photos.length : 0,
          reviews: (Array.isArray(place.reviews) ? place.reviews : []).map(obj).map((review) => ({
            author: str(review.author_name),
            rating: num(review.rating) ?? 0,
            text: str(review.text),
            time: num(review.time) ?? 0,
          })),
        },
      };
    },
  };
}

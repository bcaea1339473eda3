import { getEnv } from "~/config/env.server";
import { createHttpPlacesApi, type PlacesApi } from "./places-api.server";

/** The running app's places adapter, from PLACES_API_KEY and PLACES_API_BASE_URL. */
export function getPlacesApi(): { api: PlacesApi; configured: boolean } {
  const env = getEnv();
  return { api: createHttpPlacesApi({ apiKey: env.PLACES_API_KEY, baseUrl: env.PLACES_API_BASE_URL }), configured: Boolean(env.PLACES_API_KEY) };
}

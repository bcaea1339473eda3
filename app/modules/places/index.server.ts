// The places feature's server-only public entry: what other folders use of its server code (types included).
// What may also run in the browser is in index.ts; files inside app/modules/places/ import each other directly (eslint.config.js).

export { getPlacesApi } from "./app-places.server";
export type { PlacesApi, PlacesFailure, PlaceSummary } from "./places-api.server";

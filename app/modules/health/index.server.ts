// The health feature's server-only public entry: what other folders use of its server code (types included).
// What may also run in the browser is in index.ts; files inside app/modules/health/ import each other directly (eslint.config.js).

export {
  dataRequestAnswer,
  noteRequestError,
  requestFailedForDatabase,
  SERVICE_UNAVAILABLE_HEADERS,
  SERVICE_UNAVAILABLE_HTML,
  serviceUnavailableResponse,
} from "./service-unavailable.server";

// The seo feature's server-only public entry: what other folders use of its server code (types included).
// What may also run in the browser is in index.ts; files inside app/modules/seo/ import each other directly (eslint.config.js).

export { getSitemaps, XML_HEADERS } from "./sitemap.server";

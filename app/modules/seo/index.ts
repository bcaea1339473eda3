// The seo feature's public entry for code that may run anywhere, the browser included: what other folders use.
// Server-only exports are in index.server.ts; files inside app/modules/seo/ import each other directly (eslint.config.js).

export {
  type BreadcrumbItem,
  breadcrumbJsonLd,
  faqPageJsonLd,
  localBusinessJsonLd,
  organizationJsonLd,
  serviceJsonLd,
  webSiteJsonLd,
} from "./json-ld";
export { originFromMatches, pageMeta } from "./meta";

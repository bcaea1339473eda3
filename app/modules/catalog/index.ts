// The catalog feature's public entry for code that may run anywhere, the browser included: what other folders use.
// Server-only exports are in index.server.ts; files inside app/modules/catalog/ import each other directly (eslint.config.js).

export { areaMap, type MapCircle } from "./area-map";
export { sentenceCaseName } from "./faq";
export { allZips, distanceMiles, getZip, placesCoveredBy, zipsWithinRadius } from "./geo";
export { GEODATA_ATTRIBUTIONS, GEODATA_PACKAGES, GEODATA_SOURCES } from "./geo-data/geodata-sources";
export { OHIO_MAP } from "./geo-data/ohio-map";
export {
  type DirectoryLocation,
  filterDirectory,
  groupLocationsByType,
  locationCountText,
  locationMapDescription,
  MAX_LOCATION_QUERY_LENGTH,
  normalizeLocationQuery,
} from "./location-directory";
export { leadPlace } from "./lead-place";
export { findLocationByName, FIRST_SIX_LOCATIONS, LOCATIONS } from "./locations";
export {
  cityPageData,
  firstZip,
  placePageTitle,
  quoteHref,
  serviceInLocationPageData,
  subServicePageData,
  subServiceQuoteHref,
} from "./place-pages";
export { filledStars, POPULAR_PROJECTS, type QuestionnaireService, resolveQuestionnaireService } from "./projects";
export {
  BUDGET_OPTIONS,
  BUDGET_VALUES,
  budgetLabel,
  type BudgetValue,
  preselectedChoiceFor,
  SERVICE_CHOICES,
  serviceChoicesFor,
  subServiceLabel,
  systemOptions,
  TIMING_OPTIONS,
  TIMING_VALUES,
  timingLabel,
  type TimingValue,
} from "./questionnaire-options";
export { matchServiceQuery } from "./service-search";
export { getService, getSubService, isServiceSlug, SERVICE_SLUGS, serviceNameForSlug, SERVICES, type ServiceSlug } from "./services";
export { siteLinks, type SiteLinks } from "./site-links";
export { normalizeOhioZip, readZip, ZIP_INPUT_MAX_LENGTH, ZIP_MESSAGES } from "./zip";

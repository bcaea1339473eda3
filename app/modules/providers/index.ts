// The providers feature's public entry for code that may run anywhere, the browser included: what other folders use.
// Server-only exports are in index.server.ts; files inside app/modules/providers/ import each other directly (eslint.config.js).

export { DEMO_GRANT_CREDITS, DEMO_PROVIDERS, demoGrantKey, type DemoProvider, portalDemoProvider } from "./demo-providers";
export { DIRECTORY_LIMITS, type Insurance, parseArea, parseBusiness, parseInsurance } from "./directory-forms";
export { type License, type LicenseInput, parseLicenses, parseServices, type ServiceChoice } from "./directory-services";
export { LOGO_MAX_BODY_BYTES, LOGO_MAX_BYTES, logoPath, logoProblemMessage } from "./logo-file";
export {
  formatResponseTime,
  initialsOf,
  isNewPro,
  NEW_PRO_LABEL,
  parseSort,
  reviewCountLabel,
  reviewExcerpt,
  SORT_LABELS,
  type SortKey,
  sortPros,
} from "./pro-display";
export { balanceShortText, profileChecklist, stepsLeft, VERIFICATION_LABELS, verificationLabel } from "./profile-checklist";
export { availableSlug, providerSlug } from "./provider-slug";
export { isStateLicensed, TRADE_LICENSING, type TradeLicensing } from "./trade-licensing";
export { CHECK_KIND_LABELS, CHECK_KINDS, checkKey, type CheckRow, currentChecks } from "./vetting-checks";

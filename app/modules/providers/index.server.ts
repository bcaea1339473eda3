// The providers feature's server-only public entry: what other folders use of its server code (types included).
// What may also run in the browser is in index.ts; files inside app/modules/providers/ import each other directly (eslint.config.js).

export { demoDataShown, publicProviders } from "./demo-visibility.server";
export {
  addServiceZips,
  type DirectoryProfile,
  fillEmptyServiceAreas,
  getDirectoryProfile,
  saveBusinessInfo,
  saveInsurance,
  saveLicenses,
  saveServiceArea,
  saveServices,
} from "./directory-profile.server";
export { cachedFeaturedPartnerForZip, type FeaturedPartner } from "./featured-partner.server";
export { logosDir, readLogoFile } from "./logo-storage.server";
export { currentLogo, removeLogo, replaceLogo } from "./logo.server";
export { profileFactsColumns, profileFactsOf } from "./profile-facts.server";
export { publicProfileBySlug } from "./public-profile.server";
export { cachedRecentReviews, type RecentReview } from "./recent-reviews.server";
export { refreshResponseFigures, responseStats, responseStatsColumn, responseStatsOf } from "./response-stats.server";

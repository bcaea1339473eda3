// The reviews feature's server-only public entry: what other folders use of its server code (types included).
// What may also run in the browser is in index.ts; files inside app/modules/reviews/ import each other directly (eslint.config.js).

export {
  type HomeownerDeliveryReview,
  homeownerReviewAction,
  type HomeownerReviewActionResult,
  homeownerReviewStates,
} from "./homeowner-reviews.server";
export { type ProLeadReview, proLeadReviewColumn, proLeadReviewOf } from "./pro-reviews.server";
export { refreshProviderRatings } from "./ratings.server";
export { postReviewByLink, reviewLinkStatus, reviewLinkView, type ReviewLinkView } from "./review-link-page.server";
export { hideReview, isHomeownersRequest, queueReviewRequest, replyToReview, unhideReview } from "./reviews.server";

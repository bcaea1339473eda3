// The reviews feature's public entry for code that may run anywhere, the browser included: what other folders use.
// Server-only exports are in index.server.ts; files inside app/modules/reviews/ import each other directly (eslint.config.js).

export {
  HIDE_REASON_MAX,
  parseHideReason,
  parseReplyForm,
  REPLY_BODY_MAX,
  REVIEW_BODY_MAX,
  REVIEW_MESSAGES,
  type ReviewFormErrors,
} from "./review-form";

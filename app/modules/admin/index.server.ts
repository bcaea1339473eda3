// The admin feature's server-only public entry: what other folders use of its server code (types included).
// What may also run in the browser is in index.ts; files inside app/modules/admin/ import each other directly (eslint.config.js).

export { adminErrorOf } from "./admin-errors.server";
export { adminLeadDetail, FRAUD_REASON_MAX_LENGTH, LEAD_SEARCH_LIMIT, parseLeadSearch, searchLeadRequests } from "./admin-leads.server";
export { listPurchases, PURCHASE_REFUND_REASON_MAX_LENGTH } from "./admin-purchases.server";
export { adjustProCredits, PRO_LEDGER_LIMIT, type ProCredits, proCredits } from "./pro-credits.server";
export { listRefundRequests, REFUND_DECISION_NOTE_MAX_LENGTH } from "./admin-refunds.server";
export { auditChanges } from "./audit-changes";
export { searchAudit } from "./audit-search.server";
export { auditOperatorGranted } from "./audit.server";
export { addOperator, listOperators, type Operator, removeOperator } from "./operators.server";
export {
  consoleLeadAction,
  outboxPageAction,
  partnersPageAction,
  purchasesPageAction,
  refundsPageAction,
  reviewsPageAction,
} from "./console-actions.server";
export { findListings, linkGoogleListing } from "./google-listing.server";
export { listDealsForAdmin, listPlacements, partnerChoices } from "./partner-admin.server";
export { listReviewsForModeration } from "./review-moderation.server";
export { listUnmetDemand, UNMET_DEMAND_WEEKS, unmetDemandCsv } from "./unmet-demand.server";
export { changeProStatus, recordCheck } from "./vetting-actions.server";
export { type CheckView, consoleCounts, findPros, PRO_SEARCH_LIMIT, type ProVetting, proVetting, vettingQueue } from "./vetting.server";

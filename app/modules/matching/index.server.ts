// The matching feature's server-only public entry: what other folders use of its server code (types included).
// What may also run in the browser is in index.ts; files inside app/modules/matching/ import each other directly (eslint.config.js).

export { deliverLead, DeliveryError } from "./deliver-lead.server";
export { findDemoExamples } from "./demo-examples.server";
export { findMatches, firstStretchQuery, matchRequest, type MatchOutcome, rankInDatabase } from "./find-matches.server";
export { offerHeldRequests, stillWaiting, waitingRequestCount } from "./held-requests.server";
export { offerWaitingRequests } from "./offer-waiting-requests.server";
export { missedLeadEmails, withMissedLeadLocks } from "./missed-leads.server";
export { passOnOffersOfSuspendedPro } from "./unanswered-offers.server";
export { startHeldRequestSweep } from "./held-request-sweep.server";
export { heldLeadId, leadAccessToken, verifyLeadAccessToken } from "./lead-access.server";
export { getLeadPreferences, updateLeadPreferences } from "./lead-preferences.server";
export type { ProviderCandidate } from "./match-candidates.server";
export { previewResults, type ProResult, resultsForLead, verifiedProsFor } from "./search-results.server";

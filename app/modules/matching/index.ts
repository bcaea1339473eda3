// The matching feature's public entry for code that may run anywhere, the browser included: what other folders use.
// Server-only exports are in index.server.ts; files inside app/modules/matching/ import each other directly (eslint.config.js).

export { askAgainHref, endedWithoutProText, HOLD_HOURS, holdEnds, noProYetText, SEND_ANYWAY_TEXT, waitEndedText, WITHDRAWN_REQUEST_TEXT } from "./held-requests";
export { type DeliveryRefusal, deliveryRefusalText } from "./delivery-refusals";
export { acceptForLine } from "./lead-offer-email";
export { LEAD_PREFERENCE_LIMITS, type LeadPreferences, type LeadPreferencesInput, parseLeadPreferences } from "./lead-preferences";
export { type MatchCandidate, selectMatches } from "./matching";
export { newLeadPush } from "./new-lead-push";
export { requestSubService } from "./request-sub-service";

// The pipeline feature's public entry for code that may run anywhere, the browser included: what other folders use.
// Server-only exports are in index.server.ts; files inside app/modules/pipeline/ import each other directly (eslint.config.js).

export { DUPLICATE_PURCHASE_DAYS } from "./refund-rules";
export { deliveryEventsFrom, type DeliveryMove, OFFER_HOURS, offerDeadline, proMovesFrom } from "./delivery-states";
export {
  DELIVERY_EVENT_LABELS,
  historyLine,
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUS_TONES,
  CLOSED_REQUEST_TEXT,
  EXPIRED_OFFER_TEXT,
  expiredOfferText,
  HIRED_ELSEWHERE_REASON,
  HIRED_ELSEWHERE_TEXT,
  HOMEOWNER_CLOSED_BADGE,
  homeownerClosedBoughtText,
  HOMEOWNER_CLOSED_HIRE_TEXT,
  HOMEOWNER_CLOSED_REASON,
  REQUEST_ENDED_REASONS,
  HOMEOWNER_CLOSED_TEXT,
  REQUEST_ALREADY_CLOSED_TEXT,
  SUSPENDED_OFFER_TEXT,
  SUSPENDED_PRO_REASON,
  HOMEOWNER_OFFER_TEXT,
  OFFER_DEADLINE_TEXT,
  HOMEOWNER_INTENT_LABELS,
  isDeliveryStatus,
  MOVE_LABELS,
  SUSPENDED_LEADS_TEXT,
} from "./lead-labels";
export { mayAskRefund } from "./refund-request-states";

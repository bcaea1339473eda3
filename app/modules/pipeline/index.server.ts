// The pipeline feature's server-only public entry: what other folders use of its server code (types included).
// What may also run in the browser is in index.ts; files inside app/modules/pipeline/ import each other directly (eslint.config.js).

export { acceptLead } from "./accept-lead.server";
export { closedByHomeowner, closeRequestOnHire, withdrawRequest } from "./hire-closes-request.server";
export {
  type Actor,
  createdRequest,
  deliveryEventsInOrder,
  LeadActionError,
  moveDelivery,
  moveRequest,
  offerEvents,
  recordOffers,
} from "./lead-events.server";
export {
  addLeadNote,
  decideRefundRequestIn,
  NOTE_MAX_LENGTH,
  ownDelivery,
  type PipelineMove,
  queueRefundDecidedEmail,
  REFUND_REASON_MAX_LENGTH,
  requestRefund,
} from "./lead-pipeline.server";
export { moveRefundRequest, refundDelivery } from "./refunds.server";

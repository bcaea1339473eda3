// The admin feature's public entry for code that may run anywhere, the browser included: what other folders use.
// Server-only exports are in index.server.ts; files inside app/modules/admin/ import each other directly (eslint.config.js).

export {
  auditActionLabel,
  LEAD_STATUS_LABELS,
  LEAD_STATUS_TONES,
  REFUND_STATUS_LABELS,
  REFUND_STATUS_TONES,
  VERIFICATION_TONES,
} from "./admin-labels";
export { CREDIT_ADJUSTMENT_MAX, CREDIT_ADJUSTMENT_MESSAGES, type CreditDirection, parseCreditAdjustment } from "./credit-adjustment-form";
export { refusalAtTop } from "./console-refusals";
export { DEAL_LIMITS } from "./partner-forms";
export { parseCheckForm, parseReason } from "./vetting-forms";
export { actionsFor, addressStandsForEmailCheck, type RequiredCheck, type StatusAction, type VerificationStatus } from "./vetting-rules";

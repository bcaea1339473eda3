// The credits feature's public entry for code that may run anywhere, the browser included: what other folders use.
// Server-only exports are in index.server.ts; files inside app/modules/credits/ import each other directly (eslint.config.js).

export { LEDGER_KIND_LABELS, PAYMENT_STATUS_LABELS, PAYMENT_STATUS_TONES, paymentStatusInSentence, UNPAID_PURCHASE_TEXT } from "./credit-labels";
export { leadPriceCredits } from "./lead-price";
export { CREDIT_PACKAGES, findPackage, savingsPercent } from "./packages";
export type { CallbackPaymentAdapter, PaymentAdapter, RefundResult } from "./payment-adapter";
export { isRefundable, MONEY_TAKEN, moneyTaken } from "./purchase-states";

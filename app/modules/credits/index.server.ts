// The credits feature's server-only public entry: what other folders use of its server code (types included).
// What may also run in the browser is in index.ts; files inside app/modules/credits/ import each other directly (eslint.config.js).

export {
  appAdapterNamed,
  appPaymentAdapter,
  appStripeAdapter,
  appTestCheckoutAdapter,
  checkoutOrigins,
  logPaymentsAtBoot,
  NO_PROCESSOR_MESSAGE,
} from "./app-payment-adapter.server";
export { chargeForLead, creditBalance, InsufficientCreditsError, ledgerEntries, postLedgerEntry, refundCharge } from "./ledger.server";
export {
  applyRefund,
  completePayment,
  lockPayment,
  paymentByReference,
  PaymentError,
  purchaseEvents,
  purchaseHistory,
  startPurchase,
} from "./payments.server";
export { STRIPE_ADAPTER_NAME, type StripePaymentAdapter } from "./stripe-adapter.server";
export { confirmReturnedCheckout } from "./stripe-return.server";
export { receiveStripeWebhook } from "./stripe-webhook.server";
export { signTestCheckoutResult } from "./test-checkout.server";

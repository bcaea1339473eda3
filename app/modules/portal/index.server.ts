// The portal feature's server-only public entry: what other folders use of its server code (types included).
// What may also run in the browser is in index.ts; files inside app/modules/portal/ import each other directly (eslint.config.js).

export { type AlertActionResult, type AlertSettingsView, alertSettingsView } from "./alert-settings.server";
export { receivePaymentWebhook } from "./credits-arrived.server";
export { buyCredits, checkoutOutcome, creditsPage, paymentCallback } from "./credits-page.server";
export {
  type DirectoryFeedback,
  type DirectoryIntent,
  directoryPageAction,
  directoryPageData,
  type MapCircle,
} from "./directory-page.server";
export { proLeadPageAction } from "./lead-page.server";
export { dashboardSummary } from "./pro-dashboard.server";
export { inboxPage, proInbox, proLeadDetail } from "./pro-inbox.server";
export { purchaseReceipt } from "./purchase-receipt.server";
export { settingsPageAction, settingsPageView } from "./settings-page.server";
export { checkoutPayment, signCheckoutOutcome } from "./test-checkout-page.server";
export { type UserError, userErrorOf } from "./user-errors.server";

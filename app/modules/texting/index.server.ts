// The texting feature's server-only public entry: what other folders use of its server code (types included).
// What may also run in the browser is in index.ts; files inside app/modules/texting/ import each other directly (eslint.config.js).

export {
  CODE_MINUTES,
  confirmTextOptIn,
  startTextOptIn,
  stopTextsFromSettings,
  TEXT_CONSENT_WORDING,
  textConsentOf,
  type TextConsentView,
} from "./text-consent.server";
export { queueAlertText } from "./text-outbox.server";
export { startTextWorker, textsConfigured } from "./text-worker.server";
export { answerTwilioWebhook, postedFields } from "./twilio-webhook.server";

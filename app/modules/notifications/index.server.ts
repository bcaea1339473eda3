// The notifications feature's server-only public entry: what other folders use of its server code (types included).
// What may also run in the browser is in index.ts; files inside app/modules/notifications/ import each other directly (eslint.config.js).

export { loadChannelChoices, saveChannelChoices, userNotificationChoices } from "./channel-choices.server";
export { getNotificationPreferences, setNotificationChoices, setNotificationPreferences, verifiedAccountOf } from "./notification-preferences.server";
export { listFailedNotifications, retryAllFailed, retryNotification } from "./outbox-admin.server";
export { linkify, listOutbox } from "./outbox-files.server";
export {
  CLAIM_LEASE_MS,
  claimableRows,
  MAX_ATTEMPTS,
  type OutboxRow,
  outboxRows,
  type OutgoingEmail,
  queueEmail,
  queueEmails,
  retryDelayMs,
  SEND_CONCURRENCY,
} from "./outbox.server";
export { type ProRecipient, proRecipient } from "./pro-recipient.server";
export { savePushSubscriptionForTests } from "./push-for-tests.server";
export {
  deviceName,
  parsePushSubscription,
  pushDevices,
  removePushDevice,
  removePushSubscription,
  savePushSubscription,
} from "./push-subscriptions.server";
export { webPushTransport } from "./push-transport.server";
export { openStopLink, stopEmails } from "./stop-link.server";
export { vapidDetails, vapidPublicKey } from "./vapid-keys.server";
export { startNotificationWorker, transportFor } from "./worker.server";

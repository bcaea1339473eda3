// The notifications feature's public entry for code that may run anywhere, the browser included: what other folders use.
// Server-only exports are in index.server.ts; files inside app/modules/notifications/ import each other directly (eslint.config.js).

export {
  CHANNEL_CHOICE_KINDS,
  channelAllowed,
  type ChannelChoiceKind,
  type ChannelChoices,
  type ChannelChoicesFormErrors,
  channelChoicesFromForm,
  channelFieldName,
  defaultChannelChoices,
  minuteToClock,
} from "./channel-choices";
export { devMailboxOpen } from "./dev-mailbox";
export {
  allNotificationsOn,
  HOMEOWNER_NOTIFICATION_KIND_TEXT,
  HOMEOWNER_NOTIFICATION_KINDS,
  NOTIFICATION_KIND_TEXT,
  NOTIFICATION_KINDS,
  notificationChoicesFromForm,
  type NotificationKind,
  type NotificationPreferences,
  notificationPreferencesFromForm,
} from "./notification-kinds";
export { pushPreview } from "./push-text";

import { NOTIFICATION_KINDS, type NotificationKind } from "~/db/enums";

/** Re-exported for the settings page, whose components may not import the database layer (decision 014). */
export { NOTIFICATION_KINDS, type NotificationKind };

/**
 * What each e-mail a user may turn off is called on the settings page, and
 * one line on when it is sent. Plain data, shared by the page and the tests.
 */
export const NOTIFICATION_KIND_TEXT: Record<NotificationKind, { label: string; explanation: string }> = {
  "new-lead": { label: "New leads", explanation: "A homeowner's request matches your services and area." },
  // A homeowner may write before the pro accepts (from My requests, or with the request): that e-mail comes too.
  "new-message": { label: "New messages", explanation: "A homeowner writes to you about one of your leads." },
  "review-received": { label: "New reviews", explanation: "A homeowner leaves a review of your work." },
  "refund-decided": { label: "Refund decisions", explanation: "We approve or decline a refund you asked for." },
  "payment-receipt": { label: "Payment receipts", explanation: "A receipt each time you buy credits." },
  // Its pro e-mails are "hired-by-homeowner" and "request-closed-by-homeowner" (notification-templates.ts); a homeowner's
  // other changes e-mail no pro.
  "request-update": { label: "Request updates", explanation: "A homeowner says they hired you, or closes a request you accepted." },
  // matching/missed-leads.server.ts: at most one a day, whatever the number of requests missed.
  "missed-lead": {
    label: "Requests you missed",
    explanation: "A request you would have been offered went to other pros because your balance was too low (one e-mail a day at most).",
  },
};

/**
 * The e-mails a homeowner may turn off (on /account/settings), worded for
 * them: the same kinds as a pro's, so one account has one choice per kind.
 */
export const HOMEOWNER_NOTIFICATION_KINDS = ["new-message", "request-update"] as const satisfies readonly NotificationKind[];

export const HOMEOWNER_NOTIFICATION_KIND_TEXT: Record<(typeof HOMEOWNER_NOTIFICATION_KINDS)[number], { label: string; explanation: string }> = {
  "new-message": { label: "Messages from pros", explanation: "A pro writes to you about one of your requests." },
  "request-update": {
    label: "Reviews",
    explanation: "A reminder to review a pro you hired, and a pro's reply to your review.",
  },
};

/** Every kind, on or off; a kind the user never touched is on. */
export type NotificationPreferences = Record<NotificationKind, boolean>;

export function allNotificationsOn(): NotificationPreferences {
  return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])) as NotificationPreferences;
}

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/**
 * The settings form's checkboxes: a kind is on when its box was sent ticked.
 * Names that are not kinds are ignored, so a crafted body cannot store one.
 */
export function notificationPreferencesFromForm(checkedKinds: readonly string[]): NotificationPreferences {
  const prefs = allNotificationsOn();
  for (const kind of NOTIFICATION_KINDS) prefs[kind] = checkedKinds.includes(kind);
  return prefs;
}

/**
 * A form that lists only some kinds (the homeowners' page) changes only
 * those: each listed kind is on when its box was sent ticked.
 */
export function notificationChoicesFromForm(listed: readonly NotificationKind[], checkedKinds: readonly string[]): Partial<NotificationPreferences> {
  return Object.fromEntries(listed.map((kind) => [kind, checkedKinds.includes(kind)]));
}

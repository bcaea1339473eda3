import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { NOTIFICATION_KINDS, type NotificationKind } from "~/db/enums";
import { notificationPreferences } from "~/db/schema";
import { allNotificationsOn, type NotificationPreferences } from "./notification-kinds";

/** Any Drizzle handle that can read: the database or an open transaction (the outbox queues inside one). */
type Reader = Pick<Database, "select">;

/** Which e-mails a user gets; a kind without a row is on. */
export async function getNotificationPreferences(db: Reader, userId: string): Promise<NotificationPreferences> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const prefs = allNotificationsOn();
  for (const row of rows) prefs[row.kind] = row.email;
  return prefs;
}

/** Stores every kind's choice in one statement, so a reader never sees half of a change. */
export async function setNotificationPreferences(db: Database, userId: string, prefs: NotificationPreferences): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values(NOTIFICATION_KINDS.map((kind) => ({ userId, kind, email: prefs[kind] })))
    .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind], set: { email: sql`excluded.email` } });
}

/**
 * Whether a user wants e-mails of one kind: only a stored "off" says no, so a
 * new account gets everything until it chooses otherwise (the outbox asks before queueing).
 */
export async function wantsEmail(db: Reader, userId: string, kind: NotificationKind): Promise<boolean> {
  const [row] = await db
    .select({ email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
  return row?.email ?? true;
}

import { eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { NOTIFICATION_KINDS, type NotificationKind } from "~/db/enums";
import { notificationPreferences, users } from "~/db/schema";
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

/** Stores the choices given and leaves every other kind as it was (a page that lists some kinds, a stop link). */
export async function setNotificationChoices(db: Pick<Database, "insert">, userId: string, choices: Partial<NotificationPreferences>): Promise<void> {
  const rows = NOTIFICATION_KINDS.filter((kind) => choices[kind] !== undefined).map((kind) => ({ userId, kind, email: choices[kind]! }));
  if (rows.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(rows)
    .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind], set: { email: sql`excluded.email` } });
}

/**
 * The account whose choices apply to an e-mail for a homeowner, who is known
 * by address (a request's contact): the account with that address, once
 * verified (an unverified account could be anyone's, and must not turn off
 * someone else's e-mails). Null when there is none.
 */
export async function verifiedAccountFor(db: Reader, email: string): Promise<string | null> {
  const [row] = await db.select({ id: verifiedAccountOf(sql`${email.trim().toLowerCase()}`) }).from(sql`(select 1) as one`);
  return row?.id ?? null;
}

/**
 * verifiedAccountFor as a column, for a statement that reads the address itself (a message's recipient, read with
 * its delivery): the id, or null.
 */
export function verifiedAccountOf(address: SQL | AnyPgColumn): SQL<string | null> {
  return sql<string | null>`(select ${users.id} from ${users} where lower(${users.email}) = lower(${address}) and ${users.emailVerified} limit 1)`;
}

export function choiceKey(userId: string, kind: NotificationKind): string {
  return `${userId}:${kind}`;
}

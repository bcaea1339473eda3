import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { notifications } from "~/db/schema";

export type FailedNotification = {
  id: string;
  template: string;
  recipient: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
};

/** The e-mails that gave up after their last try, newest first, for operators. */
export async function listFailedNotifications(db: Pick<Database, "select">, options: { limit: number }): Promise<FailedNotification[]> {
  return db
    .select({
      id: notifications.id,
      template: notifications.template,
      recipient: notifications.recipient,
      subject: notifications.subject,
      attempts: notifications.attempts,
      lastError: notifications.lastError,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.status, "failed"))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit);
}

/** Back into the queue with a full set of tries, due now; the last error stays visible until it is sent. */
const retryValues = () => ({ status: "pending" as const, attempts: 0, nextAttemptAt: new Date(), claimedUntil: null });

/** false when the id is unknown or the e-mail is not failed (already retried or sent): nothing changes. */
export async function retryNotification(db: Pick<Database, "update">, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(notifications)
    .set(retryValues())
    .where(and(eq(notifications.id, id), eq(notifications.status, "failed")))
    .returning({ id: notifications.id });
  return rows.length === 1;
}

/** Every failed e-mail back into the queue (after an SMTP outage was fixed, say); the number retried. */
export async function retryAllFailed(db: Pick<Database, "update">): Promise<number> {
  const rows = await db.update(notifications).set(retryValues()).where(eq(notifications.status, "failed")).returning({ id: notifications.id });
  return rows.length;
}

/** An id from a form that is not a uuid would make PostgreSQL refuse the query: it is simply unknown. */
function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

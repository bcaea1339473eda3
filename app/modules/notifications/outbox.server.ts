import { and, asc, eq, lte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { notifications } from "~/db/schema";
import type { MailTransport } from "./transports.server";

/** Any Drizzle handle that can insert: the database or an open transaction. */
type Writer = Pick<Database, "insert">;

export type OutgoingEmail = { template: string; to: string; subject: string; body: string };

/**
 * Queues an e-mail in the same transaction as the event that causes it, so the
 * message is never lost and never sent for an event that rolled back.
 */
export async function queueEmail(writer: Writer, email: OutgoingEmail): Promise<void> {
  await writer.insert(notifications).values({
    template: email.template,
    recipient: email.to,
    subject: email.subject,
    body: email.body,
  });
}

export const MAX_ATTEMPTS = 8;

/** 1 min, 2 min, 4 min … capped at 6 h between attempts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
}

/** Sends what is due; failures are retried later with a growing delay. */
export async function deliverDueNotifications(
  db: Database,
  transport: MailTransport,
  options: { batchSize?: number; now?: Date } = {},
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? new Date();
  const due = await db
    .select({
      id: notifications.id,
      recipient: notifications.recipient,
      subject: notifications.subject,
      body: notifications.body,
      attempts: notifications.attempts,
      template: notifications.template,
    })
    .from(notifications)
    .where(and(eq(notifications.status, "pending"), lte(notifications.nextAttemptAt, now)))
    .orderBy(asc(notifications.createdAt))
    .limit(options.batchSize ?? 20);

  let sent = 0;
  let failed = 0;
  for (const message of due) {
    try {
      await transport.send({ to: message.recipient, subject: message.subject, text: message.body, template: message.template });
      await db
        .update(notifications)
        .set({ status: "sent", sentAt: now, attempts: message.attempts + 1, lastError: null })
        .where(eq(notifications.id, message.id));
      sent += 1;
    } catch (error) {
      const attempts = message.attempts + 1;
      await db
        .update(notifications)
        .set({
          attempts,
          status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
        })
        .where(eq(notifications.id, message.id));
      failed += 1;
    }
  }
  return { sent, failed };
}

import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { notifications } from "~/db/schema";
import { isUuid } from "~/lib/uuid";
import { NotFoundError } from "~/lib/not-found-error";
import { retryAllFailed, retryNotification } from "~/modules/notifications/index.server";
import { AdminActionError } from "./admin-errors.server";
import { type AuditActor, recordAudit } from "./audit.server";
import { plural } from "~/lib/plural";

/** An operator's retry of one failed notification, with its audit entry in the same transaction. */
export async function retryFailedNotification(db: Database, args: { id: string; actor: AuditActor }): Promise<void> {
  await db.transaction(async (tx) => {
    const retried = await retryNotification(tx, args.id);
    const [message] = isUuid(args.id)
      ? await tx.select({ recipient: notifications.recipient, subject: notifications.subject }).from(notifications).where(eq(notifications.id, args.id))
      : [];
    // An id that names no notification is a 404, like every unknown id; a known one that is not failed is the operator's 400.
    if (!message) throw new NotFoundError("No such notification.");
    if (!retried) throw new AdminActionError("That notification is no longer failed: it was retried already, or sent.");
    await recordAudit(tx, args.actor, {
      action: "notification.retry",
      targetType: "notification",
      targetId: args.id,
      targetName: `${message!.subject} to ${message!.recipient}`,
      before: { status: "failed" },
      after: { status: "pending", attempts: 0 },
    });
  });
}

/** Retries every failed notification; one audit entry says how many. */
export async function retryEveryFailedNotification(db: Database, args: { actor: AuditActor }): Promise<number> {
  return db.transaction(async (tx) => {
    const count = await retryAllFailed(tx);
    if (count === 0) throw new AdminActionError("There are no failed notifications to retry.");
    await recordAudit(tx, args.actor, {
      action: "notification.retry-all",
      targetType: "notification",
      targetId: "*",
      targetName: plural(count, "failed notification"),
      before: { status: "failed", count },
      after: { status: "pending", count },
    });
    return count;
  });
}

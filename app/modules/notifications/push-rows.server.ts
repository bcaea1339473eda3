import type { Database } from "~/db/client.server";
import type { NotificationKind } from "~/db/enums";
import type { notifications } from "~/db/schema";
import { mayPush } from "./may-push.server";

/** What a push says and where a click on it goes (a portal path such as /provider/leads/<id>). */
export type OutgoingPush = { title: string; body: string; openPath: string };

export type AddressedPush = { userId: string; kind: NotificationKind; template: string; push: OutgoingPush };

/** A device a user gets pushes on (a push_subscriptions row). */
export type PushDevice = { id: string; userId: string; device: string };

/**
 * One outbox row per device of each user, so each device gets its push exactly once and is retried on its own. A
 * user with no device has none; mayPush decides per user and kind, for all of them at once. The devices are read by
 * the caller, with what else it needs of the users (outbox.server.ts's recipientsOf).
 */
export async function pushRows(
  reader: Pick<Database, "select">,
  pushes: readonly AddressedPush[],
  devices: readonly PushDevice[],
  now: Date,
): Promise<(typeof notifications.$inferInsert)[]> {
  if (pushes.length === 0) return [];
  const withDevice = pushes.filter((push) => devices.some((device) => device.userId === push.userId));
  const rows: (typeof notifications.$inferInsert)[] = [];
  for (const { userId, template, push } of await mayPush(reader, withDevice, now)) {
    for (const device of devices.filter((device) => device.userId === userId)) {
      rows.push({
        template,
        channel: "push",
        pushSubscriptionId: device.id,
        recipient: device.device,
        subject: push.title,
        body: push.body,
        htmlBody: "",
        openPath: push.openPath,
        userId,
        unsubscribeUrl: null,
        nextAttemptAt: now,
      });
    }
  }
  return rows;
}

/**
 * What the service worker (public/portal-sw.js) receives: it shows title and
 * body and opens `url` on a click; a second push about the same page replaces
 * the first (its tag).
 */
export function pushPayload(row: { template: string; subject: string; body: string; openPath: string | null }): string {
  return JSON.stringify({ title: row.subject, body: row.body, url: row.openPath ?? "/provider/dashboard", tag: row.openPath ?? row.template });
}

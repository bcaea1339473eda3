import type { Database } from "~/db/client.server";
import type { NotificationKind } from "~/db/enums";

/**
 * Whether a push of this kind may go to this user now: the one place the
 * user's choices per channel and kind (and quiet hours) will be asked. Every
 * push the outbox queues passes here (push-rows.server.ts). Until those
 * choices exist, a device with notifications turned on gets every push.
 */
export async function mayPush(_reader: Pick<Database, "select">, _push: { userId: string; kind: NotificationKind; at: Date }): Promise<boolean> {
  return true;
}

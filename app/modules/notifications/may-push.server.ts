import type { Database } from "~/db/client.server";
import type { NotificationKind } from "~/db/enums";
import { CHANNEL_CHOICE_KINDS, type ChannelChoiceKind, channelAllowed } from "./channel-choices";
import { userChannelChoices } from "./channel-choices.server";

/**
 * Whether a push of this kind may go to this user now: the user's choice for push and this kind, and no
 * quiet hours at `at` (then only e-mail goes out; channel-choices.ts). Every push the outbox queues passes
 * here (push-rows.server.ts). A kind with no choice of its own is always pushed.
 */
export async function mayPush(reader: Pick<Database, "select">, push: { userId: string; kind: NotificationKind; at: Date }): Promise<boolean> {
  if (!isChannelChoiceKind(push.kind)) return true;
  return channelAllowed({ choices: await userChannelChoices(reader, push.userId), channel: "push", kind: push.kind, at: push.at });
}

function isChannelChoiceKind(kind: NotificationKind): kind is ChannelChoiceKind {
  return (CHANNEL_CHOICE_KINDS as readonly string[]).includes(kind);
}

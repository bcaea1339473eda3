import type { Database } from "~/db/client.server";
import type { NotificationKind } from "~/db/enums";
import { channelAllowed, isChannelChoiceKind } from "./channel-choices";
import { usersChannelChoices } from "./channel-choices.server";

/**
 * Which of these pushes may go to their users now: each user's choice for push and the push's kind, and no quiet
 * hours at `at` (then only e-mail goes out; channel-choices.ts). Every push the outbox queues passes here
 * (push-rows.server.ts). A kind with no choice of its own is always pushed. The users' choices are read once, for
 * all of them together.
 */
export async function mayPush<Push extends { userId: string; kind: NotificationKind }>(
  reader: Pick<Database, "select">,
  pushes: readonly Push[],
  at: Date,
): Promise<Push[]> {
  const choosing = pushes.filter((push) => isChannelChoiceKind(push.kind));
  const choices = await usersChannelChoices(reader, choosing.map((push) => push.userId));
  return pushes.filter(
    (push) => !isChannelChoiceKind(push.kind) || channelAllowed({ choices: choices.get(push.userId)!, channel: "push", kind: push.kind, at }),
  );
}

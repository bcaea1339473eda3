import { and, eq, inArray, type SQLWrapper, sql } from "drizzle-orm";
import type { NotificationKind } from "~/db/enums";
import type { Database } from "~/db/client.server";
import { channelChoices, notificationPreferences, providers, quietHours, textConsents } from "~/db/schema";
import { allNotificationsOn, type NotificationPreferences } from "./notification-kinds";
import {
  CHANNEL_CHOICE_KINDS,
  type ChannelChoices,
  defaultChannelChoices,
  isChannelChoiceKind,
  type NotificationChannel,
  type SavedChannelChoices,
} from "./channel-choices";

/**
 * A pro's choices as stored: push and text per kind in channel_choices (a
 * row only where the pro chose), e-mail in notification_preferences (the
 * e-mail choices the settings page already had), quiet hours, and whether
 * its number for texts is confirmed (text_consents).
 */
type Reader = Pick<Database, "select">;

export async function loadChannelChoices(db: Reader, providerId: string): Promise<ChannelChoices> {
  const [pro] = await db
    .select({ userId: providers.userId, consent: textConsents.status })
    .from(providers)
    .leftJoin(textConsents, eq(textConsents.providerId, providers.id))
    .where(eq(providers.id, providerId));
  if (!pro) return defaultChannelChoices();
  const choices = pro.userId ? (await userNotificationChoices(db, pro.userId)).channels : defaultChannelChoices();
  choices.textOptedIn = pro.consent === "active";
  return choices;
}

/**
 * Accounts' choices per channel and kind and their quiet hours, for several at once (a lead's pros, when its pushes
 * are queued); texts stay off (a pro's confirmed number is loadChannelChoices'). Every id asked for is in the map.
 */
export async function usersChannelChoices(db: Reader, userIds: readonly string[]): Promise<Map<string, ChannelChoices>> {
  const found = await readChoices(db, userIds);
  return new Map([...found].map(([userId, { channels }]) => [userId, channels]));
}

/**
 * An account's e-mail choice for every kind (what getNotificationPreferences answers) and its choices per channel
 * (texts off, as in usersChannelChoices), from the one read: the settings page shows both.
 */
export async function userNotificationChoices(db: Reader, userId: string): Promise<{ emails: NotificationPreferences; channels: ChannelChoices }> {
  return (await readChoices(db, [userId])).get(userId)!;
}

/**
 * The three tables of the accounts' choices in one statement, each row naming its source in `channel`: e-mail
 * choices, push and text choices, and quiet hours (a round trip was most of such a read's cost).
 */
async function readChoices(db: Reader, userIds: readonly string[]): Promise<Map<string, { emails: NotificationPreferences; channels: ChannelChoices }>> {
  const ids = [...new Set(userIds)];
  const found = new Map(ids.map((id) => [id, { emails: allNotificationsOn(), channels: defaultChannelChoices() }]));
  if (ids.length === 0) return found;
  // Every branch of the union gives the same columns, typed alike.
  const row = (source: { userId: SQLWrapper; channel: SQLWrapper; kind: SQLWrapper; enabled: SQLWrapper; startMinute: SQLWrapper; endMinute: SQLWrapper }) => ({
    userId: sql<string>`${source.userId}`,
    channel: sql<NotificationChannel | "quiet">`${source.channel}`,
    kind: sql<NotificationKind | null>`${source.kind}`,
    enabled: sql<boolean | null>`${source.enabled}`,
    startMinute: sql<number | null>`${source.startMinute}`,
    endMinute: sql<number | null>`${source.endMinute}`,
  });
  const noKind = sql`null::text`;
  const noMinute = sql`null::integer`;
  const rows = await db
    .select(
      row({
        userId: notificationPreferences.userId,
        channel: sql`'email'`,
        kind: notificationPreferences.kind,
        enabled: notificationPreferences.email,
        startMinute: noMinute,
        endMinute: noMinute,
      }),
    )
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.userId, ids))
    .unionAll(
      db
        .select(
          row({
            userId: channelChoices.userId,
            channel: channelChoices.channel,
            kind: channelChoices.kind,
            enabled: channelChoices.enabled,
            startMinute: noMinute,
            endMinute: noMinute,
          }),
        )
        .from(channelChoices)
        .where(inArray(channelChoices.userId, ids)),
    )
    .unionAll(
      db
        .select(
          row({
            userId: quietHours.userId,
            channel: sql`'quiet'`,
            kind: noKind,
            enabled: sql`null::boolean`,
            startMinute: quietHours.startMinute,
            endMinute: quietHours.endMinute,
          }),
        )
        .from(quietHours)
        .where(inArray(quietHours.userId, ids)),
    );
  for (const { userId, channel, kind, enabled, startMinute, endMinute } of rows) {
    const { emails, channels } = found.get(userId)!;
    if (channel === "quiet") {
      channels.quietHours = { startMinute: Number(startMinute), endMinute: Number(endMinute) };
      continue;
    }
    if (kind === null || enabled === null) continue;
    if (channel === "email") emails[kind] = enabled;
    if (isChannelChoiceKind(kind)) channels.channels[channel][kind] = enabled;
  }
  return found;
}

/** Saves push and text per kind, and the quiet hours (null: none), in one transaction. */
export async function saveChannelChoices(db: Database, userId: string, saved: SavedChannelChoices): Promise<void> {
  await db.transaction(async (tx) => {
    // Every channel's choice per kind in one statement.
    await tx
      .insert(channelChoices)
      .values(
        (["push", "text"] as const).flatMap((channel) => CHANNEL_CHOICE_KINDS.map((kind) => ({ userId, channel, kind, enabled: saved[channel][kind] }))),
      )
      .onConflictDoUpdate({ target: [channelChoices.userId, channelChoices.channel, channelChoices.kind], set: { enabled: sql`excluded.enabled` } });
    if (saved.quietHours) {
      await tx
        .insert(quietHours)
        .values({ userId, ...saved.quietHours })
        .onConflictDoUpdate({ target: quietHours.userId, set: saved.quietHours });
    } else {
      await tx.delete(quietHours).where(and(eq(quietHours.userId, userId)));
    }
  });
}

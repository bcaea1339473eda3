import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { channelChoices, notificationPreferences, providers, quietHours, textConsents } from "~/db/schema";
import { CHANNEL_CHOICE_KINDS, type ChannelChoices, defaultChannelChoices, isChannelChoiceKind, type SavedChannelChoices } from "./channel-choices";

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
  const choices = pro.userId ? await userChannelChoices(db, pro.userId) : defaultChannelChoices();
  choices.textOptedIn = pro.consent === "active";
  return choices;
}

/** An account's choices per channel and kind and its quiet hours; texts stay off (a pro's confirmed number is loadChannelChoices'). */
export async function userChannelChoices(db: Reader, userId: string): Promise<ChannelChoices> {
  return (await usersChannelChoices(db, [userId])).get(userId) ?? defaultChannelChoices();
}

/**
 * userChannelChoices for several accounts at once (a lead's pros, when its pushes are queued): three reads for all
 * of them, sent side by side, instead of three one after another per account. Every id asked for is in the map.
 */
export async function usersChannelChoices(db: Reader, userIds: readonly string[]): Promise<Map<string, ChannelChoices>> {
  const ids = [...new Set(userIds)];
  const found = new Map(ids.map((id) => [id, defaultChannelChoices()]));
  if (ids.length === 0) return found;
  const [emailChoices, chosen, quiet] = await Promise.all([
    db
      .select({ userId: notificationPreferences.userId, kind: notificationPreferences.kind, email: notificationPreferences.email })
      .from(notificationPreferences)
      .where(inArray(notificationPreferences.userId, ids)),
    db.select().from(channelChoices).where(inArray(channelChoices.userId, ids)),
    db.select().from(quietHours).where(inArray(quietHours.userId, ids)),
  ]);
  for (const row of emailChoices) if (isChannelChoiceKind(row.kind)) found.get(row.userId)!.channels.email[row.kind] = row.email;
  for (const row of chosen) if (row.channel !== "email") found.get(row.userId)!.channels[row.channel][row.kind] = row.enabled;
  for (const row of quiet) found.get(row.userId)!.quietHours = { startMinute: row.startMinute, endMinute: row.endMinute };
  return found;
}

/** Saves push and text per kind, and the quiet hours (null: none), in one transaction. */
export async function saveChannelChoices(db: Database, userId: string, saved: SavedChannelChoices): Promise<void> {
  await db.transaction(async (tx) => {
    for (const channel of ["push", "text"] as const) {
      for (const kind of CHANNEL_CHOICE_KINDS) {
        await tx
          .insert(channelChoices)
          .values({ userId, channel, kind, enabled: saved[channel][kind] })
          .onConflictDoUpdate({ target: [channelChoices.userId, channelChoices.channel, channelChoices.kind], set: { enabled: saved[channel][kind] } });
      }
    }
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

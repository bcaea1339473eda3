import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { channelChoices, providers, quietHours, textConsents } from "~/db/schema";
import { CHANNEL_CHOICE_KINDS, type ChannelChoices, defaultChannelChoices, type SavedChannelChoices } from "./channel-choices";
import { getNotificationPreferences } from "./notification-preferences.server";

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
  const choices = defaultChannelChoices();
  const email = await getNotificationPreferences(db, userId);
  for (const kind of CHANNEL_CHOICE_KINDS) choices.channels.email[kind] = email[kind];
  const rows = await db.select().from(channelChoices).where(eq(channelChoices.userId, userId));
  for (const row of rows) if (row.channel !== "email") choices.channels[row.channel][row.kind] = row.enabled;
  const [quiet] = await db.select().from(quietHours).where(eq(quietHours.userId, userId));
  choices.quietHours = quiet ? { startMinute: quiet.startMinute, endMinute: quiet.endMinute } : null;
  return choices;
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

import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { providers } from "~/db/schema";
import { offerWaitingRequests } from "./offer-waiting-requests.server";
import { type LeadPreferences, takesMore } from "./lead-preferences";

/** A pro's lead preferences as the settings form shows them; null for an unknown pro. */
export async function getLeadPreferences(db: Pick<Database, "select">, providerId: string): Promise<LeadPreferences | null> {
  const [row] = await db
    .select({ weeklyLeadCap: providers.weeklyLeadCap, maxCreditsPerLead: providers.maxCreditsPerLead, paused: providers.paused })
    .from(providers)
    .where(eq(providers.id, providerId));
  return row ?? null;
}

/**
 * Saves checked preferences for one pro: the numbers and the pause together,
 * in one statement, so matching never sees half of a change. The services it
 * takes leads in are saved from the Directory page (directory-profile.server.ts
 * saveServices). A pro that can take more leads now (unpaused, a higher cap or
 * maximum) is then offered the requests waiting for a pro
 * (offer-waiting-requests.server.ts), as after its other changes that may let
 * it take them; a save that takes nothing on (the same numbers again, a pause,
 * a lower cap) writes only its row. Returns false (and changes nothing) for an
 * unknown pro.
 */
export async function updateLeadPreferences(db: Database, providerId: string, prefs: LeadPreferences): Promise<boolean> {
  // The row as it was, locked until the update: the statement's answer is what the save changed.
  const before = db
    .select({ weeklyLeadCap: providers.weeklyLeadCap, maxCreditsPerLead: providers.maxCreditsPerLead, paused: providers.paused })
    .from(providers)
    .where(eq(providers.id, providerId))
    .for("update")
    .as("before");
  const [was] = await db
    .update(providers)
    .set({ weeklyLeadCap: prefs.weeklyLeadCap, maxCreditsPerLead: prefs.maxCreditsPerLead, paused: prefs.paused })
    .from(before)
    .where(eq(providers.id, providerId))
    .returning({ weeklyLeadCap: before.weeklyLeadCap, maxCreditsPerLead: before.maxCreditsPerLead, paused: before.paused });
  if (!was) return false;
  if (takesMore(was, prefs)) await offerWaitingRequests(db, providerId);
  return true;
}

import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { providers } from "~/db/schema";
import { offerHeldRequests } from "./held-requests.server";
import type { LeadPreferences } from "./lead-preferences";

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
 * so matching never sees half of a change. The services it takes leads in
 * are saved from the Directory page (directory-profile.server.ts saveServices).
 * A pro that can take more leads now (unpaused, a higher cap or maximum) is
 * offered the requests waiting for a pro, in the same transaction.
 * Returns false (and changes nothing) for an unknown pro.
 */
export async function updateLeadPreferences(db: Database, providerId: string, prefs: LeadPreferences): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(providers)
      .set({ weeklyLeadCap: prefs.weeklyLeadCap, maxCreditsPerLead: prefs.maxCreditsPerLead, paused: prefs.paused })
      .where(eq(providers.id, providerId))
      .returning({ id: providers.id });
    if (updated.length === 0) return false;
    await offerHeldRequests(tx, providerId);
    return true;
  });
}

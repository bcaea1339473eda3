import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { providerCategories, providers, serviceCategories } from "~/db/schema";
import { isServiceSlug } from "~/modules/catalog/services";
import type { LeadPreferences } from "./lead-preferences";

/** A pro's lead preferences as the settings form shows them; null for an unknown pro. */
export async function getLeadPreferences(db: Database, providerId: string): Promise<LeadPreferences | null> {
  const [row] = await db
    .select({ weeklyLeadCap: providers.weeklyLeadCap, maxCreditsPerLead: providers.maxCreditsPerLead, paused: providers.paused })
    .from(providers)
    .where(eq(providers.id, providerId));
  if (!row) return null;
  const categories = await db
    .select({ slug: serviceCategories.slug })
    .from(providerCategories)
    .innerJoin(serviceCategories, eq(serviceCategories.id, providerCategories.categoryId))
    .where(eq(providerCategories.providerId, providerId))
    .orderBy(asc(serviceCategories.sortOrder), asc(serviceCategories.id));
  return { ...row, categories: categories.map((category) => category.slug).filter(isServiceSlug) };
}

/**
 * Saves checked preferences for one pro: the numbers, the pause and the set
 * of categories together, so matching never sees half of a change. Returns
 * false (and changes nothing) for an unknown pro.
 */
export async function updateLeadPreferences(db: Database, providerId: string, prefs: LeadPreferences): Promise<boolean> {
  // The schema guarantees one; a caller skipping it must not leave a pro with no category.
  if (prefs.categories.length === 0) throw new Error("Lead preferences need at least one category.");
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(providers)
      .set({ weeklyLeadCap: prefs.weeklyLeadCap, maxCreditsPerLead: prefs.maxCreditsPerLead, paused: prefs.paused })
      .where(eq(providers.id, providerId))
      .returning({ id: providers.id });
    if (updated.length === 0) return false;
    const categories = await tx
      .select({ id: serviceCategories.id })
      .from(serviceCategories)
      .where(inArray(serviceCategories.slug, prefs.categories));
    if (categories.length !== prefs.categories.length) throw new Error("A lead preference names a category missing from service_categories.");
    await tx.delete(providerCategories).where(eq(providerCategories.providerId, providerId));
    await tx.insert(providerCategories).values(categories.map((category) => ({ providerId, categoryId: category.id })));
    return true;
  });
}

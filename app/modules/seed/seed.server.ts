import { sql } from "drizzle-orm";
import { SERVICES } from "~/modules/catalog/services";
import { seedDemoProviders } from "~/modules/providers/seed-demo-providers.server";
import { seedDeals } from "~/modules/content/deals.server";
import { demoProviderId } from "~/modules/accounts/session.server";
import { seedDemoLeads } from "./seed-demo-leads.server";
import type { Database } from "~/db/client.server";
import { serviceCategories } from "~/db/schema";

/**
 * Idempotent: running it twice changes nothing. Rows are matched on their
 * natural keys (slugs) and brought up to date with the catalog.
 */
export async function seedDatabase(db: Database): Promise<{ categories: number }> {
  await db.transaction(async (tx) => {
    for (const [index, service] of SERVICES.entries()) {
      await tx
        .insert(serviceCategories)
        .values({ slug: service.slug, name: service.name, description: service.description, sortOrder: index })
        .onConflictDoUpdate({
          target: serviceCategories.slug,
          set: { name: service.name, description: service.description, sortOrder: index },
          // Skip the write when nothing changed, so a second run touches no row.
          setWhere: sql`(${serviceCategories.name}, ${serviceCategories.description}, ${serviceCategories.sortOrder})
            is distinct from (excluded.name, excluded.description, excluded.sort_order)`,
        });
    }
    await seedDemoProviders(tx);
    await seedDeals(tx);
    await seedDemoLeads(tx, await demoProviderId(tx));
  });
  return { categories: SERVICES.length };
}

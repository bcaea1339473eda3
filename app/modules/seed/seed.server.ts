import { sql } from "drizzle-orm";
import { SERVICES } from "~/modules/catalog";
import { portalDemoProvider } from "~/modules/providers";
import { demoDataShown } from "~/modules/providers/index.server";
import { seedDemoProviders } from "~/modules/seed/seed-demo-providers.server";
import { seedDeals } from "~/modules/content/index.server";
import { demoProviderId } from "~/modules/accounts/index.server";
import { seedDemoLeads } from "./seed-demo-leads.server";
import type { Database } from "~/db/client.server";
import { serviceCategories } from "~/db/schema";

/**
 * Idempotent: running it twice changes nothing. Rows are matched on their
 * natural keys (slugs) and brought up to date with the catalog.
 *
 * With demo data off (DEMO_DATA) only the demo portal's business and its
 * requests are seeded: no other invented business, no partner of the month
 * and no sample offers, so nothing invented can reach a public page.
 */
export async function seedDatabase(db: Database, options: { showDemo?: boolean } = {}): Promise<{ categories: number }> {
  const showDemo = options.showDemo ?? demoDataShown();
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
    if (showDemo) {
      await seedDemoProviders(tx);
      await seedDeals(tx);
    } else {
      await seedDemoProviders(tx, { data: [portalDemoProvider()], featurePartners: false });
    }
    await seedDemoLeads(tx, await demoProviderId(tx));
  });
  return { categories: SERVICES.length };
}

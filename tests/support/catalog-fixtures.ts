import type { Database } from "~/db/client.server";
import { serviceCategories } from "~/db/schema";
import { SERVICES } from "~/modules/catalog/services";

/** The catalog's categories in a test database, in its order, as the seed writes them: each one's id by its slug. */
export async function insertCategories(db: Pick<Database, "insert">): Promise<Record<string, number>> {
  const rows = await db
    .insert(serviceCategories)
    .values(SERVICES.map((service, index) => ({ slug: service.slug, name: service.name, description: service.description, sortOrder: index })))
    .returning({ id: serviceCategories.id, slug: serviceCategories.slug });
  return Object.fromEntries(rows.map((row) => [row.slug, row.id]));
}

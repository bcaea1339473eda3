import { count, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { providerCategories, providerServiceZips } from "~/db/schema";

/** How many services and service-area ZIPs a provider has set. */
export async function providerSetupCounts(db: Database, providerId: string): Promise<{ categoryCount: number; serviceZipCount: number }> {
  const [categories] = await db.select({ n: count() }).from(providerCategories).where(eq(providerCategories.providerId, providerId));
  const [zips] = await db.select({ n: count() }).from(providerServiceZips).where(eq(providerServiceZips.providerId, providerId));
  return { categoryCount: Number(categories?.n ?? 0), serviceZipCount: Number(zips?.n ?? 0) };
}

import { count, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { providerCategories, providerServiceZips } from "~/db/schema";
import { getService } from "~/modules/catalog/services";
import { getDirectoryProfile } from "./directory-profile.server";
import { isStateLicensed } from "./trade-licensing";

/** How many services and service-area ZIPs a provider has set. */
export async function providerSetupCounts(db: Database, providerId: string): Promise<{ categoryCount: number; serviceZipCount: number }> {
  const [categories] = await db.select({ n: count() }).from(providerCategories).where(eq(providerCategories.providerId, providerId));
  const [zips] = await db.select({ n: count() }).from(providerServiceZips).where(eq(providerServiceZips.providerId, providerId));
  return { categoryCount: Number(categories?.n ?? 0), serviceZipCount: Number(zips?.n ?? 0) };
}

/** The directory profile's part of the checklist: logo, insurance, and the chosen trades Ohio licenses (with or without a license on file). */
export async function directoryFacts(
  db: Database,
  providerId: string,
): Promise<{ hasLogo: boolean; hasInsurance: boolean; stateTrades: { name: string; licensed: boolean }[] }> {
  const profile = await getDirectoryProfile(db, providerId);
  if (!profile) return { hasLogo: false, hasInsurance: false, stateTrades: [] };
  return {
    hasLogo: profile.logoFile !== null,
    hasInsurance: profile.insurance !== null,
    stateTrades: profile.services
      .filter((choice) => isStateLicensed(choice.category))
      .map((choice) => ({ name: getService(choice.category)?.name ?? choice.category, licensed: Boolean(profile.licenses[choice.category]) })),
  };
}

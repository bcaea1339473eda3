import { eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { providerCategories, providers, providerServiceZips, serviceCategories, users } from "~/db/schema";
import { zipsWithinRadius } from "~/modules/catalog/geo";
import { offerHeldRequests } from "~/modules/leads/held-requests.server";

/**
 * A shortcut for browser tests that are not about vetting: give a pro its
 * categories and the ZIPs within its radius of the base ZIP as its service
 * area, and (unless `approve` is false) mark it verified without the console's
 * checks. The vetting specs set the profile here and approve in the console.
 * Reached only through /dev/approve-provider, which exists only with
 * E2E_TEST_HOOKS on loopback.
 */
export async function approveProviderForTests(
  db: Database,
  args: { email: string; categories: string[]; radiusMiles: number; approve?: boolean },
): Promise<{ providerId: string; zips: number } | null> {
  return db.transaction(async (tx) => {
    const [pro] = await tx
      .select({ id: providers.id, baseZip: providers.baseZip })
      .from(providers)
      .innerJoin(users, eq(users.id, providers.userId))
      .where(eq(users.email, args.email.toLowerCase()));
    if (!pro) return null;
    const categories = await tx.select({ id: serviceCategories.id }).from(serviceCategories).where(inArray(serviceCategories.slug, args.categories));
    const zips = zipsWithinRadius(pro.baseZip, args.radiusMiles);
    await tx
      .update(providers)
      .set(args.approve === false ? { serviceRadiusMiles: args.radiusMiles } : { verificationStatus: "verified", serviceRadiusMiles: args.radiusMiles })
      .where(eq(providers.id, pro.id));
    await tx.delete(providerCategories).where(eq(providerCategories.providerId, pro.id));
    if (categories.length > 0) await tx.insert(providerCategories).values(categories.map((c) => ({ providerId: pro.id, categoryId: c.id })));
    await tx.delete(providerServiceZips).where(eq(providerServiceZips.providerId, pro.id));
    if (zips.length > 0) await tx.insert(providerServiceZips).values(zips.map((zip) => ({ providerId: pro.id, zip })));
    // As the console's approval does (vetting-actions.server.ts): the requests waiting for a pro are offered.
    if (args.approve !== false) await offerHeldRequests(tx, pro.id);
    return { providerId: pro.id, zips: zips.length };
  });
}

import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { namedStatement } from "~/db/prepared.server";
import { providerCategories, providerLicenses, providers, providerServiceZips, serviceCategories } from "~/db/schema";
import { getService, isServiceSlug } from "~/modules/catalog";
import { isStateLicensed } from "./trade-licensing";

export type ProfileFacts = {
  categoryCount: number;
  serviceZipCount: number;
  hasLogo: boolean;
  hasInsurance: boolean;
  /** The chosen trades Ohio licenses, with or without a license on file. */
  stateTrades: { name: string; licensed: boolean }[];
};

/** The two reads, prepared once (app/db/prepared.server.ts): every visit to the dashboard asks. */
function profileFactsStatements(db: Database) {
  const id = () => sql.placeholder("providerId");
  return {
    pro: namedStatement(db, "profile_facts", (name) =>
      db
        .select({
          categoryCount: sql<number>`(select count(*) from ${providerCategories} c where c.provider_id = ${providers.id})`.mapWith(Number),
          serviceZipCount: sql<number>`(select count(*) from ${providerServiceZips} z where z.provider_id = ${providers.id})`.mapWith(Number),
          logoFile: providers.logoFile,
          insuranceComplete: sql<boolean>`${providers.insuranceCarrier} is not null and ${providers.insurancePolicyNumber} is not null and ${providers.insuranceExpiresOn} is not null`,
        })
        .from(providers)
        .where(eq(providers.id, id()))
        .prepare(name),
    ),
    trades: namedStatement(db, "profile_trades", (name) =>
      db
        .select({ slug: serviceCategories.slug, licenseNumber: providerLicenses.licenseNumber })
        .from(providerCategories)
        .innerJoin(serviceCategories, eq(serviceCategories.id, providerCategories.categoryId))
        .leftJoin(providerLicenses, and(eq(providerLicenses.providerId, providerCategories.providerId), eq(providerLicenses.categoryId, providerCategories.categoryId)))
        .where(eq(providerCategories.providerId, id()))
        .orderBy(asc(serviceCategories.sortOrder), asc(serviceCategories.id))
        .prepare(name),
    ),
  };
}

/**
 * What the dashboard's checklist needs to know of a pro's profile, in two
 * reads: the counts and the logo and insurance, then the chosen trades with
 * whether a license is on file (not the whole directory profile, which also
 * works out the places a service area covers).
 */
export async function profileFacts(db: Database, providerId: string): Promise<ProfileFacts> {
  const statements = profileFactsStatements(db);
  const [[pro], trades] = await Promise.all([statements.pro.execute({ providerId }), statements.trades.execute({ providerId })]);
  if (!pro) return { categoryCount: 0, serviceZipCount: 0, hasLogo: false, hasInsurance: false, stateTrades: [] };
  return {
    categoryCount: pro.categoryCount,
    serviceZipCount: pro.serviceZipCount,
    hasLogo: pro.logoFile !== null,
    hasInsurance: Boolean(pro.insuranceComplete),
    stateTrades: trades.flatMap((trade) =>
      isServiceSlug(trade.slug) && isStateLicensed(trade.slug) ? [{ name: getService(trade.slug)?.name ?? trade.slug, licensed: trade.licenseNumber !== null }] : [],
    ),
  };
}

import { sql } from "drizzle-orm";
import { providerCategories, providerLicenses, providers, providerServiceZips, serviceCategories } from "~/db/schema";
import { getService, isServiceSlug, SERVICE_SLUGS } from "~/modules/catalog";
import { leadPriceCredits } from "~/modules/credits";
import { isStateLicensed } from "./trade-licensing";

export type ProfileFacts = {
  categoryCount: number;
  serviceZipCount: number;
  hasLogo: boolean;
  hasInsurance: boolean;
  /** The chosen trades Ohio licenses, with or without a license on file. */
  stateTrades: { name: string; licensed: boolean }[];
  creditBalance: number;
  /** Matching skips a lead priced above it. */
  maxCreditsPerLead: number;
  /** The least a lead of the pro's trades costs (of every trade before any is chosen): a balance below it gets none. */
  cheapestLeadCredits: number;
  /** The most one costs: an urgent request of the dearest of them (balanceShortText in profile-checklist.ts). */
  dearestLeadCredits: number;
};

/** A chosen trade and the license on file for it, as the statement below returns it (JSON). */
type TradeJson = { slug: string; licenseNumber: string | null };

/**
 * What the dashboard's checklist needs to know of a pro's profile: the counts, the logo and insurance, and the chosen
 * trades with whether a license is on file (not the whole directory profile, which also works out the places a
 * service area covers). These are the columns profileFactsOf reads, for a select from providers: the dashboard
 * reads them in its own statement with the pro's other figures (app/modules/portal/pro-dashboard.server.ts), so that
 * a visit costs one read of the row.
 */
export function profileFactsColumns() {
  // Aliased: in a select from one table, Drizzle writes columns without their table, and service_categories has an id too.
  const trades = sql<TradeJson[]>`coalesce((select json_agg(json_build_object('slug', sc.slug, 'licenseNumber', pl.license_number) order by sc.sort_order, sc.id)
    from ${providerCategories} pc
    join ${serviceCategories} sc on sc.id = pc.category_id
    left join ${providerLicenses} pl on pl.provider_id = pc.provider_id and pl.category_id = pc.category_id
    where pc.provider_id = ${providers}.id), '[]'::json)`;
  return {
    categoryCount: sql<number>`(select count(*) from ${providerCategories} c where c.provider_id = ${providers.id})`.mapWith(Number),
    serviceZipCount: sql<number>`(select count(*) from ${providerServiceZips} z where z.provider_id = ${providers.id})`.mapWith(Number),
    logoFile: providers.logoFile,
    creditBalance: providers.creditBalance,
    maxCreditsPerLead: providers.maxCreditsPerLead,
    insuranceComplete: sql<boolean>`${providers.insuranceCarrier} is not null and ${providers.insurancePolicyNumber} is not null and ${providers.insuranceExpiresOn} is not null`,
    trades,
  };
}

/** A row of those columns, as the driver gives it. */
type ProfileFactsRow = {
  categoryCount: number;
  serviceZipCount: number;
  logoFile: string | null;
  creditBalance: number;
  maxCreditsPerLead: number;
  insuranceComplete: boolean;
  trades: TradeJson[];
};

/** The facts from the columns of profileFactsColumns; undefined (no such pro) gives a profile with nothing set. */
export function profileFactsOf(pro: ProfileFactsRow | undefined): ProfileFacts {
  const cheapest = (slugs: readonly string[]) => Math.min(...slugs.filter(isServiceSlug).map((slug) => leadPriceCredits(slug)));
  const dearest = (slugs: readonly string[]) => Math.max(...slugs.filter(isServiceSlug).map((slug) => leadPriceCredits(slug, "urgent")));
  if (!pro) return { categoryCount: 0, serviceZipCount: 0, hasLogo: false, hasInsurance: false, stateTrades: [], creditBalance: 0, maxCreditsPerLead: 0, cheapestLeadCredits: cheapest(SERVICE_SLUGS), dearestLeadCredits: dearest(SERVICE_SLUGS) };
  const chosen = pro.trades.map((trade) => trade.slug).filter(isServiceSlug);
  return {
    creditBalance: pro.creditBalance,
    maxCreditsPerLead: pro.maxCreditsPerLead,
    cheapestLeadCredits: cheapest(chosen.length > 0 ? chosen : SERVICE_SLUGS),
    dearestLeadCredits: dearest(chosen.length > 0 ? chosen : SERVICE_SLUGS),
    categoryCount: pro.categoryCount,
    serviceZipCount: pro.serviceZipCount,
    hasLogo: pro.logoFile !== null,
    hasInsurance: Boolean(pro.insuranceComplete),
    stateTrades: pro.trades.flatMap((trade) =>
      isServiceSlug(trade.slug) && isStateLicensed(trade.slug) ? [{ name: getService(trade.slug)?.name ?? trade.slug, licensed: trade.licenseNumber !== null }] : [],
    ),
  };
}

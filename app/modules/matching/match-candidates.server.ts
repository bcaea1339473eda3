import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  featuredPartners,
  leadDeliveries,
  providerCategories,
  providers,
  providerServiceZips,
  providerSubServices,
  users,
} from "~/db/schema";
import { distanceMiles } from "~/modules/catalog";
import type { MatchCandidate } from "./matching";
import { DAY_MS } from "~/lib/ohio-time";

type Reader = Pick<Database, "select" | "execute">;

export type ProviderCandidate = MatchCandidate & {
  slug: string;
  businessName: string;
  description: string;
  city: string;
  phone: string;
  email: string;
  /** The pro's account, whose e-mail preferences apply (none for demo pros). */
  userId: string | null;
  baseZip: string;
};

/**
 * Named pros (or every pro of the category and ZIP), with what the
 * eligibility rules need (this week's leads, credit balance, featured
 * placement, the stored response figures), for `ineligibility` to judge one
 * by one: deliver-lead checks that a pro the homeowner picked could have been
 * matched. Choosing who a request goes to is find-matches.server.ts's, in the
 * database (decision 026).
 */
export async function findMatchCandidates(
  db: Reader,
  request: {
    categoryId: number;
    zip: string;
    now?: Date;
    /** The request's job type in its category, when it names one. */
    subServiceSlug?: string | null;
    /** Only these pros (a homeowner's pick); left out, every pro of the category and ZIP. */
    providerIds?: readonly string[];
  },
): Promise<ProviderCandidate[]> {
  const now = request.now ?? new Date();
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const rows = await db
    .select({
      id: providers.id,
      slug: providers.slug,
      businessName: providers.businessName,
      description: providers.description,
      city: providers.city,
      phone: providers.phone,
      email: providers.email,
      userId: providers.userId,
      baseZip: providers.baseZip,
      isDemo: providers.isDemo,
      verificationStatus: providers.verificationStatus,
      paused: providers.paused,
      weeklyLeadCap: providers.weeklyLeadCap,
      maxCreditsPerLead: providers.maxCreditsPerLead,
      ratingTenths: providers.ratingTenths,
      reviewCount: providers.reviewCount,
      medianResponseMinutes: providers.medianResponseMinutes,
      answeredLeadCount: providers.answeredLeadCount,
      leadsThisWeek: sql<number>`(select count(*) from ${leadDeliveries}
        where ${leadDeliveries.providerId} = ${providers.id} and ${leadDeliveries.createdAt} > ${weekAgo.toISOString()})`.mapWith(Number),
      creditBalance: providers.creditBalance,
      // A pro is offered leads only once its account's e-mail is verified (demo pros have no account).
      emailVerified: sql<boolean>`coalesce(${users.emailVerified}, false)`,
      servesSubService: request.subServiceSlug
        ? sql<boolean>`not exists(select 1 from ${providerSubServices}
            where ${providerSubServices.providerId} = ${providers.id} and ${providerSubServices.categoryId} = ${request.categoryId})
          or exists(select 1 from ${providerSubServices}
            where ${providerSubServices.providerId} = ${providers.id} and ${providerSubServices.categoryId} = ${request.categoryId}
              and ${providerSubServices.subServiceSlug} = ${request.subServiceSlug})`
        : sql<boolean>`true`,
      featured: sql<boolean>`exists(select 1 from ${featuredPartners}
        where ${featuredPartners.providerId} = ${providers.id}
          and ${featuredPartners.categoryId} = ${request.categoryId}
          and ${featuredPartners.startsAt} <= ${now.toISOString()}
          and ${featuredPartners.endsAt} > ${now.toISOString()})`,
    })
    .from(providers)
    .innerJoin(
      providerCategories,
      and(eq(providerCategories.providerId, providers.id), eq(providerCategories.categoryId, request.categoryId)),
    )
    .leftJoin(users, eq(users.id, providers.userId))
    .innerJoin(
      providerServiceZips,
      and(eq(providerServiceZips.providerId, providers.id), eq(providerServiceZips.zip, request.zip)),
    )
    .where(request.providerIds ? inArray(providers.id, [...request.providerIds]) : undefined);

  // Rating, review count (decision 022) and real pros' response figures (decision 026) are kept from their rows.
  return rows.map((row) => ({
    ...row,
    featured: row.featured === true,
    servesSubService: row.servesSubService === true,
    emailVerified: row.emailVerified === true,
    hasAccount: row.userId !== null,
    servesCategory: true,
    coversZip: true,
    distanceMiles: roundMiles(distanceMiles(row.baseZip, request.zip)),
  }));
}

function roundMiles(miles: number | null): number | null {
  return miles === null ? null : Math.round(miles * 10) / 10;
}

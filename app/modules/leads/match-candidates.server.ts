import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  featuredPartners,
  leadMatches,
  providerCategories,
  providers,
  providerServiceZips,
  users,
} from "~/db/schema";
import { distanceMiles } from "~/modules/catalog/geo";
import type { MatchCandidate } from "./matching";

type Reader = Pick<Database, "select">;

export type ProviderCandidate = MatchCandidate & {
  slug: string;
  businessName: string;
  description: string;
  city: string;
  phone: string;
  email: string;
  baseZip: string;
};

/**
 * Pros who serve the category and cover the ZIP, with what the eligibility
 * rules need (this week's leads, credit balance, featured placement). The
 * indexed category and ZIP joins keep this one query however many pros exist;
 * `selectMatches` then applies the rules.
 */
export async function findMatchCandidates(
  db: Reader,
  request: { categoryId: number; zip: string; now?: Date },
): Promise<ProviderCandidate[]> {
  const now = request.now ?? new Date();
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  const rows = await db
    .select({
      id: providers.id,
      slug: providers.slug,
      businessName: providers.businessName,
      description: providers.description,
      city: providers.city,
      phone: providers.phone,
      email: providers.email,
      baseZip: providers.baseZip,
      verificationStatus: providers.verificationStatus,
      paused: providers.paused,
      weeklyLeadCap: providers.weeklyLeadCap,
      maxCreditsPerLead: providers.maxCreditsPerLead,
      ratingTenths: providers.ratingTenths,
      reviewCount: providers.reviewCount,
      medianResponseMinutes: providers.medianResponseMinutes,
      answeredLeadCount: providers.answeredLeadCount,
      leadsThisWeek: sql<number>`(select count(*) from ${leadMatches}
        where ${leadMatches.providerId} = ${providers.id} and ${leadMatches.createdAt} > ${weekAgo.toISOString()})`.mapWith(Number),
      creditBalance: providers.creditBalance,
      // Demo pros have no account; a real pro is offered leads only once its e-mail is verified.
      emailVerified: sql<boolean>`coalesce(${users.emailVerified}, ${providers.userId} is null)`,
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
    );

  return rows.map((row) => ({
    ...row,
    featured: row.featured === true,
    emailVerified: row.emailVerified === true,
    servesCategory: true,
    coversZip: true,
    distanceMiles: roundMiles(distanceMiles(row.baseZip, request.zip)),
  }));
}

function roundMiles(miles: number | null): number | null {
  return miles === null ? null : Math.round(miles * 10) / 10;
}

import { and, asc, desc, eq, exists, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { namedStatement } from "~/db/prepared.server";
import { providerCategories, providers, providerServiceZips } from "~/db/schema";
import { toCandidate } from "./find-matches.server";
import type { ProviderCandidate } from "./match-candidates.server";
import { MAX_PROS_PER_REQUEST } from "./matching";

type Reader = Pick<Database, "select">;

/**
 * Demo businesses of the category that cover the ZIP, best first: shown as
 * examples, marked so, when demo data is on and no real pro can take a
 * request. Nothing is ever sent to them (matching.ts `ineligibility`).
 */
export async function findDemoExamples(db: Reader, request: { categoryId: number; zip: string }): Promise<ProviderCandidate[]> {
  const statement = namedStatement(db, "demo_examples", (name) => demoExamplesQuery(db).prepare(name));
  const rows = await statement.execute({ zip: request.zip, categoryId: request.categoryId });
  return rows.map((row) => toCandidate(row, request.zip));
}

function demoExamplesQuery(db: Reader) {
  return db
    .select({
      id: providers.id,
      slug: providers.slug,
      business_name: providers.businessName,
      description: providers.description,
      city: providers.city,
      phone: providers.phone,
      email: providers.email,
      user_id: providers.userId,
      base_zip: providers.baseZip,
      verification_status: providers.verificationStatus,
      is_demo: providers.isDemo,
      paused: providers.paused,
      weekly_lead_cap: providers.weeklyLeadCap,
      max_credits_per_lead: providers.maxCreditsPerLead,
      credit_balance: providers.creditBalance,
      rating_tenths: providers.ratingTenths,
      review_count: providers.reviewCount,
      median_response_minutes: providers.medianResponseMinutes,
      answered_lead_count: providers.answeredLeadCount,
      featured: sql<boolean>`false`,
    })
    .from(providerServiceZips)
    .innerJoin(providers, eq(providers.id, providerServiceZips.providerId))
    .where(
      and(
        eq(providerServiceZips.zip, sql.placeholder("zip")),
        eq(providers.isDemo, true),
        eq(providers.verificationStatus, "verified"),
        exists(
          db
            .select({ one: sql`1` })
            .from(providerCategories)
            .where(and(eq(providerCategories.providerId, providers.id), eq(providerCategories.categoryId, sql.placeholder("categoryId")))),
        ),
      ),
    )
    .orderBy(sql`${desc(providerServiceZips.matchScore)} nulls last`, asc(providers.id))
    .limit(MAX_PROS_PER_REQUEST);
}

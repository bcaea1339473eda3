import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { executePrepared } from "~/db/prepared.server";
import { type MatchRow, toCandidate } from "./find-matches.server";
import type { ProviderCandidate } from "./match-candidates.server";
import { MAX_PROS_PER_REQUEST } from "./matching";

type Reader = Pick<Database, "_">;

/**
 * Demo businesses of the category that cover the ZIP, best first: shown as
 * examples, marked so, when demo data is on and no real pro can take a
 * request. Nothing is ever sent to them (matching.ts `ineligibility`).
 */
export async function findDemoExamples(db: Reader, request: { categoryId: number; zip: string }): Promise<ProviderCandidate[]> {
  const rows = await executePrepared<MatchRow>(
    db,
    sql`
    select p.id, p.slug, p.business_name, p.description, p.city, p.phone, p.email, p.user_id, p.base_zip,
           p.verification_status, p.is_demo, p.paused, p.weekly_lead_cap, p.max_credits_per_lead, p.credit_balance,
           p.rating_tenths, p.review_count, p.median_response_minutes, p.answered_lead_count, false as featured
    from provider_service_zips sz
    join providers p on p.id = sz.provider_id
    where sz.zip = ${request.zip}
      and p.is_demo
      and p.verification_status = 'verified'
      and exists(select 1 from provider_categories pc where pc.provider_id = p.id and pc.category_id = ${request.categoryId})
    order by sz.match_score desc nulls last, p.id
    limit ${sql.raw(String(MAX_PROS_PER_REQUEST))}`,
  );
  return rows.map((row) => toCandidate(row, request.zip));
}

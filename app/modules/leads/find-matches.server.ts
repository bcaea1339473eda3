import { type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { allZips, distanceMiles } from "~/modules/catalog/geo";
import type { ProviderCandidate } from "./match-candidates.server";
import {
  DISTANCE_CAP_MILES,
  DISTANCE_POINTS,
  HISTORY_THRESHOLD,
  MAX_MEDIAN_RESPONSE_MINUTES,
  MAX_PROS_PER_REQUEST,
  MIN_RATING_TENTHS,
  selectMatches,
} from "./matching";

type Reader = Pick<Database, "execute">;

export type MatchRequest = {
  categoryId: number;
  zip: string;
  /** The request's job type in its category, when it names one. */
  subServiceSlug?: string | null;
  priceCredits: number;
  now?: Date;
};

/**
 * The pros a request goes to, chosen in the database: every eligibility rule
 * of matching.ts's `ineligibility` is a WHERE clause, the quality score is
 * computed in SQL exactly as `qualityScore` computes it, and only the best
 * three (plus the best featured partner, who goes first) come back, so a ZIP
 * with thousands of eligible pros sends three or four rows over the wire and
 * sorts nothing in JavaScript. `selectMatches` then orders those few rows: it
 * stays the one definition, and find-matches.server.integration.test.ts checks
 * on random data that this query picks what the rules pick over every pro.
 */
export async function findMatches(db: Reader, request: MatchRequest): Promise<ProviderCandidate[]> {
  const ranked = await rankInDatabase(db, request, MAX_PROS_PER_REQUEST);
  return selectMatches(ranked, request.priceCredits);
}

/** Rows the first walk reads per pro wanted: enough for the densest ZIP in one pass (decision 026). */
const WALK_PER_MATCH = 12;

/**
 * The best `limit` eligible pros in the database's order (quality, distance,
 * id), plus the best featured partner when it is not among them. Exported for
 * the test that holds this order against `compareByQuality`.
 *
 * It walks the ZIP's pros best first by the request-independent part of the
 * score (provider_service_zips.match_score, kept by the database), keeping the
 * eligible ones, and stops after `walk` of them. Closeness adds at most
 * DISTANCE_POINTS, so no pro beyond the walk can score more than the last one
 * walked plus that: when the `limit`-th best found scores more, the answer is
 * exact; otherwise the walk is retried four times longer.
 */
export async function rankInDatabase(
  db: Reader,
  request: MatchRequest,
  limit: number,
  /** The first walk's length; tests shorten it so the stop rule and the retries run on small data. */
  firstWalk = Math.max(limit * WALK_PER_MATCH, 32),
): Promise<ProviderCandidate[]> {
  for (let walk = firstWalk; ; walk *= 4) {
    const rows = await walkBestFirst(db, request, walk);
    const walked = rows.filter((row) => row.walked);
    const chosen = rows.slice(0, limit);
    const complete =
      walked.length < walk ||
      (chosen.length === limit && chosen[limit - 1]!.score > walked.reduce((low, row) => Math.min(low, row.match_score), Infinity) + DISTANCE_POINTS);
    if (complete) {
      const featured = rows.find((row) => row.featured);
      const result = featured && !chosen.includes(featured) ? [...chosen, featured] : chosen;
      return result.map((row) => toCandidate(row, request.zip));
    }
  }
}

async function walkBestFirst(db: Reader, request: MatchRequest, walk: number): Promise<MatchRow[]> {
  const now = request.now ?? new Date();
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  const price = request.priceCredits;
  const eligible = sql`
      from provider_service_zips sz
      join providers p on p.id = sz.provider_id
      left join users u on u.id = p.user_id
      where sz.zip = ${request.zip}
        and exists(select 1 from provider_categories pc where pc.provider_id = sz.provider_id and pc.category_id = ${request.categoryId})
        and p.verification_status = 'verified'
        and coalesce(u.email_verified, p.user_id is null)
        and not p.paused
        ${subServiceSql(request)}
        and p.max_credits_per_lead >= ${price}
        and p.credit_balance >= ${price}
        and not (p.review_count >= ${HISTORY_THRESHOLD} and p.rating_tenths < ${MIN_RATING_TENTHS})
        and not (p.answered_lead_count >= ${HISTORY_THRESHOLD} and p.median_response_minutes is not null
                 and p.median_response_minutes > ${MAX_MEDIAN_RESPONSE_MINUTES})
        and ${underWeeklyCap(weekAgo)}`;
  const result = await db.execute(sql`
    with distances(zip, tenths) as (
      select * from unnest(${zipList()}::text[], ${distanceTenthsFrom(request.zip)}::int[])
    ),
    featured_ids as (
      select f.provider_id from featured_partners f
      where f.category_id = ${request.categoryId}
        and f.starts_at <= ${now.toISOString()}::timestamptz and f.ends_at > ${now.toISOString()}::timestamptz
    ),
    -- In the index's order (zip, match_score desc): reads rows until the limit's worth are eligible.
    walked as (
      select sz.provider_id, sz.match_score ${eligible}
      order by sz.match_score desc nulls last
      limit ${walk}
    ),
    featured as (
      select sz.provider_id, sz.match_score ${eligible} and sz.provider_id in (select provider_id from featured_ids)
    ),
    candidates as (
      select provider_id, match_score, true as walked from walked
      union all
      select provider_id, match_score, false from featured where provider_id not in (select provider_id from walked)
    )
    select p.id, p.slug, p.business_name, p.description, p.city, p.phone, p.email, p.user_id, p.base_zip,
           p.verification_status, p.is_demo, p.paused, p.weekly_lead_cap, p.max_credits_per_lead, p.credit_balance,
           p.rating_tenths, p.review_count, p.median_response_minutes, p.answered_lead_count,
           c.match_score, c.walked, d.tenths as distance_tenths,
           p.id in (select provider_id from featured_ids) as featured,
           ${scoreSql()} as score
    from candidates c
    join providers p on p.id = c.provider_id
    left join distances d on d.zip = p.base_zip
    order by score desc, distance_tenths asc nulls last, p.id asc`);
  return (result as unknown as { rows: MatchRow[] }).rows;
}

type MatchRow = {
  id: string;
  slug: string;
  business_name: string;
  description: string;
  city: string;
  phone: string;
  email: string;
  user_id: string | null;
  base_zip: string;
  verification_status: string;
  is_demo: boolean;
  paused: boolean;
  weekly_lead_cap: number;
  max_credits_per_lead: number;
  credit_balance: number;
  rating_tenths: number;
  review_count: number;
  median_response_minutes: number | null;
  answered_lead_count: number;
  match_score: number;
  walked: boolean;
  score: number;
  featured: boolean;
};

function toCandidate(row: MatchRow, zip: string): ProviderCandidate {
  const miles = distanceMiles(row.base_zip, zip);
  return {
    id: row.id,
    slug: row.slug,
    businessName: row.business_name,
    description: row.description,
    city: row.city,
    phone: row.phone,
    email: row.email,
    userId: row.user_id,
    baseZip: row.base_zip,
    verificationStatus: row.verification_status,
    isDemo: row.is_demo,
    // The WHERE clause checked these; the rules see what it saw.
    emailVerified: true,
    paused: row.paused,
    servesCategory: true,
    servesSubService: true,
    coversZip: true,
    leadsThisWeek: 0,
    weeklyLeadCap: row.weekly_lead_cap,
    creditBalance: row.credit_balance,
    maxCreditsPerLead: row.max_credits_per_lead,
    ratingTenths: row.rating_tenths,
    reviewCount: row.review_count,
    medianResponseMinutes: row.median_response_minutes,
    answeredLeadCount: row.answered_lead_count,
    distanceMiles: miles === null ? null : Math.round(miles * 10) / 10,
    featured: row.featured === true,
  };
}

/** Fewer of this week's leads than the cap: counts at most the cap's worth, enough to know. */
function underWeeklyCap(weekAgo: Date): SQL {
  return sql`(select count(*) from (
      select 1 from lead_matches lm
      where lm.provider_id = p.id and lm.created_at > ${weekAgo.toISOString()}::timestamptz
      limit p.weekly_lead_cap) this_week) < p.weekly_lead_cap`;
}

/** A pro that lists job types for the category takes only those; one that lists none takes all. */
function subServiceSql(request: MatchRequest): SQL {
  if (!request.subServiceSlug) return sql``;
  return sql`and (not exists(select 1 from provider_sub_services s
                    where s.provider_id = p.id and s.category_id = ${request.categoryId})
              or exists(select 1 from provider_sub_services s
                    where s.provider_id = p.id and s.category_id = ${request.categoryId}
                      and s.sub_service_slug = ${request.subServiceSlug}))`;
}

/**
 * matching.ts's `qualityScore`: its request-independent part as the database
 * keeps it (`staticQuality`, migration 0008's provider_match_score), plus
 * closeness, operation for operation in float8 (IEEE double, as in
 * JavaScript), so equal inputs give bit-equal scores and the ORDER BY agrees
 * with `compareByQuality`. Distance is the rounded tenths matching.ts sees
 * (computed in JavaScript, passed in).
 */
function scoreSql(): SQL {
  const miles = DISTANCE_CAP_MILES;
  return sql`(c.match_score
    + (1 - least(coalesce(d.tenths::float8 / 10, ${float8(miles)}), ${float8(miles)}) / ${float8(miles)}) * ${float8(DISTANCE_POINTS)})`;
}

function float8(value: number): SQL {
  return sql.raw(float8Literal(value));
}

/** JavaScript prints the shortest text that reads back as the same double; PostgreSQL reads it back exactly. */
function float8Literal(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`not a finite score constant: ${value}`);
  return `'${String(value)}'::float8`;
}

let zipListLiteral: string | null = null;

/** Every ZIP of the table, as a PostgreSQL array literal (the same order as distanceTenthsFrom). */
function zipList(): string {
  zipListLiteral ??= `{${allZips()
    .map((row) => row.zip)
    .join(",")}}`;
  return zipListLiteral;
}

/** Rounded tenths of a mile from each ZIP of the table to `zip`, as matching.ts sees distances. */
function distanceTenthsFrom(zip: string): string {
  return `{${allZips()
    .map((row) => {
      const miles = distanceMiles(row.zip, zip);
      return miles === null ? "NULL" : String(Math.round(miles * 10));
    })
    .join(",")}}`;
}

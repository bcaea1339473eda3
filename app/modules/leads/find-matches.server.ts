import { type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { allZips, distanceMiles } from "~/modules/catalog/geo";
import type { ProviderCandidate } from "./match-candidates.server";
import {
  DISTANCE_CAP_MILES,
  HISTORY_THRESHOLD,
  MAX_MEDIAN_RESPONSE_MINUTES,
  MAX_PROS_PER_REQUEST,
  MIN_RATING_TENTHS,
  PRIOR_RATING,
  PRIOR_WEIGHT,
  selectMatches,
  VOLUME_POINTS,
  VOLUME_SATURATION_REVIEWS,
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

/**
 * The best `limit` eligible pros in the database's order (quality, distance,
 * id), plus the best featured partner when it is not among them. Exported for
 * the test that holds this order against `compareByQuality`.
 */
export async function rankInDatabase(db: Reader, request: MatchRequest, limit: number): Promise<ProviderCandidate[]> {
  const now = request.now ?? new Date();
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  const price = request.priceCredits;
  const result = await db.execute(sql`
    with distances(zip, tenths) as (
      select * from unnest(${zipList()}::text[], ${distanceTenthsFrom(request.zip)}::int[])
    ),
    eligible as materialized (
      select p.id, p.slug, p.business_name, p.description, p.city, p.phone, p.email, p.user_id, p.base_zip,
             p.verification_status, p.is_demo, p.paused, p.weekly_lead_cap, p.max_credits_per_lead, p.credit_balance,
             p.rating_tenths, p.review_count, p.median_response_minutes, p.answered_lead_count,
             d.tenths as distance_tenths,
             p.id = any(array(
               select f.provider_id from featured_partners f
               where f.category_id = ${request.categoryId}
                 and f.starts_at <= ${now.toISOString()}::timestamptz and f.ends_at > ${now.toISOString()}::timestamptz
             )) as featured,
             ${scoreSql()} as score
      from provider_categories pc
      join provider_service_zips sz on sz.provider_id = pc.provider_id and sz.zip = ${request.zip}
      join providers p on p.id = pc.provider_id
      left join users u on u.id = p.user_id
      left join distances d on d.zip = p.base_zip
      where pc.category_id = ${request.categoryId}
        and p.verification_status = 'verified'
        and coalesce(u.email_verified, p.user_id is null)
        and not p.paused
        ${subServiceSql(request)}
        and p.max_credits_per_lead >= ${price}
        and p.credit_balance >= ${price}
        and not (p.review_count >= ${HISTORY_THRESHOLD} and p.rating_tenths < ${MIN_RATING_TENTHS})
        and not (p.answered_lead_count >= ${HISTORY_THRESHOLD} and p.median_response_minutes is not null
                 and p.median_response_minutes > ${MAX_MEDIAN_RESPONSE_MINUTES})
    ),
    -- Best first; "offset 0" keeps the weekly-cap test below out of this subquery, so it runs
    -- row by row in rank order and stops at the limit instead of probing every eligible pro.
    ranked as (
      select * from eligible order by score desc, distance_tenths asc nulls last, id asc offset 0
    )
    select * from (
      (select * from ranked where ${underWeeklyCap(weekAgo)} limit ${limit})
      union
      (select * from ranked where featured and ${underWeeklyCap(weekAgo)} limit 1)
    ) chosen
    order by score desc, distance_tenths asc nulls last, id asc`);
  const rows = (result as unknown as { rows: MatchRow[] }).rows;
  return rows.map((row) => toCandidate(row, request.zip));
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
      where lm.provider_id = ranked.id and lm.created_at > ${weekAgo.toISOString()}::timestamptz
      limit ranked.weekly_lead_cap) this_week) < ranked.weekly_lead_cap`;
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
 * matching.ts's `qualityScore`, operation for operation in float8 (IEEE double,
 * as in JavaScript), so equal inputs give bit-equal scores and the ORDER BY
 * agrees with `compareByQuality`. Distance is the rounded tenths matching.ts
 * sees (computed in JavaScript, passed in), volume points come from its table.
 */
function scoreSql(): SQL {
  const volume = sql.raw(`array[${VOLUME_POINTS.map((points) => float8Literal(points)).join(", ")}]::float8[]`);
  const cap = MAX_MEDIAN_RESPONSE_MINUTES;
  const miles = DISTANCE_CAP_MILES;
  return sql`(
    (((p.rating_tenths::float8 / 10) * p.review_count::float8 + ${float8(PRIOR_RATING * PRIOR_WEIGHT)})
      / (p.review_count + ${PRIOR_WEIGHT})::float8 / 5) * 50
    + (${volume})[least(greatest(p.review_count, 0), ${VOLUME_SATURATION_REVIEWS}) + 1]
    + (1 - least(coalesce(p.median_response_minutes, ${cap}), ${cap})::float8 / ${float8(cap)}) * 20
    + (1 - least(coalesce(d.tenths::float8 / 10, ${float8(miles)}), ${float8(miles)}) / ${float8(miles)}) * 15
  )`;
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

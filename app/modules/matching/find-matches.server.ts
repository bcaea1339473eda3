import { type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { namedStatement, selectFromSql } from "~/db/prepared.server";
import { distanceMiles } from "~/modules/catalog";
import type { ProviderCandidate } from "./match-candidates.server";
import { matchingDuration, secondsSince } from "~/lib/metrics.server";
import {
  compareByQuality,
  qualityScore,
  DISTANCE_POINTS,
  HISTORY_THRESHOLD,
  MAX_MEDIAN_RESPONSE_MINUTES,
  MAX_PROS_PER_REQUEST,
  MIN_RATING_TENTHS,
  leftOutByBalance,
  selectMatches,
} from "./matching";
import { DAY_MS } from "~/lib/ohio-time";

type Reader = Pick<Database, "select">;

export type MatchRequest = {
  categoryId: number;
  zip: string;
  /** The request's job type in its category, when it names one. */
  subServiceSlug?: string | null;
  priceCredits: number;
  now?: Date;
};

/**
 * The pros a request goes to. The database applies every eligibility rule of
 * matching.ts's `ineligibility` (WHERE clauses) and hands over the eligible
 * pros of the ZIP best first by the request-independent part of the score, a
 * few dozen rows however many pros there are; matching.ts ranks those
 * (`compareByQuality`, `selectMatches`), so the rules and the score keep one
 * definition. find-matches.server.integration.test.ts checks on random data
 * that this picks what the rules pick over every pro.
 */
export async function findMatches(db: Reader, request: MatchRequest): Promise<ProviderCandidate[]> {
  return (await matchRequest(db, request)).matched;
}

export type MatchOutcome = {
  matched: ProviderCandidate[];
  /** The pros it would have gone to but for their balance (`leftOutByBalance`): eligible in every other way. */
  shortOfCredits: ProviderCandidate[];
};

/**
 * findMatches, and the pros left out only by their balance, from the same statements: the stretch query keeps the
 * pros whose balance is below the price beside the eligible ones, so knowing them costs intake no round trip.
 */
export async function matchRequest(db: Reader, request: MatchRequest): Promise<MatchOutcome> {
  const started = process.hrtime.bigint();
  const { ranked, short } = await walkStretches(db, request, MAX_PROS_PER_REQUEST);
  matchingDuration.observe(secondsSince(started));
  return { matched: selectMatches(ranked, request.priceCredits), shortOfCredits: leftOutByBalance(ranked, short, request.priceCredits) };
}

/** ZIP rows the first walk reads per pro wanted: the densest ZIP of the benchmark needs one pass (decision 026). */
const WALK_PER_MATCH = 64;

/**
 * The best `limit` eligible pros in `compareByQuality`'s order, plus the best
 * featured partner when it is not among them.
 *
 * It reads the ZIP's coverage rows best first by provider_service_zips.match_score
 * (`staticQuality`, the score without closeness, kept by the database), a
 * stretch at a time, keeping the eligible pros. Closeness adds at most
 * DISTANCE_POINTS, so no pro after the stretch can score more than the
 * stretch's last match_score plus that: once the `limit`-th best found scores
 * more (or the ZIP has no more rows), the answer is exact; otherwise the next
 * stretch, four times longer, is read.
 */
export async function rankInDatabase(
  db: Reader,
  request: MatchRequest,
  limit: number,
  /** The first stretch's length; tests shorten it so the stop rule and the further stretches run on small data. */
  firstWalk = limit * WALK_PER_MATCH,
): Promise<ProviderCandidate[]> {
  return (await walkStretches(db, request, limit, firstWalk)).ranked;
}

/**
 * rankInDatabase's walk, which also gathers the pros of the stretches read that only their balance kept out. The stop
 * rule holds for them too: a pro after the last stretch scores less than the `limit`-th chosen, whatever its balance.
 */
async function walkStretches(
  db: Reader,
  request: MatchRequest,
  limit: number,
  firstWalk = limit * WALK_PER_MATCH,
): Promise<{ ranked: ProviderCandidate[]; short: ProviderCandidate[] }> {
  const found = new Map<string, ProviderCandidate>();
  const short = new Map<string, ProviderCandidate>();
  for (let skip = 0, walk = firstWalk; ; skip += walk, walk *= 4) {
    const stretch = await readStretch(db, request, skip, walk);
    for (const row of stretch.eligible) found.set(row.id, toCandidate(row, request.zip));
    for (const row of stretch.short) short.set(row.id, toCandidate(row, request.zip));
    const ranked = [...found.values()].sort(compareByQuality);
    const chosen = ranked.slice(0, limit);
    const exhausted = stretch.rowsRead < walk;
    if (exhausted || (chosen.length === limit && qualityScore(chosen[limit - 1]!) > stretch.lowestScore + DISTANCE_POINTS)) {
      const featured = ranked.find((candidate) => candidate.featured);
      return { ranked: featured && !chosen.includes(featured) ? [...chosen, featured] : chosen, short: [...short.values()] };
    }
  }
}

/**
 * One stretch of the ZIP's coverage rows in match_score order (the index
 * provider_service_zips_zip_score_idx, read in order and stopped at the
 * stretch's end), with the eligible pros among them and the ZIP's active
 * featured partners wherever they are (apart, those eligible but for a balance
 * below the price: `short`); and how many rows were read, and the
 * lowest match_score among them, for the stop rule. A prepared statement per
 * stretch (its bounds are in its text: countLiteral) and per whether the
 * request names a job type.
 */
async function readStretch(
  db: Reader,
  request: MatchRequest,
  skip: number,
  walk: number,
): Promise<{ rowsRead: number; lowestScore: number; eligible: MatchRow[]; short: MatchRow[] }> {
  const shape = { skip, walk, subService: Boolean(request.subServiceSlug) };
  const name = `match_stretch_${walk}_${skip}_${shape.subService ? "job" : "any"}`;
  // Prepared: planning this query costs several times running it.
  const statement = namedStatement(db, name, (statementName) =>
    selectFromSql<StretchRow>(db, STRETCH_COLUMNS, stretchQuery(shape, (value) => sql.placeholder(value))).prepare(statementName),
  );
  const rows = await statement.execute(stretchValues(request));
  const first = rows[0];
  return {
    rowsRead: Number(first?.rows_read ?? 0),
    lowestScore: first?.lowest_score === null || first?.lowest_score === undefined ? -Infinity : Number(first.lowest_score),
    eligible: rows.filter((row) => row.id !== null && row.pays),
    short: rows.filter((row) => row.id !== null && !row.pays),
  };
}

/** pays: the pro's balance covers the price; the others are eligible in every other way (matchRequest's shortOfCredits). */
type StretchRow = MatchRow & { rows_read: number; lowest_score: number | null; pays: boolean };

type StretchShape = { skip: number; walk: number; subService: boolean };

type StretchValues = ReturnType<typeof stretchValues>;

function stretchValues(request: MatchRequest) {
  const now = request.now ?? new Date();
  return {
    categoryId: request.categoryId,
    zip: request.zip,
    now: now.toISOString(),
    weekAgo: new Date(now.getTime() - 7 * DAY_MS).toISOString(),
    price: request.priceCredits,
    subServiceSlug: request.subServiceSlug ?? null,
  };
}

/** The first stretch's query with the request's values in it, for EXPLAIN (scripts/bench/matching.ts). */
export function firstStretchQuery(request: MatchRequest, limit: number): SQL {
  const values = stretchValues(request);
  return stretchQuery({ skip: 0, walk: limit * WALK_PER_MATCH, subService: Boolean(request.subServiceSlug) }, (value) => values[value]);
}

/** A stretch's query; `value` puts each request value in (a placeholder, or the value itself). */
function stretchQuery(shape: StretchShape, value: (name: keyof StretchValues) => unknown): SQL {
  return sql`
    with featured_ids as (
      select f.provider_id from featured_partners f
      where f.category_id = ${value("categoryId")}
        and f.starts_at <= ${value("now")}::timestamptz and f.ends_at > ${value("now")}::timestamptz
    ),
    stretch as materialized (
      select provider_id, match_score from provider_service_zips
      where zip = ${value("zip")}
      -- provider_id breaks ties: without it, pros of equal match_score could change places between
      -- two stretches' queries, and one could be read twice while another is never read.
      order by match_score desc nulls last, provider_id
      limit ${countLiteral(shape.walk)} offset ${countLiteral(shape.skip)}
    ),
    candidates as (
      select provider_id from stretch
      union
      select sz.provider_id from provider_service_zips sz
      where sz.zip = ${value("zip")} and sz.provider_id in (select provider_id from featured_ids)
    ),
    eligible as (
      select p.id, p.slug, p.business_name, p.description, p.city, p.phone, p.email, p.user_id, p.base_zip,
             p.verification_status, p.is_demo, p.paused, p.weekly_lead_cap, p.max_credits_per_lead, p.credit_balance,
             p.rating_tenths, p.review_count, p.median_response_minutes, p.answered_lead_count,
             p.id in (select provider_id from featured_ids) as featured,
             p.credit_balance >= ${value("price")} as pays
      from candidates c
      join providers p on p.id = c.provider_id
      left join users u on u.id = p.user_id
      where exists(select 1 from provider_categories pc where pc.provider_id = p.id and pc.category_id = ${value("categoryId")})
        and not p.is_demo
        and p.verification_status = 'verified'
        and coalesce(u.email_verified, false)
        and not p.paused
        ${shape.subService ? subServiceSql(value) : sql``}
        and p.max_credits_per_lead >= ${value("price")}
        and not (p.review_count >= ${HISTORY_THRESHOLD} and p.rating_tenths < ${MIN_RATING_TENTHS})
        and not (p.answered_lead_count >= ${HISTORY_THRESHOLD} and p.median_response_minutes is not null
                 and p.median_response_minutes > ${MAX_MEDIAN_RESPONSE_MINUTES})
        and ${underWeeklyCap(value("weekAgo"))}
    )
    select read.rows_read, read.lowest_score, eligible.*
    from (select count(*)::int as rows_read, min(match_score) as lowest_score from stretch) read
    left join eligible on true`;
}

export type MatchRow = {
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

/** MatchRow's columns, as the stretch query names them. */
const STRETCH_COLUMNS = [
  "rows_read",
  "lowest_score",
  "id",
  "slug",
  "business_name",
  "description",
  "city",
  "phone",
  "email",
  "user_id",
  "base_zip",
  "verification_status",
  "is_demo",
  "paused",
  "weekly_lead_cap",
  "max_credits_per_lead",
  "credit_balance",
  "rating_tenths",
  "review_count",
  "median_response_minutes",
  "answered_lead_count",
  "featured",
  "pays",
] as const satisfies readonly (keyof StretchRow)[];

export function toCandidate(row: MatchRow, zip: string): ProviderCandidate {
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
    hasAccount: row.user_id !== null,
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

/**
 * A stretch's bounds are written into the statement's text, not sent as
 * parameters: PostgreSQL then plans each stretch's statement (a handful of
 * shapes) for its own LIMIT, and after five runs reuses that plan without
 * planning again. With parameters, one statement served every stretch, the
 * plan PostgreSQL settled on depended on the first calls' LIMITs, and a
 * generic plan that did not know the LIMIT was small made the query slower
 * (1.3 ms a query against 2.0, and 3.0 after a long walk first).
 */
function countLiteral(count: number): SQL {
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`Not a row count: ${count}`);
  return sql.raw(String(count));
}

/** Fewer of this week's leads than the cap: counts at most the cap's worth, enough to know. */
function underWeeklyCap(weekAgo: unknown): SQL {
  return sql`(select count(*) from (
      select 1 from lead_deliveries lm
      where lm.provider_id = p.id and lm.created_at > ${weekAgo}::timestamptz
      limit p.weekly_lead_cap) this_week) < p.weekly_lead_cap`;
}

/** A pro that lists job types for the category takes only those; one that lists none takes all. */
function subServiceSql(value: (name: keyof StretchValues) => unknown): SQL {
  return sql`and (not exists(select 1 from provider_sub_services s
                    where s.provider_id = p.id and s.category_id = ${value("categoryId")})
              or exists(select 1 from provider_sub_services s
                    where s.provider_id = p.id and s.category_id = ${value("categoryId")}
                      and s.sub_service_slug = ${value("subServiceSlug")}))`;
}

import { type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { leadDeliveryEvents, messages, messageThreads } from "~/db/schema";
import { RESPONSE_EVENTS } from "~/db/enums";

export type ResponseStats = {
  /**
   * Deliveries offered to the pro whose answer is due: answered, or offered ANSWER_DUE_HOURS ago or more and not
   * refunded. An offer of this morning has not been missed yet, a refunded lead (a number nobody can dial,
   * a request flagged as fraud) can no longer be answered, and nor can an offer that ended before its answer was
   * due (the homeowner hired another pro within the day: app/modules/pipeline/hire-closes-request.server.ts).
   */
  offered: number;
  /** Of those, the ones the pro answered (a message, or a contact, quote, hire or lost mark of its own). */
  answered: number;
  /** answered / offered, or null before any offer. */
  responseRate: number | null;
  /** Median minutes from the offer to the pro's first answer, or null before any answer. */
  medianResponseMinutes: number | null;
};

/**
 * Pros' response figures, computed from the delivery events rather than typed
 * in: each offer's time and the pro's first answer after it, the earlier of
 * its first status move and its first message in the thread. One query for
 * any number of pros (`ids` is a uuid[] expression); rows only for pros with
 * events. With `offeredSince`, `summary_since` holds the same figures for the
 * deliveries offered since then. The one definition: `responseStatsFor` reads it, and
 * `refreshResponseFigures` stores it on providers (migration 0008 backfilled
 * with a copy of this text).
 */
/** A day to answer, as an offer gives a pro to accept it (app/modules/pipeline/delivery-states.ts). */
export const ANSWER_DUE_HOURS = 24;

/** The events that answer a homeowner, as a list for `in (...)`. */
function answerEvents(): SQL {
  return sql.raw(RESPONSE_EVENTS.map((event) => `'${event}'`).join(", "));
}

function responseSummary(ids: SQL, offeredSince?: SQL): SQL {
  const answers = answerEvents();
  // A pro's first message in the delivery's thread answers the homeowner as much as a status change does.
  // floor(x + 0.5) is JavaScript's Math.round (PostgreSQL's round(float8) may round half to even).
  return sql`
    moves as (
      select provider_id, lead_id,
             min(created_at) filter (where event = 'offer') as offered_at,
             min(created_at) filter (where event in (${answers}) and actor = 'provider:' || provider_id::text) as moved_at,
             bool_or(event = 'refund') as refunded,
             min(created_at) filter (where event = 'expire') as expired_at
      from ${leadDeliveryEvents}
      where provider_id = any(${ids})
      group by provider_id, lead_id
    ),
    first_messages as (
      select t.provider_id, t.lead_id, min(m.created_at) as written_at
      from ${messageThreads} t
      join ${messages} m on m.thread_id = t.id and m.sender = 'pro'
      where t.provider_id = any(${ids})
      group by t.provider_id, t.lead_id
    ),
    deliveries as (
      select moves.provider_id, moves.lead_id, moves.offered_at, moves.refunded, moves.expired_at, least(moves.moved_at, first_messages.written_at) as answered_at
      from moves left join first_messages on first_messages.provider_id = moves.provider_id and first_messages.lead_id = moves.lead_id
    ),
    summary as (${figures(sql``)})${
      offeredSince ? sql`,
    summary_since as (${figures(sql`where offered_at >= ${offeredSince}`)})` : sql``
    }`;
}

/** Each pro's figures over the deliveries `where` keeps. */
function figures(where: SQL): SQL {
  return sql`
      select provider_id,
             count(offered_at) filter (
               where answered_at is not null or (
                 not refunded and offered_at <= now() - make_interval(hours => ${ANSWER_DUE_HOURS})
                 and (expired_at is null or expired_at >= offered_at + make_interval(hours => ${ANSWER_DUE_HOURS}))
               )
             )::int as offered,
             count(answered_at)::int as answered,
             floor(percentile_cont(0.5) within group (order by extract(epoch from answered_at - offered_at) / 60)
               filter (where answered_at is not null and offered_at is not null) + 0.5)::int as median_minutes
      from deliveries
      ${where}
      group by provider_id`;
}

function uuidArray(providerIds: readonly string[]): SQL {
  return sql`array[${sql.join(providerIds.map((id) => sql`${id}::uuid`), sql`, `)}]::uuid[]`;
}

/** Response figures for many pros at once; a pro without offers gets empty figures. */
export async function responseStatsFor(db: Pick<Database, "execute">, providerIds: readonly string[]): Promise<Map<string, ResponseStats>> {
  const stats = new Map<string, ResponseStats>();
  if (providerIds.length === 0) return stats;
  const result = await db.execute(sql`with ${responseSummary(uuidArray(providerIds))}
    select provider_id::text as provider_id, offered, answered, median_minutes from summary`);
  const rows = (result as unknown as { rows: { provider_id: string; offered: number; answered: number; median_minutes: number | null }[] }).rows;
  for (const id of providerIds) stats.set(id, { offered: 0, answered: 0, responseRate: null, medianResponseMinutes: null });
  for (const row of rows) stats.set(row.provider_id, statsOf(row));
  return stats;
}

type FiguresRow = { offered: number | null; answered: number | null; median_minutes: number | null };

function statsOf(row: FiguresRow | undefined): ResponseStats {
  const offered = Number(row?.offered ?? 0);
  const answered = Number(row?.answered ?? 0);
  const median = row?.median_minutes;
  return {
    offered,
    answered,
    responseRate: offered === 0 ? null : answered / offered,
    medianResponseMinutes: median === null || median === undefined ? null : Number(median),
  };
}

/** The figures responseStatsColumn answers, as JSON: null fields for a pro without offers. */
export type ResponseStatsJson = {
  offered: number | null;
  answered: number | null;
  medianMinutes: number | null;
  sinceOffered: number | null;
  sinceAnswered: number | null;
  sinceMedianMinutes: number | null;
};

/**
 * One pro's all-time figures and its own for leads offered since `since` (the dashboard's "this month"), by the
 * same definition, as a column that responseStatsOf reads: the dashboard reads it in its own statement with the
 * pro's other figures (app/modules/portal/pro-dashboard.server.ts), so that a visit is one statement. `providerId`
 * (a uuid) and `since` (a timestamptz) are SQL: that statement's placeholders.
 */
export function responseStatsColumn(providerId: SQL, since: SQL): SQL<ResponseStatsJson> {
  return sql<ResponseStatsJson>`(with ${responseSummary(sql`array[${providerId}]::uuid[]`, since)}
    select json_build_object('offered', a.offered, 'answered', a.answered, 'medianMinutes', a.median_minutes,
      'sinceOffered', s.offered, 'sinceAnswered', s.answered, 'sinceMedianMinutes', s.median_minutes)
    from (values (1)) as one (x) left join summary a on true left join summary_since s on true)`;
}

export function responseStatsOf(json: ResponseStatsJson | null | undefined): { all: ResponseStats; since: ResponseStats } {
  return {
    all: statsOf(json ? { offered: json.offered, answered: json.answered, median_minutes: json.medianMinutes } : undefined),
    since: statsOf(json ? { offered: json.sinceOffered, answered: json.sinceAnswered, median_minutes: json.sinceMedianMinutes } : undefined),
  };
}

/** One pro's response figures. */
export async function responseStats(db: Pick<Database, "execute">, providerId: string): Promise<ResponseStats> {
  return (await responseStatsFor(db, [providerId])).get(providerId)!;
}

/**
 * providers.median_response_minutes and answered_lead_count are, for real
 * pros, a cache of `responseSummary` (docs/decisions/026), so matching ranks
 * and filters on them in SQL. Every writer of what the summary reads calls
 * this in its own transaction: a pro's answering move (moveDelivery) and a
 * pro's first message in a thread (appendMessage). An offer needs no call: it
 * starts a delivery without an answer, which changes neither figure. Demo pros
 * keep their demo figures (they have no event history).
 *
 * `unlessMovedBefore`, for one pro's answering move on one delivery at `at`: when the pro had answered that
 * delivery with a move before `at`, the delivery's first answer, and with it every figure, stays as it was, and
 * the statement neither computes the summary nor writes or locks the pro's row (the condition names no row of
 * the update, so PostgreSQL checks it once, first). Later moves on a lead (quoted after
 * contacted, then hired) are most of a pro's moves, and a pro's writes wait on its row's lock.
 */
export async function refreshResponseFigures(
  tx: Pick<Database, "execute">,
  providerIds: readonly string[],
  options: { unlessMovedBefore?: { leadId: string; at: Date } } = {},
): Promise<void> {
  if (providerIds.length === 0) return;
  const ids = uuidArray(providerIds);
  const earlier = options.unlessMovedBefore;
  const unlessMoved = earlier
    ? sql` and not exists (
        select from ${leadDeliveryEvents} e
        where e.lead_id = ${earlier.leadId} and e.provider_id = any(${ids}) and e.actor = 'provider:' || e.provider_id::text
          and e.event in (${answerEvents()}) and e.created_at < ${earlier.at.toISOString()}::timestamptz)`
    : sql``;
  await tx.execute(sql`with ${responseSummary(ids)}
    update providers p
    set answered_lead_count = coalesce(summary.answered, 0), median_response_minutes = summary.median_minutes
    from unnest(${ids}) as asked(id) left join summary on summary.provider_id = asked.id
    where p.id = asked.id and not p.is_demo${unlessMoved}`);
}

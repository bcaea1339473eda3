import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { leadMatchEvents } from "~/db/schema";
import { RESPONSE_EVENTS } from "./delivery-states";

export type ResponseStats = {
  /** Deliveries offered to the pro. */
  offered: number;
  /** Of those, the ones the pro answered (a contact, quote, hire or lost mark of its own). */
  answered: number;
  /** answered / offered, or null before any offer. */
  responseRate: number | null;
  /** Median minutes from the offer to the pro's first answer, or null before any answer. */
  medianResponseMinutes: number | null;
};

/**
 * A pro's response figures, computed from the delivery events rather than
 * typed in: each offer's time and the pro's first answer after it.
 */
export async function responseStats(db: Pick<Database, "execute">, providerId: string): Promise<ResponseStats> {
  const answers = sql.raw(RESPONSE_EVENTS.map((event) => `'${event}'`).join(", "));
  const result = await db.execute(sql`
    with deliveries as (
      select lead_id,
             min(created_at) filter (where event = 'offer') as offered_at,
             min(created_at) filter (where event in (${answers}) and actor = ${`provider:${providerId}`}) as answered_at
      from ${leadMatchEvents}
      where provider_id = ${providerId}
      group by lead_id
    )
    select count(offered_at)::int as offered,
           count(answered_at)::int as answered,
           percentile_cont(0.5) within group (order by extract(epoch from answered_at - offered_at) / 60)
             filter (where answered_at is not null and offered_at is not null) as median_minutes
    from deliveries`);
  const row = (result as unknown as { rows: { offered: number; answered: number; median_minutes: number | string | null }[] }).rows[0];
  const offered = Number(row?.offered ?? 0);
  const answered = Number(row?.answered ?? 0);
  const median = row?.median_minutes;
  return {
    offered,
    answered,
    responseRate: offered === 0 ? null : answered / offered,
    medianResponseMinutes: median === null || median === undefined ? null : Math.round(Number(median)),
  };
}

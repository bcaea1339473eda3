import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { getZip } from "~/modules/catalog";
import { DAY_MS, OHIO_TIME_ZONE } from "~/lib/ohio-time";

/** One line of the recruiting list: requests no real pro could take, by week, ZIP and trade. */
export type UnmetDemandRow = {
  /** The Monday (in Ohio) starting the week, YYYY-MM-DD. */
  week: string;
  zip: string;
  county: string;
  trade: string;
  requests: number;
  /** Still waiting for a pro (within their 72 hours). */
  waiting: number;
  /** Taken later by a pro who became available (the others, once their wait ended, were closed with none). */
  laterMatched: number;
};

export const UNMET_DEMAND_WEEKS = 12;

/**
 * Requests that came in with no real pro to take them (lead_requests.held_until
 * is set then: intake/create-lead.server.ts), over the last weeks, most
 * requests first within each week: where to recruit pros, and for what.
 */
export async function listUnmetDemand(db: Pick<Database, "execute">, now = new Date()): Promise<UnmetDemandRow[]> {
  const since = new Date(now.getTime() - UNMET_DEMAND_WEEKS * 7 * DAY_MS);
  const result = await db.execute(sql`
    select to_char(date_trunc('week', lr.created_at at time zone ${OHIO_TIME_ZONE}), 'YYYY-MM-DD') as week,
           lr.zip_code as zip, sc.name as trade,
           count(*)::int as requests,
           (count(*) filter (where lr.status = 'new' and lr.held_until > ${now.toISOString()}::timestamptz))::int as waiting,
           (count(*) filter (where exists(select 1 from lead_deliveries d where d.lead_id = lr.id)))::int as later_matched
    from lead_requests lr
    join service_categories sc on sc.id = lr.category_id
    where lr.held_until is not null and lr.status <> 'fraud' and lr.created_at > ${since.toISOString()}::timestamptz
    group by 1, 2, 3
    order by 1 desc, 4 desc, 2, 3`);
  const rows = (result as unknown as { rows: { week: string; zip: string; trade: string; requests: number; waiting: number; later_matched: number }[] }).rows;
  return rows.map((row) => ({
    week: row.week,
    zip: row.zip,
    county: getZip(row.zip)?.county ?? "",
    trade: row.trade,
    requests: Number(row.requests),
    waiting: Number(row.waiting),
    laterMatched: Number(row.later_matched),
  }));
}

const CSV_HEADER = ["week", "zip", "county", "trade", "requests", "waiting", "later_matched"];

/** The list as CSV (RFC 4180: fields with a comma, quote or line break quoted, quotes doubled). */
export function unmetDemandCsv(rows: readonly UnmetDemandRow[]): string {
  const lines = [CSV_HEADER, ...rows.map((r) => [r.week, r.zip, r.county, r.trade, r.requests, r.waiting, r.laterMatched])];
  return lines.map((fields) => fields.map((field) => csvField(String(field))).join(",")).join("\r\n") + "\r\n";
}

function csvField(value: string): string {
  // A leading = + - @ would make a spreadsheet run the field as a formula.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

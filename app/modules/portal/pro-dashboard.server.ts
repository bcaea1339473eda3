import { and, eq, gte, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { namedStatement } from "~/db/prepared.server";
import { creditLedger, leadDeliveries, leadRequests, providers } from "~/db/schema";
import { ohioDay, ohioDayStart, DAY_MS, OHIO_TIME_ZONE } from "~/lib/ohio-time";
import { profileFactsColumns, profileFactsOf, responseStatsColumn, responseStatsOf } from "~/modules/providers/index.server";

export const DASHBOARD_WEEKS = 12;
const WEEK_MS = 7 * DAY_MS;

export type WeekActivity = {
  /** The Monday (in Ohio) the week starts, as YYYY-MM-DD. */
  weekStart: string;
  leads: number;
  /** Credits charged for leads that week, less what was refunded of those charges. */
  creditsSpent: number;
};

/**
 * The Monday of the Ohio week holding `date`, as that calendar day at 00:00 UTC (a day, not an instant: weeks are
 * Ohio's, as every date a pro reads is; a lead at 11:49 PM on a Sunday in Ohio is in that Sunday's week).
 */
export function weekStartOf(date: Date): Date {
  const day = new Date(`${ohioDay(date)}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/** The last twelve weeks, oldest first, with empty weeks as zeros (for the dashboard's charts). */
export function emptyWeeks(now: Date): WeekActivity[] {
  const current = weekStartOf(now).getTime();
  return Array.from({ length: DASHBOARD_WEEKS }, (_unused, i) => ({
    weekStart: new Date(current - (DASHBOARD_WEEKS - 1 - i) * WEEK_MS).toISOString().slice(0, 10),
    leads: 0,
    creditsSpent: 0,
  }));
}

/**
 * Leads and credits spent per week, both in one query (each row says which), for weeks from the `since`
 * placeholder on, of the pro in the `providerId` placeholder. Its columns are named: the dashboard's statement reads
 * its rows as JSON objects.
 */
function weeklyActivityQuery(db: Pick<Database, "select">) {
  const week = (column: unknown) => sql<string>`to_char(date_trunc('week', ${column} at time zone ${sql.raw(`'${OHIO_TIME_ZONE}'`)}), 'YYYY-MM-DD')`;
  const pro = sql.placeholder("providerId");
  const since = sql`${sql.placeholder("since")}::timestamptz`;
  // A refund counts against the week of the charge it reverses.
  const refund = alias(creditLedger, "refund");
  return db
    .select({ kind: sql<"leads" | "spent">`'leads'`.as("kind"), week: week(leadDeliveries.createdAt).as("week"), n: sql<number>`count(*)`.mapWith(Number).as("n") })
    .from(leadDeliveries)
    .where(and(eq(leadDeliveries.providerId, pro), gte(leadDeliveries.createdAt, since)))
    .groupBy(sql`2`)
    .unionAll(
      db
        .select({
          kind: sql<"leads" | "spent">`'spent'`.as("kind"),
          week: week(creditLedger.createdAt).as("week"),
          n: sql<number>`coalesce(sum(-${creditLedger.amount} - coalesce(${refund.amount}, 0)), 0)`.mapWith(Number).as("n"),
        })
        .from(creditLedger)
        .leftJoin(refund, eq(refund.reversesId, creditLedger.id))
        .where(and(eq(creditLedger.providerId, pro), eq(creditLedger.kind, "lead_charge"), gte(creditLedger.createdAt, since)))
        .groupBy(sql`2`),
    );
}

type WeekRow = { kind: "leads" | "spent"; week: string; n: number | string };

/** The twelve weeks of `now` with the rows of weeklyActivityQuery in them. */
function weeksOf(rows: readonly WeekRow[], now: Date): WeekActivity[] {
  const weeks = emptyWeeks(now);
  const byWeek = new Map(weeks.map((w) => [w.weekStart, w]));
  for (const row of rows) {
    const found = byWeek.get(row.week);
    if (found && row.kind === "leads") found.leads = Number(row.n);
    if (found && row.kind === "spent") found.creditsSpent = Number(row.n);
  }
  return weeks;
}

/** The first day of the twelve weeks that end with `now`'s, as the instant it starts in Ohio. */
function weeksSince(now: Date): Date {
  return ohioDayStart(emptyWeeks(now)[0]!.weekStart);
}

/**
 * The pro's row, its two counts, its profile's facts, its response figures and its weeks, in one statement prepared
 * once (app/db/prepared.server.ts): a visit to the dashboard is one round trip besides the session and the badges.
 */
function proFiguresStatement(db: Pick<Database, "select">) {
  return namedStatement(db, "pro_dashboard_figures", (name) => {
    const count = (query: SQL) => sql<number>`(${query})`.mapWith(Number);
    return db
      .select({
        balance: providers.creditBalance,
        status: providers.verificationStatus,
        paused: providers.paused,
        weeklyLeadCap: providers.weeklyLeadCap,
        cardMedianMinutes: providers.medianResponseMinutes,
        offered: count(sql`select count(*) from ${leadDeliveries} join ${leadRequests} on ${leadRequests.id} = ${leadDeliveries.leadId}
          where ${leadDeliveries.providerId} = ${providers.id} and ${leadDeliveries.status} = 'offered' and ${leadRequests.status} <> 'fraud'`),
        thisWeek: count(sql`select count(*) from ${leadDeliveries} where ${leadDeliveries.providerId} = ${providers.id} and ${leadDeliveries.createdAt} >= ${sql.placeholder("weekAgo")}::timestamptz`),
        // Why an operator rejected or suspended the pro (changeProStatus keeps it on the row; null otherwise).
        statusReason: providers.statusReason,
        // The checklist's facts from the same row (app/modules/providers/profile-facts.server.ts).
        facts: profileFactsColumns(),
        // The pro's own speed, all told and this (Ohio) month, beside the figure its card shows homeowners (cardMedianMinutes).
        response: responseStatsColumn(sql`${sql.placeholder("providerId")}::uuid`, sql`${sql.placeholder("monthStart")}::timestamptz`),
        weeks: sql<WeekRow[]>`(select coalesce(json_agg(w), '[]'::json) from (${weeklyActivityQuery(db)}) as w)`,
      })
      .from(providers)
      .where(eq(providers.id, sql.placeholder("providerId")))
      .prepare(name);
  });
}

/** The numbers at the top of the dashboard (null for an unknown pro) and its checklist's facts, in one statement. */
export async function dashboardSummary(db: Database, providerId: string, now = new Date()) {
  const [pro] = await proFiguresStatement(db).execute({
    providerId,
    weekAgo: new Date(now.getTime() - WEEK_MS).toISOString(),
    monthStart: ohioDayStart(`${ohioDay(now).slice(0, 7)}-01`).toISOString(),
    since: weeksSince(now).toISOString(),
  });
  const facts = profileFactsOf(pro?.facts);
  if (!pro) return { facts, summary: null };
  const response = responseStatsOf(pro.response);
  const summary = {
    balance: pro.balance,
    verificationStatus: pro.status,
    /** The operator's reason, while the pro is rejected or suspended; else null. */
    statusReason: pro.statusReason || null,
    paused: pro.paused,
    newLeads: pro.offered,
    leadsThisWeek: pro.thisWeek,
    weeklyLeadCap: pro.weeklyLeadCap,
    response: response.all,
    responseThisMonth: response.since,
    cardMedianMinutes: pro.cardMedianMinutes,
    weeks: weeksOf(pro.weeks, now),
  };
  return { facts, summary };
}

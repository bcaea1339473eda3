import { and, eq, gte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { creditLedger, leadMatches, leadRequests, providers } from "~/db/schema";
import { ohioDay, ohioDayStart, DAY_MS } from "~/lib/ohio-time";
import { responseStats, responseStatsSince } from "~/modules/providers/index.server";

export const DASHBOARD_WEEKS = 12;
const WEEK_MS = 7 * DAY_MS;

export type WeekActivity = {
  /** Monday 00:00 UTC of the week. */
  weekStart: string;
  leads: number;
  /** Credits charged for leads that week, less what was refunded of those charges. */
  creditsSpent: number;
};

/** Monday 00:00 UTC of the week holding `date`. */
export function weekStartOf(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
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

export async function weeklyActivity(db: Pick<Database, "select">, providerId: string, now = new Date()): Promise<WeekActivity[]> {
  const weeks = emptyWeeks(now);
  const since = new Date(`${weeks[0]!.weekStart}T00:00:00Z`);
  const week = (column: unknown) => sql<string>`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;
  // A refund counts against the week of the charge it reverses.
  const refund = alias(creditLedger, "refund");
  const [leads, spent] = await Promise.all([
    db
      .select({
        week: week(leadMatches.createdAt),
        n: sql<number>`count(*)`.mapWith(Number),
      })
      .from(leadMatches)
      .where(and(eq(leadMatches.providerId, providerId), gte(leadMatches.createdAt, since)))
      .groupBy(sql`1`),
    db
      .select({
        week: week(creditLedger.createdAt),
        credits: sql<number>`coalesce(sum(-${creditLedger.amount} - coalesce(${refund.amount}, 0)), 0)`.mapWith(Number),
      })
      .from(creditLedger)
      .leftJoin(refund, eq(refund.reversesId, creditLedger.id))
      .where(and(eq(creditLedger.providerId, providerId), eq(creditLedger.kind, "lead_charge"), gte(creditLedger.createdAt, since)))
      .groupBy(sql`1`),
  ]);
  const byWeek = new Map(weeks.map((w) => [w.weekStart, w]));
  for (const row of leads) if (byWeek.has(row.week)) byWeek.get(row.week)!.leads = row.n;
  for (const row of spent) if (byWeek.has(row.week)) byWeek.get(row.week)!.creditsSpent = row.credits;
  return weeks;
}

/** The numbers at the top of the dashboard: independent reads, sent side by side. */
export async function dashboardSummary(db: Database, providerId: string, now = new Date()) {
  const [[pro], [offered], [thisWeek], response, responseThisMonth, weeks] = await Promise.all([
    db
      .select({
        balance: providers.creditBalance,
        status: providers.verificationStatus,
        paused: providers.paused,
        weeklyLeadCap: providers.weeklyLeadCap,
        cardMedianMinutes: providers.medianResponseMinutes,
      })
      .from(providers)
      .where(eq(providers.id, providerId)),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(leadMatches)
      .innerJoin(leadRequests, eq(leadRequests.id, leadMatches.leadId))
      .where(and(eq(leadMatches.providerId, providerId), eq(leadMatches.status, "offered"), sql`${leadRequests.status} <> 'fraud'`)),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(leadMatches)
      .where(and(eq(leadMatches.providerId, providerId), gte(leadMatches.createdAt, new Date(now.getTime() - WEEK_MS)))),
    responseStats(db, providerId),
    // The pro's own speed this (Ohio) month, beside the figure its card shows homeowners (providers.median_response_minutes).
    responseStatsSince(db, providerId, ohioDayStart(`${ohioDay(now).slice(0, 7)}-01`)),
    weeklyActivity(db, providerId, now),
  ]);
  if (!pro) return null;
  return {
    balance: pro.balance,
    verificationStatus: pro.status,
    paused: pro.paused,
    newLeads: offered?.n ?? 0,
    leadsThisWeek: thisWeek?.n ?? 0,
    weeklyLeadCap: pro.weeklyLeadCap,
    response,
    responseThisMonth,
    cardMedianMinutes: pro.cardMedianMinutes,
    weeks,
  };
}

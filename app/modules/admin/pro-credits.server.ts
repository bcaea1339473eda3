import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { creditLedger, payments, providers } from "~/db/schema";
import { MONEY_TAKEN } from "~/modules/credits";

/** Ledger lines the console shows of one pro, newest first. */
export const PRO_LEDGER_LIMIT = 20;

/**
 * One pro's money as the console shows it on /admin/pros/:id: the balance the pro reads on its credits page, the
 * ledger's sum beside it (they are equal unless something wrote past the ledger module: docs/decisions/013), the
 * latest ledger lines with the balance after each, and what the pro's purchases came to. An operator deciding a
 * refund, or refunding a purchase, sees what the pro has and spent without asking the database.
 */
export async function proCredits(db: Pick<Database, "select">, providerId: string) {
  const [[pro], [sums], lines, [bought]] = await Promise.all([
    db.select({ balance: providers.creditBalance }).from(providers).where(eq(providers.id, providerId)),
    db
      .select({
        total: sql<number>`coalesce(sum(${creditLedger.amount}), 0)`.mapWith(Number),
        charged: sql<number>`coalesce(-sum(${creditLedger.amount}) filter (where ${creditLedger.kind} = 'lead_charge'), 0)`.mapWith(Number),
        refunded: sql<number>`coalesce(sum(${creditLedger.amount}) filter (where ${creditLedger.kind} = 'refund'), 0)`.mapWith(Number),
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(creditLedger)
      .where(eq(creditLedger.providerId, providerId)),
    db
      .select({
        id: creditLedger.id,
        kind: creditLedger.kind,
        amount: creditLedger.amount,
        balanceAfter: creditLedger.balanceAfter,
        note: creditLedger.note,
        leadId: creditLedger.leadId,
        createdAt: creditLedger.createdAt,
      })
      .from(creditLedger)
      .where(eq(creditLedger.providerId, providerId))
      .orderBy(desc(creditLedger.sequence))
      .limit(PRO_LEDGER_LIMIT),
    db
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        paidCents: sql<number>`coalesce(sum(${payments.amountCents}), 0)`.mapWith(Number),
        refundedCents: sql<number>`coalesce(sum(${payments.refundedCents}), 0)`.mapWith(Number),
      })
      .from(payments)
      .where(and(eq(payments.providerId, providerId), inArray(payments.status, [...MONEY_TAKEN]))),
  ]);
  return {
    balance: pro?.balance ?? 0,
    ledgerSum: sums?.total ?? 0,
    entries: sums?.count ?? 0,
    leadCharges: sums?.charged ?? 0,
    leadRefunds: sums?.refunded ?? 0,
    purchases: { count: bought?.count ?? 0, paidCents: bought?.paidCents ?? 0, refundedCents: bought?.refundedCents ?? 0 },
    lines,
  };
}

export type ProCredits = Awaited<ReturnType<typeof proCredits>>;

import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { BRAND } from "~/brand";
import { getEnv } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { creditLedger, payments, providers } from "~/db/schema";
import { plural } from "~/lib/plural";
import type { Result } from "~/lib/result";
import { MONEY_TAKEN } from "~/modules/credits";
import { postLedgerEntry } from "~/modules/credits/index.server";
import { type OutgoingEmail, queueEmail } from "~/modules/notifications/index.server";
import { type AuditActor, recordAudit } from "./audit.server";
import { type CreditAdjustment, signedCredits } from "./credit-adjustment-form";

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

export type CreditAdjustmentFailure =
  | { reason: "not-found" }
  /** A take-back larger than the balance (the field's message says how many the pro has). */
  | { reason: "over-balance"; message: string }
  /** The form's key was already used for another move: a stale form sent again. */
  | { reason: "stale"; message: string };

/**
 * An operator gives a pro credits (a goodwill grant: `grant`) or takes some back (a correction: `adjustment`), with
 * the reason the pro reads beside the move in its credits ledger. The ledger entry, the audit entry and the e-mail
 * to the pro are one transaction; a take-back never goes past the balance (the ledger's conditional update and the
 * `providers_credit_balance_nonnegative` check refuse it too). `formKey` is the form's own id: the same form sent
 * twice (a double tap, a retried post) moves the credits once and answers the first move again.
 */
export async function adjustProCredits(
  db: Database,
  actor: AuditActor,
  providerId: string,
  adjustment: CreditAdjustment,
  formKey: string,
): Promise<Result<{ balanceAfter: number; replayed: boolean }, CreditAdjustmentFailure>> {
  return db.transaction(async (tx) => {
    const [pro] = await tx
      .select({ balance: providers.creditBalance, businessName: providers.businessName, email: providers.email, userId: providers.userId })
      .from(providers)
      .where(eq(providers.id, providerId))
      .for("update");
    if (!pro) return { ok: false, reason: "not-found" };
    const amount = signedCredits(adjustment);
    const idempotencyKey = `console-credits:${formKey}`;
    const [earlier] = await tx.select({ providerId: creditLedger.providerId, amount: creditLedger.amount, balanceAfter: creditLedger.balanceAfter }).from(creditLedger).where(eq(creditLedger.idempotencyKey, idempotencyKey));
    if (earlier) {
      if (earlier.providerId !== providerId || earlier.amount !== amount) {
        return { ok: false, reason: "stale", message: "This form was already used for another change. Reload the page and enter it again." };
      }
      return { ok: true, value: { balanceAfter: earlier.balanceAfter, replayed: true } };
    }
    if (pro.balance + amount < 0) {
      return { ok: false, reason: "over-balance", message: `${pro.businessName} has ${creditsText(pro.balance)}: you can take back at most ${pro.balance}.` };
    }
    const entry = await postLedgerEntry(tx, {
      providerId,
      kind: amount > 0 ? "grant" : "adjustment",
      amount,
      idempotencyKey,
      note: adjustment.reason,
    });
    await recordAudit(tx, actor, {
      action: amount > 0 ? "credits.grant" : "credits.take-back",
      targetType: "provider",
      targetId: providerId,
      targetName: pro.businessName,
      before: { balance: pro.balance },
      after: { balance: entry.balanceAfter, credits: amount, reason: adjustment.reason },
    });
    await queueEmail(tx, creditsAdjustedEmail({ to: pro.email, userId: pro.userId, businessName: pro.businessName }, amount, adjustment.reason, entry.balanceAfter));
    return { ok: true, value: { balanceAfter: entry.balanceAfter, replayed: false } };
  });
}

const creditsText = (count: number) => plural(count, "credit");

/** What the pro is told: its balance changed without a purchase or a lead of its own, so it hears why. */
function creditsAdjustedEmail(pro: { to: string; userId: string | null; businessName: string }, amount: number, reason: string, balanceAfter: number): OutgoingEmail {
  const added = amount > 0;
  return {
    template: "credits-adjusted",
    to: pro.to,
    userId: pro.userId,
    subject: added ? `${creditsText(amount)} added to your ${BRAND.name} balance` : `${creditsText(-amount)} taken back from your ${BRAND.name} balance`,
    body: [
      `Hello ${pro.businessName},`,
      "",
      added ? `We added ${creditsText(amount)} to your balance.` : `We took ${creditsText(-amount)} back from your balance.`,
      `Why: ${reason}`,
      `Your balance now: ${creditsText(balanceAfter)}`,
      "",
      `See your credits: ${getEnv().PUBLIC_URL}/provider/credits`,
      "",
      "Reply to this e-mail if you have questions.",
    ].join("\n"),
  };
}

import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { getEnv } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { payments } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { queueEmail } from "~/modules/notifications/outbox.server";
import { proRecipient } from "~/modules/notifications/pro-recipient.server";
import { paymentReceiptEmail } from "./credit-emails";
import { postLedgerEntry } from "./ledger.server";
import { findPackage } from "./packages";
import type { PaymentAdapter } from "./payment-adapter";

/**
 * Buying credits: a pending payment, the processor's hosted checkout, then its
 * signed callback, which credits the ledger exactly once in the transaction
 * that marks the payment paid (decision 013).
 */
export class PaymentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PaymentError";
  }
}

export async function startPurchase(
  db: Database,
  adapter: PaymentAdapter,
  args: { providerId: string; packageKey: string; now?: Date },
): Promise<{ paymentId: string; checkoutUrl: string }> {
  const pkg = findPackage(args.packageKey);
  if (!pkg) throw new PaymentError("Choose one of the credit packages.");
  const paymentId = randomUUID();
  const session = await adapter.createCheckout({
    paymentId,
    amountCents: pkg.priceCents,
    currency: "usd",
    description: `${pkg.credits} lead credits (${pkg.name})`,
  });
  await db.insert(payments).values({
    id: paymentId,
    providerId: args.providerId,
    packageKey: pkg.key,
    credits: pkg.credits,
    amountCents: pkg.priceCents,
    adapter: adapter.name,
    reference: session.reference,
    createdAt: args.now ?? new Date(),
  });
  return { paymentId, checkoutUrl: session.checkoutUrl };
}

export type CallbackResult =
  | { ok: true; paymentId: string; providerId: string; status: "paid" | "failed"; replayed: boolean }
  | { ok: false; reason: "invalid" };

/**
 * A processor's callback. A forged or altered one, one for a payment we do not
 * have, or one whose amount differs changes nothing; a replay of one already
 * applied changes nothing either. Each is logged.
 */
export async function completePayment(
  db: Database,
  adapter: PaymentAdapter,
  fields: Readonly<Record<string, string>>,
  now = new Date(),
): Promise<CallbackResult> {
  const outcome = adapter.verifyCallback(fields);
  if (!outcome) {
    logger.warn("payment callback refused: bad or expired signature", { adapter: adapter.name });
    return { ok: false, reason: "invalid" };
  }
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.adapter, adapter.name), eq(payments.reference, outcome.reference)))
      .for("update");
    if (!payment || payment.amountCents !== outcome.amountCents) {
      logger.warn("payment callback refused: unknown payment or amount", { adapter: adapter.name, reference: outcome.reference });
      return { ok: false, reason: "invalid" } as const;
    }
    const result = { ok: true as const, paymentId: payment.id, providerId: payment.providerId };
    if (payment.status !== "pending") {
      logger.warn("payment callback replayed: already applied", { paymentId: payment.id, status: payment.status });
      return { ...result, status: payment.status, replayed: true };
    }
    if (outcome.outcome === "failed") {
      await tx
        .update(payments)
        .set({ status: "failed", failureReason: outcome.failureReason ?? "The payment failed.", completedAt: now })
        .where(eq(payments.id, payment.id));
      return { ...result, status: "failed" as const, replayed: false };
    }
    const packageName = findPackage(payment.packageKey)?.name ?? payment.packageKey;
    const entry = await postLedgerEntry(tx, {
      providerId: payment.providerId,
      kind: "purchase",
      amount: payment.credits,
      idempotencyKey: `payment:${payment.id}`,
      note: `${packageName} package`,
      now,
    });
    await tx.update(payments).set({ status: "paid", ledgerEntryId: entry.id, completedAt: now }).where(eq(payments.id, payment.id));
    // The receipt is queued with the credit, so a paid purchase always has one and a replay never a second.
    const pro = await proRecipient(tx, payment.providerId);
    if (pro) {
      await queueEmail(
        tx,
        paymentReceiptEmail(getEnv().PUBLIC_URL, pro, {
          paymentId: payment.id,
          packageName,
          credits: payment.credits,
          amountCents: payment.amountCents,
          paidAt: now,
          balanceAfter: entry.balanceAfter,
        }),
      );
    }
    return { ...result, status: "paid" as const, replayed: false };
  });
}

/** A pro's purchases, newest first. */
export function purchaseHistory(db: Pick<Database, "select">, providerId: string) {
  return db
    .select({
      id: payments.id,
      packageKey: payments.packageKey,
      credits: payments.credits,
      amountCents: payments.amountCents,
      status: payments.status,
      failureReason: payments.failureReason,
      createdAt: payments.createdAt,
      completedAt: payments.completedAt,
    })
    .from(payments)
    .where(eq(payments.providerId, providerId))
    .orderBy(desc(payments.createdAt));
}

/** A payment as the checkout page shows it, found by the processor's reference. */
export async function paymentByReference(db: Pick<Database, "select">, adapter: PaymentAdapter, reference: string) {
  const [row] = await db
    .select({ id: payments.id, providerId: payments.providerId, credits: payments.credits, amountCents: payments.amountCents, status: payments.status })
    .from(payments)
    .where(and(eq(payments.adapter, adapter.name), eq(payments.reference, reference)));
  return row ?? null;
}

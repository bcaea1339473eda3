import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import { getEnv } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import type { PaymentEvent, PaymentStatus } from "~/db/enums";
import { paymentEvents, payments, providers } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { IllegalTransitionError } from "~/lib/state-graph";
import { queueEmail, proRecipient } from "~/modules/notifications/index.server";
import { paymentReceiptEmail, purchaseRefundEmail } from "./credit-emails";
import { postLedgerEntry } from "./ledger.server";
import { findPackage } from "./packages";
import type { CallbackPaymentAdapter, PaymentAdapter } from "./payment-adapter";
import { creditsForRefund, purchaseTransition } from "./purchase-states";

/**
 * Buying credits: a pending payment, the processor's hosted checkout, then its
 * signed callback or webhook, which credits the ledger exactly once in the
 * transaction that marks the payment paid (decisions 013, 040). Every change
 * of a payment's status goes through purchase-states.ts and leaves a
 * payment_events row.
 */
export class PaymentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PaymentError";
  }
}

/** A pending checkout of the same package this recent is the one a second Buy goes back to (a double click, a second tab). */
export const CHECKOUT_REUSE_MS = 10 * 60 * 1000;

export async function startPurchase(
  db: Database,
  adapter: PaymentAdapter,
  args: { providerId: string; packageKey: string; now?: Date },
): Promise<{ paymentId: string; checkoutUrl: string }> {
  const pkg = findPackage(args.packageKey);
  if (!pkg) throw new PaymentError("Choose one of the credit packages.");
  const now = args.now ?? new Date();
  const mine = { adapter, providerId: args.providerId, packageKey: pkg.key, now };
  // Bought a moment ago and not paid yet: the same checkout again, so one of two can never be left behind.
  const earlier = await latestPending(db, mine);
  const reopened = earlier ? await adapter.openCheckoutUrl(earlier.reference) : null;
  if (earlier && reopened) return { paymentId: earlier.id, checkoutUrl: reopened };

  const paymentId = randomUUID();
  // The processor is called outside any transaction: on PGlite a transaction holds the only connection.
  const session = await adapter.createCheckout({
    paymentId,
    amountCents: pkg.priceCents,
    currency: "usd",
    description: `${pkg.credits} lead credits (${pkg.name})`,
  });
  const record = (tx: Database) =>
    tx.insert(payments).values({
      id: paymentId,
      providerId: args.providerId,
      packageKey: pkg.key,
      credits: pkg.credits,
      amountCents: pkg.priceCents,
      adapter: adapter.name,
      reference: session.reference,
      createdAt: now,
    });
  // Two Buys at once (both found nothing above) take turns on the pro and package: the first records its checkout,
  // the second finds it. A pending one other than the `earlier` found closed was recorded by a Buy at the same moment.
  const first = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`checkout:${args.providerId}:${pkg.key}`}))`);
    const latest = await latestPending(tx, mine);
    if (latest && latest.id !== earlier?.id) return latest;
    await record(tx);
    return null;
  });
  if (!first) return { paymentId, checkoutUrl: session.checkoutUrl };
  const checkoutUrl = await adapter.openCheckoutUrl(first.reference);
  if (!checkoutUrl) {
    // Closed already (paid in the moment between): this one is as good a checkout as any.
    await record(db);
    return { paymentId, checkoutUrl: session.checkoutUrl };
  }
  // Made but never shown to anyone, and not recorded: closed so it cannot be paid. Left open, it would expire by itself.
  await adapter.closeCheckout(session.reference).catch((error: unknown) => {
    logger.warn("an unused checkout could not be closed: it expires by itself", { reference: session.reference, error: String(error) });
  });
  return { paymentId: first.id, checkoutUrl };
}

/** The pro's newest pending purchase of a package through this adapter, started within CHECKOUT_REUSE_MS. */
async function latestPending(
  db: Pick<Database, "select">,
  args: { adapter: PaymentAdapter; providerId: string; packageKey: string; now: Date },
): Promise<{ id: string; reference: string } | null> {
  const [row] = await db
    .select({ id: payments.id, reference: payments.reference })
    .from(payments)
    .where(
      and(
        eq(payments.providerId, args.providerId),
        eq(payments.packageKey, args.packageKey),
        eq(payments.adapter, args.adapter.name),
        eq(payments.status, "pending"),
        gte(payments.createdAt, new Date(args.now.getTime() - CHECKOUT_REUSE_MS)),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

export type PaymentRow = typeof payments.$inferSelect;

/** The payment's row, locked until the transaction ends: two deliveries of news about one purchase take turns. */
export async function lockPayment(tx: Database, paymentId: string): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
  return row ?? null;
}

export async function lockPaymentByReference(tx: Database, adapter: string, reference: string): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.adapter, adapter), eq(payments.reference, reference)))
    .for("update");
  return row ?? null;
}

export async function lockPaymentByCharge(tx: Database, adapter: string, chargeReference: string): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.adapter, adapter), eq(payments.chargeReference, chargeReference)))
    .for("update");
  return row ?? null;
}

export type OutcomeResult = { status: PaymentStatus; replayed: boolean };

/**
 * The processor's word on an unpaid purchase (call with the row locked):
 * paid credits the ledger once and queues the receipt; failed and expired are
 * recorded. News for a purchase already decided changes nothing and is
 * logged, so a retry, a duplicate, or an "expired" after "paid" is harmless.
 */
export async function applyCheckoutOutcome(
  tx: Database,
  payment: PaymentRow,
  args: { event: "pay" | "fail" | "expire"; source: string; chargeReference?: string; failureReason?: string; now?: Date },
): Promise<OutcomeResult> {
  const now = args.now ?? new Date();
  const move = purchaseTransition(payment.status, args.event);
  if (!move.ok) {
    const fields = { paymentId: payment.id, status: payment.status, event: args.event, source: args.source };
    // Money taken for a purchase that already failed or expired was not credited: an operator must look.
    if (args.event === "pay" && (payment.status === "failed" || payment.status === "expired")) {
      logger.error("payment for a purchase that already failed or expired: check it with the processor", fields);
    } else {
      logger.warn("payment news replayed or out of order: nothing changed", fields);
    }
    return { status: payment.status, replayed: true };
  }
  const detail = args.event === "fail" ? (args.failureReason ?? "The payment failed.") : args.event === "expire" ? "The checkout expired unpaid." : "";
  if (args.event !== "pay") {
    const status = await movePayment(tx, payment, { event: args.event, set: { failureReason: detail, completedAt: now }, source: args.source, detail, now });
    return { status, replayed: false };
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
  const status = await movePayment(tx, payment, {
    event: "pay",
    set: { ledgerEntryId: entry.id, chargeReference: args.chargeReference ?? payment.reference, completedAt: now },
    source: args.source,
    detail: `${payment.credits} credits added`,
    now,
  });
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
  return { status, replayed: false };
}

export type RefundApplied = { status: PaymentStatus; replayed: boolean; creditsReversed: number; creditsSpent: number };

/**
 * Money given back for a paid purchase, as the processor's running total
 * (call with the row locked). The credits it stands for are taken back from
 * what the pro has not spent, never below zero, once per total: a repeat of
 * the same total (a retried webhook, the refund call and its webhook) is a
 * replay.
 */
export async function applyRefund(
  tx: Database,
  payment: PaymentRow,
  args: { refundedCents: number; source: string; now?: Date },
): Promise<RefundApplied> {
  const now = args.now ?? new Date();
  const refundedCents = Math.min(args.refundedCents, payment.amountCents);
  if (!Number.isSafeInteger(refundedCents) || refundedCents <= payment.refundedCents) {
    return { status: payment.status, replayed: true, creditsReversed: 0, creditsSpent: 0 };
  }
  const event = refundedCents >= payment.amountCents ? "refund" : "refund_part";
  // Refused before any credit moves: the webhook carries on in this transaction after the error (stripe-webhook.server.ts).
  const move = purchaseTransition(payment.status, event);
  if (!move.ok) throw new IllegalTransitionError(move.error);

  const owed = creditsForRefund(payment, refundedCents) - creditsForRefund(payment, payment.refundedCents);
  const [pro] = await tx.select({ balance: providers.creditBalance }).from(providers).where(eq(providers.id, payment.providerId)).for("update");
  const taken = Math.min(owed, pro?.balance ?? 0);
  if (taken > 0) {
    await postLedgerEntry(tx, {
      providerId: payment.providerId,
      kind: "purchase_refund",
      amount: -taken,
      idempotencyKey: `purchase-refund:${payment.id}:${refundedCents}`,
      note: `${findPackage(payment.packageKey)?.name ?? payment.packageKey} package refunded`,
      now,
    });
  }
  const spent = owed - taken;
  const detail = `${formatCents(refundedCents)} refunded in all; ${taken} credits taken back${spent > 0 ? `, ${spent} already spent` : ""}`;
  const status = await movePayment(tx, payment, { event, set: { refundedCents, creditsReversed: payment.creditsReversed + taken }, source: args.source, detail, now });
  // Told in the refund's transaction, once per total (a replay returned above): the pro's balance may have dropped.
  const recipient = await proRecipient(tx, payment.providerId);
  if (recipient) {
    const [after] = await tx.select({ balance: providers.creditBalance }).from(providers).where(eq(providers.id, payment.providerId));
    await queueEmail(
      tx,
      purchaseRefundEmail(getEnv().PUBLIC_URL, recipient, {
        paymentId: payment.id,
        packageName: findPackage(payment.packageKey)?.name ?? payment.packageKey,
        refundedCents: refundedCents - payment.refundedCents,
        totalRefundedCents: refundedCents,
        amountCents: payment.amountCents,
        creditsTaken: taken,
        creditsSpent: spent,
        balanceAfter: after?.balance ?? 0,
      }),
    );
  }
  return { status, replayed: false, creditsReversed: taken, creditsSpent: spent };
}

function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/**
 * The one write of a payment's status: the move is checked against
 * purchase-states.ts, the row updated with the fields that go with it, and the
 * move appended to payment_events, in the caller's transaction.
 */
async function movePayment(
  tx: Database,
  payment: PaymentRow,
  args: { event: PaymentEvent; set: Omit<Partial<typeof payments.$inferInsert>, "status">; source: string; detail: string; now: Date },
): Promise<PaymentStatus> {
  const move = purchaseTransition(payment.status, args.event);
  if (!move.ok) throw new IllegalTransitionError(move.error);
  await tx
    .update(payments)
    .set({ ...args.set, status: move.value })
    .where(eq(payments.id, payment.id));
  await tx.insert(paymentEvents).values({
    paymentId: payment.id,
    event: args.event,
    fromStatus: payment.status,
    toStatus: move.value,
    source: args.source,
    detail: args.detail,
    createdAt: args.now,
  });
  return move.value;
}

export type CallbackResult =
  | { ok: true; paymentId: string; providerId: string; status: PaymentStatus; replayed: boolean }
  | { ok: false; reason: "invalid" };

/**
 * The test checkout's callback. A forged or altered one, one for a payment we
 * do not have, or one whose amount differs changes nothing; a replay of one
 * already applied changes nothing either. Each is logged.
 */
export async function completePayment(
  db: Database,
  adapter: CallbackPaymentAdapter,
  fields: Readonly<Record<string, string>>,
  now = new Date(),
): Promise<CallbackResult> {
  const outcome = adapter.verifyCallback(fields);
  if (!outcome) {
    logger.warn("payment callback refused: bad or expired signature", { adapter: adapter.name });
    return { ok: false, reason: "invalid" };
  }
  return db.transaction(async (tx) => {
    const payment = await lockPaymentByReference(tx, adapter.name, outcome.reference);
    if (!payment || payment.amountCents !== outcome.amountCents) {
      logger.warn("payment callback refused: unknown payment or amount", { adapter: adapter.name, reference: outcome.reference });
      return { ok: false, reason: "invalid" } as const;
    }
    const applied = await applyCheckoutOutcome(tx, payment, {
      event: outcome.outcome === "paid" ? "pay" : "fail",
      source: adapter.name,
      failureReason: outcome.failureReason,
      now,
    });
    return { ok: true as const, paymentId: payment.id, providerId: payment.providerId, ...applied };
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
      refundedCents: payments.refundedCents,
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

/** A purchase's moves, oldest first. */
export function purchaseEvents(db: Pick<Database, "select">, paymentId: string) {
  return db
    .select({ event: paymentEvents.event, toStatus: paymentEvents.toStatus, source: paymentEvents.source, detail: paymentEvents.detail, createdAt: paymentEvents.createdAt })
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, paymentId))
    .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id));
}

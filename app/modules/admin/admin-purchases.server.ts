import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { payments, providers } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { isUuid } from "~/lib/uuid";
import { findPackage, type PaymentAdapter, type RefundResult, isRefundable } from "~/modules/credits";
import { applyRefund, lockPayment } from "~/modules/credits/index.server";
import { NotFoundError } from "~/lib/not-found-error";
import { AdminActionError } from "./admin-errors.server";
import { type AuditActor, recordAudit } from "./audit.server";

export const PURCHASE_LIST_LIMIT = 100;
export const PURCHASE_REFUND_REASON_MAX_LENGTH = 500;

/** The latest purchases of credits, newest first, for the console. */
export function listPurchases(db: Pick<Database, "select">) {
  return db
    .select({
      id: payments.id,
      businessName: providers.businessName,
      providerId: payments.providerId,
      packageKey: payments.packageKey,
      credits: payments.credits,
      amountCents: payments.amountCents,
      status: payments.status,
      adapter: payments.adapter,
      refundedCents: payments.refundedCents,
      creditsReversed: payments.creditsReversed,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .innerJoin(providers, eq(providers.id, payments.providerId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(PURCHASE_LIST_LIMIT);
}

export type AdminPurchase = Awaited<ReturnType<typeof listPurchases>>[number];

export type PurchaseRefund = { status: string; creditsReversed: number; creditsSpent: number; processorPending: boolean };

/**
 * An operator gives a purchase's money back: the processor's refund API first
 * (Stripe's idempotency key makes a double click or two operators one
 * refund), then, in one transaction with the audit entry, the credits not yet
 * spent come back out through the ledger. Whichever records it first, this
 * call or the processor's charge.refunded webhook, the other changes nothing.
 */
export async function refundPurchase(
  db: Database,
  adapterNamed: (name: string) => PaymentAdapter | null,
  args: { paymentId: string; reason: string; actor: AuditActor; now?: Date },
): Promise<PurchaseRefund> {
  const reason = args.reason.trim();
  if (reason.length === 0) throw new AdminActionError("Say why the purchase is refunded; it goes in the audit log.");
  if (reason.length > PURCHASE_REFUND_REASON_MAX_LENGTH) throw new AdminActionError(`Keep the reason under ${PURCHASE_REFUND_REASON_MAX_LENGTH} characters.`);
  if (!isUuid(args.paymentId)) throw new NotFoundError("Purchase not found");
  const [payment] = await db.select().from(payments).where(eq(payments.id, args.paymentId));
  if (!payment) throw new NotFoundError("Purchase not found");
  if (!isRefundable(payment.status) || !payment.chargeReference) {
    throw new AdminActionError(`Only a paid purchase can be refunded; this one is ${payment.status.replace("_", " ")}.`);
  }
  const adapter = adapterNamed(payment.adapter);
  if (!adapter) throw new AdminActionError(`This purchase was paid through "${payment.adapter}", which this server is not connected to. Refund it there.`);

  const amountCents = payment.amountCents - payment.refundedCents;
  let refund: RefundResult;
  try {
    refund = await adapter.refund({ paymentId: payment.id, chargeReference: payment.chargeReference, amountCents });
  } catch (error) {
    logger.warn("refund refused by the processor", { paymentId: payment.id, adapter: payment.adapter, error });
    throw new AdminActionError(`The processor refused the refund: ${error instanceof Error ? error.message : "unknown error"}. Nothing changed.`);
  }
  if (refund.status === "failed") throw new AdminActionError("The processor could not make the refund. Nothing changed; try again or refund it in the processor's dashboard.");

  return db.transaction(async (tx) => {
    const locked = (await lockPayment(tx, payment.id))!;
    const applied =
      refund.status === "succeeded"
        ? await applyRefund(tx, locked, { refundedCents: payment.refundedCents + amountCents, source: `admin:${args.actor.userId}`, now: args.now })
        : null;
    const [pro] = await tx.select({ businessName: providers.businessName }).from(providers).where(eq(providers.id, payment.providerId));
    await recordAudit(tx, args.actor, {
      action: "purchase.refund",
      targetType: "payment",
      targetId: payment.id,
      targetName: `${pro?.businessName ?? "A pro"}: ${findPackage(payment.packageKey)?.name ?? payment.packageKey} package`,
      before: { status: payment.status, refundedCents: payment.refundedCents },
      after: {
        status: applied?.status ?? locked.status,
        refundedCents: payment.refundedCents + amountCents,
        creditsReversed: applied?.replayed ? locked.creditsReversed - payment.creditsReversed : (applied?.creditsReversed ?? 0),
        processorRefund: refund.reference,
        processorStatus: refund.status,
        reason,
      },
    });
    // When the webhook recorded this refund first, it took the credits back; say how many.
    const creditsReversed = applied?.replayed ? locked.creditsReversed - payment.creditsReversed : (applied?.creditsReversed ?? 0);
    return {
      status: applied?.status ?? locked.status,
      creditsReversed,
      creditsSpent: applied?.creditsSpent ?? 0,
      processorPending: refund.status === "pending",
    };
  });
}

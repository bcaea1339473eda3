import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { payments } from "~/db/schema";
import { isUuid } from "~/lib/uuid";
import { findPackage } from "~/modules/credits";
import { purchaseEvents, STRIPE_ADAPTER_NAME } from "~/modules/credits/index.server";
import { NotFoundError } from "~/lib/not-found-error";

const PROCESSOR_NAMES: Record<string, string> = { [STRIPE_ADAPTER_NAME]: "Stripe", test: "Test checkout (no card charged)" };

/** One purchase's receipt, for its own pro only: another pro's purchase, or an unknown id, is not found (404). */
export async function purchaseReceipt(db: Pick<Database, "select">, args: { providerId: string; paymentId: string }) {
  if (!isUuid(args.paymentId)) throw new NotFoundError("Purchase not found");
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, args.paymentId), eq(payments.providerId, args.providerId)));
  if (!payment) throw new NotFoundError("Purchase not found");
  return {
    id: payment.id,
    packageName: findPackage(payment.packageKey)?.name ?? payment.packageKey,
    credits: payment.credits,
    amountCents: payment.amountCents,
    status: payment.status,
    failureReason: payment.failureReason,
    createdAt: payment.createdAt,
    completedAt: payment.completedAt,
    processor: PROCESSOR_NAMES[payment.adapter] ?? payment.adapter,
    /** The processor's id a support request would quote: the payment once paid, the checkout before. */
    processorReference: payment.chargeReference ?? payment.reference,
    refundedCents: payment.refundedCents,
    creditsReversed: payment.creditsReversed,
    history: await purchaseEvents(db, payment.id),
  };
}

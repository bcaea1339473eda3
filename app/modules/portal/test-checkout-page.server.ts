import type { Database } from "~/db/client.server";
import { CREDIT_PACKAGES, type PaymentAdapter, paymentStatusInSentence } from "~/modules/credits";
import { paymentByReference, signTestCheckoutResult } from "~/modules/credits/index.server";
import { NotFoundError } from "~/lib/not-found-error";

/**
 * The test checkout's page (/checkout/test/{reference}), standing in for a
 * processor's hosted page: only the payment's own pro sees it; Pay or Fail
 * signs the outcome as the processor would, for the browser to post back to
 * /payments/callback.
 */
export async function checkoutPayment(db: Database, adapter: PaymentAdapter, args: { providerId: string; reference: string }) {
  const payment = await paymentByReference(db, adapter, args.reference);
  if (!payment || payment.providerId !== args.providerId) throw new NotFoundError("Payment not found");
  // The payment keeps its own credits and amount; the package's name is only a label.
  const packageName = CREDIT_PACKAGES.find((pkg) => pkg.credits === payment.credits)?.name ?? "Credits";
  return { reference: args.reference, credits: payment.credits, amountCents: payment.amountCents, status: payment.status, packageName };
}

export async function signCheckoutOutcome(
  db: Database,
  adapter: PaymentAdapter,
  args: { providerId: string; reference: string; outcome: string; secret: string; now?: number },
): Promise<Record<string, string> | { error: string }> {
  const payment = await checkoutPayment(db, adapter, args);
  if (args.outcome !== "paid" && args.outcome !== "failed") return { error: "Choose Pay or Fail." };
  if (payment.status !== "pending") return { error: `This payment is already ${paymentStatusInSentence(payment.status)}.` };
  return signTestCheckoutResult(args.secret, { reference: args.reference, outcome: args.outcome, amountCents: payment.amountCents }, args.now);
}

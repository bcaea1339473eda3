import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { payments } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { STRIPE_ADAPTER_NAME, type StripePaymentAdapter } from "./stripe-adapter.server";
import { settleCheckout } from "./stripe-webhook.server";

export type ReturnOutcome = "paid" | "processing" | "invalid";

/**
 * The pro is back from Stripe's checkout (success_url with the session id).
 * The webhook may still be on its way, so the session is asked of Stripe's API
 * (authenticated by our key, so as trustworthy as a webhook) and a paid one is
 * settled now, through the same idempotent path: whichever of the two comes
 * first credits, the other changes nothing. Only the purchase's own pro can
 * settle it here.
 */
export async function confirmReturnedCheckout(
  db: Database,
  adapter: StripePaymentAdapter,
  args: { providerId: string; sessionId: string; now?: Date },
): Promise<ReturnOutcome> {
  if (!/^cs_[A-Za-z0-9_]{1,200}$/.test(args.sessionId)) return "invalid";
  const [own] = await db.select({ id: payments.id, providerId: payments.providerId, status: payments.status }).from(payments).where(and(eq(payments.adapter, STRIPE_ADAPTER_NAME), eq(payments.reference, args.sessionId)));
  if (!own || own.providerId !== args.providerId) return "invalid";
  if (own.status !== "pending") return own.status === "failed" || own.status === "expired" ? "invalid" : "paid";
  let state;
  try {
    state = await adapter.retrieveCheckout(args.sessionId);
  } catch (error) {
    logger.warn("stripe checkout lookup failed: the webhook will settle it", { paymentId: own.id, error });
    return "processing";
  }
  if (state.purchaseId !== own.id) return "invalid";
  if (state.status !== "complete" || state.paymentStatus !== "paid") return "processing";
  const settled = await db.transaction((tx) => settleCheckout(tx, state, "pay", `${STRIPE_ADAPTER_NAME}:return`, args.now ?? new Date()));
  return settled.outcome === "paid" || settled.outcome.startsWith("unchanged: paid") ? "paid" : "processing";
}

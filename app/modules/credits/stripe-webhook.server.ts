import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "~/db/client.server";
import { processorEvents } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { isUuid } from "~/lib/uuid";
import { IllegalTransitionError } from "~/lib/state-graph";
import { applyCheckoutOutcome, applyRefund, lockPayment, lockPaymentByCharge, type PaymentRow } from "./payments.server";
import { type CheckoutState, checkoutState, STRIPE_ADAPTER_NAME, type StripePaymentAdapter } from "./stripe-adapter.server";

/**
 * Stripe's webhooks (docs/decisions/040). The signature, checked by the
 * library on the raw body, is the only authority. Each event is claimed by its
 * id in the transaction that applies it, and each purchase changes only
 * through its state graph, so retries, replays, duplicates (even at the same
 * moment) and late events change nothing twice: credits are added once per
 * purchase, and an "expired" after "paid" is ignored.
 */
export type WebhookAnswer = {
  status: 200 | 400 | 503;
  body: string;
  /** The pro whose purchase this event paid, credits added now: what follows from new credits is the caller's. */
  creditedProviderId?: string;
};

/** An event we cannot apply yet (a refund before its payment was recorded): Stripe delivers it again later. */
class RetryLaterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RetryLaterError";
  }
}

export async function receiveStripeWebhook(
  db: Database,
  adapter: StripePaymentAdapter,
  args: { rawBody: Uint8Array | string; signature: string | null; now?: Date },
): Promise<WebhookAnswer> {
  const now = args.now ?? new Date();
  const event = adapter.verifyWebhook(args.rawBody, args.signature, now.getTime());
  if (!event) {
    logger.warn("stripe webhook refused: missing, forged or expired signature");
    return { status: 400, body: "Invalid signature" };
  }
  try {
    const applied = await applyStripeEvent(db, event, now);
    return { status: 200, body: applied.outcome, creditedProviderId: applied.creditedProviderId };
  } catch (error) {
    if (!(error instanceof RetryLaterError)) throw error;
    logger.warn("stripe webhook deferred: Stripe will send it again", { eventId: event.id, type: event.type, reason: error.message });
    return { status: 503, body: "Not yet" };
  }
}

/** Applies one genuine event once; answers what it did (for the log and Stripe's dashboard). */
export async function applyStripeEvent(db: Database, event: Stripe.Event, now = new Date()): Promise<Pick<Applied, "outcome" | "creditedProviderId">> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(processorEvents)
      .values({ adapter: STRIPE_ADAPTER_NAME, eventId: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: processorEvents.eventId });
    if (claimed.length === 0) {
      logger.warn("stripe webhook replayed: already applied", { eventId: event.id, type: event.type });
      return { outcome: "duplicate" };
    }
    const source = `stripe:${event.id}`;
    const applied = await applyEvent(tx, event, source, now);
    await tx
      .update(processorEvents)
      .set({ paymentId: applied.paymentId, outcome: applied.outcome })
      .where(and(eq(processorEvents.adapter, STRIPE_ADAPTER_NAME), eq(processorEvents.eventId, event.id)));
    return applied;
  });
}

type Applied = { paymentId: string | null; outcome: string; creditedProviderId?: string };

function applyEvent(tx: Database, event: Stripe.Event, source: string, now: Date): Promise<Applied> {
  switch (event.type) {
    case "checkout.session.completed": {
      const state = checkoutState(event.data.object);
      // A delayed payment method (a bank debit) completes unpaid; its async_payment_* event decides.
      if (state.paymentStatus !== "paid") return Promise.resolve({ paymentId: state.purchaseId && isUuid(state.purchaseId) ? state.purchaseId : null, outcome: "awaiting payment" });
      return settleCheckout(tx, state, "pay", source, now);
    }
    case "checkout.session.async_payment_succeeded":
      return settleCheckout(tx, checkoutState(event.data.object), "pay", source, now);
    case "checkout.session.async_payment_failed":
      return settleCheckout(tx, checkoutState(event.data.object), "fail", source, now);
    case "checkout.session.expired":
      return settleCheckout(tx, checkoutState(event.data.object), "expire", source, now);
    case "charge.refunded":
      return refundCharge(tx, event.data.object, source, now);
    default:
      return Promise.resolve({ paymentId: null, outcome: `ignored: ${event.type}` });
  }
}

/** Our purchase behind a Checkout Session: the id it carries, and the session must be the one we made for it. */
async function purchaseOfSession(tx: Database, state: CheckoutState): Promise<PaymentRow | null> {
  if (!state.purchaseId || !isUuid(state.purchaseId)) return null;
  const payment = await lockPayment(tx, state.purchaseId);
  return payment && payment.adapter === STRIPE_ADAPTER_NAME && payment.reference === state.sessionId ? payment : null;
}

/**
 * A Checkout Session's outcome applied to its purchase (row locked). Shared by
 * the webhook and by the pro's return from Stripe, whichever comes first.
 */
export async function settleCheckout(tx: Database, state: CheckoutState, event: "pay" | "fail" | "expire", source: string, now: Date): Promise<Applied> {
  const payment = await purchaseOfSession(tx, state);
  if (!payment) {
    logger.warn("stripe checkout for no purchase of ours: ignored", { sessionId: state.sessionId, source });
    return { paymentId: null, outcome: "ignored: unknown purchase" };
  }
  if (event === "pay" && (state.amountCents !== payment.amountCents || state.currency !== payment.currency)) {
    logger.error("stripe payment with another amount than the purchase: not credited, check it in Stripe", { paymentId: payment.id, source });
    return { paymentId: payment.id, outcome: "ignored: amount differs" };
  }
  const result = await applyCheckoutOutcome(tx, payment, {
    event,
    source,
    chargeReference: state.paymentIntentId ?? undefined,
    failureReason: event === "fail" ? "The payment did not go through." : undefined,
    now,
  });
  if (result.replayed) return { paymentId: payment.id, outcome: `unchanged: ${result.status}` };
  return { paymentId: payment.id, outcome: result.status, creditedProviderId: result.status === "paid" ? payment.providerId : undefined };
}

async function refundCharge(tx: Database, charge: Stripe.Charge, source: string, now: Date): Promise<Applied> {
  const intent = typeof charge.payment_intent === "string" ? charge.payment_intent : (charge.payment_intent?.id ?? null);
  let payment = intent ? await lockPaymentByCharge(tx, STRIPE_ADAPTER_NAME, intent) : null;
  if (!payment) {
    // Not recorded as paid yet (its checkout event is still on its way), or not ours at all.
    const purchaseId = charge.metadata?.purchase_id;
    const named = purchaseId && isUuid(purchaseId) ? await lockPayment(tx, purchaseId) : null;
    if (named?.adapter === STRIPE_ADAPTER_NAME && named.status === "pending") throw new RetryLaterError("refund of a purchase whose payment is not recorded yet");
    if (!named || named.adapter !== STRIPE_ADAPTER_NAME || named.chargeReference !== intent) {
      logger.warn("stripe refund for no purchase of ours: ignored", { chargeId: charge.id, source });
      return { paymentId: null, outcome: "ignored: unknown charge" };
    }
    payment = named;
  }
  try {
    const result = await applyRefund(tx, payment, { refundedCents: charge.amount_refunded, source, now });
    return { paymentId: payment.id, outcome: result.replayed ? `unchanged: ${result.status}` : `${result.status}: ${result.creditsReversed} credits taken back` };
  } catch (error) {
    if (!(error instanceof IllegalTransitionError)) throw error;
    logger.error("stripe refund for a purchase that was never paid: check it in Stripe", { paymentId: payment.id, status: payment.status, source });
    return { paymentId: payment.id, outcome: `ignored: ${error.message}` };
  }
}

import Stripe from "stripe";
import type { CheckoutRequest, CheckoutSession, PaymentAdapter, RefundRequest, RefundResult } from "./payment-adapter";

/**
 * The card processor: Stripe, through its official library (docs/decisions/040).
 * A purchase is a Checkout Session at our price, carrying our purchase id; the
 * outcome comes as signed webhooks (stripe-webhook.server.ts). `apiUrl` is
 * https://api.stripe.com in production; tests point it at a local fake
 * (tests/support/fake-stripe.ts) through the library's host, port and protocol.
 */
export const STRIPE_ADAPTER_NAME = "stripe";
/** How long a pro has to pay before Stripe expires the session (Stripe allows 30 minutes to 24 hours). */
export const CHECKOUT_LIFETIME_SECONDS = 60 * 60;

export type StripeSettings = { secretKey: string; webhookSecret: string; apiUrl: string; publicUrl: string };

/** What our code reads of a Checkout Session, whichever way it arrived (a webhook or a retrieval). */
export type CheckoutState = {
  sessionId: string;
  purchaseId: string | null;
  status: Stripe.Checkout.Session.Status | null;
  paymentStatus: Stripe.Checkout.Session.PaymentStatus;
  amountCents: number | null;
  currency: string | null;
  paymentIntentId: string | null;
};

export interface StripePaymentAdapter extends PaymentAdapter {
  /** The event, when the body and its Stripe-Signature header are genuine and recent; null otherwise. */
  verifyWebhook(rawBody: Uint8Array | string, signature: string | null, receivedAt?: number): Stripe.Event | null;
  retrieveCheckout(sessionId: string): Promise<CheckoutState>;
}

export function stripeClient(settings: Pick<StripeSettings, "secretKey" | "apiUrl">): Stripe {
  const api = new URL(settings.apiUrl);
  const protocol = api.protocol === "http:" ? "http" : "https";
  return new Stripe(settings.secretKey, {
    host: api.hostname,
    port: api.port || (protocol === "http" ? 80 : 443),
    protocol,
    // The library retries with the same idempotency key, so a retried create or refund happens once.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}

export function checkoutState(session: Stripe.Checkout.Session): CheckoutState {
  const intent = session.payment_intent;
  return {
    sessionId: session.id,
    purchaseId: session.metadata?.purchase_id ?? session.client_reference_id ?? null,
    status: session.status,
    paymentStatus: session.payment_status,
    amountCents: session.amount_total,
    currency: session.currency,
    paymentIntentId: typeof intent === "string" ? intent : (intent?.id ?? null),
  };
}

export function stripeAdapter(settings: StripeSettings, client: Stripe = stripeClient(settings), clock: () => number = Date.now): StripePaymentAdapter {
  return {
    name: STRIPE_ADAPTER_NAME,

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const session = await client.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [
            { quantity: 1, price_data: { currency: request.currency, unit_amount: request.amountCents, product_data: { name: request.description } } },
          ],
          client_reference_id: request.paymentId,
          metadata: { purchase_id: request.paymentId },
          // On the PaymentIntent too, so its charge (and a refund's webhook) names the purchase.
          payment_intent_data: { metadata: { purchase_id: request.paymentId } },
          // Back to the credits page; the session id lets it confirm the payment if the webhook is still on its way.
          success_url: `${settings.publicUrl}/provider/credits?checkout=done&session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${settings.publicUrl}/provider/credits?checkout=cancelled`,
          expires_at: Math.floor(clock() / 1000) + CHECKOUT_LIFETIME_SECONDS,
        },
        { idempotencyKey: `checkout:${request.paymentId}` },
      );
      if (!session.url) throw new Error("Stripe answered a Checkout Session without a URL");
      return { reference: session.id, checkoutUrl: session.url };
    },

    async openCheckoutUrl(reference: string): Promise<string | null> {
      const session = await client.checkout.sessions.retrieve(reference);
      return session.status === "open" ? session.url : null;
    },

    async closeCheckout(reference: string): Promise<void> {
      await client.checkout.sessions.expire(reference, {}, { idempotencyKey: `expire:${reference}` });
    },

    async retrieveCheckout(sessionId: string): Promise<CheckoutState> {
      return checkoutState(await client.checkout.sessions.retrieve(sessionId));
    },

    async refund(request: RefundRequest): Promise<RefundResult> {
      const refund = await client.refunds.create(
        { payment_intent: request.chargeReference, amount: request.amountCents, reason: "requested_by_customer", metadata: { purchase_id: request.paymentId } },
        // Two clicks, or two operators at once, make one refund.
        { idempotencyKey: `refund:${request.paymentId}:${request.amountCents}` },
      );
      const status = refund.status === "succeeded" ? "succeeded" : refund.status === "failed" || refund.status === "canceled" ? "failed" : "pending";
      return { reference: refund.id, status };
    },

    verifyWebhook(rawBody, signature, receivedAt) {
      if (!signature) return null;
      try {
        return client.webhooks.constructEvent(rawBody, signature, settings.webhookSecret, undefined, undefined, receivedAt);
      } catch {
        return null;
      }
    },
  };
}

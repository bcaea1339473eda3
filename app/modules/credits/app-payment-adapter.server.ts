import { type Env, getEnv } from "~/config/env.server";
import { logger } from "~/lib/logger.server";
import type { CallbackPaymentAdapter, PaymentAdapter } from "./payment-adapter";
import { STRIPE_ADAPTER_NAME, stripeAdapter, type StripePaymentAdapter } from "./stripe-adapter.server";
import { TEST_ADAPTER_NAME, testCheckoutAdapter } from "./test-checkout.server";

/**
 * The running app's payment processor, chosen by PAYMENTS (app/config/env.server.ts):
 * Stripe, the built-in test checkout (only when PAYMENTS resolves to "test": the
 * embedded database or an explicit PAYMENTS=test), or none, when purchases are
 * refused (docs/decisions/040).
 */
let stripe: StripePaymentAdapter | undefined;

export function appStripeAdapter(): StripePaymentAdapter | null {
  const env = getEnv();
  if (env.PAYMENTS !== "stripe" || !env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  stripe ??= stripeAdapter({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL, publicUrl: env.PUBLIC_URL });
  return stripe;
}

export function appTestCheckoutAdapter(): CallbackPaymentAdapter | null {
  const env = getEnv();
  return env.PAYMENTS === "test" ? testCheckoutAdapter(env.AUTH_SECRET) : null;
}

/** Where new purchases go; null when no processor is configured. */
export function appPaymentAdapter(): PaymentAdapter | null {
  return appStripeAdapter() ?? appTestCheckoutAdapter();
}

/**
 * The adapter that took an earlier purchase, to refund it: Stripe when this
 * server has its keys; the test checkout always, since refunding one of its
 * purchases only takes back credits (no money exists to return).
 */
export function appAdapterNamed(name: string): PaymentAdapter | null {
  if (name === STRIPE_ADAPTER_NAME) return appStripeAdapter();
  if (name === TEST_ADAPTER_NAME) return testCheckoutAdapter(getEnv().AUTH_SECRET);
  return null;
}

/**
 * Where a pro's browser goes to pay, which the pages' form-action must allow
 * (server/security-headers.ts): Stripe's hosted checkout; with STRIPE_API_URL
 * pointed at another host (a local stand-in), that host serves the page too.
 */
export function checkoutOrigins(env: Pick<Env, "PAYMENTS" | "STRIPE_API_URL">): string[] {
  if (env.PAYMENTS !== "stripe") return [];
  const api = new URL(env.STRIPE_API_URL).origin;
  return api === "https://api.stripe.com" ? [STRIPE_CHECKOUT_ORIGIN] : [STRIPE_CHECKOUT_ORIGIN, api];
}

const STRIPE_CHECKOUT_ORIGIN = "https://checkout.stripe.com";

/** What the credits page and the server's boot log say when nothing sells credits. */
export const NO_PROCESSOR_MESSAGE =
  "Buying credits is not available yet: no card processor is connected to this site. Nothing was charged. Please contact us.";

/** Said once at boot: which processor sells credits, and loudly when none does (purchases are then refused). */
export function logPaymentsAtBoot(payments: Env["PAYMENTS"]): void {
  if (payments === "none") {
    logger.warn("no card processor configured: purchases of credits are refused (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; docs/deploy.md)");
  } else if (payments === "test") {
    logger.info("payments: the built-in test checkout (no card is charged; credits are free)");
  } else {
    logger.info("payments: Stripe");
  }
}

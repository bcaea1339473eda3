import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { CallbackPaymentAdapter, CheckoutSession, PaymentOutcome, RefundResult } from "./payment-adapter";

/**
 * A payment adapter that behaves like a hosted checkout, for development and
 * tests: the pro is sent to our own checkout page (/checkout/test/{reference})
 * with Pay and Fail buttons; the chosen outcome comes back as a callback
 * signed with an HMAC of the server's secret, exactly as a processor's webhook
 * would. No card data exists anywhere.
 */
export const TEST_ADAPTER_NAME = "test";
/** A callback older than this is refused, so a captured one cannot be used days later. */
export const CALLBACK_MAX_AGE_MS = 60 * 60 * 1000;

type Signed = { reference: string; outcome: "paid" | "failed"; amountCents: number; issuedAt: number };

function signature(secret: string, fields: Signed): string {
  const payload = ["v1", fields.reference, fields.outcome, fields.amountCents, fields.issuedAt].join("|");
  return createHmac("sha256", `test-checkout:${secret}`).update(payload).digest("hex");
}

/** The processor's side: the signed fields the checkout page posts back to our callback. */
export function signTestCheckoutResult(secret: string, result: Omit<Signed, "issuedAt">, now = Date.now()): Record<string, string> {
  const fields: Signed = { ...result, issuedAt: now };
  return {
    reference: fields.reference,
    outcome: fields.outcome,
    amountCents: String(fields.amountCents),
    issuedAt: String(fields.issuedAt),
    signature: signature(secret, fields),
  };
}

const testCheckoutUrl = (reference: string) => `/checkout/test/${reference}`;

export function testCheckoutAdapter(secret: string, clock: () => number = Date.now): CallbackPaymentAdapter {
  return {
    name: TEST_ADAPTER_NAME,
    async createCheckout(): Promise<CheckoutSession> {
      const reference = `test_${randomBytes(12).toString("hex")}`;
      return { reference, checkoutUrl: testCheckoutUrl(reference) };
    },
    // No expiry of its own: a purchase still pending in our records can be paid on its page.
    async openCheckoutUrl(reference: string): Promise<string | null> {
      return testCheckoutUrl(reference);
    },
    // A reference never recorded has no page (test-checkout-page.server.ts finds no payment): nothing to close.
    async closeCheckout(): Promise<void> {},
    // No money was taken, so none goes back; the credits are reversed by the caller all the same.
    async refund(): Promise<RefundResult> {
      return { reference: `test_refund_${randomBytes(12).toString("hex")}`, status: "succeeded" };
    },
    verifyCallback(fields): PaymentOutcome | null {
      const outcome = fields.outcome;
      const amountCents = Number(fields.amountCents);
      const issuedAt = Number(fields.issuedAt);
      if (outcome !== "paid" && outcome !== "failed") return null;
      if (!/^test_[0-9a-f]{24}$/.test(fields.reference ?? "")) return null;
      if (!Number.isSafeInteger(amountCents) || !Number.isSafeInteger(issuedAt)) return null;
      const expected = Buffer.from(signature(secret, { reference: fields.reference!, outcome, amountCents, issuedAt }), "hex");
      const given = Buffer.from(/^[0-9a-f]{64}$/.test(fields.signature ?? "") ? fields.signature! : "", "hex");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (clock() - issuedAt > CALLBACK_MAX_AGE_MS || issuedAt - clock() > 60_000) return null;
      return { reference: fields.reference!, outcome, amountCents, ...(outcome === "failed" ? { failureReason: "The card was declined." } : {}) };
    },
  };
}

/**
 * What our code needs from a payment processor: start a hosted checkout for a
 * payment, and give money back. How the processor tells us the outcome
 * differs: the built-in test checkout (test-checkout.server.ts) posts a signed
 * callback through the buyer's browser, Stripe (stripe-adapter.server.ts)
 * sends signed webhooks server to server.
 */
export type CheckoutRequest = {
  paymentId: string;
  amountCents: number;
  currency: "usd";
  description: string;
};

export type CheckoutSession = {
  /** The processor's id for this checkout. */
  reference: string;
  /** Where the pro's browser goes to pay. */
  checkoutUrl: string;
};

export type PaymentOutcome = {
  reference: string;
  outcome: "paid" | "failed";
  amountCents: number;
  failureReason?: string;
};

export type RefundRequest = {
  paymentId: string;
  /** The processor's id of the money taken (payments.charge_reference). */
  chargeReference: string;
  amountCents: number;
};

/** "succeeded": the money is on its way back; "pending": the processor will say later (a webhook). */
export type RefundResult = { reference: string; status: "succeeded" | "pending" | "failed" };

export interface PaymentAdapter {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Where the pro pays in a checkout made earlier, while it can still be paid; null once it is complete or expired. */
  openCheckoutUrl(reference: string): Promise<string | null>;
  /** Ends an unpaid checkout nobody was sent to, so it cannot be paid. */
  closeCheckout(reference: string): Promise<void>;
  refund(request: RefundRequest): Promise<RefundResult>;
}

/** An adapter whose outcome comes back as signed form fields (the test checkout). */
export interface CallbackPaymentAdapter extends PaymentAdapter {
  /** The callback's outcome when its signature is genuine, null when it is forged, altered or expired. */
  verifyCallback(fields: Readonly<Record<string, string>>): PaymentOutcome | null;
}

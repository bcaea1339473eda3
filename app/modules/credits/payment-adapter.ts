/**
 * What our code needs from a payment processor: start a hosted checkout for a
 * payment, and tell a genuine callback about it from a forged or altered one.
 * The built-in test checkout (test-checkout.server.ts) and a real card
 * processor implement the same interface.
 */
export type CheckoutRequest = {
  paymentId: string;
  amountCents: number;
  currency: "usd";
  description: string;
};

export type CheckoutSession = {
  /** The processor's id for this payment. */
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

export interface PaymentAdapter {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** The callback's outcome when its signature is genuine, null when it is forged, altered or expired. */
  verifyCallback(fields: Readonly<Record<string, string>>): PaymentOutcome | null;
}

import type { Database } from "~/db/client.server";
import {
  creditBalance,
  ledgerEntries,
  NO_PROCESSOR_MESSAGE,
  type StripePaymentAdapter,
  confirmReturnedCheckout,
  completePayment,
  purchaseHistory,
  startPurchase,
} from "~/modules/credits/index.server";
import { CREDIT_PACKAGES, savingsPercent, type CallbackPaymentAdapter, type PaymentAdapter } from "~/modules/credits";
import { offerWaitingRequests, waitingRequestCount } from "~/modules/matching/index.server";
import { userErrorOf } from "./user-errors.server";

/**
 * The credits page: balance, packages, purchases, the ledger (newest first, with the balance after each entry), and
 * how many homeowners' requests in the pro's trades and area wait for a pro (credits bought offer them at once:
 * app/modules/matching/offer-waiting-requests.server.ts). The demo business is never told of real requests.
 */
export async function creditsPage(db: Database, providerId: string, options: { demo: boolean }) {
  const [balance, purchases, ledger, waitingRequests] = await Promise.all([
    creditBalance(db, providerId),
    purchaseHistory(db, providerId),
    ledgerEntries(db, providerId),
    options.demo ? 0 : waitingRequestCount(db, providerId),
  ]);
  return {
    balance: balance ?? 0,
    waitingRequests,
    packages: CREDIT_PACKAGES.map((pkg) => ({ ...pkg, savingsPercent: savingsPercent(pkg) })),
    purchases,
    ledger: ledger.reverse(),
  };
}

export type BuyResult = { ok: true; checkoutUrl: string } | { ok: false; status: 400; message: string };

/** "Buy": a pending payment and the checkout to send the pro to; refused with a message when no processor is connected. */
export async function buyCredits(db: Database, adapter: PaymentAdapter | null, args: { providerId: string; packageKey: string }): Promise<BuyResult> {
  if (!adapter) return { ok: false, status: 400, message: NO_PROCESSOR_MESSAGE };
  try {
    const { checkoutUrl } = await startPurchase(db, adapter, args);
    return { ok: true, checkoutUrl };
  } catch (error) {
    const refused = userErrorOf(error);
    if (!refused) throw error;
    return { ok: false, status: 400, message: refused.message };
  }
}

/** What the credits page says after the checkout sent the pro back (`?payment=`). */
export const PAYMENT_OUTCOMES = {
  paid: { ok: true, message: "Payment received: your credits were added." },
  failed: { ok: false, message: "The payment failed, so no credits were added. You can try again or choose another package." },
  replayed: { ok: true, message: "This payment was already recorded; nothing changed." },
  invalid: { ok: false, message: "We could not confirm that payment, so nothing changed. If you were charged, contact us." },
  processing: { ok: true, message: "Thank you. Your payment is being confirmed; your credits appear here as soon as it is." },
  cancelled: { ok: false, message: "Checkout cancelled. Nothing was charged." },
} as const;
export type PaymentOutcomeKey = keyof typeof PAYMENT_OUTCOMES;

export function paymentOutcomeFrom(value: string | null): (typeof PAYMENT_OUTCOMES)[PaymentOutcomeKey] | null {
  return value && Object.hasOwn(PAYMENT_OUTCOMES, value) ? PAYMENT_OUTCOMES[value as PaymentOutcomeKey] : null;
}

/**
 * What the credits page says about the URL it was opened with: the test
 * checkout's `?payment=`, or Stripe's return (`?checkout=done&session_id=`,
 * confirmed with Stripe before the page reads the balance; `?checkout=cancelled`).
 */
export async function checkoutOutcome(
  db: Database,
  stripe: StripePaymentAdapter | null,
  args: { providerId: string; searchParams: URLSearchParams },
): Promise<(typeof PAYMENT_OUTCOMES)[PaymentOutcomeKey] | null> {
  const checkout = args.searchParams.get("checkout");
  if (checkout === "cancelled") return PAYMENT_OUTCOMES.cancelled;
  if (checkout === "done") {
    const sessionId = args.searchParams.get("session_id") ?? "";
    const outcome = stripe ? await confirmReturnedCheckout(db, stripe, { providerId: args.providerId, sessionId }) : "invalid";
    // Paid here or by the webhook first: offering again finds nothing more to offer.
    if (outcome === "paid") await offerWaitingRequests(db, args.providerId);
    return PAYMENT_OUTCOMES[outcome];
  }
  return paymentOutcomeFrom(args.searchParams.get("payment"));
}

/** The test checkout's callback: the outcome for the credits page; a bad or replayed callback changes nothing. */
export async function paymentCallback(db: Database, adapter: CallbackPaymentAdapter, fields: Record<string, string>): Promise<PaymentOutcomeKey> {
  const result = await completePayment(db, adapter, fields);
  if (!result.ok) return "invalid";
  if (result.replayed) return "replayed";
  if (result.status !== "paid") return "failed";
  await offerWaitingRequests(db, result.providerId);
  return "paid";
}

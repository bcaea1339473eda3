import { getEnv } from "~/config/env.server";
import type { PaymentAdapter } from "~/modules/credits/payment-adapter";
import { testCheckoutAdapter } from "~/modules/credits/test-checkout.server";

/**
 * The running app's payment processor. Only the built-in test checkout exists
 * today; a card processor's adapter would be chosen here from its settings,
 * behind the same interface (decision 017).
 */
export function appPaymentAdapter(): PaymentAdapter {
  return testCheckoutAdapter(getEnv().AUTH_SECRET);
}

import type { Database } from "~/db/client.server";
import { receiveStripeWebhook, type StripePaymentAdapter } from "~/modules/credits/index.server";
import { offerWaitingRequests } from "~/modules/matching/index.server";

/** Stripe's webhook (app/routes/payments/stripe-webhook.ts): the event applied, then what its credits allow. */
export async function receivePaymentWebhook(
  db: Database,
  stripe: StripePaymentAdapter,
  args: Parameters<typeof receiveStripeWebhook>[2],
): ReturnType<typeof receiveStripeWebhook> {
  const answer = await receiveStripeWebhook(db, stripe, args);
  if (answer.creditedProviderId) await offerWaitingRequests(db, answer.creditedProviderId);
  return answer;
}

import type { Database } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { receiveStripeWebhook, type StripePaymentAdapter } from "~/modules/credits/index.server";
import { offerHeldRequests } from "~/modules/matching/index.server";

/**
 * Credits just bought may let a pro take a request that waits for one (app/modules/matching/held-requests.server.ts).
 * A new pro is approved with none, so approval offers it nothing it cannot pay for; its first purchase is when it
 * can. Offered in a transaction after the purchase's, which stands whatever happens here: a failure is logged, and
 * the request waits for the pro's next chance (another purchase, unpausing, a higher weekly cap).
 */
export async function offerWaitingRequests(db: Database, providerId: string): Promise<void> {
  try {
    await db.transaction((tx) => offerHeldRequests(tx, providerId));
  } catch (error) {
    logger.error("waiting requests were not offered after a purchase", { providerId, error });
  }
}

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

import type { Database } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { offerHeldRequests } from "./held-requests.server";

/**
 * Offers a pro the requests that wait for one (held-requests.server.ts) after a change of its own that may let it
 * take them: credits bought (a new pro is approved with none, so approval offered it nothing it could pay for),
 * trades, job types or service area saved, its e-mail address confirmed, lead preferences that take on more
 * (lead-preferences.server.ts). In a transaction after the change's,
 * which stands whatever happens here: a failure is logged, and the request waits for the next chance (the sweep's,
 * held-request-sweep.server.ts, at the latest).
 */
export async function offerWaitingRequests(db: Database, providerId: string): Promise<void> {
  try {
    await db.transaction((tx) => offerHeldRequests(tx, providerId));
  } catch (error) {
    logger.error("waiting requests were not offered", { providerId, error });
  }
}

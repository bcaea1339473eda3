import { and, asc, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { leadDeliveries, leadRequests, providerCategories, providers, providerServiceZips } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { startWokenLoop } from "~/lib/woken-loop.server";
import { moveRequest } from "~/modules/pipeline/index.server";
import { waitEndedText } from "./held-requests";
import { selectMatches } from "./matching";
import { tellProsLeftOutLater } from "./missed-leads.server";
import {
  askAgainLines,
  heldRequestPrice,
  matchCandidates,
  offerHeldRequest,
  stillWaiting,
  tellHomeowner,
  waitingRequestsQuery,
} from "./held-requests.server";
import { passOnUnansweredOffers } from "./unanswered-offers.server";

/** Finished waits closed per transaction; a full batch is followed at once by the next. */
const BATCH_SIZE = 50;

export const WAIT_ENDED_REASON = "No verified pro became available within the wait";

/**
 * A verified real pro, not paused, serves the request's trade and ZIP: most waiting requests have none (that is why
 * they wait), and only the others are worth the matching rules' read, one per request.
 */
const someVerifiedProCovers = sql`exists(select 1 from ${providerCategories}
  join ${providerServiceZips} on ${providerServiceZips.providerId} = ${providerCategories.providerId}
  join ${providers} on ${providers.id} = ${providerCategories.providerId}
  where ${providerCategories.categoryId} = ${leadRequests.categoryId} and ${providerServiceZips.zip} = ${leadRequests.zipCode}
    and ${providers.verificationStatus} = 'verified' and not ${providers.isDemo} and not ${providers.paused})`;

/**
 * Waiting requests offered to any pro that can take them now: the moments a pro becomes able to (approval,
 * unpausing, a higher cap, credits) offer them at once (held-requests.server.ts `offerHeldRequests`), but a new
 * week under the weekly cap has no such moment. Each goes to the best pro the matching rules allow. Requests
 * another process is offering are skipped, not waited for. All of them at once: a request waits only when no pro
 * could take it, so they are few.
 */
export async function offerStillWaitingRequests(db: Database, now = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const waiting = await waitingRequestsQuery(tx)
      .where(and(stillWaiting(now), someVerifiedProCovers))
      .orderBy(asc(leadRequests.createdAt))
      .for("update", { of: leadRequests, skipLocked: true });
    const offered: string[] = [];
    for (const request of waiting) {
      const price = heldRequestPrice(request);
      if (price === null) continue;
      const candidates = await matchCandidates(tx, request, now);
      const [candidate] = selectMatches(candidates, price);
      if (!candidate) continue;
      await offerHeldRequest(tx, request, candidate, price, now);
      await tellProsLeftOutLater(tx, { candidates, offeredTo: candidate, price, categoryName: request.categoryName, zip: request.zip, now });
      offered.push(request.id);
    }
    return offered;
  });
}

/**
 * Requests whose wait is over with no pro: each is closed through the request graph (its event says why) and its
 * homeowner is told, in one transaction, so that nobody is left waiting on a promise that ran out.
 */
export async function endFinishedWaits(db: Database, now = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const finished = await waitingRequestsQuery(tx)
      .where(
        and(
          isNotNull(leadRequests.heldUntil),
          lte(leadRequests.heldUntil, now),
          eq(leadRequests.status, "new"),
          sql`not exists(select 1 from ${leadDeliveries} where ${leadDeliveries.leadId} = ${leadRequests.id})`,
        ),
      )
      .orderBy(asc(leadRequests.createdAt))
      .limit(BATCH_SIZE)
      .for("update", { of: leadRequests, skipLocked: true });
    for (const request of finished) {
      await moveRequest(tx, { leadId: request.id, event: "close", actor: "system", reason: WAIT_ENDED_REASON, now });
      await tellHomeowner(tx, request, {
        template: "lead-wait-ended",
        subject: `No pro was available for your ${request.categoryName} request`,
        lines: [waitEndedText({ categoryName: request.categoryName, zip: request.zip }), ...askAgainLines(request)],
      });
    }
    return finished.map((request) => request.id);
  });
}

/**
 * Runs the three every `intervalMs` in every process (each skips the requests another holds), and once at start,
 * for waits and offers that ran out while no process ran: waiting requests offered, finished waits closed, and
 * offers nobody accepted in time passed on (unanswered-offers.server.ts). Resolves to a stop function that waits
 * for the current run.
 */
export function startHeldRequestSweep(db: Database, intervalMs = 10 * 60_000): Promise<() => Promise<void>> {
  const run = async () => {
    try {
      const offered = await offerStillWaitingRequests(db);
      const ended = await endFinishedWaits(db);
      if (offered.length || ended.length) logger.info("waiting requests swept", { offered: offered.length, ended: ended.length });
      const passedOn = await passOnUnansweredOffers(db);
      if (passedOn.expired) logger.info("unanswered offers passed on", passedOn);
      return ended.length === BATCH_SIZE || passedOn.full;
    } catch (error) {
      // The database may be restarting: the next run tries again.
      logger.error("waiting requests sweep failed", { error });
      return false;
    }
  };
  return startWokenLoop({ run, intervalMs });
}

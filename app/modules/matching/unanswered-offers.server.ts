import { and, asc, eq, isNull, lte, type SQL } from "drizzle-orm";
import { getEnv } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { leadDeliveries, leadRequests, providers } from "~/db/schema";
import { leadPlace, sentenceCaseName } from "~/modules/catalog";
import { moveDelivery, moveRequest } from "~/modules/pipeline/index.server";
import { HOMEOWNER_OFFER_TEXT, OFFER_HOURS, SUSPENDED_PRO_REASON } from "~/modules/pipeline";
import { freeRank } from "./deliver-lead.server";
import { askAgainLines, matchCandidates, offerToPro, tellHomeowner, waitingRequestsQuery } from "./held-requests.server";
import { selectMatches } from "./matching";
import { tellProsLeftOutLater } from "./missed-leads.server";
import { leadAccessToken } from "./lead-access.server";
import { noProAnsweredText } from "./held-requests";

/** Expired offers per transaction; a full batch is followed at once by the next. */
const BATCH_SIZE = 50;

export const OFFER_EXPIRED_REASON = `Not accepted within ${OFFER_HOURS} hours`;
export const NO_PRO_ANSWERED_REASON = `No pro accepted it within ${OFFER_HOURS} hours and no other could take it`;

/**
 * Offers no pro accepted within OFFER_HOURS (docs/decisions/054). Each expires through the delivery graph, and its
 * request goes to the best pro the matching rules allow that was never offered it, at the same price and in the
 * expired offer's rank, so a request never has more than three live offers and at most three pros ever see its
 * homeowner's details. The homeowner hears who has it now. A request left with no live offer and nobody to take it
 * is closed, and its homeowner told. Left alone: an offer the homeowner chose on /search (a homeowner intent: they
 * asked that pro), a demo business's (the demo portal's examples), and a request no longer matched (closed or
 * fraud). Requests another process is sweeping are skipped, not waited for.
 */
export async function passOnUnansweredOffers(
  db: Database,
  now = new Date(),
): Promise<{ expired: number; offered: number; closed: number; full: boolean }> {
  return db.transaction(async (tx) => {
    const due = await dueOffers(
      tx,
      and(lte(leadDeliveries.createdAt, new Date(now.getTime() - OFFER_HOURS * 60 * 60 * 1000)), eq(providers.isDemo, false)),
    )
      .orderBy(asc(leadDeliveries.createdAt))
      .limit(BATCH_SIZE)
      // The request's lock also queues a homeowner's pick on /search (deliver-lead.server.ts) behind this.
      .for("update", { of: [leadDeliveries, leadRequests], skipLocked: true });

    const counts = { expired: due.length, offered: 0, closed: 0, full: due.length === BATCH_SIZE };
    for (const offer of due) {
      const outcome = await passOn(tx, offer, now, UNANSWERED);
      if (outcome) counts[outcome] += 1;
    }
    return counts;
  });
}

/** Why an offer ended and what its next pro and its homeowner are told. */
type Ending = {
  reason: string;
  why: (request: { zip: string; categoryName: string }) => string;
  homeownerLine: (request: { zip: string; categoryName: string }, businessName: string) => string;
};

const UNANSWERED: Ending = {
  reason: OFFER_EXPIRED_REASON,
  why: (request) =>
    `A homeowner near ${leadPlace(request.zip)} asked for ${sentenceCaseName(request.categoryName)} help, and the pro it went to first did not accept it in time.`,
  homeownerLine: (request, businessName) =>
    `A pro we sent your ${sentenceCaseName(request.categoryName)} request to did not take it within ${OFFER_HOURS} hours, so we sent it to ${businessName}, a verified pro near ${leadPlace(request.zip)}.`,
};

const SUSPENDED: Ending = {
  reason: SUSPENDED_PRO_REASON,
  why: (request) =>
    `A homeowner near ${leadPlace(request.zip)} asked for ${sentenceCaseName(request.categoryName)} help, and the pro it went to first can no longer take it.`,
  homeownerLine: (request, businessName) =>
    `A pro we sent your ${sentenceCaseName(request.categoryName)} request to can no longer take it, so we sent it to ${businessName}, a verified pro near ${leadPlace(request.zip)}.`,
};

/**
 * A pro an operator suspends does not hold homeowners up for a day (app/modules/admin/vetting-actions.server.ts calls
 * this in the suspension's transaction): each offer it has not accepted expires now and goes to the next pro, as an
 * unanswered one does after OFFER_HOURS. An offer the homeowner chose on /search stays (it cannot be accepted while
 * the pro is suspended, accept-lead.server.ts), as the sweep leaves it. Returns how many offers ended.
 */
export async function passOnOffersOfSuspendedPro(tx: Tx, providerId: string, now: Date): Promise<number> {
  const open = await dueOffers(tx, and(eq(leadDeliveries.providerId, providerId), eq(providers.isDemo, false)))
    .orderBy(asc(leadDeliveries.createdAt))
    .for("update", { of: [leadDeliveries, leadRequests] });
  for (const offer of open) await passOn(tx, offer, now, SUSPENDED);
  return open.length;
}

/** A transaction, as held-requests.server.ts takes one. */
type Tx = Pick<Database, "select" | "insert" | "update" | "execute" | "$with" | "with">;

/** Offers still open, on requests still matched, that no homeowner chose, filtered further by `where`. */
function dueOffers(tx: Tx, where: SQL | undefined) {
  return tx
    .select({ leadId: leadDeliveries.leadId, providerId: leadDeliveries.providerId, rank: leadDeliveries.rank, price: leadDeliveries.priceCredits })
    .from(leadDeliveries)
    .innerJoin(leadRequests, eq(leadRequests.id, leadDeliveries.leadId))
    .innerJoin(providers, eq(providers.id, leadDeliveries.providerId))
    .where(and(eq(leadDeliveries.status, "offered"), isNull(leadDeliveries.homeownerIntent), eq(leadRequests.status, "matched"), where));
}

/**
 * Ends one offer through the delivery graph and gives its request to the best pro the matching rules allow that was
 * never offered it, at the same price and in the ended offer's rank; the homeowner hears who has it now. A request
 * left with no live offer and nobody to take it is closed, and its homeowner told.
 */
async function passOn(tx: Tx, offer: { leadId: string; providerId: string; price: number }, now: Date, ending: Ending): Promise<"offered" | "closed" | null> {
  await moveDelivery(tx, { leadId: offer.leadId, providerId: offer.providerId, event: "expire", actor: "system", reason: ending.reason, now });
  const [request] = await waitingRequestsQuery(tx).where(eq(leadRequests.id, offer.leadId));
  if (!request) return null;
  const delivered = await tx
    .select({ providerId: leadDeliveries.providerId, rank: leadDeliveries.rank, status: leadDeliveries.status })
    .from(leadDeliveries)
    .where(eq(leadDeliveries.leadId, offer.leadId));
  const live = delivered.filter((delivery) => delivery.status !== "expired");
  const everOffered = new Set(delivered.map((delivery) => delivery.providerId));
  const candidates = await matchCandidates(tx, request, now, undefined, everOffered);
  const [candidate] = selectMatches(candidates, offer.price);
  if (candidate) {
    await offerToPro(tx, {
      request,
      candidate,
      price: offer.price,
      rank: freeRank(new Set(live.map((delivery) => delivery.rank))),
      now,
      why: ending.why(request),
    });
    await tellProsLeftOutLater(tx, { candidates, offeredTo: candidate, price: offer.price, categoryName: request.categoryName, zip: request.zip, now });
    await tellHomeowner(tx, request, {
      template: "lead-pro-replaced",
      subject: `Another pro for your ${request.categoryName} request`,
      lines: [
        ending.homeownerLine(request, candidate.businessName),
        HOMEOWNER_OFFER_TEXT,
        "",
        `See your pros: ${getEnv().PUBLIC_URL}/search?lead=${request.id}&token=${leadAccessToken(request.id)}`,
      ],
    });
    return "offered";
  }
  if (live.length > 0) return null;
  await moveRequest(tx, { leadId: request.id, event: "close", actor: "system", reason: NO_PRO_ANSWERED_REASON, now });
  await tellHomeowner(tx, request, {
    template: "lead-no-pro-answered",
    subject: `No pro took your ${request.categoryName} request`,
    lines: [noProAnsweredText({ categoryName: request.categoryName, zip: request.zip }), ...askAgainLines(request)],
  });
  return "closed";
}

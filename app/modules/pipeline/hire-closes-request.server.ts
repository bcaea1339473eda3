import { and, eq, getTableName, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { leadDeliveries, leadRequestEvents, leadRequests } from "~/db/schema";
import { NotFoundError } from "~/lib/not-found-error";
import { tellBuyersOfClosing } from "./closed-request-buyers.server";
import { type Actor, LeadActionError, moveDelivery, moveRequest } from "./lead-events.server";
import { HIRED_ELSEWHERE_REASON, HOMEOWNER_CLOSED_HIRE_TEXT, HOMEOWNER_CLOSED_REASON, REQUEST_ALREADY_CLOSED_TEXT } from "./lead-labels";

type Tx = Pick<Database, "select" | "insert" | "update" | "execute" | "$with" | "with">;

/**
 * Ends a request for the pros who have not taken it: the request closes (when it was still open), and every offer
 * that nobody accepted yet (but `keepProviderId`'s) expires through the delivery graph with `offerReason`, which the
 * pro reads on its lead page and inbox (expiredOfferText). The offers' rows are locked, so a pro accepting at the same
 * moment either accepted first (its offer is no longer open and stays as it is: it keeps what it paid for) or waits
 * and then finds the offer expired. Returns the pros whose offers ended.
 */
async function endRequest(
  tx: Tx,
  args: { leadId: string; keepProviderId?: string; actor: Actor; requestReason: string; offerReason: string; now: Date },
): Promise<string[]> {
  const [request] = await tx.select({ status: leadRequests.status }).from(leadRequests).where(eq(leadRequests.id, args.leadId));
  if (request && (request.status === "new" || request.status === "matched")) {
    await moveRequest(tx, { leadId: args.leadId, event: "close", actor: args.actor, reason: args.requestReason, now: args.now });
  }
  const offered = and(eq(leadDeliveries.leadId, args.leadId), eq(leadDeliveries.status, "offered"));
  const open = await tx
    .select({ providerId: leadDeliveries.providerId })
    .from(leadDeliveries)
    .where(args.keepProviderId ? and(offered, ne(leadDeliveries.providerId, args.keepProviderId)) : offered)
    .for("update");
  for (const offer of open) {
    await moveDelivery(tx, { leadId: args.leadId, providerId: offer.providerId, event: "expire", actor: "system", reason: args.offerReason, now: args.now });
  }
  return open.map((offer) => offer.providerId);
}

/**
 * Whether the homeowner withdrew the request (withdrawRequest), for a query whose FROM has `lead_requests`. The
 * names are written out in full: in a selected field Drizzle leaves columns unqualified, and inside this subquery
 * "id" would be the event's own.
 */
export function closedByHomeowner(): SQL<boolean> {
  const events = sql.identifier(getTableName(leadRequestEvents));
  const requestId = sql`${sql.identifier(getTableName(leadRequests))}.${sql.identifier(leadRequests.id.name)}`;
  return sql<boolean>`exists(select 1 from ${events} where ${events}.${sql.identifier(leadRequestEvents.leadId.name)} = ${requestId} and ${events}.${sql.identifier(leadRequestEvents.event.name)} = 'close' and ${events}.${sql.identifier(leadRequestEvents.reason.name)} = ${HOMEOWNER_CLOSED_REASON})`;
}

/**
 * A hire ends the request for everyone, in the hire's transaction (endRequest). Without this, a pro still holding
 * the offer could pay for a homeowner who had already hired someone, and its inbox kept a "New" lead with a deadline
 * no sweep would ever reach (the sweep leaves closed requests alone). A request the homeowner withdrew cannot be
 * hired any more, by the pro or by the homeowner: the whole hire is refused with why.
 */
export async function closeRequestOnHire(
  tx: Tx,
  args: { leadId: string; hiredProviderId: string; actor: Actor; reason: string; now: Date },
): Promise<string[]> {
  const [withdrawn] = await tx.select({ yes: closedByHomeowner() }).from(leadRequests).where(eq(leadRequests.id, args.leadId));
  if (withdrawn?.yes) throw new LeadActionError(HOMEOWNER_CLOSED_HIRE_TEXT);
  return endRequest(tx, {
    leadId: args.leadId,
    keepProviderId: args.hiredProviderId,
    actor: args.actor,
    requestReason: args.reason,
    offerReason: HIRED_ELSEWHERE_REASON,
    now: args.now,
  });
}

/**
 * The homeowner no longer needs the work ("I no longer need this" on My requests): the request closes with
 * HOMEOWNER_CLOSED_REASON and the offers nobody accepted end with it, so no pro pays for it from now on. Pros who
 * already accepted keep what they bought (no refund here: they may ask for one through the usual refund request),
 * and those still working it are e-mailed in the same transaction (tellBuyersOfClosing); a pro whose offer only
 * ended is not: it paid nothing and its inbox says why the offer ended.
 * Only an open request can be withdrawn; the caller has checked it is the homeowner's.
 */
export async function withdrawRequest(db: Database, args: { leadId: string; actor: Actor; now?: Date }): Promise<string[]> {
  const now = args.now ?? new Date();
  return db.transaction(async (tx) => {
    const [request] = await tx.select({ status: leadRequests.status }).from(leadRequests).where(eq(leadRequests.id, args.leadId)).for("update");
    if (!request || request.status === "fraud") throw new NotFoundError("Request not found");
    if (request.status === "closed") throw new LeadActionError(REQUEST_ALREADY_CLOSED_TEXT);
    const ended = await endRequest(tx, { leadId: args.leadId, actor: args.actor, requestReason: HOMEOWNER_CLOSED_REASON, offerReason: HOMEOWNER_CLOSED_REASON, now });
    await tellBuyersOfClosing(tx, args.leadId);
    return ended;
  });
}

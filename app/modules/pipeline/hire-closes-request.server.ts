import { and, eq, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { leadDeliveries, leadRequests } from "~/db/schema";
import { type Actor, moveDelivery, moveRequest } from "./lead-events.server";
import { HIRED_ELSEWHERE_REASON } from "./lead-labels";

type Tx = Pick<Database, "select" | "insert" | "update" | "execute">;

/**
 * A hire ends the request for everyone, in the hire's transaction: the request closes (when it was still open), and
 * every other pro's offer that nobody accepted yet expires, with the reason the pro reads on its lead page. Without
 * this, a pro still holding the offer could pay for a homeowner who had already hired someone, and its inbox kept a
 * "New" lead with a deadline no sweep would ever reach (the sweep leaves closed requests alone). The other offers'
 * rows are locked here, so a pro accepting at the same moment either accepted first (its offer is no longer open and
 * stays as it is) or waits and then finds the offer expired. Returns the pros whose offers ended.
 */
export async function closeRequestOnHire(
  tx: Tx,
  args: { leadId: string; hiredProviderId: string; actor: Actor; reason: string; now: Date },
): Promise<string[]> {
  const [request] = await tx.select({ status: leadRequests.status }).from(leadRequests).where(eq(leadRequests.id, args.leadId));
  if (request && (request.status === "new" || request.status === "matched")) {
    await moveRequest(tx, { leadId: args.leadId, event: "close", actor: args.actor, reason: args.reason, now: args.now });
  }
  const open = await tx
    .select({ providerId: leadDeliveries.providerId })
    .from(leadDeliveries)
    .where(and(eq(leadDeliveries.leadId, args.leadId), eq(leadDeliveries.status, "offered"), ne(leadDeliveries.providerId, args.hiredProviderId)))
    .for("update");
  for (const offer of open) {
    await moveDelivery(tx, { leadId: args.leadId, providerId: offer.providerId, event: "expire", actor: "system", reason: HIRED_ELSEWHERE_REASON, now: args.now });
  }
  return open.map((offer) => offer.providerId);
}

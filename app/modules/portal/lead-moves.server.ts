import type { Database } from "~/db/client.server";
import { type Actor, closeRequestOnHire, moveDelivery, ownDelivery, type PipelineMove } from "~/modules/pipeline/index.server";
import { queueReviewRequest } from "~/modules/reviews/index.server";

/**
 * A status change by the pro from its lead page; the first one after acceptance is its response
 * (app/modules/providers/response-stats.server.ts). A hire closes the request, ends the other pros' open offers
 * (closeRequestOnHire) and asks the homeowner for a review.
 */
export async function changeLeadStatus(
  db: Database,
  args: { providerId: string; leadId: string; move: PipelineMove; now?: Date },
): Promise<{ from: string; to: string }> {
  const now = args.now ?? new Date();
  return db.transaction(async (tx) => {
    const delivery = await ownDelivery(tx, args.providerId, args.leadId, { lock: true });
    const actor: Actor = `provider:${args.providerId}`;
    const moved = await moveDelivery(tx, { leadId: args.leadId, providerId: args.providerId, event: args.move, actor, now, lockedStatus: delivery.status });
    // A hire ends the request for everyone.
    if (moved.to === "hired") {
      await closeRequestOnHire(tx, { leadId: args.leadId, hiredProviderId: args.providerId, actor, reason: "A pro was hired", now });
      // The homeowner is asked for a review by a signed link, in the hire's transaction.
      await queueReviewRequest(tx, { leadId: args.leadId, providerId: args.providerId }, now);
    }
    return moved;
  });
}

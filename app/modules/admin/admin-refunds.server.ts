import { asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { leadDeliveries, leadRequests, providers, refundRequests, serviceCategories } from "~/db/schema";
import { isUuid } from "~/lib/uuid";
import { closedByHomeowner, LeadActionError, decideRefundRequestIn } from "~/modules/pipeline/index.server";
import { NotFoundError } from "~/lib/not-found-error";
import { type AuditActor, recordAudit } from "./audit.server";

export const REFUND_DECISION_NOTE_MAX_LENGTH = 1000;
export const REFUND_LIST_LIMIT = 100;

/** Refund requests for the operators' queue: pending first (oldest first, as they waited longest), then the latest decided. */
export function listRefundRequests(db: Pick<Database, "select">) {
  return db
    .select({
      id: refundRequests.id,
      leadId: refundRequests.leadId,
      leadTitle: leadRequests.title,
      categoryName: serviceCategories.name,
      businessName: providers.businessName,
      priceCredits: leadDeliveries.priceCredits,
      reason: refundRequests.reason,
      status: refundRequests.status,
      decisionNote: refundRequests.decisionNote,
      decidedAt: refundRequests.decidedAt,
      createdAt: refundRequests.createdAt,
      // The homeowner said they no longer need the work (decision 059): what the pro's request often rests on.
      closedByHomeowner: closedByHomeowner().mapWith(Boolean),
    })
    .from(refundRequests)
    .innerJoin(leadDeliveries, sql`${leadDeliveries.leadId} = ${refundRequests.leadId} and ${leadDeliveries.providerId} = ${refundRequests.providerId}`)
    .innerJoin(leadRequests, eq(leadRequests.id, refundRequests.leadId))
    .innerJoin(serviceCategories, eq(serviceCategories.id, leadRequests.categoryId))
    .innerJoin(providers, eq(providers.id, refundRequests.providerId))
    .orderBy(
      sql`case when ${refundRequests.status} = 'pending' then 0 else 1 end`,
      sql`case when ${refundRequests.status} = 'pending' then ${refundRequests.createdAt} end asc`,
      desc(refundRequests.decidedAt),
      asc(refundRequests.id),
    )
    .limit(REFUND_LIST_LIMIT);
}

export type AdminRefundRequest = Awaited<ReturnType<typeof listRefundRequests>>[number];

/**
 * An operator's decision on a refund request, in one transaction with its
 * audit entry (decideRefundRequestIn queues the pro's e-mail). It locks
 * the request first, so a double submit or two operators at once decide it
 * once: the second is refused with "already approved". A rejection needs a
 * reason, which the pro reads.
 */
export async function decideRefund(
  db: Database,
  args: { requestId: string; approve: boolean; note: string; actor: AuditActor; now?: Date },
): Promise<{ status: "approved" | "rejected"; refundedCredits: number }> {
  const note = args.note.trim();
  if (!args.approve && note.length === 0) throw new LeadActionError("Say why the refund is rejected; the pro reads this.");
  if (note.length > REFUND_DECISION_NOTE_MAX_LENGTH) throw new LeadActionError(`Keep the note under ${REFUND_DECISION_NOTE_MAX_LENGTH} characters.`);
  if (!isUuid(args.requestId)) throw new NotFoundError("Refund request not found");
  return db.transaction(async (tx) => {
    const decided = await decideRefundRequestIn(tx, { requestId: args.requestId, approve: args.approve, note, adminId: args.actor.userId, now: args.now });
    const [pro] = await tx
      .select({ businessName: providers.businessName, leadTitle: leadRequests.title })
      .from(providers)
      .innerJoin(leadRequests, eq(leadRequests.id, decided.leadId))
      .where(eq(providers.id, decided.providerId));
    await recordAudit(tx, args.actor, {
      action: decided.status === "approved" ? "refund.approve" : "refund.reject",
      targetType: "refund_request",
      targetId: args.requestId,
      targetName: `${pro!.businessName}: ${pro!.leadTitle}`,
      before: { status: "pending" },
      after: { status: decided.status, note: note || null, refundedCredits: decided.refundedCredits },
    });
    return { status: decided.status, refundedCredits: decided.refundedCredits };
  });
}

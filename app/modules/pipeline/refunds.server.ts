import { and, asc, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import type { RefundRequestStatus } from "~/db/enums";
import { creditLedger, refundRequestEvents, refundRequests } from "~/db/schema";
import { refundCharge } from "~/modules/credits/index.server";
import { type Actor, LeadActionError, moveDelivery } from "./lead-events.server";
import { NotFoundError } from "~/lib/not-found-error";
import { type RefundRequestMove, refundRequestTransition } from "./refund-request-states";
import { IllegalTransitionError } from "~/lib/state-graph";

/**
 * How a paid delivery is refunded, and how a refund request moves, in the
 * caller's transaction: whatever decided the refund (a rule of
 * refund-rules.ts on acceptance, an operator's approval, a request flagged as
 * fraud) refunds the same way.
 */
type Tx = Pick<Database, "select" | "insert" | "update" | "execute" | "$with" | "with">;

/**
 * Moves the delivery to refunded through its graph (a lead_delivery_events row)
 * and gives back the charge for it through the ledger (docs/decisions/013).
 * A delivery without a charge still to reverse is refused: a refund always
 * returns what was paid.
 */
export async function refundDelivery(
  tx: Tx,
  args: { leadId: string; providerId: string; actor: Actor; reason: string; now?: Date },
): Promise<{ credits: number; balanceAfter: number }> {
  const now = args.now ?? new Date();
  const reversal = alias(creditLedger, "reversal");
  const [charge] = await tx
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .leftJoin(reversal, eq(reversal.reversesId, creditLedger.id))
    .where(
      and(
        eq(creditLedger.providerId, args.providerId),
        eq(creditLedger.leadId, args.leadId),
        eq(creditLedger.kind, "lead_charge"),
        isNull(reversal.id),
      ),
    )
    .orderBy(asc(creditLedger.sequence))
    .limit(1);
  if (!charge) throw new LeadActionError("There is no charge for this lead to refund.");
  await moveDelivery(tx, { leadId: args.leadId, providerId: args.providerId, event: "refund", actor: args.actor, reason: args.reason, now });
  const refund = await refundCharge(tx, { chargeId: charge.id, reason: args.reason, now });
  return { credits: refund.amount, balanceAfter: refund.balanceAfter };
}

/** A pro's new refund request, pending, with its first event. */
export async function openRefundRequest(tx: Tx, args: { leadId: string; providerId: string; reason: string; now?: Date }): Promise<{ id: string }> {
  const now = args.now ?? new Date();
  const [created] = await tx
    .insert(refundRequests)
    .values({ leadId: args.leadId, providerId: args.providerId, reason: args.reason, createdAt: now })
    .returning({ id: refundRequests.id });
  await tx.insert(refundRequestEvents).values({
    requestId: created!.id,
    fromStatus: null,
    toStatus: "pending",
    event: "request",
    actor: `provider:${args.providerId}`,
    reason: args.reason,
    createdAt: now,
  });
  return created!;
}

/** An operator's decision on a refund request, through its graph: the row is locked, updated, and the move appended. */
export async function moveRefundRequest(
  tx: Tx,
  args: { requestId: string; event: RefundRequestMove; actor: Actor; note: string | null; now?: Date },
): Promise<{ from: RefundRequestStatus; to: RefundRequestStatus }> {
  const now = args.now ?? new Date();
  const [row] = await tx.select({ status: refundRequests.status }).from(refundRequests).where(eq(refundRequests.id, args.requestId)).for("update");
  if (!row) throw new NotFoundError("Refund request not found");
  const move = refundRequestTransition(row.status, args.event);
  if (!move.ok) throw new IllegalTransitionError(move.error);
  await tx
    .update(refundRequests)
    .set({ status: move.value, decidedBy: args.actor, decisionNote: args.note, decidedAt: now })
    .where(eq(refundRequests.id, args.requestId));
  await tx.insert(refundRequestEvents).values({
    requestId: args.requestId,
    fromStatus: row.status,
    toStatus: move.value,
    event: args.event,
    actor: args.actor,
    reason: args.note ?? "",
    createdAt: now,
  });
  return { from: row.status, to: move.value };
}

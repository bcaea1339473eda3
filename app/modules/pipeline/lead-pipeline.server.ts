import { and, desc, eq, gte } from "drizzle-orm";
import { getEnv } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { leadDeliveries, leadNotes, leadRequests, refundRequests } from "~/db/schema";
import { queueEmail, proRecipient } from "~/modules/notifications/index.server";
import { queueAlertText } from "~/modules/texting/index.server";
import { type DeliveryMove } from "./delivery-states";
import { isPaid } from "~/db/enums";
import { type Actor, LeadActionError } from "./lead-events.server";
import { NotFoundError } from "~/lib/not-found-error";
import { type RefundDecision, refundDecidedEmail } from "./refund-emails";
import { moveRefundRequest, openRefundRequest, refundDelivery } from "./refunds.server";

/**
 * A pro working a lead it bought: status moves through the delivery graph,
 * private notes, and refund requests an operator decides. Every function
 * checks that the delivery is the pro's own: another pro's lead is "not found".
 */
export type PipelineMove = Extract<DeliveryMove, "contact" | "quote" | "hire" | "lose">;
export const PIPELINE_MOVES: readonly PipelineMove[] = ["contact", "quote", "hire", "lose"];

export function isPipelineMove(value: unknown): value is PipelineMove {
  return typeof value === "string" && (PIPELINE_MOVES as readonly string[]).includes(value);
}

export const NOTE_MAX_LENGTH = 2000;
export const REFUND_REASON_MAX_LENGTH = 1000;

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The pro's own delivery of a lead, with its request's status; another pro's lead, or one flagged as fraud, is "not found".
 * `lock`: the delivery's row stays locked until the transaction ends (a move passes the status on: moveDelivery).
 */
export async function ownDelivery(tx: Pick<Database, "select">, providerId: string, leadId: string, options: { lock?: boolean } = {}) {
  const query = tx
    .select({ status: leadDeliveries.status, requestStatus: leadRequests.status })
    .from(leadDeliveries)
    .innerJoin(leadRequests, eq(leadRequests.id, leadDeliveries.leadId))
    .where(and(eq(leadDeliveries.leadId, leadId), eq(leadDeliveries.providerId, providerId)));
  const [row] = await (options.lock ? query.for("update", { of: leadDeliveries }) : query);
  if (!row || row.requestStatus === "fraud") throw new NotFoundError("Lead not found");
  return row;
}

/**
 * A note saved again with the same words this soon is the first one posted twice (a double click on Save Note: the
 * page posts without a script too), as a message is (REPEAT_WINDOW_MS, app/modules/messaging/threads.server.ts).
 */
export const NOTE_REPEAT_WINDOW_MS = 10_000;

export async function addLeadNote(db: Database, args: { providerId: string; leadId: string; body: string; now?: Date }) {
  const body = args.body.trim();
  if (body.length === 0) throw new LeadActionError("Write something to save a note.");
  if (body.length > NOTE_MAX_LENGTH) throw new LeadActionError(`A note can be at most ${NOTE_MAX_LENGTH} characters.`);
  const now = args.now ?? new Date();
  const columns = { id: leadNotes.id, body: leadNotes.body, createdAt: leadNotes.createdAt };
  return db.transaction(async (tx) => {
    await ownDelivery(tx, args.providerId, args.leadId);
    // Two posts at once wait for each other here, so the second finds the first's note.
    const ofThisLead = and(eq(leadDeliveries.leadId, args.leadId), eq(leadDeliveries.providerId, args.providerId));
    await tx.select({ leadId: leadDeliveries.leadId }).from(leadDeliveries).where(ofThisLead).for("update");
    const [repeated] = await tx
      .select(columns)
      .from(leadNotes)
      .where(
        and(
          eq(leadNotes.leadId, args.leadId),
          eq(leadNotes.providerId, args.providerId),
          eq(leadNotes.body, body),
          gte(leadNotes.createdAt, new Date(now.getTime() - NOTE_REPEAT_WINDOW_MS)),
        ),
      )
      .limit(1);
    if (repeated) return repeated;
    const [note] = await tx.insert(leadNotes).values({ leadId: args.leadId, providerId: args.providerId, body, createdAt: now }).returning(columns);
    return note!;
  });
}

export async function listLeadNotes(db: Database, args: { providerId: string; leadId: string }) {
  await ownDelivery(db, args.providerId, args.leadId);
  return db
    .select({ id: leadNotes.id, body: leadNotes.body, createdAt: leadNotes.createdAt })
    .from(leadNotes)
    .where(and(eq(leadNotes.leadId, args.leadId), eq(leadNotes.providerId, args.providerId)))
    .orderBy(desc(leadNotes.createdAt));
}

/** Asks an operator for a refund the automatic rules did not give: only for a paid lead, one open request at a time. */
export async function requestRefund(db: Database, args: { providerId: string; leadId: string; reason: string; now?: Date }) {
  const reason = args.reason.trim();
  if (reason.length === 0) throw new LeadActionError("Tell us why this lead should be refunded.");
  if (reason.length > REFUND_REASON_MAX_LENGTH) throw new LeadActionError(`Keep the reason under ${REFUND_REASON_MAX_LENGTH} characters.`);
  return db.transaction(async (tx) => {
    const delivery = await ownDelivery(tx, args.providerId, args.leadId);
    // Refunded from another tab or by an operator while this page stayed open: said as such, not as a lead never paid for.
    if (delivery.status === "refunded") throw new LeadActionError("This lead was already refunded: its credits are back in your balance.");
    if (!isPaid(delivery.status)) throw new LeadActionError("Only a lead you paid for can be refunded.");
    const [open] = await tx
      .select({ id: refundRequests.id })
      .from(refundRequests)
      .where(and(eq(refundRequests.leadId, args.leadId), eq(refundRequests.providerId, args.providerId), eq(refundRequests.status, "pending")));
    if (open) throw new LeadActionError("You already asked for a refund of this lead; an operator will decide soon.");
    return openRefundRequest(tx, { leadId: args.leadId, providerId: args.providerId, reason, now: args.now });
  });
}

/**
 * An operator's decision on a refund request, once: approving reverses the
 * lead's charge through the ledger and moves the delivery to refunded, and
 * the pro is e-mailed, in one transaction with the decision.
 */
export async function decideRefundRequest(db: Database, args: DecideRefundArgs): Promise<{ status: "approved" | "rejected"; refundedCredits: number }> {
  return db.transaction(async (tx: Tx) => {
    const decided = await decideRefundRequestIn(tx, args);
    return { status: decided.status, refundedCredits: decided.refundedCredits };
  });
}

export type DecideRefundArgs = { requestId: string; approve: boolean; note: string; adminId: string; now?: Date };

/**
 * decideRefundRequest inside the caller's transaction, for callers that write
 * more in it (the operations console's audit entry). The request row is
 * locked first, so a double submit decides once.
 */
export async function decideRefundRequestIn(
  tx: Tx,
  args: DecideRefundArgs,
): Promise<{ status: "approved" | "rejected"; refundedCredits: number; leadId: string; providerId: string }> {
  const now = args.now ?? new Date();
  const [request] = await tx
    .select({ id: refundRequests.id, leadId: refundRequests.leadId, providerId: refundRequests.providerId })
    .from(refundRequests)
    .where(eq(refundRequests.id, args.requestId))
    .for("update");
  if (!request) throw new NotFoundError("Refund request not found");
  const actor: Actor = `admin:${args.adminId}`;
  // A request decided already is refused here ("This request was already approved."), before any refund.
  await moveRefundRequest(tx, { requestId: request.id, event: args.approve ? "approve" : "reject", actor, note: args.note.trim() || null, now });
  let refundedCredits = 0;
  if (args.approve) {
    const reason = args.note.trim() || "Refund approved by an operator";
    refundedCredits = (await refundDelivery(tx, { leadId: request.leadId, providerId: request.providerId, actor, reason, now })).credits;
  }
  const status = args.approve ? "approved" : "rejected";
  await queueRefundDecidedEmail(tx, request, args.approve ? { outcome: "approved", credits: refundedCredits, note: args.note } : { outcome: "rejected", note: args.note });
  return { status, refundedCredits, leadId: request.leadId, providerId: request.providerId };
}

/** Tells the pro how its refund was decided, in the transaction of the decision. */
export async function queueRefundDecidedEmail(
  tx: Pick<Database, "select" | "insert">,
  delivery: { leadId: string; providerId: string },
  decision: RefundDecision,
): Promise<void> {
  const pro = await proRecipient(tx, delivery.providerId);
  const [lead] = await tx.select({ id: leadRequests.id, title: leadRequests.title }).from(leadRequests).where(eq(leadRequests.id, delivery.leadId));
  if (!pro || !lead) return;
  const publicUrl = getEnv().PUBLIC_URL;
  const email = refundDecidedEmail(publicUrl, pro, lead, decision);
  await queueEmail(tx, email);
  const { title, openPath } = email.push!;
  await queueAlertText(tx, { providerId: delivery.providerId, kind: "refund-decided", title, url: `${publicUrl}${openPath}`, leadId: lead.id });
}

import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { DeliveryStatus, LeadRequestEvent, LeadStatus } from "~/db/enums";
import { leadDeliveries, leadDeliveryEvents, leadRequestEvents, leadRequests } from "~/db/schema";
import { type DeliveryMove, deliveryTransition } from "./delivery-states";
import { RESPONSE_EVENTS } from "~/db/enums";
import { requestTransition } from "./request-states";
import { refreshResponseFigures } from "~/modules/providers/index.server";
import { NotFoundError } from "~/lib/not-found-error";
import { IllegalTransitionError } from "~/lib/state-graph";

/**
 * The one place where lead and delivery statuses change: each move is checked
 * against its graph, the row is updated and the move is appended to its
 * events table, in the caller's transaction.
 */
type Tx = Pick<Database, "select" | "insert" | "update" | "execute" | "$with" | "with">;

/** "system", "homeowner" (or "homeowner:<user id>" when signed in), "provider:<id>" or "admin:<user id>". */
export type Actor = "system" | "homeowner" | `homeowner:${string}` | `provider:${string}` | `admin:${string}`;

/** A pro's or operator's action on a lead that cannot be done, with a message to show them. */
export class LeadActionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LeadActionError";
  }
}

/**
 * Delivery events in the order they happened. Times are stamped in whole
 * milliseconds, so an accept can share its offer's millisecond; the offer is
 * always a delivery's first event, so among equal times it goes first.
 */
export const deliveryEventsInOrder = [asc(leadDeliveryEvents.createdAt), sql`(${leadDeliveryEvents.event} = 'offer') desc`] as const;

export async function recordOffers(tx: Tx, args: { leadId: string; providerIds: string[]; now: Date }): Promise<void> {
  if (args.providerIds.length === 0) return;
  await tx.insert(leadDeliveryEvents).values(offerEvents(args));
}

/** The offer events of new deliveries, for callers that write them in a statement of their own (lead intake). */
export function offerEvents(args: { leadId: string; providerIds: string[]; now: Date }): (typeof leadDeliveryEvents.$inferInsert)[] {
  return args.providerIds.map((providerId) => ({
    leadId: args.leadId,
    providerId,
    fromStatus: null,
    toStatus: "offered" as const,
    event: "offer" as const,
    actor: "system",
    createdAt: args.now,
  }));
}

/**
 * `lockedStatus`: the delivery's status as the caller read it with the row locked (`for update`) earlier in this
 * transaction, so it need not be read again; without it, the row is read and locked here.
 */
export async function moveDelivery(
  tx: Tx,
  args: { leadId: string; providerId: string; event: DeliveryMove; actor: Actor; reason?: string; now?: Date; lockedStatus?: DeliveryStatus },
): Promise<{ from: DeliveryStatus; to: DeliveryStatus }> {
  const now = args.now ?? new Date();
  const where = and(eq(leadDeliveries.leadId, args.leadId), eq(leadDeliveries.providerId, args.providerId));
  let from = args.lockedStatus;
  if (!from) {
    const [row] = await tx.select({ status: leadDeliveries.status }).from(leadDeliveries).where(where).for("update");
    if (!row) throw new NotFoundError("Lead not found");
    from = row.status;
  }
  const move = deliveryTransition(from, args.event);
  if (!move.ok) throw new IllegalTransitionError(move.error);
  // The new status and its event row in one statement: the update is a data-modifying WITH query of the insert.
  const update = tx.$with("moved", {}).as(tx.update(leadDeliveries).set({ status: move.value }).where(where).getSQL());
  await tx.with(update).insert(leadDeliveryEvents).values({
    leadId: args.leadId,
    providerId: args.providerId,
    fromStatus: from,
    toStatus: move.value,
    event: args.event,
    actor: args.actor,
    reason: args.reason ?? "",
    createdAt: now,
  });
  // The pro's own answer feeds its stored response figures (matching ranks on them), in this transaction.
  if (args.actor === `provider:${args.providerId}` && RESPONSE_EVENTS.includes(args.event)) {
    await refreshResponseFigures(tx, [args.providerId], { unlessMovedBefore: { leadId: args.leadId, at: now } });
  }
  return { from, to: move.value };
}

/**
 * A request that moves as it is created: lead intake finds the pros before it
 * writes anything, so the new row and its moves go into one statement. The
 * status is where the graph takes "new" through `events`, and each move has
 * the event row moveRequest would append.
 */
export function createdRequest(args: { leadId: string; events: LeadRequestEvent[]; actor: Actor; now: Date }): {
  status: LeadStatus;
  events: (typeof leadRequestEvents.$inferInsert)[];
} {
  let status: LeadStatus = "new";
  const events: (typeof leadRequestEvents.$inferInsert)[] = [];
  for (const event of args.events) {
    const move = requestTransition(status, event);
    if (!move.ok) throw new IllegalTransitionError(move.error);
    events.push({ leadId: args.leadId, fromStatus: status, toStatus: move.value, event, actor: args.actor, reason: "", createdAt: args.now });
    status = move.value;
  }
  return { status, events };
}

export async function moveRequest(
  tx: Tx,
  args: { leadId: string; event: LeadRequestEvent; actor: Actor; reason?: string; now?: Date },
): Promise<{ from: LeadStatus; to: LeadStatus }> {
  const now = args.now ?? new Date();
  const [row] = await tx.select({ status: leadRequests.status }).from(leadRequests).where(eq(leadRequests.id, args.leadId)).for("update");
  if (!row) throw new NotFoundError("Request not found");
  const move = requestTransition(row.status, args.event);
  if (!move.ok) throw new IllegalTransitionError(move.error);
  // As moveDelivery writes a delivery's: the new status and its event row in one statement.
  const update = tx.$with("moved", {}).as(tx.update(leadRequests).set({ status: move.value, updatedAt: now }).where(eq(leadRequests.id, args.leadId)).getSQL());
  await tx.with(update).insert(leadRequestEvents).values({
    leadId: args.leadId,
    fromStatus: row.status,
    toStatus: move.value,
    event: args.event,
    actor: args.actor,
    reason: args.reason ?? "",
    createdAt: now,
  });
  return { from: row.status, to: move.value };
}

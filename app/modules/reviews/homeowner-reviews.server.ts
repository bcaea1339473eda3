import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { DeliveryStatus } from "~/db/enums";
import { leadContacts, leadDeliveries, leadRequests, providerReviews, providers } from "~/db/schema";
import { deliveryEventsFrom } from "~/modules/pipeline";
import { closedByHomeowner, closeRequestOnHire, LeadActionError, moveDelivery } from "~/modules/pipeline/index.server";
import { NotFoundError } from "~/lib/not-found-error";
import { IllegalTransitionError } from "~/lib/state-graph";
import { parseReviewForm, type ReviewFormErrors } from "./review-form";
import { isHomeownersRequest, queueHiredByHomeownerNotice, submitReview } from "./reviews.server";

/**
 * The homeowner's side on /account/requests: say which pro they hired, and
 * review a hired pro. Another homeowner's request is "not found".
 */
export type HomeownerDeliveryReview = {
  leadId: string;
  providerId: string;
  providerSlug: string;
  status: DeliveryStatus;
  /** The pro has the request (paid for it), nobody marked it hired yet and the homeowner did not close it: the homeowner may say they hired them. */
  canSayHired: boolean;
  canReview: boolean;
  review: { rating: number; body: string; replyBody: string | null; hiddenReason: string | null } | null;
};

/** Review state of every delivery of the homeowner's requests (found by the verified e-mail, as homeownerRequests does). */
export async function homeownerReviewStates(db: Pick<Database, "select">, verifiedEmail: string, leadIds: readonly string[]): Promise<HomeownerDeliveryReview[]> {
  if (leadIds.length === 0) return [];
  const rows = await db
    .select({
      leadId: leadDeliveries.leadId,
      providerId: leadDeliveries.providerId,
      providerSlug: providers.slug,
      status: leadDeliveries.status,
      requestStatus: leadRequests.status,
      withdrawn: closedByHomeowner().mapWith(Boolean),
      reviewId: providerReviews.id,
      rating: providerReviews.rating,
      body: providerReviews.body,
      replyBody: providerReviews.replyBody,
      hiddenReason: providerReviews.hiddenReason,
    })
    .from(leadDeliveries)
    .innerJoin(leadRequests, eq(leadRequests.id, leadDeliveries.leadId))
    .innerJoin(leadContacts, eq(leadContacts.leadId, leadDeliveries.leadId))
    .innerJoin(providers, eq(providers.id, leadDeliveries.providerId))
    .leftJoin(providerReviews, and(eq(providerReviews.leadId, leadDeliveries.leadId), eq(providerReviews.providerId, leadDeliveries.providerId)))
    .where(and(inArray(leadDeliveries.leadId, [...leadIds]), sql`lower(${leadContacts.email}) = ${verifiedEmail.toLowerCase()}`));
  return rows
    .filter((row) => row.requestStatus !== "fraud")
    .map((row) => ({
      leadId: row.leadId,
      providerId: row.providerId,
      providerSlug: row.providerSlug,
      status: row.status,
      // A request the homeowner closed cannot be hired any more (closeRequestOnHire).
      canSayHired: deliveryEventsFrom(row.status).includes("hire") && !row.withdrawn,
      canReview: row.status === "hired" && row.reviewId === null,
      review:
        row.reviewId === null
          ? null
          : { rating: row.rating!, body: row.body!, replyBody: row.replyBody, hiddenReason: row.hiddenReason },
    }));
}

/**
 * "I hired this pro": the homeowner's own hire, through the delivery graph
 * (only a pro who has the request can be hired), which also ends the request;
 * the pro is e-mailed in the same transaction.
 */
export async function markHiredByHomeowner(
  db: Database,
  args: { verifiedEmail: string; userId: string; leadId: string; providerId: string; now?: Date },
): Promise<void> {
  if (!(await isHomeownersRequest(db, args.verifiedEmail, args.leadId))) throw new NotFoundError("Request not found");
  const now = args.now ?? new Date();
  await db.transaction(async (tx) => {
    const actor = `homeowner:${args.userId}` as const;
    const [request] = await tx.select({ status: leadRequests.status }).from(leadRequests).where(eq(leadRequests.id, args.leadId));
    if (!request || request.status === "fraud") throw new NotFoundError("Request not found");
    await moveDelivery(tx, { leadId: args.leadId, providerId: args.providerId, event: "hire", actor, reason: "The homeowner says they hired this pro", now });
    // Closes the request and ends the other pros' open offers, so none of them pays for it now.
    await closeRequestOnHire(tx, { leadId: args.leadId, hiredProviderId: args.providerId, actor, reason: "The homeowner hired a pro", now });
    await queueHiredByHomeownerNotice(tx, { leadId: args.leadId, providerId: args.providerId });
  });
}

/** A signed-in homeowner's review of a pro they hired for one of their requests. */
export async function submitHomeownerReview(
  db: Database,
  args: { verifiedEmail: string; leadId: string; providerId: string; rating: number; body: string; now?: Date },
) {
  if (!(await isHomeownersRequest(db, args.verifiedEmail, args.leadId))) throw new NotFoundError("Request not found");
  return submitReview(db, args);
}

export type HomeownerReviewActionResult = {
  status: 200 | 400 | 404;
  ok: boolean;
  intent: "hired" | "review";
  leadId: string;
  providerId: string;
  message: string;
  errors: ReviewFormErrors;
  values: { rating: string; body: string };
  /** "I hired this pro" waits for the homeowner to confirm it (a second post with confirmed=yes); nothing changed yet. */
  confirming?: boolean;
};

/**
 * The two posts of /account/requests this module answers ("hired", "review"),
 * on plain values; another homeowner's request, or an unknown one, is a 404.
 * Returns null for any other intent (the route's own).
 */
export async function homeownerReviewAction(
  db: Database,
  args: { verifiedEmail: string; userId: string; values: Record<string, string> },
): Promise<HomeownerReviewActionResult | null> {
  const { intent, leadId = "", providerId = "" } = args.values;
  if (intent !== "hired" && intent !== "review") return null;
  const values = { rating: args.values.rating ?? "", body: args.values.body ?? "" };
  const base = { intent: intent as "hired" | "review", leadId, providerId, values, errors: {} };
  if (!UUID.test(leadId) || !UUID.test(providerId)) return { ...base, status: 404, ok: false, message: "Request not found" };
  try {
    if (intent === "hired") {
      if (args.values.confirmed !== "yes") {
        const [state] = (await homeownerReviewStates(db, args.verifiedEmail, [leadId])).filter((item) => item.providerId === providerId);
        if (!state) return { ...base, status: 404, ok: false, message: "Request not found" };
        if (!state.canSayHired) return { ...base, status: 400, ok: false, message: "This pro cannot be marked hired now." };
        return { ...base, status: 200, ok: true, confirming: true, message: "Confirm that you hired this pro: they are told, and you can then review them." };
      }
      await markHiredByHomeowner(db, { verifiedEmail: args.verifiedEmail, userId: args.userId, leadId, providerId });
      return { ...base, status: 200, ok: true, message: "Thanks for telling us. You can now review the pro you hired." };
    }
    const parsed = parseReviewForm(values);
    if (!parsed.ok) return { ...base, status: 400, ok: false, message: "Please check your review.", errors: parsed.errors };
    await submitHomeownerReview(db, { verifiedEmail: args.verifiedEmail, leadId, providerId, ...parsed.value });
    return { ...base, status: 200, ok: true, message: "Thank you: your review is published." };
  } catch (error) {
    if (error instanceof NotFoundError) return { ...base, status: 404, ok: false, message: "Request not found" };
    if (error instanceof LeadActionError || error instanceof IllegalTransitionError) {
      return { ...base, status: 400, ok: false, message: error instanceof IllegalTransitionError ? "This pro cannot be marked hired now." : error.message };
    }
    throw error;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

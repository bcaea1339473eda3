import { and, eq, isNull, sql } from "drizzle-orm";
import { getEnv } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { leadContacts, leadDeliveries, leadRequests, providerReviews, providers } from "~/db/schema";
import { LeadActionError } from "~/modules/pipeline/index.server";
import { NotFoundError } from "~/lib/not-found-error";
import { queueEmail } from "~/modules/notifications/index.server";
import { refreshProviderRatings } from "./ratings.server";
import { hiredByHomeownerEmail, reviewReceivedEmail, reviewReplyEmail, reviewRequestEmail } from "./review-emails";
import { HIDE_REASON_MAX, REPLY_BODY_MAX, REVIEW_BODY_MAX, reviewAuthorName } from "./review-form";
import { type ReviewDelivery, reviewLinkPath, reviewToken } from "./review-link.server";

/**
 * Verified reviews: a homeowner reviews a pro once per hire, the
 * pro replies once in public, an operator hides a review that breaks the
 * rules with a reason shown in its place. Each change recomputes the pro's
 * rating in its transaction and marks the pages that show ratings stale.
 */
type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Reader = Pick<Database, "select">;

export type ReviewEligibility = "can-review" | "not-hired" | "already-reviewed";

export type ReviewableDelivery = ReviewDelivery & {
  status: string;
  requestTitle: string;
  firstName: string;
  lastName: string;
  email: string;
  businessName: string;
  providerSlug: string;
  providerEmail: string;
  providerUserId: string | null;
  reviewId: string | null;
};

/** One delivery with what reviewing it needs, or null (unknown, or a request flagged as fraud). */
export async function reviewableDelivery(db: Reader, delivery: ReviewDelivery, options: { lock?: boolean } = {}): Promise<ReviewableDelivery | null> {
  const query = db
    .select({
      leadId: leadDeliveries.leadId,
      providerId: leadDeliveries.providerId,
      status: leadDeliveries.status,
      requestStatus: leadRequests.status,
      requestTitle: leadRequests.title,
      firstName: leadContacts.firstName,
      lastName: leadContacts.lastName,
      email: leadContacts.email,
      businessName: providers.businessName,
      providerSlug: providers.slug,
      providerEmail: providers.email,
      providerUserId: providers.userId,
      reviewId: providerReviews.id,
    })
    .from(leadDeliveries)
    .innerJoin(leadRequests, eq(leadRequests.id, leadDeliveries.leadId))
    .innerJoin(leadContacts, eq(leadContacts.leadId, leadDeliveries.leadId))
    .innerJoin(providers, eq(providers.id, leadDeliveries.providerId))
    .leftJoin(providerReviews, and(eq(providerReviews.leadId, leadDeliveries.leadId), eq(providerReviews.providerId, leadDeliveries.providerId)))
    .where(and(eq(leadDeliveries.leadId, delivery.leadId), eq(leadDeliveries.providerId, delivery.providerId)));
  const [row] = options.lock ? await query.for("update", { of: leadDeliveries }) : await query;
  if (!row || row.requestStatus === "fraud") return null;
  const { requestStatus: _requestStatus, ...rest } = row;
  return rest;
}

/** A review needs a hire (marked by the pro, or said by the homeowner), and there is one per hire. */
export function reviewEligibility(delivery: Pick<ReviewableDelivery, "status" | "reviewId">): ReviewEligibility {
  if (delivery.reviewId !== null) return "already-reviewed";
  return delivery.status === "hired" ? "can-review" : "not-hired";
}

export const ELIGIBILITY_MESSAGES: Record<Exclude<ReviewEligibility, "can-review">, string> = {
  "not-hired": "You can review a pro once you have hired them.",
  "already-reviewed": "You already reviewed this pro for this request. Thank you!",
};

/** Whether the request was sent from this verified e-mail address (how /account/requests finds a homeowner's requests). */
export async function isHomeownersRequest(db: Reader, verifiedEmail: string, leadId: string): Promise<boolean> {
  const [row] = await db
    .select({ leadId: leadContacts.leadId })
    .from(leadContacts)
    .where(and(eq(leadContacts.leadId, leadId), sql`lower(${leadContacts.email}) = ${verifiedEmail.toLowerCase()}`));
  return Boolean(row);
}

function publicUrl(path: string): string {
  return `${getEnv().PUBLIC_URL}${path}`;
}

/**
 * The e-mail asking the homeowner for a review, queued in the transaction of
 * the pro's hire (lead-pipeline.server.ts changeLeadStatus).
 */
export async function queueReviewRequest(tx: Tx, delivery: ReviewDelivery, now = new Date()): Promise<void> {
  const target = await reviewableDelivery(tx, delivery);
  if (!target || reviewEligibility(target) !== "can-review") return;
  await queueEmail(
    tx,
    reviewRequestEmail({
      to: target.email,
      firstName: target.firstName,
      businessName: target.businessName,
      requestTitle: target.requestTitle,
      link: publicUrl(reviewLinkPath(reviewToken(delivery, now))),
    }),
  );
}

/**
 * Tells the pro that the homeowner said they hired them, in the transaction of
 * that move (homeowner-reviews.server.ts markHiredByHomeowner); the pro's
 * "request updates" choice applies.
 */
export async function queueHiredByHomeownerNotice(tx: Tx, delivery: ReviewDelivery): Promise<void> {
  const target = await reviewableDelivery(tx, delivery);
  if (!target) return;
  await queueEmail(
    tx,
    hiredByHomeownerEmail({
      to: target.providerEmail,
      userId: target.providerUserId,
      businessName: target.businessName,
      author: reviewAuthorName(target.firstName, target.lastName),
      requestTitle: target.requestTitle,
      link: publicUrl(`/provider/leads/${delivery.leadId}`),
    }),
  );
}

/**
 * Stores a homeowner's review of a hired pro, once. The caller has proved who
 * the homeowner is (a signed link, or the verified e-mail of the request).
 */
export async function submitReview(
  db: Database,
  args: ReviewDelivery & { rating: number; body: string; now?: Date },
): Promise<{ reviewId: string; providerSlug: string; businessName: string }> {
  const body = args.body.trim();
  if (!Number.isInteger(args.rating) || args.rating < 1 || args.rating > 5) throw new LeadActionError("Choose from 1 to 5 stars.");
  if (body.length === 0 || body.length > REVIEW_BODY_MAX) throw new LeadActionError(`Write between 1 and ${REVIEW_BODY_MAX} characters.`);
  const now = args.now ?? new Date();
  return db.transaction(async (tx) => {
    const target = await reviewableDelivery(tx, args, { lock: true });
    if (!target) throw new NotFoundError("Request not found");
    const eligibility = reviewEligibility(target);
    if (eligibility !== "can-review") throw new LeadActionError(ELIGIBILITY_MESSAGES[eligibility]);
    const author = reviewAuthorName(target.firstName, target.lastName);
    const [created] = await tx
      .insert(providerReviews)
      .values({ leadId: args.leadId, providerId: args.providerId, authorName: author, rating: args.rating, body, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: providerReviews.id });
    if (!created) throw new LeadActionError(ELIGIBILITY_MESSAGES["already-reviewed"]);
    await refreshProviderRatings(tx, [args.providerId]);
    await queueEmail(
      tx,
      reviewReceivedEmail({
        to: target.providerEmail,
        userId: target.providerUserId,
        businessName: target.businessName,
        author,
        rating: args.rating,
        body,
        link: publicUrl(`/provider/leads/${args.leadId}`),
      }),
    );
    return { reviewId: created.id, providerSlug: target.providerSlug, businessName: target.businessName };
  });
}

/** The pro's one public reply to the review of one of its leads. */
export async function replyToReview(db: Database, args: ReviewDelivery & { reply: string; now?: Date }): Promise<void> {
  const reply = args.reply.trim();
  if (reply.length === 0 || reply.length > REPLY_BODY_MAX) throw new LeadActionError(`Write between 1 and ${REPLY_BODY_MAX} characters.`);
  await db.transaction(async (tx) => {
    const target = await reviewableDelivery(tx, args);
    if (!target || target.reviewId === null) throw new NotFoundError("Review not found");
    const [replied] = await tx
      .update(providerReviews)
      .set({ replyBody: reply, repliedAt: args.now ?? new Date() })
      .where(and(eq(providerReviews.id, target.reviewId), isNull(providerReviews.replyBody)))
      .returning({ id: providerReviews.id });
    if (!replied) throw new LeadActionError("You already replied to this review; a reply can be written once.");
    await queueEmail(
      tx,
      reviewReplyEmail({
        to: target.email,
        firstName: target.firstName,
        businessName: target.businessName,
        reply,
        link: publicUrl(`/pros/${target.providerSlug}`),
      }),
    );
  });
}

export type ModeratedReview = {
  reviewId: string;
  providerId: string;
  businessName: string;
  before: { hiddenReason: string | null };
  after: { hiddenReason: string | null };
};

async function setHidden(db: Database, reviewId: string, hidden: { reason: string; actor: string; now: Date } | null): Promise<ModeratedReview> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: providerReviews.id, providerId: providerReviews.providerId, hiddenReason: providerReviews.hiddenReason, businessName: providers.businessName })
      .from(providerReviews)
      .innerJoin(providers, eq(providers.id, providerReviews.providerId))
      .where(eq(providerReviews.id, reviewId))
      .for("update", { of: providerReviews });
    if (!review) throw new NotFoundError("Review not found");
    await tx
      .update(providerReviews)
      .set(
        hidden
          ? { hiddenAt: hidden.now, hiddenReason: hidden.reason, hiddenBy: hidden.actor }
          : { hiddenAt: null, hiddenReason: null, hiddenBy: null },
      )
      .where(eq(providerReviews.id, reviewId));
    await refreshProviderRatings(tx, [review.providerId]);
    return {
      reviewId,
      providerId: review.providerId,
      businessName: review.businessName,
      before: { hiddenReason: review.hiddenReason },
      after: { hiddenReason: hidden?.reason ?? null },
    };
  });
}

/**
 * An operator hides a review that breaks the rules: it no longer counts in the
 * rating and the reason is shown in its place. `actor` is the operator's user
 * id. Pass a transaction to write the audit entry with it.
 */
export async function hideReview(db: Database, args: { reviewId: string; reason: string; actor: string; now?: Date }): Promise<ModeratedReview> {
  const reason = args.reason.trim();
  if (reason.length === 0 || reason.length > HIDE_REASON_MAX) throw new LeadActionError(`Give a reason of 1 to ${HIDE_REASON_MAX} characters.`);
  return setHidden(db, args.reviewId, { reason, actor: args.actor, now: args.now ?? new Date() });
}

/** Shows a hidden review again and counts it in the rating. */
export async function unhideReview(db: Database, args: { reviewId: string; actor: string }): Promise<ModeratedReview> {
  return setHidden(db, args.reviewId, null);
}

import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { providerReviews, providers } from "~/db/schema";
import { isUuid } from "~/lib/uuid";
import { NotFoundError } from "~/lib/not-found-error";
import { parseHideReason, REVIEW_MESSAGES } from "~/modules/reviews";
import { hideReview, unhideReview } from "~/modules/reviews/index.server";
import { AdminActionError } from "./admin-errors.server";
import { type AuditActor, recordAudit } from "./audit.server";

/**
 * Review moderation for the console: the operator's checks and the audit
 * entry around the reviews module's hide/unhide (which also recompute the
 * pro's rating), in one transaction. Hiding keeps the review, with the reason
 * shown in its place.
 */
export const MODERATION_LIST_LIMIT = 50;

export function listReviewsForModeration(db: Pick<Database, "select">, options: { limit?: number } = {}) {
  return db
    .select({
      id: providerReviews.id,
      businessName: providers.businessName,
      authorName: providerReviews.authorName,
      rating: providerReviews.rating,
      body: providerReviews.body,
      hiddenAt: providerReviews.hiddenAt,
      hiddenReason: providerReviews.hiddenReason,
      createdAt: providerReviews.createdAt,
      isDemo: providerReviews.isDemo,
    })
    .from(providerReviews)
    .innerJoin(providers, eq(providers.id, providerReviews.providerId))
    .orderBy(desc(providerReviews.createdAt), desc(providerReviews.id))
    .limit(options.limit ?? MODERATION_LIST_LIMIT);
}

export type ModeratedReview = Awaited<ReturnType<typeof listReviewsForModeration>>[number];

async function lockedReview(tx: Pick<Database, "select">, reviewId: string) {
  if (!isUuid(reviewId)) throw new NotFoundError("Review not found");
  const [review] = await tx
    .select({ id: providerReviews.id, hiddenAt: providerReviews.hiddenAt, hiddenReason: providerReviews.hiddenReason, authorName: providerReviews.authorName, businessName: providers.businessName })
    .from(providerReviews)
    .innerJoin(providers, eq(providers.id, providerReviews.providerId))
    .where(eq(providerReviews.id, reviewId))
    .for("update", { of: providerReviews });
  if (!review) throw new NotFoundError("Review not found");
  return review;
}

/** The operator hides a review: `hideReview` of the reviews module, checked and written to the audit log. */
export async function hideReviewWithAudit(db: Database, args: { reviewId: string; reason: string; actor: AuditActor; now?: Date }): Promise<void> {
  const parsed = parseHideReason({ reason: args.reason });
  if (!parsed.ok) throw new AdminActionError(parsed.errors.reason ?? REVIEW_MESSAGES.reason);
  const reason = parsed.value;
  await db.transaction(async (tx) => {
    const review = await lockedReview(tx, args.reviewId);
    if (review.hiddenAt) throw new AdminActionError("This review is already hidden.");
    await hideReview(tx, { reviewId: review.id, reason, actor: args.actor.userId, now: args.now });
    await recordAudit(tx, args.actor, {
      action: "review.hide",
      targetType: "provider_review",
      targetId: review.id,
      targetName: `${review.authorName} on ${review.businessName}`,
      before: { hidden: false },
      after: { hidden: true, reason },
    });
  });
}

export async function unhideReviewWithAudit(db: Database, args: { reviewId: string; actor: AuditActor }): Promise<void> {
  await db.transaction(async (tx) => {
    const review = await lockedReview(tx, args.reviewId);
    if (!review.hiddenAt) throw new AdminActionError("This review is not hidden.");
    await unhideReview(tx, { reviewId: review.id, actor: args.actor.userId });
    await recordAudit(tx, args.actor, {
      action: "review.unhide",
      targetType: "provider_review",
      targetId: review.id,
      targetName: `${review.authorName} on ${review.businessName}`,
      before: { hidden: true, reason: review.hiddenReason },
      after: { hidden: false },
    });
  });
}

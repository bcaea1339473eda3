import { DemoBadge } from "~/components/demo-badge";
import { ratingLabel, StarRating } from "~/components/home/star-rating";
import { ClampedText } from "~/components/reviews/clamped-text";
import { BRAND } from "~/brand";
import { formatDate } from "~/lib/ohio-time";
import type { RecentReview } from "~/modules/providers/index.server";

/**
 * A homeowner's review of a pro: stars, the words, who wrote it, when, and about whom
 * (`showPro={false}` on the pro's own page, where that goes without saying),
 * and the pro's public reply. A review hidden by an operator shows the reason
 * in its place.
 */
export function ReviewCard({ review, showPro = true }: { review: RecentReview; showPro?: boolean }) {
  if (review.hiddenReason) {
    return (
      <figure className="flex h-full flex-col gap-2 rounded-card border border-dashed border-line bg-canvas p-6">
        <p className="text-muted">
          Hidden by {BRAND.name}: {review.hiddenReason}
        </p>
      </figure>
    );
  }
  return (
    <figure className="flex h-full flex-col gap-4 rounded-card border border-line bg-surface p-6">
      <div className="flex items-center justify-between gap-2">
        <StarRating filled={review.rating} label={ratingLabel(review.rating)} />
        {review.isDemo ? <DemoBadge subject="review" /> : null}
      </div>
      <blockquote className="flex-1 text-base text-ink">
        <ClampedText text={`“${review.body}”`} />
      </blockquote>
      <figcaption className="text-sm text-muted">
        <span className="font-semibold text-ink">{review.author}</span>
        {showPro ? (
          <>
            {" "}
            about <span className="font-semibold text-ink">{review.pro.businessName}</span>, {review.pro.city}
          </>
        ) : null}
        <span className="block">
          <time dateTime={review.writtenAt.toISOString()}>{formatDate(review.writtenAt)}</time>
        </span>
      </figcaption>
      {review.reply ? (
        <div className="rounded-control border-l-4 border-primary bg-canvas p-3 text-sm">
          <p className="font-semibold">Reply from {review.pro.businessName}</p>
          <ClampedText text={review.reply} className="mt-1" />
        </div>
      ) : null}
    </figure>
  );
}

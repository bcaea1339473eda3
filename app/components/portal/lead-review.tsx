import { Form } from "react-router";
import { ratingLabel, StarRating } from "~/components/home/star-rating";
import { ClampedText } from "~/components/reviews/clamped-text";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import type { LeadTextBox } from "./lead-form-notes";
import { BRAND } from "~/brand";
import { formatDateTime } from "~/lib/ohio-time";
import type { ProLeadReview } from "~/modules/reviews/index.server";

/**
 * The homeowner's review of this job on the pro's lead page, and the pro's
 * one public reply (the form is shown until the reply is written).
 */
export function LeadReviewSection({
  review,
  demo,
  max,
  busy,
  typed,
  boxRef,
  onInput,
}: LeadTextBox & { review: ProLeadReview | null }) {
  if (!review) return null;
  return (
    <section aria-labelledby="review-heading" className="rounded-card border border-line p-4">
      <h2 id="review-heading" className="text-lg font-semibold">
        The homeowner&apos;s review
      </h2>
      {review.hiddenReason ? (
        <p className="mt-2 text-muted">
          Hidden by {BRAND.name}: {review.hiddenReason}. It does not count in your rating.
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <StarRating filled={review.rating} label={ratingLabel(review.rating)} />
        <span className="text-sm text-muted">
          {review.author}, {formatDateTime(review.createdAt)}
        </span>
      </div>
      <ClampedText text={review.body} className="mt-2" />
      {review.reply ? (
        <div className="mt-3 border-l-4 border-primary pl-3">
          <p className="text-sm font-semibold">Your public reply</p>
          <ClampedText text={review.reply} />
        </div>
      ) : review.hiddenReason ? null : (
        <Form method="post" className="mt-4 flex flex-col gap-3">
          <input type="hidden" name="intent" value="reply" />
          <Label htmlFor="review-reply">Reply in public (once)</Label>
          <p id="review-reply-hint" className="text-sm text-muted">
            Your reply appears under the review on your profile. You can write it once.
          </p>
          <Textarea id="review-reply" name="reply" ref={boxRef} onInput={onInput} maxLength={max} required rows={3} aria-describedby="review-reply-hint" defaultValue={typed} />
          <Button type="submit" variant="outline" className="self-start" disabled={demo} busy={busy} busyLabel="Publishing…">
            Publish Reply
          </Button>
          {demo ? <p className="text-sm text-muted">Not available in demo mode: changes are not saved.</p> : null}
        </Form>
      )}
    </section>
  );
}

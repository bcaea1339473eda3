import { ratingLabel, StarRating } from "~/components/home/star-rating";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { BRAND } from "~/brand";
import type { HomeownerDeliveryReview, HomeownerReviewActionResult } from "~/modules/reviews/index.server";
import { ReviewForm } from "./review-form";
import { ClampedText } from "./clamped-text";

// A button that names the pro wraps its label inside its box on a phone, as the lead page's e-mail button does
// (app/routes/portal/lead-detail.tsx): a Button keeps its label on one line, and "Yes, I hired {pro}" ran off the screen.
const WRAPS = "min-w-0 whitespace-normal";

/**
 * Under one request on /account/requests: for each pro it went to, "I hired
 * this pro" while that can be said, then the review form once hired, then the
 * review itself with the pro's reply. Plain form posts (the page has no script).
 */
export function RequestReviews({
  pros,
  states,
  result,
}: {
  pros: ReadonlyArray<{ businessName: string; slug: string }>;
  states: readonly HomeownerDeliveryReview[];
  /** The answer to this page's last post, shown next to the pro it was about. */
  result: HomeownerReviewActionResult | null;
}) {
  const shown = states.filter((state) => state.canSayHired || state.canReview || state.review);
  if (shown.length === 0) return null;
  return (
    <div className="mt-4 flex flex-col gap-4">
      {shown.map((state) => {
        const name = pros.find((pro) => pro.slug === state.providerSlug)?.businessName ?? "this pro";
        const mine = result && result.leadId === state.leadId && result.providerId === state.providerId ? result : null;
        const idPrefix = `review-${state.leadId.slice(0, 8)}-${state.providerId.slice(0, 8)}`;
        // Each post comes back to this section, not the page's top: on a phone the answer (a refusal, the confirm
        // step, the thanks) is screens below it, and the person would see nothing happen.
        const anchor = `review-${state.leadId}-${state.providerId}`;
        const action = `/account/requests#${anchor}`;
        return (
          <section key={state.providerId} id={anchor} aria-label={`Your review of ${name}`} className="rounded-card bg-canvas p-4">
            {mine ? (
              <p
                role={mine.ok ? "status" : "alert"}
                className={cn("mb-3 font-medium", mine.confirming ? "text-ink" : mine.ok ? "text-success" : "text-danger")}
              >
                {mine.message}
              </p>
            ) : null}
            {state.review ? (
              <div>
                <h3 className="font-semibold">Your review of {name}</h3>
                {state.review.hiddenReason ? (
                  <p className="mt-1 text-muted">
                    Hidden by {BRAND.name}: {state.review.hiddenReason}
                  </p>
                ) : (
                  <>
                    <StarRating filled={state.review.rating} label={ratingLabel(state.review.rating)} />
                    <ClampedText text={state.review.body} className="mt-1" />
                  </>
                )}
                {state.review.replyBody ? (
                  <div className="mt-2 border-l-4 border-primary pl-3 text-sm">
                    <p className="font-semibold">Reply from {name}</p>
                    <ClampedText text={state.review.replyBody} />
                  </div>
                ) : null}
              </div>
            ) : state.canReview ? (
              <>
                <h3 className="mb-2 font-semibold">Review {name}</h3>
                <ReviewForm
                  idPrefix={idPrefix}
                  businessName={name}
                  action={action}
                  hidden={{ intent: "review", leadId: state.leadId, providerId: state.providerId }}
                  errors={mine && !mine.ok ? mine.errors : {}}
                  values={mine && !mine.ok ? mine.values : {}}
                />
              </>
            ) : mine?.confirming ? (
              <form method="post" action={action} className="flex flex-wrap items-center gap-3">
                <input type="hidden" name="intent" value="hired" />
                <input type="hidden" name="confirmed" value="yes" />
                <input type="hidden" name="leadId" value={state.leadId} />
                <input type="hidden" name="providerId" value={state.providerId} />
                <Button type="submit" size="grow" className="max-w-full">
                  <span className={WRAPS}>Yes, I hired {name}</span>
                </Button>
                <Button asChild variant="outline">
                  {/* Without the fragment: a link that differs from this page's address only by one does not load it again. */}
                  <a href="/account/requests">Cancel</a>
                </Button>
              </form>
            ) : (
              <form method="post" action={action} className="flex flex-wrap items-center gap-3">
                <input type="hidden" name="intent" value="hired" />
                <input type="hidden" name="leadId" value={state.leadId} />
                <input type="hidden" name="providerId" value={state.providerId} />
                <p className="text-sm text-muted">Did you hire {name}? Tell us, and you can review them.</p>
                <Button type="submit" variant="outline" size="grow" className="max-w-full">
                  <span className={WRAPS}>I hired {name}</span>
                </Button>
              </form>
            )}
          </section>
        );
      })}
    </div>
  );
}

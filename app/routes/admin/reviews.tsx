import { useEffect } from "react";
import { Star } from "~/components/ui/icons";
import { data, Form } from "react-router";
import { BRAND } from "~/brand";
import { DemoBadge } from "~/components/demo-badge";
import { ClampedText } from "~/components/reviews/clamped-text";
import { StatusBadge } from "~/components/portal/status-badge";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { readFormFields } from "~/lib/read-form";
import { getAccounts, signedInOperator } from "~/modules/accounts/index.server";
import { refusalAtTop } from "~/modules/admin";
import { reviewsPageAction, listReviewsForModeration } from "~/modules/admin/index.server";
import { HIDE_REASON_MAX } from "~/modules/reviews";
import { formatDateTime } from "~/lib/ohio-time";
import type { Route } from "./+types/reviews";

export function meta() {
  return [{ title: `Reviews | Operations | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  signedInOperator(context);
  const accounts = await getAccounts();
  return { reviews: await listReviewsForModeration(accounts.db), reasonMax: HIDE_REASON_MAX };
}

export async function action({ context, request }: Route.ActionArgs) {
  const accounts = await getAccounts();
  const admin = signedInOperator(context);
  const values = await readFormFields(request);
  const { status, outcome } = await reviewsPageAction(accounts.db, { actor: { userId: admin.id, email: admin.email }, values });
  if (status === 404) throw data(null, { status: 404 });
  return data(outcome, { status });
}

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { reviews, reasonMax } = loaderData;
  useEffect(() => {
    if (actionData?.ok) toast({ title: actionData.message });
  }, [actionData]);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Reviews</h1>
      <p className="text-muted">The newest reviews first. Hide one that breaks the rules; the reason is shown in its place.</p>
      {/* A review hidden from another tab shows no hide form any more: its refusal is said here. */}
      {actionData && !actionData.ok && refusalAtTop(actionData, reviews.filter((review) => !review.hiddenAt)) ? (
        <p role="alert" className="rounded-card border border-danger bg-danger-soft p-3">
          {actionData.message}
        </p>
      ) : null}
      {reviews.length === 0 ? <p className="text-muted">No reviews yet.</p> : null}
      <ul className="flex flex-col gap-4">
        {reviews.map((review) => {
          const refused = actionData && !actionData.ok && actionData.targetId === review.id ? actionData : null;
          const reasonId = `reason-${review.id}`;
          return (
            <li key={review.id} className="rounded-card border border-line p-4">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{review.businessName}</span>
                {review.isDemo ? <DemoBadge subject="review" /> : null}
                <span className="inline-flex items-center gap-1" aria-label={`${review.rating} out of 5 stars`}>
                  <Star aria-hidden="true" className="size-4 fill-accent text-accent" />
                  {review.rating}
                </span>
                {review.hiddenAt ? <StatusBadge tone="danger">Hidden</StatusBadge> : null}
              </p>
              <p className="text-sm text-muted">
                {review.authorName} · {formatDateTime(review.createdAt)}
              </p>
              <ClampedText text={review.body} className="mt-2" />
              {review.hiddenAt ? (
                <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
                  <p className="text-sm">Hidden because: {review.hiddenReason}</p>
                  <input type="hidden" name="reviewId" value={review.id} />
                  {/* Every review has one of these buttons: each names its review (docs/decisions/073). */}
                  <Button
                    type="submit"
                    name="intent"
                    value="unhide"
                    variant="outline"
                    size="sm"
                    aria-label={`Show Again: ${review.authorName}'s review of ${review.businessName}`}
                  >
                    Show Again
                  </Button>
                </Form>
              ) : (
                <Form method="post" className="mt-3 flex flex-col gap-2">
                  <input type="hidden" name="reviewId" value={review.id} />
                  <Label htmlFor={reasonId}>Reason to hide</Label>
                  <Textarea
                    id={reasonId}
                    name="reason"
                    rows={2}
                    maxLength={reasonMax}
                    defaultValue={refused?.values?.reason ?? ""}
                    aria-invalid={refused ? true : undefined}
                    aria-describedby={refused ? `${reasonId}-error` : undefined}
                  />
                  {refused ? (
                    <p id={`${reasonId}-error`} role="alert" className="text-danger">
                      {refused.message}
                    </p>
                  ) : null}
                  {/* Every review has one of these buttons: each names its review (docs/decisions/073). */}
                  <Button
                    type="submit"
                    name="intent"
                    value="hide"
                    variant="outline"
                    className="self-start"
                    aria-label={`Hide Review: ${review.authorName}'s review of ${review.businessName}`}
                  >
                    Hide Review
                  </Button>
                </Form>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

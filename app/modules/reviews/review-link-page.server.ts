import type { Database } from "~/db/client.server";
import { LeadActionError } from "~/modules/pipeline/index.server";
import { NotFoundError } from "~/lib/not-found-error";
import { RateLimiter, tooManyRequestsMessage } from "~/modules/security";
import { parseReviewForm, type ReviewFormErrors } from "./review-form";
import { readReviewToken } from "./review-link.server";
import { ELIGIBILITY_MESSAGES, reviewableDelivery, reviewEligibility, submitReview } from "./reviews.server";

/**
 * The public review page behind the e-mailed link (/reviews/new/:token): what
 * to show for a token, and what a post of the form does. A tampered or
 * unknown link is a 404, an old one a 410, never a 500.
 */
export type ReviewLinkView =
  | { kind: "invalid" }
  | { kind: "expired" }
  | { kind: "not-hired"; businessName: string; message: string }
  | { kind: "reviewed"; businessName: string; providerSlug: string; message: string }
  | { kind: "form"; businessName: string; providerSlug: string; requestTitle: string; firstName: string };

export function reviewLinkStatus(view: ReviewLinkView): 200 | 404 | 410 {
  if (view.kind === "invalid") return 404;
  if (view.kind === "expired") return 410;
  return 200;
}

export async function reviewLinkView(db: Database, token: string, now = new Date()): Promise<ReviewLinkView> {
  const check = readReviewToken(token, now);
  if (!check.ok) return { kind: check.reason };
  const delivery = await reviewableDelivery(db, check.delivery);
  if (!delivery) return { kind: "invalid" };
  const eligibility = reviewEligibility(delivery);
  const { businessName, providerSlug } = delivery;
  if (eligibility === "already-reviewed") return { kind: "reviewed", businessName, providerSlug, message: ELIGIBILITY_MESSAGES[eligibility] };
  if (eligibility === "not-hired") return { kind: "not-hired", businessName, message: ELIGIBILITY_MESSAGES[eligibility] };
  return { kind: "form", businessName, providerSlug, requestTitle: delivery.requestTitle, firstName: delivery.firstName };
}

/** A few tries per connection: the link already limits a homeowner to one review per hire. */
export const reviewLinkLimiter = new RateLimiter({ name: "review-link", limit: 10, windowMs: 10 * 60_000 });

export type ReviewLinkPost =
  | { ok: true; status: 200; businessName: string; providerSlug: string }
  | {
      ok: false;
      status: 400 | 404 | 410 | 429;
      view: ReviewLinkView;
      errors: ReviewFormErrors;
      message: string | null;
      values: { rating: string; body: string };
      retryAfterSeconds?: number;
    };

export async function postReviewByLink(
  db: Database,
  args: { token: string; values: Record<string, string>; ip: string; now?: Date; limiter?: RateLimiter },
): Promise<ReviewLinkPost> {
  const values = { rating: args.values.rating ?? "", body: args.values.body ?? "" };
  const view = await reviewLinkView(db, args.token, args.now);
  const refuse = (status: 400 | 404 | 410 | 429, errors: ReviewFormErrors, message: string | null, extra: { retryAfterSeconds?: number } = {}): ReviewLinkPost => ({
    ok: false,
    status,
    view,
    errors,
    message,
    values,
    ...extra,
  });
  if (view.kind === "invalid" || view.kind === "expired") return refuse(reviewLinkStatus(view) as 404 | 410, {}, null);
  const limit = await (args.limiter ?? reviewLinkLimiter).hit(args.ip);
  if (!limit.allowed) return refuse(429, {}, tooManyRequestsMessage(limit.retryAfterSeconds), { retryAfterSeconds: limit.retryAfterSeconds });
  if (view.kind !== "form") return refuse(400, {}, view.message);
  const parsed = parseReviewForm(values);
  if (!parsed.ok) return refuse(400, parsed.errors, null);
  const check = readReviewToken(args.token, args.now);
  if (!check.ok) return refuse(404, {}, null);
  try {
    const saved = await submitReview(db, { ...check.delivery, ...parsed.value, now: args.now });
    return { ok: true, status: 200, businessName: saved.businessName, providerSlug: saved.providerSlug };
  } catch (error) {
    if (error instanceof LeadActionError) return refuse(400, {}, error.message);
    if (error instanceof NotFoundError) return refuse(404, {}, null);
    throw error;
  }
}

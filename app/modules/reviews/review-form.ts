import * as z from "zod/mini";
import { type FieldErrors, type FormResult, parseForm } from "~/lib/form-result";

/**
 * The review forms (a homeowner's review, a pro's reply, an operator's hide
 * reason): one zod/mini schema each, read by every route that posts them and
 * checked again by the reviews module. The database holds the same limits.
 */
export const REVIEW_BODY_MAX = 4000;
export const REPLY_BODY_MAX = 2000;
export const HIDE_REASON_MAX = 500;

export const REVIEW_MESSAGES = {
  rating: "Choose from 1 to 5 stars.",
  body: "Tell other homeowners how the job went.",
  bodyLong: `Keep the review under ${REVIEW_BODY_MAX} characters.`,
  reply: "Write your reply.",
  replyLong: `Keep the reply under ${REPLY_BODY_MAX} characters.`,
  reason: "Say which rule the review breaks: homeowners see the reason in its place.",
  reasonLong: `Keep the reason under ${HIDE_REASON_MAX} characters.`,
} as const;

const reviewSchema = z.object({
  rating: z.pipe(
    z.string(REVIEW_MESSAGES.rating),
    z.transform((value, ctx) => {
      const stars = /^[1-5]$/.test(value.trim()) ? Number(value.trim()) : null;
      if (stars !== null) return stars;
      ctx.issues.push({ code: "custom", message: REVIEW_MESSAGES.rating, input: value });
      return z.NEVER;
    }),
  ),
  body: z.string(REVIEW_MESSAGES.body).check(z.trim(), z.minLength(1, REVIEW_MESSAGES.body), z.maxLength(REVIEW_BODY_MAX, REVIEW_MESSAGES.bodyLong)),
});

const replySchema = z.object({
  reply: z.string(REVIEW_MESSAGES.reply).check(z.trim(), z.minLength(1, REVIEW_MESSAGES.reply), z.maxLength(REPLY_BODY_MAX, REVIEW_MESSAGES.replyLong)),
});

const hideSchema = z.object({
  reason: z.string(REVIEW_MESSAGES.reason).check(z.trim(), z.minLength(1, REVIEW_MESSAGES.reason), z.maxLength(HIDE_REASON_MAX, REVIEW_MESSAGES.reasonLong)),
});

export type ReviewInput = { rating: number; body: string };
export type ReviewFormErrors = FieldErrors<"rating" | "body">;
/** What the routes post: the form's fields as text, a missing one undefined. */
type Posted = Record<string, string | undefined>;

export function parseReviewForm(values: Posted): FormResult<ReviewInput, "rating" | "body", Posted> {
  return parseForm(reviewSchema, values);
}

export function parseReplyForm(values: Posted): FormResult<string, "reply", Posted> {
  const parsed = parseForm(replySchema, values);
  return parsed.ok ? { ok: true, value: parsed.value.reply } : parsed;
}

export function parseHideReason(values: Posted): FormResult<string, "reason", Posted> {
  const parsed = parseForm(hideSchema, values);
  return parsed.ok ? { ok: true, value: parsed.value.reason } : parsed;
}

/** How a review is signed: first name and last initial ("Megan R."), never the whole name. */
export function reviewAuthorName(firstName: string, lastName: string): string {
  const first = firstName.trim() || "Homeowner";
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

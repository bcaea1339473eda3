import { describe, expect, it } from "vitest";
import { parseHideReason, parseReplyForm, parseReviewForm, REVIEW_BODY_MAX, REVIEW_MESSAGES } from "./review-form";

describe("the review form", () => {
  it("reads the stars as a number and trims the text", () => {
    expect(parseReviewForm({ rating: " 4 ", body: "  Fixed the furnace.  " })).toEqual({ ok: true, value: { rating: 4, body: "Fixed the furnace." } });
  });

  it("gives one message per field and keeps what was posted", () => {
    const values = { rating: "6", body: "   " };
    expect(parseReviewForm(values)).toEqual({ ok: false, errors: { rating: REVIEW_MESSAGES.rating, body: REVIEW_MESSAGES.body }, values });
    expect(parseReviewForm({})).toMatchObject({ ok: false, errors: { rating: REVIEW_MESSAGES.rating, body: REVIEW_MESSAGES.body } });
    expect(parseReviewForm({ rating: "5", body: "x".repeat(REVIEW_BODY_MAX + 1) })).toMatchObject({ ok: false, errors: { body: REVIEW_MESSAGES.bodyLong } });
  });
});

describe("the reply and hide forms", () => {
  it("return the trimmed text, or the field's message", () => {
    expect(parseReplyForm({ reply: " Thank you! " })).toEqual({ ok: true, value: "Thank you!" });
    expect(parseReplyForm({ reply: " " })).toMatchObject({ ok: false, errors: { reply: REVIEW_MESSAGES.reply } });
    expect(parseHideReason({ reason: "Names a neighbour." })).toEqual({ ok: true, value: "Names a neighbour." });
    expect(parseHideReason({})).toMatchObject({ ok: false, errors: { reason: REVIEW_MESSAGES.reason } });
  });
});

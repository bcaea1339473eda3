import { Button } from "~/components/ui/button";
import { Field, FieldError } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { REVIEW_BODY_MAX, type ReviewFormErrors } from "~/modules/reviews";

const STAR_WORDS = ["", "Poor", "Fair", "Good", "Very good", "Excellent"] as const;

/**
 * A homeowner's review of one pro: 1-5 stars and what happened. A plain form
 * post (the public review page and /account/requests have no script); after a
 * refusal the server answers with the messages and what was typed.
 */
export function ReviewForm({
  idPrefix,
  businessName,
  action,
  hidden = {},
  errors = {},
  values = {},
}: {
  idPrefix: string;
  businessName: string;
  /** Where the form posts; a fragment brings the answer into view on a long page. The page's own address when absent. */
  action?: string;
  /** Fields the post carries besides the review (an intent, the pro). */
  hidden?: Record<string, string>;
  errors?: ReviewFormErrors;
  values?: { rating?: string; body?: string };
}) {
  const ratingError = `${idPrefix}-rating-error`;
  return (
    <form method="post" action={action} className="flex flex-col gap-4" noValidate>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset aria-describedby={errors.rating ? ratingError : undefined}>
        <legend className="font-medium">How would you rate {businessName}?</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {[5, 4, 3, 2, 1].map((stars) => (
            <label
              key={stars}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-control border border-line px-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
            >
              <input type="radio" name="rating" value={stars} defaultChecked={values.rating === String(stars)} required />
              {stars} {stars === 1 ? "star" : "stars"}: {STAR_WORDS[stars]}
            </label>
          ))}
        </div>
        <FieldError id={ratingError} message={errors.rating} />
      </fieldset>
      <Field
        id={`${idPrefix}-body`}
        label="Your review"
        hint="What did they do, and how did it go? It is shown on their profile with your first name and last initial."
        error={errors.body}
      >
        {(control) => <Textarea {...control} name="body" rows={5} maxLength={REVIEW_BODY_MAX} required defaultValue={values.body ?? ""} />}
      </Field>
      <Button type="submit" className="self-start">
        Publish Review
      </Button>
    </form>
  );
}

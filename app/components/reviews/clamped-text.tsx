import { cn } from "~/components/ui/cn";

/** Past this many characters or lines, a review's words are cut to `CLAMPED_LINES` lines with a "Read more". */
export const CLAMP_AFTER_CHARACTERS = 480;
const CLAMPED_LINES = 6;

/**
 * Whether text is long enough to clamp: a review may be REVIEW_BODY_MAX (4,000) characters (app/modules/reviews/review-form.ts),
 * and in full it made its card a dozen screens tall on a phone. Short text is never clamped, so nobody opens
 * a "Read more" to find nothing more.
 */
export function isLongText(text: string): boolean {
  return text.length > CLAMP_AFTER_CHARACTERS || text.split("\n").length > CLAMPED_LINES;
}

/**
 * A homeowner's or pro's words as written (line breaks kept, a long word or address wrapped). Long text shows its
 * first lines and a "Read more": a native <details> that opens without JavaScript, and the open state (`:has`)
 * lifts the clamp. The whole text is in the page either way, so a screen reader reads all of it.
 */
export function ClampedText({ text, className }: { text: string; className?: string }) {
  if (!isLongText(text)) return <p className={cn("whitespace-pre-line wrap-anywhere", className)}>{text}</p>;
  return (
    <div className={cn("group/clamp", className)}>
      <p className="line-clamp-6 whitespace-pre-line wrap-anywhere group-has-open/clamp:line-clamp-none">{text}</p>
      <details>
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center font-medium text-primary underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
          <span className="in-open:hidden">Read more</span>
          <span className="not-in-open:hidden">Show less</span>
        </summary>
      </details>
    </div>
  );
}

import { ChevronLeft, ChevronRight, LoaderCircle } from "~/components/ui/icons";
import { buttonClassName } from "~/components/ui/button";

/**
 * Previous and Next at the bottom of a step. Previous is a plain link and
 * Next submits the step's form, so both work without JavaScript. The page
 * script (app/page-scripts/questionnaire.ts) disables Next until the step has
 * its answer, showing `hint`, and shows the loading state while the step
 * posts: the markup for both is here, hidden, so the script only toggles it.
 */
export function StepNav({
  previousUrl,
  nextLabel = "Next",
  hint,
}: {
  previousUrl: string;
  nextLabel?: string;
  /** Shown next to a disabled Next to say what is missing. */
  hint?: string;
}) {
  return (
    <div className="mt-8 border-t border-line-soft pt-6">
      {hint ? (
        <p id="next-hint" data-next-hint hidden className="mb-3 text-right text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-3">
        <a href={previousUrl} className={buttonClassName("outline", "md", "pl-3")}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </a>
        <button type="submit" data-next className={buttonClassName("primary", "md", "min-w-28 pr-3")}>
          <span data-busy-only hidden className="contents">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            <span className="sr-only">Loading</span>
          </span>
          {nextLabel}
          <ChevronRight aria-hidden="true" data-idle-only className="size-4" />
        </button>
      </div>
    </div>
  );
}

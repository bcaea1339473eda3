import { ChevronLeft, ChevronRight, LoaderCircle } from "~/components/ui/icons";
import { buttonClassName } from "~/components/ui/button";
import { PREVIOUS_INTENT } from "~/modules/intake";

/**
 * Previous and Next at the bottom of a step. Both submit the step's form, so both work without JavaScript: Next
 * asks the step's action to check the answer and go on, Previous (`intent=previous`) to go back keeping what was
 * typed (submitStep in app/modules/intake/questionnaire.ts). The page script
 * (app/page-scripts/questionnaire.ts) disables Next until the step has its answer, showing `hint`, and shows the
 * loading state while the step posts: the markup for both is here, hidden, so the script only toggles it.
 */
export function StepNav({
  nextLabel = "Next",
  hint,
}: {
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
        <DefaultSubmit label={nextLabel} />
        <PreviousButton />
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

/** A step's Previous: a submit of the step's form that goes back without checking it (see StepNav). */
export function PreviousButton() {
  return (
    <button type="submit" name="intent" value={PREVIOUS_INTENT} formNoValidate data-previous className={buttonClassName("outline", "md", "pl-3")}>
      <ChevronLeft aria-hidden="true" className="size-4" />
      Previous
    </button>
  );
}

/**
 * Enter in a field submits a form through its first submit button, which would be Previous: this copy of Next
 * comes first so Enter goes on, as it did when Previous was a link. It is drawn (off screen, not display:none, so
 * every browser submits through it) but neither focusable nor read out: people use the Next they see. The page
 * scripts disable it with Next (app/page-scripts/enhance/next-button.ts).
 */
export function DefaultSubmit({ label }: { label: string }) {
  return (
    <button type="submit" tabIndex={-1} aria-hidden="true" data-default-submit className="sr-only">
      {label}
    </button>
  );
}

import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";

/**
 * Previous and Next at the bottom of a step. Previous is a link (it only
 * navigates, so it works without JavaScript); Next submits the step's form.
 */
export function StepNav({
  previousUrl,
  nextDisabled = false,
  busy = false,
  nextLabel = "Next",
  hint,
}: {
  previousUrl: string;
  nextDisabled?: boolean;
  busy?: boolean;
  nextLabel?: string;
  /** Shown next to a disabled Next to say what is missing. */
  hint?: string;
}) {
  return (
    <div className="mt-8 border-t border-line-soft pt-6">
      {nextDisabled && hint ? (
        <p id="next-hint" className="mb-3 text-right text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-3">
        <Link to={previousUrl} className={buttonClassName("outline", "md", "pl-3")}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Link>
        <Button
          type="submit"
          disabled={nextDisabled}
          busy={busy}
          busyLabel="Loading"
          aria-describedby={nextDisabled && hint ? "next-hint" : undefined}
          className="min-w-28 pr-3"
        >
          {nextLabel}
          {busy ? null : <ChevronRight aria-hidden="true" className="size-4" />}
        </Button>
      </div>
    </div>
  );
}

import type { ReactNode } from "react";
import { CircleAlert } from "lucide-react";
import { QuestionnaireProgress, type ProgressStage } from "./progress-header";

/** The frame of every questionnaire step: the progress header above one card. */
export function QuestionnaireLayout({ stage = "share", children }: { stage?: ProgressStage; children: ReactNode }) {
  return (
    <div>
      <div className="mx-auto max-w-2xl px-4 py-6 md:py-12">
        <QuestionnaireProgress current={stage} />
        <div className="mt-6 rounded-card border border-line bg-surface p-4 sm:p-6 md:p-8">{children}</div>
      </div>
    </div>
  );
}

/** The step's question as the page's h1; `id` lets a fieldset take it as its name. */
export function StepHeading({
  id = "step-heading",
  title,
  description,
}: {
  id?: string;
  title: string;
  description?: ReactNode;
}) {
  return (
    <div className="mb-6">
      <h1 id={id} className="text-xl leading-tight font-bold md:text-2xl">
        {title}
      </h1>
      {description ? <p className="mt-2 text-muted">{description}</p> : null}
    </div>
  );
}

/**
 * A field's error message; announced when it appears. With `reserve`, an
 * empty message still renders, hidden, for a page script to fill in.
 */
export function FieldError({ id, message, reserve = false }: { id: string; message?: string | null; reserve?: boolean }) {
  if (!message && !reserve) return null;
  return (
    <p
      id={id}
      role="alert"
      hidden={!message}
      data-field-error={reserve ? "" : undefined}
      className="mt-2 flex items-start gap-2 text-sm font-medium text-danger"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span data-message>{message}</span>
    </p>
  );
}

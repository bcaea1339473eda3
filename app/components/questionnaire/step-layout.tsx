import type { ReactNode } from "react";
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


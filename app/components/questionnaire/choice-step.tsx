import type { ReactNode } from "react";
import { FieldError } from "~/components/ui/field";
import { type Choice, ChoiceList } from "./choice-list";
import { QuestionnaireLayout, StepHeading } from "./step-layout";
import { StepNav } from "./step-nav";

/**
 * A step that asks one multiple-choice question (hvac-details, budget,
 * timing). The form posts to the step's own action, which checks the answer
 * and redirects to the next step, so it works without JavaScript; with it,
 * the page script keeps Next disabled until a choice is made.
 */
export function ChoiceStep({
  title,
  description,
  name,
  choices,
  selected,
  recentCategory,
  error,
  hint,
  columns = 1,
}: {
  title: string;
  description?: ReactNode;
  name: string;
  choices: readonly Choice[];
  selected?: string | null;
  /** The category the landing page's resume card names. */
  recentCategory: string;
  error?: string;
  hint: string;
  columns?: 1 | 2;
}) {
  return (
    <QuestionnaireLayout>
      <StepHeading title={title} description={description} />
      <form method="post" noValidate data-questionnaire-step data-require-any={name} data-recent-category={recentCategory}>
        <ChoiceList
          name={name}
          choices={choices}
          defaultValue={selected}
          labelledBy="step-heading"
          errorId="step-error"
          invalid={Boolean(error)}
          columns={columns}
        />
        <FieldError id="step-error" message={error} />
        {/* After a rejected post the message above already says what is missing (often in the same words). */}
        <StepNav hint={error ? undefined : hint} />
      </form>
    </QuestionnaireLayout>
  );
}

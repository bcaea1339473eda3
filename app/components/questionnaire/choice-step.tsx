import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { type Choice, ChoiceList } from "./choice-list";
import { fieldText, useFormValue } from "./hooks";
import { FieldError, QuestionnaireLayout, StepHeading } from "./step-layout";
import { StepNav } from "./step-nav";

/**
 * A step that asks one multiple-choice question (hvac-details, budget,
 * timing). The form posts to the step's own action, which checks the answer
 * and redirects to the next step, so it works without JavaScript; with it,
 * Next stays disabled until a choice is made (seed spec §4).
 */
export function ChoiceStep({
  title,
  description,
  name,
  choices,
  selected,
  previousUrl,
  error,
  hint,
  columns = 1,
}: {
  title: string;
  description?: ReactNode;
  name: string;
  choices: readonly Choice[];
  selected?: string | null;
  previousUrl: string;
  error?: string;
  hint: string;
  columns?: 1 | 2;
}) {
  const navigation = useNavigation();
  const [formRef, ready] = useFormValue((form) => fieldText(form, name) !== "", null);
  return (
    <QuestionnaireLayout>
      <StepHeading title={title} description={description} />
      <Form ref={formRef} method="post" noValidate>
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
        <StepNav
          previousUrl={previousUrl}
          nextDisabled={ready === false}
          busy={navigation.formData !== undefined}
          hint={hint}
        />
      </Form>
    </QuestionnaireLayout>
  );
}

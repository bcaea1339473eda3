import { readForm } from "~/lib/read-form";
import { data, redirect } from "react-router";
import { ChoiceStep } from "~/components/questionnaire/choice-step";
import { BRAND } from "~/brand";
import { BUDGET_OPTIONS } from "~/modules/catalog";
import { questionnaireService, requireStepAnswers, submitStep } from "~/modules/intake";
import { originFromMatches, pageMeta } from "~/modules/seo";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/budget-range";

/** Server-rendered radios and a plain post; the questionnaire's page script adds the rest (docs/decisions/012). */
export const handle: PageHandle = { hydrate: false, script: "questionnaire" };

export function loader({ request }: Route.LoaderArgs) {
  const answers = requireStepAnswers("budget-range", new URL(request.url).searchParams);
  return {
    serviceName: questionnaireService(answers)?.name ?? "",
    choices: BUDGET_OPTIONS,
    selected: answers.budget ?? null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const answers = requireStepAnswers("budget-range", new URL(request.url).searchParams);
  const form = await readForm(request);
  const result = submitStep("budget-range", answers, form);
  if (!result.ok) return data({ message: result.message }, { status: 400 });
  throw redirect(result.redirectTo);
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    title: `${loaderData?.serviceName ? `${loaderData.serviceName} quotes` : "Quotes"}: your budget | ${BRAND.name}`,
    description: "Choose a budget range so pros can prepare a quote that fits your project.",
    path: "/budget-range",
    origin: originFromMatches(matches),
    noindex: true,
  });
}

export default function BudgetRange({ loaderData, actionData }: Route.ComponentProps) {
  const { serviceName, choices, selected } = loaderData;
  return (
    <ChoiceStep
      title="What's your budget for this project?"
      description="A rough range is fine. It helps pros suggest options that fit."
      name="budget"
      choices={choices}
      selected={selected}
      recentCategory={serviceName}
      error={actionData?.message}
      hint="Choose a budget range to continue."
      columns={2}
    />
  );
}

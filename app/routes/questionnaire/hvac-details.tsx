import { readForm } from "~/lib/read-form";
import { data, redirect } from "react-router";
import { ChoiceStep } from "~/components/questionnaire/choice-step";
import { BRAND } from "~/brand";
import { SERVICE_CHOICES, systemOptions } from "~/modules/catalog";
import { requireStepAnswers, selectedHvacFollowUp, submitStep } from "~/modules/intake";
import { originFromMatches, pageMeta } from "~/modules/seo";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/hvac-details";

/** Server-rendered radios and a plain post; the questionnaire's page script adds the rest (docs/decisions/012). */
export const handle: PageHandle = { hydrate: false, script: "questionnaire" };

/** This step is HVAC's own, whatever `service` the URL says. */
function answersFor(request: Request) {
  return requireStepAnswers("hvac-details", new URL(request.url).searchParams, { service: "hvac" });
}

export function loader({ request }: Route.LoaderArgs) {
  const answers = answersFor(request);
  const choice = SERVICE_CHOICES.hvac.find((option) => option.value === answers.selectedOption);
  return {
    choiceLabel: choice?.label ?? null,
    choices: systemOptions("hvac", answers.selectedOption).map(({ value, label }) => ({ value, label })),
    selected: selectedHvacFollowUp(answers) ?? null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const answers = answersFor(request);
  const form = await readForm(request);
  const result = submitStep("hvac-details", answers, form);
  if (!result.ok) return data({ message: result.message }, { status: 400 });
  throw redirect(result.redirectTo);
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `HVAC quotes: about your system | ${BRAND.name}`,
    description: "Tell us about your heating, cooling or air quality project to get matched with vetted Ohio HVAC pros.",
    path: "/hvac-details",
    origin: originFromMatches(matches),
    noindex: true,
  });
}

export default function HvacDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { choiceLabel, choices, selected } = loaderData;
  return (
    <ChoiceStep
      title="Which best describes your project?"
      description={choiceLabel ? `HVAC: ${choiceLabel}` : "HVAC"}
      name="followUp"
      choices={choices}
      selected={selected}
      recentCategory="HVAC"
      error={actionData?.message}
      hint="Choose an option to continue."
    />
  );
}

import { readForm } from "~/lib/read-form";
import { data, redirect } from "react-router";
import { ChoiceStep } from "~/components/questionnaire/choice-step";
import { BRAND } from "~/brand";
import { TIMING_OPTIONS } from "~/modules/catalog";
import { questionnaireService, requireStepAnswers, submitStep } from "~/modules/intake";
import { originFromMatches, pageMeta } from "~/modules/seo";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/project-timing";

/** Server-rendered radios and a plain post; the questionnaire's page script adds the rest (docs/decisions/012). */
export const handle: PageHandle = { hydrate: false, script: "questionnaire" };

export function loader({ request }: Route.LoaderArgs) {
  const answers = requireStepAnswers("project-timing", new URL(request.url).searchParams);
  return {
    serviceName: questionnaireService(answers)?.name ?? "",
    choices: TIMING_OPTIONS,
    selected: answers.urgency ?? null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const answers = requireStepAnswers("project-timing", new URL(request.url).searchParams);
  const form = await readForm(request);
  const result = submitStep("project-timing", answers, form);
  if (!result.ok) return data({ message: result.message }, { status: 400 });
  throw redirect(result.redirectTo);
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    title: `${loaderData?.serviceName ? `${loaderData.serviceName} quotes` : "Quotes"}: timing | ${BRAND.name}`,
    description: "Tell pros when you need the work done so they can plan their visit.",
    path: "/project-timing",
    origin: originFromMatches(matches),
    noindex: true,
  });
}

export default function ProjectTiming({ loaderData, actionData }: Route.ComponentProps) {
  const { serviceName, choices, selected } = loaderData;
  return (
    <ChoiceStep
      title="When do you need this done?"
      description="Pros who can meet your timing will answer first."
      name="urgency"
      choices={choices}
      selected={selected}
      recentCategory={serviceName}
      error={actionData?.message}
      hint="Choose when you need the work done to continue."
    />
  );
}

import { readForm } from "~/lib/read-form";
import { data, redirect } from "react-router";
import { ChoiceList } from "~/components/questionnaire/choice-list";
import { QuestionnaireLayout, StepHeading } from "~/components/questionnaire/step-layout";
import { FieldError } from "~/components/ui/field";
import { StepNav } from "~/components/questionnaire/step-nav";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { BRAND } from "~/brand";
import { resolveQuestionnaireService, serviceChoicesFor } from "~/modules/catalog";
import {
  parseAnswers,
  questionnaireService,
  requireStepAnswers,
  selectedServiceChoice,
  stepUrl,
  submitStep,
  TEXT_LIMITS,
  withService,
} from "~/modules/intake";
import { originFromMatches, pageMeta } from "~/modules/seo";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/service-details";

/**
 * Server-rendered radios and text and a plain post; the questionnaire's page
 * script gates Next and adds Ctrl+Enter (docs/decisions/012).
 */
export const handle: PageHandle = { hydrate: false, script: "questionnaire" };

/**
 * The answers for /service-details/{category}. The path names the category;
 * `service` may name a project in it (painting under renovation) and is
 * otherwise the category itself.
 */
function answersFor(request: Request, categoryParam: string | undefined) {
  const resolved = categoryParam ? resolveQuestionnaireService(categoryParam) : undefined;
  if (!resolved) throw data(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  const parsed = parseAnswers(query);
  // /service-details/painting: the project's screen is its category's.
  if (resolved.slug !== resolved.category) throw redirect(stepUrl("service-details", withService(parsed, resolved.slug)));
  // A project of this category in the query string (painting under renovation) stays; anything else becomes the category.
  const service = questionnaireService(parsed)?.category === resolved.category ? undefined : resolved.slug;
  const answers = requireStepAnswers("service-details", query, { service });
  return { answers, category: resolved.category, service: questionnaireService(answers) ?? resolved };
}

export function loader({ request, params }: Route.LoaderArgs) {
  const { answers, category, service } = answersFor(request, params.category);
  return {
    category,
    serviceName: service.name,
    choices: serviceChoicesFor(category).map(({ value, label }) => ({ value, label })),
    selected: selectedServiceChoice(answers, category) ?? null,
    query: answers.query ?? "",
    queryMaxLength: TEXT_LIMITS.query,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { answers } = answersFor(request, params.category);
  const form = await readForm(request);
  const result = submitStep("service-details", answers, form);
  if (!result.ok) return data({ message: result.message, query: result.values.query ?? "" }, { status: 400 });
  throw redirect(result.redirectTo);
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({
    title: `${loaderData.serviceName} quotes: what do you need? | ${BRAND.name}`,
    description: `Tell us what kind of ${loaderData.serviceName} help you need to get matched with vetted Ohio pros.`,
    path: `/service-details/${loaderData.category}`,
    origin: originFromMatches(matches),
    noindex: true,
  });
}

export default function ServiceDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { serviceName, choices, selected, query, queryMaxLength } = loaderData;
  const error = actionData?.message;

  return (
    <QuestionnaireLayout>
      <StepHeading title="What do you need help with?" description={`${serviceName}: pick the closest match, describe it in your own words, or both.`} />
      {/* Next needs a choice or some text: the page script gates it on these fields. */}
      <form method="post" noValidate data-questionnaire-step data-require-any="choice query" data-recent-category={serviceName}>
        <ChoiceList
          name="choice"
          choices={choices}
          defaultValue={selected}
          labelledBy="step-heading"
          errorId="step-error"
          invalid={Boolean(error)}
          columns={2}
        />
        <div className="mt-6">
          <Label htmlFor="query">Describe your project (optional)</Label>
          <Textarea
            id="query"
            name="query"
            rows={3}
            maxLength={queryMaxLength}
            defaultValue={actionData?.query ?? query}
            placeholder="For example: the furnace makes a loud noise when it starts"
            aria-describedby="query-limit query-hint"
            data-mod-enter-submits
            className="mt-1"
          />
          {/* The box stops taking text at its limit: said before, not found out mid-word. */}
          <p id="query-limit" className="mt-1 text-sm text-muted">
            Up to {queryMaxLength} characters. You can add more details in a later step.
          </p>
          <p id="query-hint" className="mt-1 hidden text-sm text-muted md:block">
            Press Ctrl+Enter (⌘+Enter on a Mac) to continue.
          </p>
        </div>
        <FieldError id="step-error" message={error} />
        <StepNav hint="Choose a service type or describe your project." />
      </form>
    </QuestionnaireLayout>
  );
}

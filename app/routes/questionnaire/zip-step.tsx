import { readForm } from "~/lib/read-form";
import { data, redirect } from "react-router";
import { QuestionnaireLayout, StepHeading } from "~/components/questionnaire/step-layout";
import { FieldError } from "~/components/ui/field";
import { StepNav } from "~/components/questionnaire/step-nav";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { BRAND } from "~/brand";
import { resolveQuestionnaireService, ZIP_INPUT_MAX_LENGTH } from "~/modules/catalog";
import { requireStepAnswers, submitStep } from "~/modules/intake";
import { originFromMatches, pageMeta } from "~/modules/seo";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/zip-step";

/**
 * A plain post checked by the action. The questionnaire's page script checks
 * the ZIP in the browser first and shows Next's loading state for the original app's
 * 800 ms before the form posts (app/page-scripts/enhance/zip-step.ts).
 */
export const handle: PageHandle = { hydrate: false, script: "questionnaire" };

function answersFor(request: Request, serviceSlug: string | undefined) {
  const service = serviceSlug ? resolveQuestionnaireService(serviceSlug) : undefined;
  // Unknown service slug: the 404 page (root error boundary).
  if (!service) throw data(null, { status: 404 });
  return { service, answers: requireStepAnswers("zip", new URL(request.url).searchParams, { service: service.slug }) };
}

export function loader({ request, params }: Route.LoaderArgs) {
  const { service, answers } = answersFor(request, params.service);
  return {
    serviceSlug: service.slug,
    serviceName: service.name,
    zip: answers.zip ?? "",
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { answers } = answersFor(request, params.service);
  const form = await readForm(request);
  const result = submitStep("zip", answers, form);
  if (!result.ok) return data({ message: result.message, zip: result.values.zip ?? "" }, { status: 400 });
  throw redirect(result.redirectTo);
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({
    title: `${loaderData.serviceName} quotes: your ZIP code | ${BRAND.name}`,
    description: `Enter your ZIP code to get free quotes from vetted ${loaderData.serviceName} pros near you in Ohio.`,
    path: `/service-questionnaire/${loaderData.serviceSlug}`,
    origin: originFromMatches(matches),
    noindex: true,
  });
}

export default function ZipStep({ loaderData, actionData }: Route.ComponentProps) {
  const { serviceName, zip } = loaderData;
  const error = actionData?.message;

  return (
    <QuestionnaireLayout>
      <StepHeading
        title="Where is your project?"
        description={`Enter your ZIP code and we'll match you with vetted ${serviceName} pros who serve your area.`}
      />
      <form method="post" noValidate data-questionnaire-step data-zip-step data-recent-category={serviceName}>
        <Label htmlFor="zip">ZIP code</Label>
        <Input
          id="zip"
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={ZIP_INPUT_MAX_LENGTH}
          placeholder="e.g. 43215"
          defaultValue={actionData?.zip ?? zip}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "zip-error" : undefined}
          // The page reloaded after the rejected post, so the focus moves to the field to fix.
          autoFocus={Boolean(error)}
          className="mt-1 max-w-xs"
        />
        {/* Reserved even when empty: the page script shows its own check's message here. */}
        <FieldError id="zip-error" message={error} reserve />
        <p className="mt-3 text-sm text-muted">We currently serve homeowners across Ohio.</p>
        <StepNav />
      </form>
    </QuestionnaireLayout>
  );
}

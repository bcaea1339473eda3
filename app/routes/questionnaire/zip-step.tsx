import { readForm } from "~/lib/read-form";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { data, Form, redirect, useNavigation, useSubmit } from "react-router";
import { FieldError, QuestionnaireLayout, StepHeading } from "~/components/questionnaire/step-layout";
import { useSaveRecentRequest } from "~/components/questionnaire/hooks";
import { StepNav } from "~/components/questionnaire/step-nav";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { BRAND } from "~/brand";
import { resolveQuestionnaireService } from "~/modules/catalog/projects";
import { validateZipStep } from "~/modules/catalog/zip";
import { parseAnswers, previousStepUrl, submitStep, withService } from "~/modules/leads/questionnaire";
import { originFromMatches, pageMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/zip-step";

/** The seed's pause on the ZIP step's Next before it navigates (spec §4, §9). */
const ZIP_NEXT_DELAY_MS = 800;

function answersFor(request: Request, serviceSlug: string | undefined) {
  const service = serviceSlug ? resolveQuestionnaireService(serviceSlug) : undefined;
  // Unknown service slug: the 404 page (root error boundary).
  if (!service) throw data(null, { status: 404 });
  return { service, answers: withService(parseAnswers(new URL(request.url).searchParams), service.slug) };
}

export function loader({ request, params }: Route.LoaderArgs) {
  const { service, answers } = answersFor(request, params.service);
  return {
    serviceSlug: service.slug,
    serviceName: service.name,
    zip: answers.zip ?? "",
    previousUrl: previousStepUrl("zip", answers),
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
  const { serviceName, zip, previousUrl } = loaderData;
  useSaveRecentRequest(serviceName);
  const submit = useSubmit();
  const navigation = useNavigation();
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  // undefined: the browser has not checked yet (use the server's message, if any); null: valid.
  const [clientError, setClientError] = useState<string | null | undefined>(undefined);
  const [waiting, setWaiting] = useState(false);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const error = clientError === undefined ? actionData?.message : clientError;
  const busy = waiting || navigation.formData !== undefined;

  // With JavaScript the ZIP is checked here and Next shows its loading state
  // for 800 ms before the form posts; without it the action checks it.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const result = validateZipStep(inputRef.current?.value ?? "");
    if (!result.ok) {
      setClientError(result.message);
      inputRef.current?.focus();
      return;
    }
    setClientError(null);
    setWaiting(true);
    timer.current = window.setTimeout(() => {
      setWaiting(false);
      void submit(form);
    }, ZIP_NEXT_DELAY_MS);
  }

  return (
    <QuestionnaireLayout>
      <StepHeading
        title="Where is your project?"
        description={`Enter your ZIP code and we'll match you with vetted ${serviceName} pros who serve your area.`}
      />
      <Form method="post" noValidate onSubmit={onSubmit}>
        <Label htmlFor="zip">ZIP code</Label>
        <Input
          ref={inputRef}
          id="zip"
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          placeholder="e.g. 43215"
          defaultValue={actionData?.zip ?? zip}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "zip-error" : undefined}
          onChange={() => setClientError(null)}
          className="mt-1 max-w-xs"
        />
        <FieldError id="zip-error" message={error} />
        <p className="mt-3 text-sm text-muted">We currently serve homeowners across Ohio.</p>
        <StepNav previousUrl={previousUrl} busy={busy} />
      </Form>
    </QuestionnaireLayout>
  );
}

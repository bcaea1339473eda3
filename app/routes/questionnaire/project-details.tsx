import { readForm } from "~/lib/read-form";
import { data, redirect } from "react-router";
import { QuestionnaireLayout, StepHeading } from "~/components/questionnaire/step-layout";
import { StepNav } from "~/components/questionnaire/step-nav";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { BRAND } from "~/brand";
import { questionnaireService, requireStepAnswers, submitStep } from "~/modules/intake";
import { originFromMatches, pageMeta } from "~/modules/seo";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/project-details";

/**
 * Server-rendered fields and a plain post; the questionnaire's page script
 * keeps the counter current and adds Ctrl+Enter (docs/decisions/012).
 */
export const handle: PageHandle = { hydrate: false, script: "questionnaire" };

/** The counter's figure: shown as count/2000, never enforced. */
const DETAILS_COUNTER_MAX = 2000;

/**
 * One module for two routes: /project-details (route id
 * "project-details") asks for free text; /address (route id "address") is
 * the same screen with street and city added. The request path tells them apart.
 */
function stepFor(request: Request) {
  // Client-side navigations fetch "/address.data"; document requests ask for "/address".
  const path = new URL(request.url).pathname.replace(/(\.data)?\/*$/, "");
  return path === "/address" ? "address" : "project-details";
}

function answersFor(request: Request) {
  const step = stepFor(request);
  return { step, answers: requireStepAnswers(step, new URL(request.url).searchParams) } as const;
}

export function loader({ request }: Route.LoaderArgs) {
  const { step, answers } = answersFor(request);
  return {
    step,
    serviceName: questionnaireService(answers)?.name ?? "",
    details: answers.details ?? "",
    street: answers.street ?? "",
    city: answers.city ?? "",
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { step, answers } = answersFor(request);
  const form = await readForm(request);
  const result = submitStep(step, answers, form);
  // Every field here is optional, so a post only fails if it is not a form at all.
  if (!result.ok) return data({ message: result.message }, { status: 400 });
  throw redirect(result.redirectTo);
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const address = loaderData?.step === "address";
  const service = loaderData?.serviceName ? `${loaderData.serviceName} quotes` : "Quotes";
  return pageMeta({
    title: `${service}: ${address ? "project address" : "project details"} | ${BRAND.name}`,
    description: "Add anything pros should know about your project before they quote.",
    path: address ? "/address" : "/project-details",
    origin: originFromMatches(matches),
    noindex: true,
  });
}

export default function ProjectDetails({ loaderData }: Route.ComponentProps) {
  const { step, serviceName, details, street, city } = loaderData;
  const isAddress = step === "address";
  // Characters as the visitor sees them (an emoji is one), like the page script's count.
  const count = Array.from(details).length;

  return (
    <QuestionnaireLayout>
      <StepHeading
        title={isAddress ? "Where is the project, and what should pros know?" : "Anything else pros should know?"}
        description="Optional, but details like the age of the equipment, the size of the space or access notes help pros quote accurately."
      />
      <form method="post" noValidate data-questionnaire-step data-recent-category={serviceName}>
        {isAddress ? (
          <div className="mb-6 grid gap-4 sm:grid-cols-[2fr_1fr]">
            <div>
              <Label htmlFor="street">Street address (optional)</Label>
              <Input id="street" name="street" autoComplete="address-line1" defaultValue={street} className="mt-1" />
            </div>
            <div>
              <Label htmlFor="city">City (optional)</Label>
              <Input id="city" name="city" autoComplete="address-level2" defaultValue={city} className="mt-1" />
            </div>
          </div>
        ) : null}
        <Label htmlFor="details">Project details (optional)</Label>
        <Textarea
          id="details"
          name="details"
          rows={6}
          defaultValue={details}
          placeholder="For example: 2,000 sq ft two-storey house, the unit is about 15 years old"
          aria-describedby="details-count details-hint"
          data-mod-enter-submits
          className="mt-1"
        />
        <div className="mt-1 flex justify-end gap-4 text-sm text-muted md:justify-between">
          <p id="details-hint" className="hidden md:block">Press Ctrl+Enter (⌘+Enter on a Mac) to continue.</p>
          <p id="details-count" data-char-count-for="details" data-max={DETAILS_COUNTER_MAX} className="shrink-0 tabular-nums">
            {`${count}/${DETAILS_COUNTER_MAX}`}
          </p>
        </div>
        <StepNav />
      </form>
    </QuestionnaireLayout>
  );
}

import { readForm } from "~/lib/read-form";
import { ArrowLeft, ChevronLeft } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { BRAND } from "~/brand";
import { HoneypotField } from "~/components/honeypot-field";
import { LeadContactFields, useLeadFormValidation } from "~/components/leads/lead-contact-fields";
import { QuestionnaireLayout } from "~/components/questionnaire/step-layout";
import { Button, buttonClassName } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { getDb } from "~/db/db.server";
import { questionnaireService } from "~/modules/leads/questionnaire";
import { parseAnswers, previousStepUrl, toQueryString } from "~/modules/leads/questionnaire";
import { consentText, projectSubtitle } from "~/modules/leads/lead-form";
import { intakeLead } from "~/modules/leads/lead-intake.server";
import { searchUrlAfterSubmit } from "~/modules/leads/search-url";
import { leadAccessToken } from "~/modules/leads/lead-access.server";
import { pageMeta, originFromMatches } from "~/modules/seo/meta";
import { requestInfoContext } from "~/request-context";
import type { Route } from "./+types/contact-info";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Get matched with pros | ${BRAND.name}`,
    description: "Tell us how to reach you and see up to three vetted local pros for your project.",
    path: "/contact-info",
    origin: originFromMatches(matches),
    noindex: true,
  });

export function loader({ request }: Route.LoaderArgs) {
  const answers = parseAnswers(new URL(request.url).searchParams);
  const resolved = questionnaireService(answers);
  return {
    answers,
    hiddenAnswers: Object.entries(answers).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    subtitle: projectSubtitle(resolved?.name ?? answers.service, answers.system),
    previousUrl: previousStepUrl("contact-info", answers),
    consentText: consentText(BRAND.name),
    idempotencyKey: crypto.randomUUID(),
  };
}

/** A 429's Retry-After reaches the page response too, not only data requests. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const info = context.get(requestInfoContext);
  const result = await intakeLead(await getDb(), form, {
    ip: info.ip,
    userAgent: info.userAgent,
    pageUrl: request.headers.get("referer") ?? request.url,
  });
  const values = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")) as Record<string, string>;
  switch (result.kind) {
    case "invalid":
      return data({ errors: result.errors, formError: result.formError, values }, { status: 400 });
    case "rate-limited":
      return data(
        { errors: {}, formError: result.message, values },
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
      );
    case "failed":
      return data({ errors: {}, formError: result.message, values }, { status: 503 });
    case "ignored":
      // A bot filled the honeypot: answer like a success, store nothing.
      return redirect(`/search${toQueryString(parseAnswers(form))}`);
    case "accepted":
      // A repeat of an earlier request: its owner gets the link by e-mail (see submitLead).
      if (result.lead.updatedExisting) {
        const params = new URLSearchParams(toQueryString(parseAnswers(form)).slice(1));
        params.set("updated", "1");
        return redirect(`/search?${params.toString()}`);
      }
      return redirect(
        searchUrlAfterSubmit(parseAnswers(form), form, { leadId: result.lead.leadId, token: leadAccessToken(result.lead.leadId) }),
      );
  }
}

export default function ContactInfo({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction?.startsWith("/contact-info") === true;
  const validation = useLeadFormValidation(actionData?.errors);
  const values = actionData?.values;
  useSubmittedToast(navigation);

  return (
    <QuestionnaireLayout stage="quotes">
      <Link to="/" className="mb-4 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to home
      </Link>
      <h1 className="text-xl leading-tight font-bold md:text-2xl">We have matching pros in your area!</h1>
      <p className="mt-2 text-muted">{loaderData.subtitle}</p>
      {actionData?.formError ? (
        <p role="alert" className="mt-4 rounded-control border border-danger bg-danger-soft p-3 text-sm font-medium text-danger">
          {actionData.formError}
        </p>
      ) : null}
      <Form method="post" noValidate className="mt-6" onSubmit={validation.onSubmit} onChange={validation.onChange}>
        {loaderData.hiddenAnswers.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="idempotencyKey" value={loaderData.idempotencyKey} />
        <HoneypotField />
        <LeadContactFields
          idPrefix="contact"
          errors={validation.errors}
          consentText={loaderData.consentText}
          values={values ? { ...values, smsConsent: values.smsConsent === "true" } : undefined}
        />
        <div className="mt-8 flex items-center justify-between gap-3 border-t border-line-soft pt-6">
          <Link to={loaderData.previousUrl} className={buttonClassName("outline", "md", "pl-3")}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </Link>
          <Button type="submit" busy={submitting} busyLabel="Submitting">
            View Matching Pros
          </Button>
        </div>
      </Form>
    </QuestionnaireLayout>
  );
}

/** The success toast of seed spec §4, shown as the accepted form redirects to the results. */
function useSubmittedToast(navigation: ReturnType<typeof useNavigation>) {
  const shown = useRef(false);
  useEffect(() => {
    const redirectingToResults =
      navigation.state === "loading" && navigation.formMethod !== undefined && navigation.location.pathname === "/search";
    if (redirectingToResults && !shown.current) {
      shown.current = true;
      toast({ title: "Your information has been submitted!", description: "We'll connect you with matching pros in your area." });
    }
  }, [navigation]);
}

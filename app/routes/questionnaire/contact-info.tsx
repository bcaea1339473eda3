import { readFormFields } from "~/lib/read-form";
import { ArrowLeft } from "~/components/ui/icons";
import { data, redirect } from "react-router";
import { Link } from "~/components/ui/link";
import { BRAND } from "~/brand";
import { HoneypotField } from "~/components/honeypot-field";
import { LeadContactFields } from "~/components/leads/lead-contact-fields";
import { QuestionnaireLayout } from "~/components/questionnaire/step-layout";
import { Button } from "~/components/ui/button";
import { DefaultSubmit, PreviousButton } from "~/components/questionnaire/step-nav";
import { getDb } from "~/db/db.server";
import {
  previousStepUrl,
  questionnaireService,
  requireStepAnswers,
  toQueryString,
  LEAD_SUBMIT_LABELS,
  PREVIOUS_INTENT,
  projectSubtitle,
  type QuestionnaireAnswers,
  searchUrlAfterSubmit,
} from "~/modules/intake";
import {
  clearContactDraft,
  intakeLead,
  keepContactDraft,
  keepSentRequest,
  leadIntakeInput,
  readContactDraft,
  readSentRequest,
  setSubmittedFlash,
} from "~/modules/intake/index.server";
import { getAccounts, signedInUser } from "~/modules/accounts/index.server";
import { leadPlace } from "~/modules/catalog";
import { requestSubService, SEND_ANYWAY_TEXT } from "~/modules/matching";
import { leadAccessToken, verifiedProsFor } from "~/modules/matching/index.server";
import { logger } from "~/lib/logger.server";
import { pageMeta, originFromMatches } from "~/modules/seo";
import { requestInfoContext } from "~/request-context";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/contact-info";
import { retryAfterHeaders } from "~/lib/retry-after";

/**
 * No React in the browser (docs/decisions/012): a plain form post, checked on
 * the server, and a small page script that checks the same schema as the
 * homeowner types (app/page-scripts/contact-info.ts).
 */
export const handle: PageHandle = { hydrate: false, script: "contact-info" };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Get matched with pros | ${BRAND.name}`,
    description: "Tell us how to reach you and see up to three vetted local pros for your project.",
    path: "/contact-info",
    origin: originFromMatches(matches),
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  // Without a service or ZIP there is nothing to match: back to the step that asks for it.
  const answers = requireStepAnswers("contact-info", new URL(request.url).searchParams);
  const resolved = questionnaireService(answers);
  // A signed-in homeowner is not asked to type again what their account holds (the phone it does not).
  const user = await signedInUser(await getAccounts(), request, context);
  // What this same visitor typed here before Previous wins over the account's (contact-draft.server.ts).
  const draft = await readContactDraft(request.headers.get("Cookie"), user?.id ?? null);
  return {
    prefill: draft ?? (user ? { firstName: user.firstName, lastName: user.lastName, email: user.email } : null),
    noProYet: await noVerifiedProYet(resolved?.category, answers),
    answers,
    hiddenAnswers: Object.entries(answers).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    subtitle: projectSubtitle(resolved?.name ?? answers.service, answers.system),
    idempotencyKey: crypto.randomUUID(),
  };
}

/**
 * The usual heading says there are matching pros; where no verified pro could take the request now, the page
 * says so instead (docs/decisions/053). A database that cannot answer leaves the usual page: the post will say why.
 */
async function noVerifiedProYet(categorySlug: string | undefined, answers: QuestionnaireAnswers) {
  if (!categorySlug || !answers.zip) return null;
  try {
    const found = await verifiedProsFor(await getDb(), {
      categorySlug,
      zip: answers.zip,
      subServiceSlug: requestSubService(answers.service, answers.system),
      urgency: answers.urgency,
    });
    return found && !found.found ? { categoryName: found.categoryName, place: leadPlace(answers.zip) } : null;
  } catch (error) {
    logger.warn("could not check for verified pros before a request", { error });
    return null;
  }
}

/** A 429's Retry-After reaches the page response too, not only data requests. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = await readFormFields(request);
  const user = await signedInUser(await getAccounts(), request, context);
  if (values.intent === PREVIOUS_INTENT) {
    // Back to the details step: the answers in its address, the contact fields kept out of it, in a cookie.
    const answers = requireStepAnswers("contact-info", new URL(request.url).searchParams);
    return redirect(previousStepUrl("contact-info", answers), { headers: { "Set-Cookie": await keepContactDraft(values, user?.id ?? null) } });
  }
  // A signed-in owner may update their own earlier request (see mayUpdate in create-lead.server.ts), and so may the
  // browser that just sent it, back here by the Back button (sent-request.server.ts).
  const sent = await readSentRequest(request.headers.get("Cookie"));
  const input = leadIntakeInput({ ...values, ...sent }, "questionnaire", { verifiedEmail: user?.emailVerified ? user.email : null });
  const info = context.get(requestInfoContext);
  const result = await intakeLead(await getDb(), input, {
    ip: info.ip,
    userAgent: info.userAgent,
    pageUrl: request.headers.get("referer") ?? request.url,
  });
  if (result.ok) {
    const lead = result.value;
    // Only the request's own holder can have updated it (mayUpdate), so its results are theirs to see.
    const token = leadAccessToken(lead.leadId);
    return toResults(searchUrlAfterSubmit({ leadId: lead.leadId, token }, { updated: lead.updatedExisting }), { leadId: lead.leadId, token });
  }
  switch (result.reason) {
    case "invalid":
      return data({ errors: result.errors, formError: result.formError, values }, { status: 400 });
    case "rate-limited":
      return data(
        { errors: {}, formError: result.message, values },
        { status: 429, headers: retryAfterHeaders(result.retryAfterSeconds) },
      );
    case "failed":
      return data(
        { errors: {}, formError: result.message, values },
        { status: 503, headers: retryAfterHeaders(result.retryAfterSeconds) },
      );
    case "ignored":
      // A bot filled the honeypot: answer like a success, store nothing.
      return toResults(`/search${toQueryString(input.answers)}`);
  }
}

/** The results, where the original app's success toast shows on arrival (see submitted-flash.server.ts). */
async function toResults(url: string, sent?: { leadId: string; token: string }) {
  const headers = new Headers();
  headers.append("Set-Cookie", await setSubmittedFlash());
  headers.append("Set-Cookie", await clearContactDraft());
  if (sent) headers.append("Set-Cookie", await keepSentRequest(sent));
  return redirect(url, { headers });
}

export default function ContactInfo({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values;
  const { noProYet } = loaderData;
  // The first field to fix gets the focus after a rejected post; a form-wide message gets it when no field is at fault.
  const focusFirstError = Object.keys(actionData?.errors ?? {}).length > 0;

  return (
    <QuestionnaireLayout stage="quotes">
      <Link to="/" className="mb-4 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to home
      </Link>
      <h1 className="text-xl leading-tight font-bold md:text-2xl">
        {noProYet ? `No verified ${noProYet.categoryName} pros available near ${noProYet.place} yet` : "We have matching pros in your area!"}
      </h1>
      <p className="mt-2 text-muted">{loaderData.subtitle}</p>
      {noProYet ? <p className="mt-3 rounded-control border border-line bg-canvas p-3 text-sm">{SEND_ANYWAY_TEXT}</p> : null}
      {actionData?.formError ? (
        <p
          role="alert"
          tabIndex={-1}
          autoFocus={!focusFirstError}
          className="mt-4 rounded-control border border-danger bg-danger-soft p-3 text-sm font-medium text-danger"
        >
          {actionData.formError}
        </p>
      ) : null}
      <form method="post" noValidate data-lead-form="" className="relative mt-6">
        {loaderData.hiddenAnswers.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="idempotencyKey" value={loaderData.idempotencyKey} />
        <HoneypotField />
        <LeadContactFields
          idPrefix="contact"
          errors={actionData?.errors ?? {}}
          button="questionnaire"
          values={values ? { ...values, smsConsent: values.smsConsent === "true" } : (loaderData.prefill ?? undefined)}
          focusFirstError={focusFirstError}
        />
        <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-line-soft pt-6">
          <DefaultSubmit label={LEAD_SUBMIT_LABELS.questionnaire} />
          <PreviousButton />
          <Button type="submit" data-next>
            {LEAD_SUBMIT_LABELS.questionnaire}
          </Button>
        </div>
      </form>
    </QuestionnaireLayout>
  );
}

import { readForm } from "~/lib/read-form";
import { data } from "react-router";
import { BRAND } from "~/brand";
import { SearchPage } from "~/components/search/search-page";
import { getDb } from "~/db/db.server";
import {
  CONTACT_FAILURE,
  type ContactOutcome,
  GENERIC_FAILURE,
  isContactIntent,
  MESSAGE_REQUIRED,
} from "~/modules/leads/contact-actions";
import { DeliveryError, deliverLead } from "~/modules/leads/deliver-lead.server";
import { leadAccessToken } from "~/modules/leads/lead-access.server";
import { consentText, contactFromForm } from "~/modules/leads/lead-form";
import { intakeLead } from "~/modules/leads/lead-intake.server";
import { SORT_LABELS } from "~/modules/leads/pro-display";
import { parseAnswers } from "~/modules/leads/questionnaire";
import { leadRefFrom, loadSearchState } from "~/modules/leads/search-page.server";
import { readSubmittedFlash } from "~/modules/leads/submitted-flash.server";
import { validateZipStep } from "~/modules/catalog/zip";
import { RateLimiter, tooManyRequestsMessage } from "~/modules/security/rate-limit";
import { originFromMatches, pageMeta } from "~/modules/seo/meta";
import { requestInfoContext } from "~/request-context";
import type { PageToast } from "~/page-scripts/enhance/toast";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/search";

/**
 * No React in the browser (docs/decisions/012): the results, sort links and
 * contact forms are server HTML that works without JavaScript; the page
 * script (app/page-scripts/search.ts) sends the contact forms in place and
 * shows the toasts.
 */
export const handle: PageHandle = { hydrate: false, script: "search" };


const SUBMITTED_TOAST = {
  title: "Your information has been submitted!",
  description: "We'll connect you with matching pros in your area.",
} satisfies PageToast;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Matching pros near you | ${BRAND.name}`,
    description: "Up to three vetted local pros for your project, with ratings, reviews and response times.",
    path: "/search",
    origin: originFromMatches(matches),
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const answers = parseAnswers(params);
  const lead = leadRefFrom(params);
  const { state, sort } = await loadSearchState(await getDb(), {
    answers,
    freeText: params.get("query"),
    lead,
    sort: params.get("sort"),
  });
  // A ZIP that is there but not an Ohio one (e.g. the hero's form posted without JavaScript) is said, not ignored.
  const rawZip = params.get("zip")?.trim() ?? "";
  const zipCheck = rawZip ? validateZipStep(rawZip) : null;
  const flash = readSubmittedFlash(request);
  // Seed spec §4 and §8 toasts, shown by the page script as the page arrives.
  const toasts: PageToast[] = [];
  if (flash.submitted) toasts.push(SUBMITTED_TOAST);
  if (state.kind === "results" && state.pros.length > 0) toasts.push({ title: "Results found" });
  if (state.kind === "error") toasts.push({ title: "Unable to fetch service providers at this time.", variant: "destructive" });
  return data({
    toasts,
    submitted: flash.submitted ? SUBMITTED_TOAST : null,
    updated: params.get("updated") === "1",
    zipError: zipCheck && !zipCheck.ok ? zipCheck.message : null,
    state,
    sort,
    sortOptions: Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label })),
    lead,
    answers,
    prefill: {
      firstName: params.get("firstName") ?? "",
      lastName: params.get("lastName") ?? "",
      email: params.get("email") ?? "",
      phone: params.get("phone") ?? "",
    },
    consentText: consentText(BRAND.name),
    idempotencyKey: crypto.randomUUID(),
  }, flash.clear ? { headers: { "Set-Cookie": flash.clear } } : undefined);
}

const ALREADY_REQUESTED =
  "We already have this request from you. We've e-mailed you the link to your matched pros.";

/** Contact actions reach pros' inboxes: 30 an hour per IP is plenty for a homeowner. */
const contactActionLimiter = new RateLimiter({ limit: 30, windowMs: 60 * 60 * 1000 });

/** A 429's Retry-After and the clearing of the success-toast cookie reach the page response. */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers(actionHeaders);
  const clear = loaderHeaders.get("Set-Cookie");
  if (clear) headers.append("Set-Cookie", clear);
  return headers;
}

/**
 * The contact actions. Without JavaScript they are document posts and the page
 * shows the outcome; the page script posts the same forms with fetch and reads
 * the outcome from the page the server answers with (`data-contact-outcome`
 * in search-page.tsx): one path on the server, whichever way the form came.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { outcome, status = 200, retryAfterSeconds } = await contactAction(request, context.get(requestInfoContext));
  return data(outcome, {
    status,
    headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined,
  });
}

type Answer = { outcome: ContactOutcome; status?: number; retryAfterSeconds?: number };

async function contactAction(request: Request, info: { ip: string; userAgent: string }): Promise<Answer> {
  const limit = contactActionLimiter.hit(`contact-action:${info.ip}`);
  if (!limit.allowed) {
    return {
      outcome: { ok: false, message: tooManyRequestsMessage(limit.retryAfterSeconds) },
      status: 429,
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }
  const form = await readForm(request);
  const intent = form.get("intent");
  if (!isContactIntent(intent)) return { outcome: { ok: false, message: GENERIC_FAILURE }, status: 400 };
  const providerId = typeof form.get("providerId") === "string" ? String(form.get("providerId")) : "";
  const message = String(form.get("message") ?? "").trim().slice(0, 2000);
  if (intent === "message" && message === "") {
    return { outcome: { ok: false, intent, providerId, messageError: MESSAGE_REQUIRED }, status: 400 };
  }
  if (intent !== "all" && !/^[0-9a-f-]{36}$/i.test(providerId)) {
    return { outcome: { ok: false, intent, message: CONTACT_FAILURE[intent] }, status: 400 };
  }

  const db = await getDb();
  let lead = leadRefFrom(form);
  if (!lead) {
    // No contact details yet (the hero's free-text search): never deliver a lead a pro cannot act on.
    const result = await intakeLead(db, form, { ip: info.ip, userAgent: info.userAgent, pageUrl: request.headers.get("referer") ?? request.url }, { source: "search" });
    if (result.kind === "invalid") {
      const hasAnyContact = ["firstName", "lastName", "email", "phone"].some((name) => String(form.get(name) ?? "") !== "");
      return {
        outcome: {
          ok: false,
          intent,
          providerId,
          needsContact: true,
          errors: hasAnyContact ? result.errors : {},
          formError: result.formError,
          message: intent === "message" ? message : undefined,
          values: hasAnyContact ? contactFromForm(form) : undefined,
        },
        status: 400,
      };
    }
    if (result.kind === "rate-limited") {
      return { outcome: { ok: false, intent, message: result.message }, status: 429, retryAfterSeconds: result.retryAfterSeconds };
    }
    if (result.kind === "failed") return { outcome: { ok: false, intent, message: CONTACT_FAILURE[intent] }, status: 503 };
    if (result.kind === "ignored") return { outcome: { ok: true, intent, providerId, delivered: [], lead: null } };
    if (result.lead.updatedExisting) return { outcome: { ok: false, intent, message: ALREADY_REQUESTED }, status: 409 };
    lead = { id: result.lead.leadId, token: leadAccessToken(result.lead.leadId) };
  }

  try {
    const delivered = await deliverLead(db, {
      leadId: lead.id,
      providerIds: intent === "all" ? "all" : [providerId],
      intent,
      message: intent === "message" ? message : undefined,
    });
    return {
      outcome: {
        ok: true,
        intent,
        providerId,
        delivered: delivered.delivered.map(({ providerId: id, phone }) => ({ providerId: id, phone })),
        lead,
      },
    };
  } catch (error) {
    if (error instanceof DeliveryError) return { outcome: { ok: false, intent, message: CONTACT_FAILURE[intent] }, status: 409 };
    throw error;
  }
}


export default function Search({ loaderData, actionData }: Route.ComponentProps) {
  return <SearchPage loaderData={loaderData} actionData={actionData} />;
}

import { readForm } from "~/lib/read-form";
import { data } from "react-router";
import { BRAND } from "~/brand";
import { SearchPage } from "~/components/search/search-page";
import { getDb } from "~/db/db.server";
import { DeliveryError, deliverLead, type HomeownerIntent } from "~/modules/leads/deliver-lead.server";
import { leadAccessToken } from "~/modules/leads/lead-access.server";
import { consentText } from "~/modules/leads/lead-form";
import { intakeLead } from "~/modules/leads/lead-intake.server";
import { SORT_LABELS } from "~/modules/leads/pro-display";
import { parseAnswers } from "~/modules/leads/questionnaire";
import { leadRefFrom, loadSearchState } from "~/modules/leads/search-page.server";
import { validateZipStep } from "~/modules/catalog/zip";
import { RateLimiter, tooManyRequestsMessage } from "~/modules/security/rate-limit";
import { originFromMatches, pageMeta } from "~/modules/seo/meta";
import { requestInfoContext } from "~/request-context";
import type { Route } from "./+types/search";

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
  return {
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
  };
}

const ALREADY_REQUESTED =
  "We already have this request from you. We've e-mailed you the link to your matched pros.";

const FAILURE: Record<HomeownerIntent, string> = {
  phone: "Failed to submit your call request...",
  message: "Failed to submit your message...",
  all: "An unexpected error occurred. Please try again later.",
};

/** Contact actions reach pros' inboxes: 30 an hour per IP is plenty for a homeowner. */
const contactActionLimiter = new RateLimiter({ limit: 30, windowMs: 60 * 60 * 1000 });

/** A 429's Retry-After reaches the page response too, not only data requests. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export async function action({ request, context }: Route.ActionArgs) {
  const info = context.get(requestInfoContext);
  const limit = contactActionLimiter.hit(`contact-action:${info.ip}`);
  if (!limit.allowed) {
    return data(
      { ok: false as const, message: tooManyRequestsMessage(limit.retryAfterSeconds) },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent !== "phone" && intent !== "message" && intent !== "all") {
    return data({ ok: false as const, message: "An unexpected error occurred. Please try again later." }, { status: 400 });
  }
  const providerId = typeof form.get("providerId") === "string" ? String(form.get("providerId")) : "";
  const message = String(form.get("message") ?? "").trim().slice(0, 2000);
  if (intent === "message" && message === "") {
    return data({ ok: false as const, intent, providerId, messageError: "Please write a short message to the pro." }, { status: 400 });
  }
  if (intent !== "all" && !/^[0-9a-f-]{36}$/i.test(providerId)) {
    return data({ ok: false as const, intent, message: FAILURE[intent] }, { status: 400 });
  }

  const db = await getDb();
  let lead = leadRefFrom(form);
  if (!lead) {
    // No contact details yet (the hero's free-text search): never deliver a lead a pro cannot act on.
    const result = await intakeLead(db, form, { ip: info.ip, userAgent: info.userAgent, pageUrl: request.headers.get("referer") ?? request.url }, { source: "search" });
    if (result.kind === "invalid") {
      const hasAnyContact = ["firstName", "lastName", "email", "phone"].some((name) => String(form.get(name) ?? "") !== "");
      return data(
        { ok: false as const, intent, providerId, needsContact: true, errors: hasAnyContact ? result.errors : {}, formError: result.formError },
        { status: 400 },
      );
    }
    if (result.kind === "rate-limited") {
      return data({ ok: false as const, intent, message: result.message }, { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } });
    }
    if (result.kind === "failed") return data({ ok: false as const, intent, message: FAILURE[intent] }, { status: 503 });
    if (result.kind === "ignored") return { ok: true as const, intent, providerId, delivered: [], lead: null };
    if (result.lead.updatedExisting) {
      return data({ ok: false as const, intent, message: ALREADY_REQUESTED }, { status: 409 });
    }
    lead = { id: result.lead.leadId, token: leadAccessToken(result.lead.leadId) };
  }

  try {
    const delivered = await deliverLead(db, {
      leadId: lead.id,
      providerIds: intent === "all" ? "all" : [providerId],
      intent,
      message: intent === "message" ? message : undefined,
    });
    return { ok: true as const, intent, providerId, delivered: delivered.delivered, lead };
  } catch (error) {
    if (error instanceof DeliveryError) return data({ ok: false as const, intent, message: FAILURE[intent] }, { status: 409 });
    throw error;
  }
}

export default function Search({ loaderData, actionData }: Route.ComponentProps) {
  return <SearchPage loaderData={loaderData} actionData={actionData} />;
}

import { getEnv } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import type { PageToast } from "~/lib/toast";
import { resolveQuestionnaireService, matchServiceQuery, readZip } from "~/modules/catalog";
import type { LeadRef } from "./contact-actions";
import { verifyLeadAccessToken, previewResults, type ProResult, resultsForLead } from "~/modules/matching/index.server";
import { parseSort, SORT_LABELS, sortPros, type SortKey } from "~/modules/providers";
import { parseAnswers, type QuestionnaireAnswers, stepUrl } from "./questionnaire";

export type SearchState =
  | {
      kind: "results";
      pros: ProResult[];
      categoryName: string;
      categorySlug: string | null;
      zip: string;
      /** No real pro can take (or has) the request: `pros` are marked demo examples at most. */
      noRealPro: boolean;
      /** Why the request was closed without a pro (search-results.server.ts `LeadResults`), else null. */
      endedText: string | null;
      /** The homeowner closed the request (search-results.server.ts `LeadResults`). */
      withdrawn: boolean;
      /**
       * Where "Send your request anyway" (or "Ask again") leads: the questionnaire for this trade and ZIP with the
       * words typed; after a sent request, the start of a new one for its trade in its ZIP.
       */
      requestHref: string;
    }
  | { kind: "no-category" }
  | { kind: "needs-zip"; categorySlug: string }
  | { kind: "error" };

/** Reads a lead reference from the URL or a form; only a valid token counts. */
export function leadRefFrom(source: { get(name: string): unknown }): LeadRef | null {
  const id = source.get("lead");
  const token = source.get("token");
  if (typeof id !== "string" || typeof token !== "string") return null;
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  return verifyLeadAccessToken(id, token) ? { id, token } : null;
}

/**
 * What /search shows: the pros a submitted request went to, or (for the hero's
 * free text, before contact details are known) who it would go to.
 */
export async function loadSearchState(
  db: Database,
  args: { answers: QuestionnaireAnswers; freeText: string | null; lead: LeadRef | null; sort: string | null },
): Promise<{ state: SearchState; sort: SortKey }> {
  const sort = parseSort(args.sort);
  const showDemoExamples = getEnv().DEMO_DATA === "on";
  try {
    if (args.lead) {
      const results = await resultsForLead(db, args.lead.id, { showDemoExamples });
      if (results) {
        return {
          sort,
          state: {
            kind: "results",
            pros: sortPros(results.pros, sort),
            categoryName: results.categoryName,
            categorySlug: null,
            zip: results.zip,
            noRealPro: results.noRealPro,
            endedText: results.endedText,
            withdrawn: results.withdrawn,
            requestHref: results.askAgainHref,
          },
        };
      }
    }
    const categorySlug =
      (args.answers.service ? resolveQuestionnaireService(args.answers.service)?.category : undefined) ??
      matchServiceQuery(args.freeText ?? args.answers.query ?? "");
    if (!categorySlug) return { sort, state: { kind: "no-category" } };
    if (!args.answers.zip) return { sort, state: { kind: "needs-zip", categorySlug } };
    const preview = await previewResults(db, { categorySlug, zip: args.answers.zip, showDemoExamples });
    if (!preview) return { sort, state: { kind: "no-category" } };
    return {
      sort,
      state: {
        kind: "results",
        pros: sortPros(preview.pros, sort),
        categoryName: preview.categoryName,
        categorySlug,
        zip: args.answers.zip,
        noRealPro: preview.noRealPro,
        endedText: null,
        withdrawn: false,
        requestHref: stepUrl("service-details", { service: categorySlug, zip: args.answers.zip, query: args.freeText ?? args.answers.query }),
      },
    };
  } catch (error) {
    logger.error("search failed", { error });
    return { sort, state: { kind: "error" } };
  }
}

export const SUBMITTED_TOAST = {
  title: "Your information has been submitted!",
  description: "We'll connect you with matching pros in your area.",
} satisfies PageToast;

/**
 * The lead form's success when the request went to nobody (no verified pro can take it yet): the page's
 * `noProYetText` says why, and "we'll connect you" would promise what did not happen.
 */
export const SUBMITTED_WAITING_TOAST = {
  title: "Your information has been submitted!",
  description: "No verified pro can take it yet: we'll e-mail you as soon as one can.",
} satisfies PageToast;

/** Everything /search renders, from its query string and whether the lead form's success flash came with it. */
export type SearchPageData = {
  toasts: PageToast[];
  /** The lead form's success, said on the page too for those without JavaScript. */
  submitted: PageToast | null;
  updated: boolean;
  zipError: string | null;
  /** The ZIP as the visitor typed it, kept in the box that asks again when it was refused. */
  zipTyped: string;
  state: SearchState;
  sort: SortKey;
  sortOptions: { value: SortKey; label: string }[];
  lead: LeadRef | null;
  answers: QuestionnaireAnswers;
  prefill: { firstName: string; lastName: string; email: string; phone: string };
  idempotencyKey: string;
};

export async function loadSearchPage(
  db: Database,
  params: URLSearchParams,
  { submitted }: { submitted: boolean },
): Promise<SearchPageData> {
  const answers = parseAnswers(params);
  const lead = leadRefFrom(params);
  const { state, sort } = await loadSearchState(db, { answers, freeText: params.get("query"), lead, sort: params.get("sort") });
  // A ZIP that is there but not an Ohio one (e.g. the hero's form posted without JavaScript) is said, not ignored.
  const rawZip = params.get("zip")?.trim() ?? "";
  const zipCheck = rawZip ? readZip(rawZip) : null;
  // The results page's toasts, shown by the page script as the page arrives.
  const toasts: PageToast[] = [];
  const submittedToast = submitted ? (state.kind === "results" && state.noRealPro ? SUBMITTED_WAITING_TOAST : SUBMITTED_TOAST) : null;
  if (submittedToast) toasts.push(submittedToast);
  if (state.kind === "results" && state.pros.length > 0 && !state.noRealPro) toasts.push({ title: "Results found" });
  if (state.kind === "error") toasts.push({ title: "Unable to fetch service providers at this time.", variant: "destructive" });
  return {
    toasts,
    submitted: submittedToast,
    updated: params.get("updated") === "1",
    zipError: zipCheck && !zipCheck.ok ? zipCheck.message : null,
    zipTyped: rawZip,
    state,
    sort,
    sortOptions: (Object.entries(SORT_LABELS) as [SortKey, string][]).map(([value, label]) => ({ value, label })),
    lead,
    answers,
    prefill: {
      firstName: params.get("firstName") ?? "",
      lastName: params.get("lastName") ?? "",
      email: params.get("email") ?? "",
      phone: params.get("phone") ?? "",
    },
    idempotencyKey: crypto.randomUUID(),
  };
}

import type { Database } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { resolveQuestionnaireService } from "~/modules/catalog/projects";
import { matchServiceQuery } from "~/modules/catalog/service-search";
import { verifyLeadAccessToken } from "./lead-access.server";
import { parseSort, sortPros, type SortKey } from "./pro-display";
import type { QuestionnaireAnswers } from "./questionnaire";
import { previewResults, type ProResult, resultsForLead } from "./search-results.server";

export type SearchState =
  | { kind: "results"; pros: ProResult[]; categoryName: string; categorySlug: string | null; zip: string }
  | { kind: "no-category" }
  | { kind: "needs-zip"; categorySlug: string }
  | { kind: "error" };

export type LeadRef = { id: string; token: string };

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
  try {
    if (args.lead) {
      const results = await resultsForLead(db, args.lead.id);
      if (results) {
        return {
          sort,
          state: { kind: "results", pros: sortPros(results.pros, sort), categoryName: results.categoryName, categorySlug: null, zip: results.zip },
        };
      }
    }
    const categorySlug =
      (args.answers.service ? resolveQuestionnaireService(args.answers.service)?.category : undefined) ??
      matchServiceQuery(args.freeText ?? args.answers.query ?? "");
    if (!categorySlug) return { sort, state: { kind: "no-category" } };
    if (!args.answers.zip) return { sort, state: { kind: "needs-zip", categorySlug } };
    const preview = await previewResults(db, { categorySlug, zip: args.answers.zip });
    if (!preview) return { sort, state: { kind: "no-category" } };
    return {
      sort,
      state: { kind: "results", pros: sortPros(preview.pros, sort), categoryName: preview.categoryName, categorySlug, zip: args.answers.zip },
    };
  } catch (error) {
    logger.error("search failed", { error });
    return { sort, state: { kind: "error" } };
  }
}

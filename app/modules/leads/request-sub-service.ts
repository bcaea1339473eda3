import { resolveQuestionnaireService } from "~/modules/catalog/projects";

/**
 * The job type (sub-service) a request names, from lead_details.service_slug:
 * a project link (painting, patios, roofing) names one in its category; a
 * category slug, from the questionnaire or a search, names none, and then
 * every pro of the category may take it. The service-details choice is not a
 * catalog job type, so it does not narrow the request.
 */
export function requestSubService(serviceSlug: string | null | undefined): string | null {
  if (!serviceSlug) return null;
  return resolveQuestionnaireService(serviceSlug.trim().toLowerCase())?.suggestedSubService ?? null;
}

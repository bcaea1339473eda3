import { resolveQuestionnaireService, SERVICE_CHOICES, systemOptions } from "~/modules/catalog";
import { jobTypeForChoice } from "./questionnaire-job-types";

/**
 * The job type (sub-service) a request names, which matching honours. The
 * questionnaire's choice decides when there is one (lead_details.system, the
 * label of the chosen option: "Water heater", "Heating - Repair a furnace or
 * no heat"), through QUESTIONNAIRE_JOB_TYPES; a choice open on purpose names
 * none. Without a choice, a project link (painting, patios, roofing) names its
 * job type; a category slug or a search names none, and then every pro of the
 * category may take the request.
 */
export function requestSubService(serviceSlug: string | null | undefined, system?: string | null): string | null {
  if (!serviceSlug) return null;
  const service = resolveQuestionnaireService(serviceSlug.trim().toLowerCase());
  if (!service) return null;
  const choice = system ? choiceKeyForSystem(service.category, system) : undefined;
  if (choice !== undefined) return jobTypeForChoice(service.category, choice);
  return service.suggestedSubService ?? null;
}

/**
 * The QUESTIONNAIRE_JOB_TYPES key of the option whose label the request
 * stored, or undefined when the label is not one the questionnaire offers.
 */
export function choiceKeyForSystem(category: string, system: string): string | undefined {
  if (category !== "hvac") return systemOptions(category).find((option) => option.system === system)?.value;
  for (const choice of SERVICE_CHOICES.hvac) {
    const followUp = systemOptions("hvac", choice.value).find((option) => option.system === system);
    if (followUp) return `${choice.value}/${followUp.value}`;
  }
  return undefined;
}

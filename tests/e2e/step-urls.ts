/** One URL of each questionnaire step, with the answers it needs, for tests that visit every step. */
export const QUESTIONNAIRE_STEP_URLS = [
  "/service-questionnaire/hvac",
  "/service-details/hvac?zip=43215&service=hvac",
  "/hvac-details?zip=43215&service=hvac&selectedOption=heating",
  "/budget-range?zip=43215&service=hvac",
  "/project-timing?zip=43215&service=hvac",
  "/project-details?zip=43215&service=hvac",
  "/address?zip=43215&service=hvac",
] as const;

// The intake feature's public entry for code that may run anywhere, the browser included: what other folders use.
// Server-only exports are in index.server.ts; files inside app/modules/intake/ import each other directly (eslint.config.js).

export {
  CONTACT_FAILURE,
  type ContactOutcome,
  HOMEOWNER_MESSAGE_MAX,
  type HomeownerIntent,
  isHomeownerIntent,
  type LeadRef,
  outcomeToasts,
} from "./contact-actions";
export { decideHeroSearch, type HeroServiceOption } from "./hero-search";
export {
  consentText,
  contactFromForm,
  type FieldErrors,
  LEAD_CONTACT_FIELDS,
  LEAD_CONTACT_LIMITS,
  LEAD_SUBMIT_LABELS,
  type LeadContact,
  type LeadSubmitButton,
  projectSubtitle,
  SMS_CONSENT_LABEL,
  validateLeadContact,
} from "./lead-form";
export { leadTitle } from "./lead-title";
export { requestWords } from "./request-words";
export {
  parseAnswers,
  PREVIOUS_INTENT,
  previousStepUrl,
  type QuestionnaireAnswers,
  questionnaireService,
  requireStepAnswers,
  selectedHvacFollowUp,
  selectedServiceChoice,
  stepUrl,
  submitStep,
  TEXT_LIMITS,
  toQueryString,
  withService,
} from "./questionnaire";
export { forgetRecentRequest, loadRecentRequest, RECENT_REQUEST_KEY, saveRecentRequest } from "./recent-request";
export { searchUrlAfterSubmit, searchUrlWithFiveDigitZip } from "./search-url";

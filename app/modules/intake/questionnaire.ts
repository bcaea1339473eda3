import { redirect } from "react-router";
import { z } from "zod";
import {
  resolveQuestionnaireService,
  type QuestionnaireService,
  BUDGET_VALUES,
  type BudgetValue,
  preselectedChoiceFor,
  SERVICE_CHOICES,
  serviceChoicesFor,
  systemOptions,
  TIMING_VALUES,
  type TimingValue,
  readZip,
} from "~/modules/catalog";
import { CONTROL_CHARACTERS } from "~/lib/read-form";

/*
 * The quote questionnaire as pure functions: the step
 * order, the answers that travel between steps as query parameters, and the
 * URLs of the next and previous step. Route modules call these from their
 * loaders and actions; components get the results as loader data, so this
 * module (which reaches the service catalog) never lands in a browser bundle.
 *
 * This module imports the catalog, so only loaders and actions may use it.
 */

// ---------------------------------------------------------------------------
// Answers

/**
 * Every answer the questionnaire carries, in the order the query string lists
 * them. Names are the original app's. `selectedOption` is the HVAC choice made on the
 * service-details step (the hvac-details step's question depends on it); it is
 * kept on later steps too so that Previous can go back to hvac-details.
 */
export const QUESTIONNAIRE_PARAMS = [
  "query",
  "zip",
  "service",
  "selectedOption",
  "system",
  "budget",
  "urgency",
  "details",
  "street",
  "city",
] as const;

export type QuestionnaireParam = (typeof QUESTIONNAIRE_PARAMS)[number];

export type QuestionnaireAnswers = {
  /** Free text from the service-details step. */
  query?: string;
  /** Five-digit Ohio ZIP (a ZIP+4 is shortened to its first five digits). */
  zip?: string;
  /** The questionnaire slug: one of the six categories or a project (painting, patios, roofing). */
  service?: string;
  /** HVAC only: the service-details choice value (e.g. "air-conditioning"). */
  selectedOption?: string;
  /**
   * Label of the chosen service type. Non-HVAC: the choice label ("Water heater").
   * HVAC: "{choice label} - {follow-up label}" ("Heating - Repair a furnace or no heat"),
   * or "HVAC - {follow-up label}" when only free text was given on service-details.
   */
  system?: string;
  budget?: BudgetValue;
  urgency?: TimingValue;
  details?: string;
  street?: string;
  city?: string;
};

/**
 * Upper bounds for free text, equal to the lead schema's (lead-answers.ts), so
 * an answer accepted here is never rejected when the lead is created. Longer
 * text is cut, not dropped: losing what someone typed is worse. The details
 * counter shows count/2000 but does not enforce it; 10,000 is
 * only a guard against absurd input.
 */
export const TEXT_LIMITS = { query: 500, system: 200, details: 10_000, street: 200, city: 100 } as const;

/**
 * The most of a homeowner's own words kept as a posted request's service (withSystemWords): they become part of
 * its title ("HVAC: … in Columbus, Nov 30, 2026"), which the pro's inbox, e-mail subjects and pushes carry.
 */
export const SYSTEM_WORDS_MAX = 80;


/** Cuts to at most `max` UTF-16 units without splitting a surrogate pair. */
function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/** Cleans free text; an empty result fails, which drops the parameter. */
function freeText(max: number, { multiline }: { multiline: boolean }) {
  return z
    .string()
    .transform((value) => {
      let text = value.replace(CONTROL_CHARACTERS, "").replace(/\r\n?/g, "\n");
      if (!multiline) text = text.replace(/\s+/g, " ");
      return truncate(text.trim(), max).trim();
    })
    .pipe(z.string().min(1));
}

const zipSchema = z.string().transform((value, ctx) => {
  const result = readZip(value);
  if (!result.ok) {
    ctx.addIssue({ code: "custom", message: result.message });
    return z.NEVER;
  }
  return result.zip;
});

const HVAC_CHOICE_VALUES = SERVICE_CHOICES.hvac.map((choice) => choice.value);

const PARAM_SCHEMAS = {
  query: freeText(TEXT_LIMITS.query, { multiline: true }),
  zip: zipSchema,
  service: z.string().refine((slug) => resolveQuestionnaireService(slug) !== undefined),
  selectedOption: z.string().refine((value) => HVAC_CHOICE_VALUES.includes(value)),
  system: freeText(TEXT_LIMITS.system, { multiline: false }),
  budget: z.enum(BUDGET_VALUES),
  urgency: z.enum(TIMING_VALUES),
  details: freeText(TEXT_LIMITS.details, { multiline: true }),
  street: freeText(TEXT_LIMITS.street, { multiline: false }),
  city: freeText(TEXT_LIMITS.city, { multiline: false }),
} satisfies Record<QuestionnaireParam, z.ZodType>;

type ParamSource = { get(name: string): FormDataEntryValue | null };

/**
 * Reads the answers from a query string (or a form post). Each parameter is
 * checked on its own and dropped when invalid; then the ones that depend on
 * each other are checked together (see normalizeAnswers). Never throws.
 */
export function parseAnswers(source: ParamSource): QuestionnaireAnswers {
  const answers: Record<string, string> = {};
  for (const name of QUESTIONNAIRE_PARAMS) {
    const raw = source.get(name);
    if (typeof raw !== "string") continue;
    const parsed = PARAM_SCHEMAS[name].safeParse(raw);
    if (parsed.success) answers[name] = parsed.data;
  }
  return normalizeAnswers(answers as QuestionnaireAnswers);
}

/**
 * Drops answers that do not fit the service: `selectedOption` only exists for
 * HVAC, and `system` must be one of the labels the questionnaire itself offers
 * for that service (so a hand-edited URL cannot put arbitrary text in
 * "Project: {system}"), read as knownSystem reads it.
 */
export function normalizeAnswers(answers: QuestionnaireAnswers): QuestionnaireAnswers {
  const result = { ...answers };
  const resolved = result.service ? resolveQuestionnaireService(result.service) : undefined;
  if (!resolved) delete result.service;
  if (resolved?.category !== "hvac") delete result.selectedOption;
  if (result.system !== undefined) {
    const known = resolved ? knownSystem(resolved.category, result.selectedOption, result.system) : undefined;
    if (known) result.system = known;
    else delete result.system;
  }
  return result;
}

/** A label compared the way people retype it: any case, any dash, any spacing. */
function systemKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/\s*-\s+|\s+-\s*/g, " - ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The questionnaire's label that `system` means, or undefined. An old link or a hand-made post may write a label in
 * other capitals, dashes or spaces, leave out the HVAC choice (selectedOption) it was made under, or send the
 * follow-up's words alone; each still names one label. Words two labels share ("Maintenance or tune-up", under
 * Air conditioning and Heating) name one only with their choice.
 */
export function knownSystem(category: string, selectedOption: string | undefined, system: string): string | undefined {
  const key = systemKey(system);
  const lists =
    category === "hvac" && selectedOption === undefined
      ? [systemOptions(category), ...SERVICE_CHOICES.hvac.map((choice) => systemOptions(category, choice.value))]
      : [systemOptions(category, selectedOption)];
  const options = lists.flat();
  const exact = options.find((option) => systemKey(option.system) === key);
  if (exact) return exact.system;
  const byWords = options.filter((option) => systemKey(option.label) === key);
  return byWords.length === 1 ? byWords[0]!.system : undefined;
}

/**
 * A posted request's service, in the homeowner's words when they name none of the questionnaire's labels (a
 * hand-made post): cleaned as free text on one line, and cut at SYSTEM_WORDS_MAX. Only for a post: its words go to
 * the pros who get the request and back to the sender, as the details do, while a link's answers are shown to
 * whoever opens it, so parseAnswers keeps a label or nothing (normalizeAnswers). The pro's lead page, the title and
 * the e-mails all read this one stored value.
 */
export function withSystemWords(answers: QuestionnaireAnswers, posted: FormDataEntryValue | null): QuestionnaireAnswers {
  if (answers.system !== undefined || !answers.service || typeof posted !== "string") return answers;
  const words = PARAM_SCHEMAS.system.safeParse(posted);
  if (!words.success) return answers;
  return { ...answers, system: truncate(words.data, SYSTEM_WORDS_MAX).trim() };
}

/** Sets the service slug (from a route path) and re-checks what depends on it. */
export function withService(answers: QuestionnaireAnswers, service: string): QuestionnaireAnswers {
  return normalizeAnswers({ ...answers, service });
}

/** The query string for the answers ("?query=…&zip=…"), in QUESTIONNAIRE_PARAMS order; "" when empty. */
export function toQueryString(answers: QuestionnaireAnswers): string {
  const params = new URLSearchParams();
  for (const name of QUESTIONNAIRE_PARAMS) {
    const value = answers[name];
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** What a questionnaire slug resolves to, or undefined. */
export function questionnaireService(answers: QuestionnaireAnswers): QuestionnaireService | undefined {
  return answers.service ? resolveQuestionnaireService(answers.service) : undefined;
}

export function isHvac(answers: QuestionnaireAnswers): boolean {
  return questionnaireService(answers)?.category === "hvac";
}

// ---------------------------------------------------------------------------
// Choices on the service-details and hvac-details steps (their options: systemOptions, catalog/questionnaire-options.ts)

/**
 * The service-details choice to show as selected: the one the answers already
 * name (coming back with Previous), else the project's preselection
 * (/service-questionnaire/painting preselects painting), else none.
 */
export function selectedServiceChoice(answers: QuestionnaireAnswers, category: string): string | undefined {
  if (category === "hvac") return answers.selectedOption;
  if (answers.system) {
    const match = systemOptions(category).find((option) => option.system === answers.system);
    if (match) return match.value;
  }
  const preselected = answers.service ? preselectedChoiceFor(answers.service) : undefined;
  return serviceChoicesFor(category).some((option) => option.value === preselected) ? preselected : undefined;
}

/** The hvac-details follow-up to show as selected (from `system`), or undefined. */
export function selectedHvacFollowUp(answers: QuestionnaireAnswers): string | undefined {
  if (!answers.system) return undefined;
  return systemOptions("hvac", answers.selectedOption).find((option) => option.system === answers.system)?.value;
}

// ---------------------------------------------------------------------------
// Steps

/** The steps in order. "address" is the project-details screen with street and city. */
export const QUESTIONNAIRE_STEPS = [
  "zip",
  "service-details",
  "hvac-details",
  "budget-range",
  "project-timing",
  "project-details",
  "contact-info",
  "search",
] as const;

export type QuestionnaireStep = (typeof QUESTIONNAIRE_STEPS)[number] | "address";

/** Where a step sits in the order ("address" takes the place of project-details). */
function slot(step: QuestionnaireStep): (typeof QUESTIONNAIRE_STEPS)[number] {
  return step === "address" ? "project-details" : step;
}

function applies(step: QuestionnaireStep, answers: QuestionnaireAnswers): boolean {
  return step !== "hvac-details" || isHvac(answers);
}

/** The steps these answers go through: hvac-details only for HVAC. */
export function stepsFor(answers: QuestionnaireAnswers): QuestionnaireStep[] {
  return QUESTIONNAIRE_STEPS.filter((step) => applies(step, answers));
}

export function nextStep(step: QuestionnaireStep, answers: QuestionnaireAnswers): QuestionnaireStep | null {
  const index = QUESTIONNAIRE_STEPS.indexOf(slot(step));
  for (const candidate of QUESTIONNAIRE_STEPS.slice(index + 1)) {
    if (applies(candidate, answers)) return candidate;
  }
  return null;
}

export function previousStep(step: QuestionnaireStep, answers: QuestionnaireAnswers): QuestionnaireStep | null {
  const index = QUESTIONNAIRE_STEPS.indexOf(slot(step));
  for (const candidate of QUESTIONNAIRE_STEPS.slice(0, index).reverse()) {
    if (applies(candidate, answers)) return candidate;
  }
  return null;
}

/**
 * The path of a step. The first two steps need the service in their path;
 * without a valid one they fall back to /service-request, where a service is chosen.
 */
export function stepPath(step: QuestionnaireStep, answers: QuestionnaireAnswers): string {
  const resolved = questionnaireService(answers);
  switch (step) {
    case "zip":
      return resolved ? `/service-questionnaire/${resolved.slug}` : "/service-request";
    case "service-details":
      return resolved ? `/service-details/${resolved.category}` : "/service-request";
    default:
      return `/${step}`;
  }
}

/** A step's URL carrying all the answers. */
export function stepUrl(step: QuestionnaireStep, answers: QuestionnaireAnswers): string {
  return `${stepPath(step, answers)}${toQueryString(answers)}`;
}

export function nextStepUrl(step: QuestionnaireStep, answers: QuestionnaireAnswers): string | null {
  const next = nextStep(step, answers);
  return next ? stepUrl(next, answers) : null;
}

/**
 * Previous goes back one step and keeps every answer. From the
 * ZIP step, the first one, it goes to the home page where a search starts.
 * From contact-info it goes to /project-details with the same query string.
 */
export function previousStepUrl(step: QuestionnaireStep, answers: QuestionnaireAnswers): string {
  const previous = previousStep(step, answers);
  return previous ? stepUrl(previous, answers) : "/";
}

/**
 * Where to send someone who opened a step without the answers it builds on:
 * every step after the ZIP step needs a valid ZIP, and every step after
 * service-details needs a valid service. Returns the URL of the ZIP step (or
 * /service-request when the service is unknown), keeping the other answers;
 * null when the step can be shown. The route sets `service` from its path
 * first where the path names it.
 */
export function prerequisiteRedirect(step: QuestionnaireStep, answers: QuestionnaireAnswers): string | null {
  if (step === "zip") return null;
  if (!questionnaireService(answers) || !answers.zip) return stepUrl("zip", answers);
  return null;
}

/**
 * The answers a step is opened with (its query string), or a thrown redirect
 * to the step that is missing (see prerequisiteRedirect): every step's loader
 * and action start with it. `service` is the slug a step's path names, which
 * wins over the query string's.
 */
export function requireStepAnswers(
  step: QuestionnaireStep,
  query: URLSearchParams,
  { service }: { service?: string } = {},
): QuestionnaireAnswers {
  const parsed = parseAnswers(query);
  const answers = service ? withService(parsed, service) : parsed;
  const missing = prerequisiteRedirect(step, answers);
  if (missing) throw redirect(missing);
  return answers;
}

// ---------------------------------------------------------------------------
// Submitting a step

/** Messages of the steps other than the ZIP step (whose messages are the original app's, in zip.ts). */
export const QUESTIONNAIRE_MESSAGES = {
  serviceDetails: "Choose a service type or describe your project to continue.",
  hvacDetails: "Choose the option that best describes your project to continue.",
  budget: "Choose a budget range to continue.",
  urgency: "Choose when you need the work done to continue.",
} as const;

export type StepFieldValues = Record<string, string>;

/**
 * The `intent` of a step's Previous button (StepNav): Previous submits the step's form, so what was typed on the
 * step being left travels back in the answers and is there again on the way forward (docs/decisions/059).
 */
export const PREVIOUS_INTENT = "previous";

/** Whether a step's post is its Previous button's. */
export function isPreviousIntent(form: ParamSource): boolean {
  return form.get("intent") === PREVIOUS_INTENT;
}

export type StepSubmission =
  | { ok: true; answers: QuestionnaireAnswers; redirectTo: string }
  | { ok: false; field: string; message: string; values: StepFieldValues };

function field(form: ParamSource, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

function advance(step: QuestionnaireStep, answers: QuestionnaireAnswers): StepSubmission {
  const normalized = normalizeAnswers(answers);
  return { ok: true, answers: normalized, redirectTo: nextStepUrl(step, normalized) ?? "/" };
}

/**
 * Applies one step's form fields to the answers carried so far and returns
 * the next step's URL, or the message to show with what was typed. The route
 * passes answers parsed from its own URL (with `service` set from the path
 * where the path names it); the form holds only the step's own fields:
 *
 * - zip: `zip`
 * - service-details: `choice` (a service choice value) and `query`; one of them is needed
 * - hvac-details: `followUp`
 * - budget-range: `budget`; project-timing: `urgency`
 * - project-details: `details` (optional); address: also `street` and `city` (optional)
 *
 * A post of the Previous button (`intent=previous`) goes back instead, keeping what was typed (stepBack).
 */
export function submitStep(
  step: QuestionnaireStep,
  carried: QuestionnaireAnswers,
  form: ParamSource,
): StepSubmission {
  return isPreviousIntent(form) ? stepBack(step, carried, form) : stepForward(step, carried, form);
}

/** Next: the step's answer is checked, and the next step's URL carries it. */
function stepForward(step: QuestionnaireStep, carried: QuestionnaireAnswers, form: ParamSource): StepSubmission {
  const answers: QuestionnaireAnswers = { ...carried };
  switch (step) {
    case "zip": {
      const typed = field(form, "zip");
      const result = readZip(typed);
      if (!result.ok) return { ok: false, field: "zip", message: result.message, values: { zip: typed } };
      return advance(step, { ...answers, zip: result.zip });
    }

    case "service-details": {
      const category = questionnaireService(answers)?.category ?? "";
      const typedQuery = field(form, "query");
      const choiceValue = field(form, "choice");
      const choice = serviceChoicesFor(category).find((option) => option.value === choiceValue);
      const query = PARAM_SCHEMAS.query.safeParse(typedQuery);
      if (!choice && !query.success) {
        return {
          ok: false,
          field: "choice",
          message: QUESTIONNAIRE_MESSAGES.serviceDetails,
          values: { query: typedQuery, choice: "" },
        };
      }
      const next: QuestionnaireAnswers = { ...answers, query: query.success ? query.data : undefined };
      if (category === "hvac") {
        // A different HVAC choice makes the follow-up answer meaningless.
        if (next.selectedOption !== choice?.value) delete next.system;
        next.selectedOption = choice?.value;
      } else {
        next.system = choice?.label;
      }
      return advance(step, next);
    }

    case "hvac-details": {
      const followUp = systemOptions("hvac", answers.selectedOption).find(
        (option) => option.value === field(form, "followUp"),
      );
      if (!followUp) {
        return { ok: false, field: "followUp", message: QUESTIONNAIRE_MESSAGES.hvacDetails, values: {} };
      }
      return advance(step, { ...answers, service: "hvac", system: followUp.system });
    }

    case "budget-range": {
      const budget = PARAM_SCHEMAS.budget.safeParse(field(form, "budget"));
      if (!budget.success) return { ok: false, field: "budget", message: QUESTIONNAIRE_MESSAGES.budget, values: {} };
      return advance(step, { ...answers, budget: budget.data });
    }

    case "project-timing": {
      const urgency = PARAM_SCHEMAS.urgency.safeParse(field(form, "urgency"));
      if (!urgency.success) return { ok: false, field: "urgency", message: QUESTIONNAIRE_MESSAGES.urgency, values: {} };
      return advance(step, { ...answers, urgency: urgency.data });
    }

    case "project-details":
    case "address": {
      const optional = (name: "details" | "street" | "city") => {
        const parsed = PARAM_SCHEMAS[name].safeParse(field(form, name));
        return parsed.success ? parsed.data : undefined;
      };
      const next: QuestionnaireAnswers = { ...answers, details: optional("details") };
      if (step === "address") {
        next.street = optional("street");
        next.city = optional("city");
      }
      return advance(step, next);
    }

    default:
      // contact-info and search belong to the lead form and the results page.
      return advance(step, answers);
  }
}

/**
 * Previous: the step's fields as they were left, without asking for what the step needs (the homeowner is going
 * back to fix something else). A field that reads as an answer is kept; a step left without its answer keeps the
 * answers carried so far, except the service-details text, which is kept as it was left (emptied too).
 */
function stepBack(step: QuestionnaireStep, carried: QuestionnaireAnswers, form: ParamSource): StepSubmission {
  const submitted = stepForward(step, carried, form);
  const answers = submitted.ok
    ? submitted.answers
    : step === "service-details"
      ? normalizeAnswers({ ...carried, query: undefined })
      : carried;
  return { ok: true, answers, redirectTo: previousStepUrl(step, answers) };
}

import { BUDGET_OPTION_KEYS, type BudgetOption } from "~/db/enums";
import type { ProjectSlug } from "./projects";
import type { ServiceSlug } from "./services";

/** One choice in a questionnaire step: a kebab-case (or seed-defined) value and its label. */
export type QuestionnaireOption = { value: string; label: string };

// ---------------------------------------------------------------------------
// Step 2, /service-details/{category}: what kind of job.

export const SERVICE_CHOICES: Readonly<Record<ServiceSlug, readonly QuestionnaireOption[]>> = {
  hvac: [
    { value: "air-conditioning", label: "Air conditioning" },
    { value: "heating", label: "Heating" },
    { value: "thermostat-and-accessories", label: "Thermostat and accessories" },
    { value: "other-hvac-services", label: "Other HVAC services" },
  ],
  plumbing: [
    { value: "drains-and-sewer", label: "Clogged drain or sewer line" },
    { value: "water-heater", label: "Water heater" },
    { value: "leaks-and-pipes", label: "Leak or pipe repair" },
    { value: "toilets-sinks-and-faucets", label: "Toilets, sinks and faucets" },
    { value: "sump-pump", label: "Sump pump or basement water" },
  ],
  electrical: [
    { value: "electrical-repair", label: "Electrical problem or repair" },
    { value: "outlets-and-switches", label: "Outlets and switches" },
    { value: "lighting-and-ceiling-fans", label: "Lighting and ceiling fans" },
    { value: "panel-and-wiring", label: "Panel upgrade or rewiring" },
    { value: "generator-or-ev-charger", label: "Generator or EV charger" },
    { value: "other-electrical-services", label: "Other electrical services" },
  ],
  landscaping: [
    { value: "lawn-care", label: "Lawn care and mowing" },
    { value: "landscape-design-and-planting", label: "Landscape design and planting" },
    { value: "patios-and-hardscaping", label: "Patios, walkways and hardscaping" },
    { value: "tree-and-shrub-care", label: "Tree and shrub care" },
    { value: "drainage-and-other", label: "Yard drainage and other services" },
  ],
  cleaning: [
    { value: "house-cleaning", label: "Regular house cleaning" },
    { value: "deep-cleaning", label: "One-time deep cleaning" },
    { value: "move-in-move-out", label: "Move-in or move-out cleaning" },
    { value: "carpet-and-upholstery", label: "Carpet and upholstery cleaning" },
    { value: "windows-and-gutters", label: "Windows, gutters and other cleaning" },
  ],
  renovation: [
    { value: "kitchen-remodel", label: "Kitchen remodel" },
    { value: "bathroom-remodel", label: "Bathroom remodel" },
    { value: "basement-finishing", label: "Basement finishing" },
    { value: "painting", label: "Interior or exterior painting" },
    { value: "roofing", label: "Roof repair or replacement" },
  ],
};

/** Used for any category without its own list. */
export const FALLBACK_SERVICE_CHOICES: readonly QuestionnaireOption[] = [
  { value: "installation", label: "Installation" },
  { value: "repair", label: "Repair" },
  { value: "maintenance", label: "Maintenance" },
  { value: "consultation", label: "Consultation" },
  { value: "other-services", label: "Other services" },
];

/** Service choices for a category slug; unknown categories get the fallback list. */
export function serviceChoicesFor(category: string): readonly QuestionnaireOption[] {
  return Object.hasOwn(SERVICE_CHOICES, category)
    ? SERVICE_CHOICES[category as ServiceSlug]
    : FALLBACK_SERVICE_CHOICES;
}

/**
 * Choice to preselect when the questionnaire was opened from a project link
 * (/service-questionnaire/painting lands on the renovation list with "painting" chosen).
 */
export const PROJECT_SERVICE_CHOICE: Readonly<Record<ProjectSlug, string>> = {
  painting: "painting",
  patios: "patios-and-hardscaping",
  roofing: "roofing",
};

/** Preselected service choice for a questionnaire slug, or undefined (categories start empty). */
export function preselectedChoiceFor(questionnaireSlug: string): string | undefined {
  return Object.hasOwn(PROJECT_SERVICE_CHOICE, questionnaireSlug)
    ? PROJECT_SERVICE_CHOICE[questionnaireSlug as ProjectSlug]
    : undefined;
}

// ---------------------------------------------------------------------------
// /hvac-details: the follow-up question for each HVAC choice.

export type HvacChoice =
  | "air-conditioning"
  | "heating"
  | "thermostat-and-accessories"
  | "other-hvac-services";

export const HVAC_FOLLOW_UPS: Readonly<Record<HvacChoice, readonly QuestionnaireOption[]>> = {
  "air-conditioning": [
    { value: "install-or-replace-central-ac", label: "Install or replace a central AC" },
    { value: "repair-ac", label: "Repair an AC that isn't cooling" },
    { value: "ac-tune-up", label: "Maintenance or tune-up" },
    { value: "ductless-mini-split", label: "Ductless mini-split" },
    { value: "heat-pump", label: "Heat pump (cooling and heating)" },
  ],
  heating: [
    { value: "install-or-replace-furnace", label: "Install or replace a furnace" },
    { value: "repair-heating", label: "Repair a furnace or no heat" },
    { value: "heating-tune-up", label: "Maintenance or tune-up" },
    { value: "heat-pump", label: "Heat pump install or repair" },
    { value: "boiler-or-radiant", label: "Boiler or radiant heat" },
  ],
  "thermostat-and-accessories": [
    { value: "smart-thermostat", label: "Install a smart thermostat" },
    { value: "thermostat-repair", label: "Repair or replace a thermostat" },
    { value: "humidifier-or-dehumidifier", label: "Whole-house humidifier or dehumidifier" },
    { value: "air-purifier", label: "Air purifier or filtration" },
    { value: "zoning", label: "Zoning for rooms or floors" },
  ],
  "other-hvac-services": [
    { value: "duct-cleaning", label: "Duct cleaning" },
    { value: "ductwork", label: "Ductwork repair or installation" },
    { value: "air-quality-testing", label: "Indoor air quality testing" },
    { value: "dryer-vent-cleaning", label: "Dryer vent cleaning" },
    { value: "other", label: "Something else" },
  ],
};

/** For any other HVAC choice. */
export const DEFAULT_HVAC_FOLLOW_UPS: readonly QuestionnaireOption[] = [
  { value: "installation", label: "Installation" },
  { value: "repair", label: "Repair" },
  { value: "maintenance", label: "Maintenance" },
  { value: "consultation", label: "Consultation" },
  { value: "other", label: "Other" },
];

/** Follow-up options for an HVAC service choice value; unknown choices get the default list. */
export function hvacFollowUpsFor(choice: string): readonly QuestionnaireOption[] {
  return Object.hasOwn(HVAC_FOLLOW_UPS, choice)
    ? HVAC_FOLLOW_UPS[choice as HvacChoice]
    : DEFAULT_HVAC_FOLLOW_UPS;
}

// ---------------------------------------------------------------------------
// /budget-range. Values and order are the original app's; they travel in the query string.

/** The keys are the database's (`lead_requests.budget_option`), in the original app's order. */
/** A choice whose submitted value is `value` and whose `system` label travels in the URL. */
export type SystemOption = QuestionnaireOption & { system: string };

/**
 * The options whose label becomes `system`: the category's service choices
 * (non-HVAC) or the HVAC follow-ups for the chosen HVAC option.
 */
export function systemOptions(category: string, selectedOption?: string): SystemOption[] {
  if (category !== "hvac") {
    return serviceChoicesFor(category).map((option) => ({ ...option, system: option.label }));
  }
  const choice = SERVICE_CHOICES.hvac.find((option) => option.value === selectedOption);
  const prefix = choice?.label ?? "HVAC";
  return hvacFollowUpsFor(choice?.value ?? "").map((option) => ({
    ...option,
    system: `${prefix} - ${option.label}`,
  }));
}

export const BUDGET_VALUES = BUDGET_OPTION_KEYS;

export type BudgetValue = BudgetOption;

export const BUDGET_LABELS: Readonly<Record<BudgetValue, string>> = {
  under1000: "Under $1,000",
  "1000to3000": "$1,000 - $3,000",
  "3000to5000": "$3,000 - $5,000",
  "5000to10000": "$5,000 - $10,000",
  over10000: "Over $10,000",
  notSure: "Not sure, need estimate",
};

export const BUDGET_OPTIONS: readonly { value: BudgetValue; label: string }[] = BUDGET_VALUES.map(
  (value) => ({ value, label: BUDGET_LABELS[value] }),
);

export function isBudgetValue(value: string): value is BudgetValue {
  return (BUDGET_VALUES as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------
// /project-timing. Values and order are the original app's.

export const TIMING_VALUES = ["urgent", "soon", "flexible", "planning"] as const;

export type TimingValue = (typeof TIMING_VALUES)[number];

export const TIMING_LABELS: Readonly<Record<TimingValue, string>> = {
  urgent: "Urgent 1-2 days",
  soon: "Within 2 weeks",
  flexible: "More than 2 weeks",
  planning: "Not sure - still planning/budgeting",
};

export const TIMING_OPTIONS: readonly { value: TimingValue; label: string }[] = TIMING_VALUES.map(
  (value) => ({ value, label: TIMING_LABELS[value] }),
);

export function isTimingValue(value: string): value is TimingValue {
  return (TIMING_VALUES as readonly string[]).includes(value);
}

/**
 * Each category's labels by value, its own choices first, then the HVAC follow-ups: made once per
 * category, since every lead row of a pro's inbox asks (app/modules/intake/lead-title.ts).
 */
const labelsByCategory = new Map<string, ReadonlyMap<string, string>>();

function knownLabels(category: string): ReadonlyMap<string, string> {
  const key = Object.hasOwn(SERVICE_CHOICES, category) ? category : "";
  let labels = labelsByCategory.get(key);
  if (!labels) {
    const choices = [...serviceChoicesFor(key), ...Object.values(HVAC_FOLLOW_UPS).flat(), ...DEFAULT_HVAC_FOLLOW_UPS];
    // Reversed, so that where two lists share a value the first list's label is the one kept.
    labels = new Map(choices.reverse().map((choice) => [choice.value, choice.label]));
    labelsByCategory.set(key, labels);
  }
  return labels;
}

/**
 * The questionnaire's words for what the homeowner picked. A request stores the words themselves (systemOptions:
 * "Move-in or move-out cleaning", "Heating - Repair a furnace or no heat"), shown as they are; a value (a kebab-case
 * choice) reads as its label, or as its words when no list has it.
 */
export function subServiceLabel(category: string, value: string | null): string | null {
  if (!value) return null;
  const known = knownLabels(category).get(value);
  if (known) return known;
  if (/\s/.test(value.trim())) return value.trim();
  const words = value.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function budgetLabel(value: string | null): string {
  return value && isBudgetValue(value) ? BUDGET_LABELS[value] : "Not given";
}

export function timingLabel(value: string | null): string {
  return value && isTimingValue(value) ? TIMING_LABELS[value] : "Not given";
}

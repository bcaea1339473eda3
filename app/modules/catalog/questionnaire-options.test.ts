import { describe, expect, it } from "vitest";
import { PROJECT_SLUGS, resolveQuestionnaireService } from "./projects";
import {
  BUDGET_OPTIONS,
  budgetLabel,
  DEFAULT_HVAC_FOLLOW_UPS,
  FALLBACK_SERVICE_CHOICES,
  HVAC_FOLLOW_UPS,
  hvacFollowUpsFor,
  isBudgetValue,
  isTimingValue,
  preselectedChoiceFor,
  type QuestionnaireOption,
  SERVICE_CHOICES,
  serviceChoicesFor,
  subServiceLabel,
  TIMING_OPTIONS,
  timingLabel,
} from "./questionnaire-options";
import { SERVICE_SLUGS } from "./services";

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function expectWellFormed(options: readonly QuestionnaireOption[]) {
  const values = options.map((option) => option.value);
  const labels = options.map((option) => option.label);
  for (const value of values) expect(value).toMatch(KEBAB);
  for (const label of labels) expect(label).toMatch(/^[A-Z]\S.*\S$/);
  expect(new Set(values).size).toBe(options.length);
  expect(new Set(labels).size).toBe(options.length);
}

describe("serviceChoicesFor", () => {
  it("has the option counts each category's step shows", () => {
    const counts = Object.fromEntries(
      SERVICE_SLUGS.map((slug) => [slug, serviceChoicesFor(slug).length]),
    );
    expect(counts).toEqual({
      hvac: 4,
      plumbing: 5,
      electrical: 6,
      landscaping: 5,
      cleaning: 5,
      renovation: 5,
    });
  });

  it("gives HVAC exactly the original app's four choices", () => {
    expect(serviceChoicesFor("hvac").map((option) => option.label)).toEqual([
      "Air conditioning",
      "Heating",
      "Thermostat and accessories",
      "Other HVAC services",
    ]);
  });

  it("has kebab-case values and distinct labels in every list", () => {
    for (const slug of SERVICE_SLUGS) expectWellFormed(SERVICE_CHOICES[slug]);
    expectWellFormed(FALLBACK_SERVICE_CHOICES);
  });

  it("falls back to the five generic choices for any other category", () => {
    const fallback = ["Installation", "Repair", "Maintenance", "Consultation", "Other services"];
    for (const category of ["painting", "HVAC", "", "toString", "__proto__"]) {
      expect(serviceChoicesFor(category).map((option) => option.label), category).toEqual(
        fallback,
      );
    }
    expect(serviceChoicesFor("plumbing")).not.toBe(FALLBACK_SERVICE_CHOICES);
  });
});

describe("preselectedChoiceFor", () => {
  it("preselects a choice that exists in the project's parent category", () => {
    for (const slug of PROJECT_SLUGS) {
      const choice = preselectedChoiceFor(slug);
      const category = resolveQuestionnaireService(slug)?.category ?? "";
      const values = serviceChoicesFor(category).map((option) => option.value);
      expect(values, slug).toContain(choice);
    }
  });

  it("preselects nothing for categories and unknown slugs", () => {
    expect(preselectedChoiceFor("hvac")).toBeUndefined();
    expect(preselectedChoiceFor("Painting")).toBeUndefined();
    expect(preselectedChoiceFor("constructor")).toBeUndefined();
  });
});

describe("hvacFollowUpsFor", () => {
  it("has a follow-up list for each of the four HVAC choices", () => {
    expect(Object.keys(HVAC_FOLLOW_UPS).sort()).toEqual(
      serviceChoicesFor("hvac")
        .map((option) => option.value)
        .sort(),
    );
    for (const option of serviceChoicesFor("hvac")) {
      const followUps = hvacFollowUpsFor(option.value);
      expect(followUps, option.value).not.toBe(DEFAULT_HVAC_FOLLOW_UPS);
      expect(followUps.length, option.value).toBeGreaterThanOrEqual(3);
      expectWellFormed(followUps);
    }
  });

  it("offers central AC installation and repair for air conditioning", () => {
    const labels = hvacFollowUpsFor("air-conditioning").map((option) => option.label);
    expect(labels).toContain("Install or replace a central AC");
    expect(labels).toContain("Ductless mini-split");
    expect(hvacFollowUpsFor("heating").map((option) => option.value)).toContain(
      "install-or-replace-furnace",
    );
  });

  it("falls back to the default list for unknown choices", () => {
    const labels = ["Installation", "Repair", "Maintenance", "Consultation", "Other"];
    for (const choice of ["", "Heating", "plumbing", "hasOwnProperty"]) {
      expect(hvacFollowUpsFor(choice).map((option) => option.label), choice).toEqual(labels);
    }
    expectWellFormed(DEFAULT_HVAC_FOLLOW_UPS);
  });
});

describe("budget options", () => {
  it("has the original app's values and labels in order", () => {
    expect(BUDGET_OPTIONS).toEqual([
      { value: "under1000", label: "Under $1,000" },
      { value: "1000to3000", label: "$1,000 - $3,000" },
      { value: "3000to5000", label: "$3,000 - $5,000" },
      { value: "5000to10000", label: "$5,000 - $10,000" },
      { value: "over10000", label: "Over $10,000" },
      { value: "notSure", label: "Not sure, need estimate" },
    ]);
  });

  it("recognises only the original app's values", () => {
    expect(isBudgetValue("notSure")).toBe(true);
    expect(isBudgetValue("notsure")).toBe(false);
    expect(isBudgetValue("")).toBe(false);
  });
});

describe("timing options", () => {
  it("has the original app's values and labels in order", () => {
    expect(TIMING_OPTIONS).toEqual([
      { value: "urgent", label: "Urgent 1-2 days" },
      { value: "soon", label: "Within 2 weeks" },
      { value: "flexible", label: "More than 2 weeks" },
      { value: "planning", label: "Not sure - still planning/budgeting" },
    ]);
  });

  it("recognises only the original app's values", () => {
    expect(isTimingValue("soon")).toBe(true);
    expect(isTimingValue("Urgent")).toBe(false);
    expect(isTimingValue("asap")).toBe(false);
  });
});

describe("the request's answers in words", () => {
  it("uses the questionnaire's labels", () => {
    expect(subServiceLabel("plumbing", "water-heater")).toBe("Water heater");
    expect(subServiceLabel("hvac", "repair-ac")).toBe("Repair an AC that isn't cooling");
    // A category the catalog does not know takes the general choices.
    expect(subServiceLabel("roofing", "consultation")).toBe("Consultation");
    // What a request stores: the words the homeowner picked, dashes and all.
    expect(subServiceLabel("hvac", "Heating - Repair a furnace or no heat")).toBe("Heating - Repair a furnace or no heat");
    expect(subServiceLabel("cleaning", "Move-in or move-out cleaning")).toBe("Move-in or move-out cleaning");
    expect(budgetLabel("1000to3000")).toBe("$1,000 - $3,000");
    expect(timingLabel("urgent")).toBe("Urgent 1-2 days");
  });

  it("reads unknown or missing answers plainly", () => {
    expect(subServiceLabel("plumbing", "gas-line_work")).toBe("Gas line work");
    expect(subServiceLabel("plumbing", null)).toBeNull();
    expect(budgetLabel(null)).toBe("Not given");
    expect(timingLabel("someday")).toBe("Not given");
  });
});

import { describe, expect, it } from "vitest";
import { HVAC_FOLLOW_UPS, SERVICE_CHOICES } from "~/modules/catalog/questionnaire-options";
import { getService, SERVICE_SLUGS } from "~/modules/catalog/services";
import { QUESTIONNAIRE_JOB_TYPES } from "./questionnaire-job-types";
import { systemOptions } from "~/modules/catalog/questionnaire-options";
import { choiceKeyForSystem, requestSubService } from "./request-sub-service";

/** Every choice key the questionnaire can produce, per category. */
function offeredChoiceKeys(category: (typeof SERVICE_SLUGS)[number]): string[] {
  if (category !== "hvac") return SERVICE_CHOICES[category].map((choice) => choice.value);
  return SERVICE_CHOICES.hvac.flatMap((choice) => HVAC_FOLLOW_UPS[choice.value as keyof typeof HVAC_FOLLOW_UPS].map((followUp) => `${choice.value}/${followUp.value}`));
}

describe("questionnaire choices and job types", () => {
  it("lists every choice the questionnaire offers, and nothing else", () => {
    for (const category of SERVICE_SLUGS) {
      expect(Object.keys(QUESTIONNAIRE_JOB_TYPES[category]).sort(), category).toEqual(offeredChoiceKeys(category).sort());
    }
  });

  it("maps each choice to a real job type of its own category, or to null (open on purpose)", () => {
    for (const category of SERVICE_SLUGS) {
      const jobTypes = new Set(getService(category)!.subServices.map((sub) => sub.slug));
      for (const [choice, jobType] of Object.entries(QUESTIONNAIRE_JOB_TYPES[category])) {
        if (jobType !== null) expect(jobTypes.has(jobType), `${category} ${choice} → ${jobType}`).toBe(true);
      }
    }
  });

  it("finds the choice back from the label a request stores", () => {
    for (const category of SERVICE_SLUGS) {
      if (category === "hvac") continue;
      for (const option of systemOptions(category)) expect(choiceKeyForSystem(category, option.system)).toBe(option.value);
    }
    for (const choice of SERVICE_CHOICES.hvac) {
      for (const option of systemOptions("hvac", choice.value)) {
        expect(choiceKeyForSystem("hvac", option.system)).toBe(`${choice.value}/${option.value}`);
      }
    }
    expect(choiceKeyForSystem("plumbing", "Something typed by hand")).toBeUndefined();
    expect(choiceKeyForSystem("hvac", "HVAC - Repair")).toBeUndefined();
  });
});

describe("requestSubService", () => {
  it("names the job type of the questionnaire's choice", () => {
    expect(requestSubService("hvac", "Air conditioning - Repair an AC that isn't cooling")).toBe("ac-repair");
    expect(requestSubService("hvac", "Heating - Repair a furnace or no heat")).toBe("furnace-repair");
    expect(requestSubService("plumbing", "Water heater")).toBe("water-heater-installation");
    expect(requestSubService("cleaning", "Move-in or move-out cleaning")).toBe("move-in-and-move-out-cleaning");
  });

  it("leaves a request open to the category for a broad choice, a category without a choice, or an unknown label", () => {
    expect(requestSubService("plumbing", "Toilets, sinks and faucets")).toBeNull();
    expect(requestSubService("hvac", "Heating - Heat pump install or repair")).toBeNull();
    expect(requestSubService("hvac", "HVAC - Repair")).toBeNull();
    expect(requestSubService("hvac")).toBeNull();
    expect(requestSubService("furnace")).toBeNull();
    expect(requestSubService("plumbing", "Something typed by hand")).toBeNull();
    expect(requestSubService(null, "Water heater")).toBeNull();
  });

  it("names a project link's job type when no choice was made, and the choice wins when there is one", () => {
    expect(requestSubService("painting")).toBe("house-painting");
    expect(requestSubService(" Roofing ")).toBe("roof-repair-and-replacement");
    expect(requestSubService("painting", "Kitchen remodel")).toBe("kitchen-remodeling");
    expect(requestSubService("patios", "Yard drainage and other services")).toBeNull();
  });
});

import type { ServiceSlug } from "~/modules/catalog";

/**
 * The catalog job type (sub-service slug) each questionnaire choice asks for,
 * so a request goes only to pros who do that job (or who chose no job types).
 * null means open to the whole category on purpose: the choice spans several
 * job types (a request that names one would miss the pros who do the others),
 * or the catalog has none for it. Keys are the service-details choice values;
 * for HVAC, "choice/follow-up" values of the hvac-details step. A test checks
 * every choice the questionnaire offers is here and names a real job type.
 */
export const QUESTIONNAIRE_JOB_TYPES: Readonly<Record<ServiceSlug, Readonly<Record<string, string | null>>>> = {
  hvac: {
    "air-conditioning/install-or-replace-central-ac": "ac-installation",
    "air-conditioning/repair-ac": "ac-repair",
    "air-conditioning/ac-tune-up": "ac-tune-up",
    "air-conditioning/ductless-mini-split": "ductless-mini-split-installation",
    // Install or repair: two job types.
    "air-conditioning/heat-pump": null,
    "heating/install-or-replace-furnace": "furnace-installation",
    "heating/repair-heating": "furnace-repair",
    "heating/heating-tune-up": "furnace-tune-up",
    "heating/heat-pump": null,
    // Boilers (repair, installation) and radiant floors are three job types.
    "heating/boiler-or-radiant": null,
    "thermostat-and-accessories/smart-thermostat": "smart-thermostat-installation",
    // The catalog has no thermostat repair job.
    "thermostat-and-accessories/thermostat-repair": null,
    // Humidifier and dehumidifier are separate job types.
    "thermostat-and-accessories/humidifier-or-dehumidifier": null,
    "thermostat-and-accessories/air-purifier": "air-purifier-installation",
    "thermostat-and-accessories/zoning": "hvac-zoning",
    "other-hvac-services/duct-cleaning": "duct-cleaning",
    "other-hvac-services/ductwork": "ductwork-installation",
    "other-hvac-services/air-quality-testing": "indoor-air-quality-testing",
    "other-hvac-services/dryer-vent-cleaning": "dryer-vent-cleaning",
    "other-hvac-services/other": null,
  },
  plumbing: {
    // A clog is drain cleaning; sewer work starts there too.
    "drains-and-sewer": "drain-cleaning",
    // Most "water heater" requests are a replacement; a pro who repairs them installs them.
    "water-heater": "water-heater-installation",
    "leaks-and-pipes": "leak-detection",
    // Toilets, sinks and faucets: several repair and install jobs.
    "toilets-sinks-and-faucets": null,
    // Sump pump repair, installation or basement water in general.
    "sump-pump": null,
  },
  electrical: {
    "electrical-repair": "electrical-repair",
    "outlets-and-switches": "outlet-and-switch-installation",
    // Light fixtures and ceiling fans are separate job types.
    "lighting-and-ceiling-fans": null,
    // Panel upgrades and the several rewiring jobs.
    "panel-and-wiring": null,
    // Generators and EV chargers are separate job types.
    "generator-or-ev-charger": null,
    "other-electrical-services": null,
  },
  landscaping: {
    "lawn-care": "lawn-care",
    "landscape-design-and-planting": "landscape-design-and-installation",
    "patios-and-hardscaping": "patio-installation",
    "tree-and-shrub-care": "tree-and-shrub-trimming",
    // Drainage "and other": anything in the yard.
    "drainage-and-other": null,
  },
  cleaning: {
    "house-cleaning": "house-cleaning",
    "deep-cleaning": "deep-cleaning",
    "move-in-move-out": "move-in-and-move-out-cleaning",
    "carpet-and-upholstery": "carpet-cleaning",
    // Windows and gutters are separate job types, "and other" is anything.
    "windows-and-gutters": null,
  },
  renovation: {
    "kitchen-remodel": "kitchen-remodeling",
    "bathroom-remodel": "bathroom-remodeling",
    "basement-finishing": "basement-finishing",
    painting: "house-painting",
    roofing: "roof-repair-and-replacement",
  },
};

/** The job type a choice key names, or null (open, or not a known choice). */
export function jobTypeForChoice(category: ServiceSlug, choiceKey: string): string | null {
  const choices = QUESTIONNAIRE_JOB_TYPES[category];
  return Object.hasOwn(choices, choiceKey) ? (choices[choiceKey] ?? null) : null;
}

import { describe, expect, it } from "vitest";
import { systemOptions } from "~/modules/catalog/questionnaire-options";
import { ZIP_MESSAGES } from "~/modules/catalog/zip";
import {
  nextStep,
  nextStepUrl,
  normalizeAnswers,
  SYSTEM_WORDS_MAX,
  withSystemWords,
  parseAnswers,
  prerequisiteRedirect,
  requireStepAnswers,
  previousStep,
  PREVIOUS_INTENT,
  previousStepUrl,
  QUESTIONNAIRE_MESSAGES,
  type QuestionnaireAnswers,
  selectedHvacFollowUp,
  selectedServiceChoice,
  stepsFor,
  stepUrl,
  submitStep,
  TEXT_LIMITS,
  toQueryString,
  withService,
} from "./questionnaire";

const params = (query: string) => new URLSearchParams(query);
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const hvac: QuestionnaireAnswers = { zip: "43215", service: "hvac" };
const plumbing: QuestionnaireAnswers = { zip: "44114", service: "plumbing" };

describe("step order", () => {
  it("goes through hvac-details only for HVAC", () => {
    expect(stepsFor(hvac)).toEqual([
      "zip",
      "service-details",
      "hvac-details",
      "budget-range",
      "project-timing",
      "project-details",
      "contact-info",
      "search",
    ]);
    expect(stepsFor(plumbing)).not.toContain("hvac-details");
    expect(stepsFor({})).not.toContain("hvac-details");
  });

  it("moves forward one step at a time", () => {
    expect(nextStep("zip", hvac)).toBe("service-details");
    expect(nextStep("service-details", hvac)).toBe("hvac-details");
    expect(nextStep("hvac-details", hvac)).toBe("budget-range");
    expect(nextStep("service-details", plumbing)).toBe("budget-range");
    expect(nextStep("budget-range", plumbing)).toBe("project-timing");
    expect(nextStep("project-timing", plumbing)).toBe("project-details");
    expect(nextStep("project-details", plumbing)).toBe("contact-info");
    expect(nextStep("address", plumbing)).toBe("contact-info");
    expect(nextStep("contact-info", plumbing)).toBe("search");
    expect(nextStep("search", plumbing)).toBeNull();
  });

  it("moves back one step at a time", () => {
    expect(previousStep("zip", hvac)).toBeNull();
    expect(previousStep("service-details", hvac)).toBe("zip");
    expect(previousStep("hvac-details", hvac)).toBe("service-details");
    expect(previousStep("budget-range", hvac)).toBe("hvac-details");
    expect(previousStep("budget-range", plumbing)).toBe("service-details");
    expect(previousStep("project-details", plumbing)).toBe("project-timing");
    expect(previousStep("address", plumbing)).toBe("project-timing");
    expect(previousStep("contact-info", hvac)).toBe("project-details");
  });
});

describe("URLs", () => {
  const full: QuestionnaireAnswers = {
    query: "AC blows warm air",
    zip: "43215",
    service: "hvac",
    selectedOption: "air-conditioning",
    system: "Air conditioning - Repair an AC that isn't cooling",
    budget: "1000to3000",
    urgency: "soon",
    details: "Two-storey house",
  };

  it("writes the answers in a fixed order with the original app's names", () => {
    expect(toQueryString({ zip: "43215", query: "a b&c", service: "hvac" })).toBe(
      "?query=a+b%26c&zip=43215&service=hvac",
    );
    expect(toQueryString({})).toBe("");
  });

  it("builds step paths from the service", () => {
    expect(stepUrl("zip", hvac)).toBe("/service-questionnaire/hvac?zip=43215&service=hvac");
    expect(stepUrl("service-details", { zip: "43215", service: "painting" })).toBe(
      "/service-details/renovation?zip=43215&service=painting",
    );
    expect(stepUrl("zip", { zip: "43215" })).toBe("/service-request?zip=43215");
    expect(stepUrl("address", plumbing)).toBe("/address?zip=44114&service=plumbing");
  });

  it("goes from hvac-details to budget-range with every answer", () => {
    const url = new URL(nextStepUrl("hvac-details", full)!, "http://x");
    expect(url.pathname).toBe("/budget-range");
    expect(Object.fromEntries(url.searchParams)).toEqual(full);
  });

  it("keeps every answer when going back", () => {
    expect(previousStepUrl("budget-range", full)).toBe(`/hvac-details${toQueryString(full)}`);
    expect(previousStepUrl("hvac-details", full)).toBe(`/service-details/hvac${toQueryString(full)}`);
    expect(previousStepUrl("service-details", full)).toBe(`/service-questionnaire/hvac${toQueryString(full)}`);
    expect(previousStepUrl("contact-info", full)).toBe(`/project-details${toQueryString(full)}`);
    expect(previousStepUrl("zip", full)).toBe("/");
  });

  it("round-trips through the query string", () => {
    expect(parseAnswers(params(toQueryString(full)))).toEqual(full);
  });
});

describe("parseAnswers", () => {
  it("reads valid parameters", () => {
    expect(
      parseAnswers(params("query=leaky+faucet&zip=44114&service=plumbing&system=Leak+or+pipe+repair&budget=under1000")),
    ).toEqual({
      query: "leaky faucet",
      zip: "44114",
      service: "plumbing",
      system: "Leak or pipe repair",
      budget: "under1000",
    });
  });

  it("shortens a ZIP+4 and drops a non-Ohio or malformed ZIP", () => {
    expect(parseAnswers(params("zip=43215-1234")).zip).toBe("43215");
    expect(parseAnswers(params("zip=46001")).zip).toBeUndefined();
    expect(parseAnswers(params("zip=4321")).zip).toBeUndefined();
    expect(parseAnswers(params("zip=43215abc")).zip).toBeUndefined();
  });

  it("drops garbage without throwing", () => {
    const garbage = params(
      "service=HVAC&zip=%00&budget=1000000&urgency=yesterday&selectedOption=<script>&system=anything&details=%20%20&street=&unknown=1&zip=43215",
    );
    expect(parseAnswers(garbage)).toEqual({});
    // A broken percent-encoding decodes to a replacement character; it is text like any other.
    expect(parseAnswers(params("service=../../etc&query=%E0%A4%A"))).toEqual({ query: "\ufffd%A" });
    expect(parseAnswers(params(""))).toEqual({});
    expect(parseAnswers(form({ zip: "43215" }))).toEqual({ zip: "43215" });
    const withFile = new FormData();
    withFile.set("details", new Blob(["x"]));
    expect(parseAnswers(withFile)).toEqual({});
  });

  it("uses the first of repeated parameters", () => {
    expect(parseAnswers(params("budget=under1000&budget=notSure")).budget).toBe("under1000");
  });

  it("accepts the project slugs and the six categories, exactly", () => {
    for (const slug of ["hvac", "plumbing", "electrical", "landscaping", "cleaning", "renovation", "painting", "patios", "roofing"]) {
      expect(parseAnswers(params(`service=${slug}`)).service).toBe(slug);
    }
    expect(parseAnswers(params("service=Plumbing")).service).toBeUndefined();
  });

  it("keeps selectedOption only for HVAC and system only when the service offers it", () => {
    expect(parseAnswers(params("service=plumbing&selectedOption=heating"))).toEqual({ service: "plumbing" });
    expect(parseAnswers(params("service=hvac&selectedOption=heating")).selectedOption).toBe("heating");
    expect(parseAnswers(params("service=plumbing&system=Heating")).system).toBeUndefined();
    expect(parseAnswers(params("system=Water+heater")).system).toBeUndefined();
    expect(
      parseAnswers(params("service=hvac&selectedOption=heating&system=Air+conditioning+-+Ductless+mini-split")).system,
    ).toBeUndefined();
    expect(parseAnswers(params("service=hvac&system=HVAC+-+Repair")).system).toBe("HVAC - Repair");
    expect(parseAnswers(params("service=painting&system=Interior+or+exterior+painting")).system).toBe(
      "Interior or exterior painting",
    );
  });

  it("reads a questionnaire label as an old link or a hand-made post writes it", () => {
    // Another case, another dash, spaces, and no selectedOption: the label the questionnaire stores.
    expect(parseAnswers(params("service=hvac&system=%20heating+%E2%80%93+repair+a+FURNACE++or+no+heat%20")).system).toBe(
      "Heating - Repair a furnace or no heat",
    );
    // The follow-up's words alone, under the choice they belong to.
    expect(parseAnswers(params("service=hvac&selectedOption=heating&system=Repair+a+furnace+or+no+heat")).system).toBe(
      "Heating - Repair a furnace or no heat",
    );
    expect(parseAnswers(params("service=plumbing&system=water+HEATER")).system).toBe("Water heater");
    // Words two choices share name neither without the choice; words of no label stay out of a link's pages.
    expect(parseAnswers(params("service=hvac&system=Maintenance+or+tune-up")).system).toBeUndefined();
    expect(parseAnswers(params("service=hvac&system=Furnace+bangs+at+night")).system).toBeUndefined();
  });

  it("cleans and bounds free text", () => {
    expect(parseAnswers(params("query=%20+two%0D%0Alines%07+")).query).toBe("two\nlines");
    expect(parseAnswers(params("street=12%0A%20Main%20%20St")).street).toBe("12 Main St");
    const long = "x".repeat(TEXT_LIMITS.details + 50);
    expect(parseAnswers(params(`details=${long}`)).details).toHaveLength(TEXT_LIMITS.details);
    // 2,500 characters is over the counter's 2000 but is kept: the counter does not enforce a limit.
    expect(parseAnswers(params(`details=${"y".repeat(2500)}`)).details).toHaveLength(2500);
    const emoji = "a".repeat(TEXT_LIMITS.query - 1) + "😀";
    expect(parseAnswers(params(`query=${encodeURIComponent(emoji)}`)).query).toBe("a".repeat(TEXT_LIMITS.query - 1));
  });
});

describe("normalizeAnswers and withService", () => {
  it("re-checks answers that depend on the service", () => {
    const answers = withService({ selectedOption: "heating", system: "Heating - Boiler or radiant heat" }, "hvac");
    expect(answers.system).toBe("Heating - Boiler or radiant heat");
    expect(withService(answers, "plumbing")).toEqual({ service: "plumbing" });
    expect(normalizeAnswers({ service: "nope", zip: "43215" })).toEqual({ zip: "43215" });
  });
});

describe("choices", () => {
  it("labels HVAC systems with the choice and the follow-up", () => {
    expect(systemOptions("hvac", "heating")[0]).toEqual({
      value: "install-or-replace-furnace",
      label: "Install or replace a furnace",
      system: "Heating - Install or replace a furnace",
    });
    expect(systemOptions("hvac").map((option) => option.system)).toEqual([
      "HVAC - Installation",
      "HVAC - Repair",
      "HVAC - Maintenance",
      "HVAC - Consultation",
      "HVAC - Other",
    ]);
    expect(systemOptions("plumbing")[1]).toEqual({ value: "water-heater", label: "Water heater", system: "Water heater" });
  });

  it("preselects what the answers say, else the project's choice", () => {
    expect(selectedServiceChoice({ service: "plumbing", system: "Water heater" }, "plumbing")).toBe("water-heater");
    expect(selectedServiceChoice({ service: "plumbing" }, "plumbing")).toBeUndefined();
    expect(selectedServiceChoice({ service: "painting" }, "renovation")).toBe("painting");
    expect(selectedServiceChoice({ service: "roofing", system: "Kitchen remodel" }, "renovation")).toBe("kitchen-remodel");
    expect(selectedServiceChoice({ service: "patios" }, "landscaping")).toBe("patios-and-hardscaping");
    expect(selectedServiceChoice({ service: "hvac", selectedOption: "heating" }, "hvac")).toBe("heating");
    expect(
      selectedHvacFollowUp({ service: "hvac", selectedOption: "heating", system: "Heating - Boiler or radiant heat" }),
    ).toBe("boiler-or-radiant");
    expect(selectedHvacFollowUp({ service: "hvac" })).toBeUndefined();
  });
});

describe("prerequisiteRedirect", () => {
  it("lets the ZIP step through and sends later steps without a ZIP or service back", () => {
    expect(prerequisiteRedirect("zip", {})).toBeNull();
    expect(prerequisiteRedirect("budget-range", plumbing)).toBeNull();
    expect(prerequisiteRedirect("budget-range", { service: "plumbing", budget: "notSure" })).toBe(
      "/service-questionnaire/plumbing?service=plumbing&budget=notSure",
    );
    expect(prerequisiteRedirect("project-timing", { zip: "43215" })).toBe("/service-request?zip=43215");
    expect(prerequisiteRedirect("service-details", { service: "hvac" })).toBe(
      "/service-questionnaire/hvac?service=hvac",
    );
  });
});

describe("requireStepAnswers", () => {
  const thrown = (run: () => unknown): Response => {
    try {
      run();
    } catch (error) {
      if (error instanceof Response) return error;
    }
    throw new Error("expected a thrown redirect");
  };

  it("answers the step's answers, with the path's service winning over the query's", () => {
    expect(requireStepAnswers("budget-range", new URLSearchParams("zip=43215&service=plumbing&budget=notSure"))).toEqual({
      zip: "43215",
      service: "plumbing",
      budget: "notSure",
    });
    expect(requireStepAnswers("hvac-details", new URLSearchParams("zip=43215&service=plumbing"), { service: "hvac" }).service).toBe("hvac");
    expect(requireStepAnswers("zip", new URLSearchParams(""), { service: "hvac" })).toEqual({ service: "hvac" });
  });

  it("throws a redirect to the step that is missing, keeping the other answers, on every later step", () => {
    for (const step of ["service-details", "budget-range", "project-timing", "project-details", "address", "contact-info"] as const) {
      const noZip = thrown(() => requireStepAnswers(step, new URLSearchParams("service=plumbing&budget=notSure")));
      expect(noZip.status).toBe(302);
      expect(noZip.headers.get("Location")).toBe("/service-questionnaire/plumbing?service=plumbing&budget=notSure");
      const noService = thrown(() => requireStepAnswers(step, new URLSearchParams("zip=43215")));
      expect(noService.headers.get("Location")).toBe("/service-request?zip=43215");
    }
  });
});

describe("submitStep", () => {
  it("ZIP step: the original app's messages, keeping what was typed", () => {
    expect(submitStep("zip", { service: "hvac" }, form({ zip: "46001" }))).toEqual({
      ok: false,
      field: "zip",
      message: ZIP_MESSAGES.notOhio,
      values: { zip: "46001" },
    });
    expect(submitStep("zip", { service: "hvac" }, form({ zip: "4321" }))).toMatchObject({
      ok: false,
      message: ZIP_MESSAGES.invalidFormat,
    });
    expect(submitStep("zip", { service: "hvac" }, form({}))).toMatchObject({
      ok: false,
      message: ZIP_MESSAGES.invalidFormat,
    });
    expect(submitStep("zip", { service: "hvac" }, form({ zip: "43215-1234" }))).toMatchObject({
      ok: true,
      redirectTo: "/service-details/hvac?zip=43215&service=hvac",
    });
  });

  it("service-details: a choice or free text is needed", () => {
    expect(submitStep("service-details", plumbing, form({ query: "  " }))).toMatchObject({
      ok: false,
      message: QUESTIONNAIRE_MESSAGES.serviceDetails,
    });
    expect(submitStep("service-details", plumbing, form({ choice: "not-a-choice" }))).toMatchObject({ ok: false });
    expect(submitStep("service-details", plumbing, form({ choice: "water-heater" }))).toMatchObject({
      ok: true,
      redirectTo: "/budget-range?zip=44114&service=plumbing&system=Water+heater",
    });
    expect(submitStep("service-details", plumbing, form({ query: "Gurgling drain" }))).toMatchObject({
      ok: true,
      redirectTo: "/budget-range?query=Gurgling+drain&zip=44114&service=plumbing",
    });
  });

  it("service-details for HVAC goes to hvac-details with selectedOption", () => {
    expect(submitStep("service-details", hvac, form({ choice: "heating", query: "No heat" }))).toMatchObject({
      ok: true,
      redirectTo: "/hvac-details?query=No+heat&zip=43215&service=hvac&selectedOption=heating",
    });
    // Changing the HVAC choice forgets the follow-up that belonged to the old one.
    const back = { ...hvac, selectedOption: "heating", system: "Heating - Repair a furnace or no heat" };
    expect(submitStep("service-details", back, form({ choice: "heating" }))).toMatchObject({
      answers: { system: "Heating - Repair a furnace or no heat" },
    });
    const changed = submitStep("service-details", back, form({ choice: "air-conditioning" }));
    expect(changed.ok && changed.answers.system).toBeUndefined();
    expect(changed.ok && changed.answers.selectedOption).toBe("air-conditioning");
  });

  it("service-details clears a previous choice when only text is sent", () => {
    const result = submitStep("service-details", { ...plumbing, system: "Water heater" }, form({ query: "Odd noise" }));
    expect(result.ok && result.answers).toEqual({ ...plumbing, query: "Odd noise" });
  });

  it("hvac-details sets the system label", () => {
    const answers = { ...hvac, selectedOption: "air-conditioning" };
    expect(submitStep("hvac-details", answers, form({}))).toMatchObject({
      ok: false,
      message: QUESTIONNAIRE_MESSAGES.hvacDetails,
    });
    expect(submitStep("hvac-details", answers, form({ followUp: "ductless-mini-split" }))).toMatchObject({
      ok: true,
      redirectTo:
        "/budget-range?zip=43215&service=hvac&selectedOption=air-conditioning&system=Air+conditioning+-+Ductless+mini-split",
    });
  });

  it("budget and timing need a known choice", () => {
    expect(submitStep("budget-range", plumbing, form({ budget: "lots" }))).toMatchObject({
      ok: false,
      message: QUESTIONNAIRE_MESSAGES.budget,
    });
    expect(submitStep("budget-range", plumbing, form({ budget: "5000to10000" }))).toMatchObject({
      redirectTo: "/project-timing?zip=44114&service=plumbing&budget=5000to10000",
    });
    expect(submitStep("project-timing", plumbing, form({}))).toMatchObject({
      ok: false,
      message: QUESTIONNAIRE_MESSAGES.urgency,
    });
    expect(submitStep("project-timing", plumbing, form({ urgency: "urgent" }))).toMatchObject({
      redirectTo: "/project-details?zip=44114&service=plumbing&urgency=urgent",
    });
  });

  it("project-details and address: optional text, then contact-info", () => {
    expect(submitStep("project-details", plumbing, form({ details: "" }))).toMatchObject({
      ok: true,
      redirectTo: "/contact-info?zip=44114&service=plumbing",
    });
    expect(
      submitStep("project-details", plumbing, form({ details: "Basement", street: "1 Main St", city: "Akron" })),
    ).toMatchObject({ redirectTo: "/contact-info?zip=44114&service=plumbing&details=Basement" });
    expect(
      submitStep("address", plumbing, form({ details: "Basement", street: "1 Main St", city: "Akron" })),
    ).toMatchObject({
      redirectTo: "/contact-info?zip=44114&service=plumbing&details=Basement&street=1+Main+St&city=Akron",
    });
  });
});

describe("submitStep with Previous", () => {
  const back = (fields: Record<string, string>) => form({ ...fields, intent: PREVIOUS_INTENT });

  it("project-details: what was typed goes back with the answers, so it is there on the way forward", () => {
    const answers = { ...plumbing, budget: "5000to10000", urgency: "urgent" } as const;
    expect(submitStep("project-details", answers, back({ details: "Leaks under the sink" }))).toEqual({
      ok: true,
      answers: { ...answers, details: "Leaks under the sink" },
      redirectTo: "/project-timing?zip=44114&service=plumbing&budget=5000to10000&urgency=urgent&details=Leaks+under+the+sink",
    });
    expect(submitStep("address", plumbing, back({ details: "", street: "1 Main St", city: "Akron" }))).toMatchObject({
      redirectTo: "/project-timing?zip=44114&service=plumbing&street=1+Main+St&city=Akron",
    });
  });

  it("a step left without its answer goes back anyway, keeping the answers carried so far", () => {
    const answers = { ...plumbing, budget: "5000to10000" } as const;
    expect(submitStep("project-timing", answers, back({}))).toMatchObject({
      ok: true,
      redirectTo: "/budget-range?zip=44114&service=plumbing&budget=5000to10000",
    });
    expect(submitStep("project-timing", plumbing, back({ urgency: "urgent" }))).toMatchObject({
      redirectTo: "/budget-range?zip=44114&service=plumbing&urgency=urgent",
    });
    expect(submitStep("hvac-details", { ...hvac, selectedOption: "heating" }, back({}))).toMatchObject({
      redirectTo: "/service-details/hvac?zip=43215&service=hvac&selectedOption=heating",
    });
  });

  it("service-details keeps the text as it was left, emptied too", () => {
    expect(submitStep("service-details", plumbing, back({ query: "Gurgling drain" }))).toMatchObject({
      redirectTo: "/service-questionnaire/plumbing?query=Gurgling+drain&zip=44114&service=plumbing",
    });
    expect(submitStep("service-details", { ...plumbing, query: "Old text" }, back({ query: " " }))).toMatchObject({
      redirectTo: "/service-questionnaire/plumbing?zip=44114&service=plumbing",
    });
  });

  it("from the ZIP step Previous goes home whatever was typed", () => {
    expect(submitStep("zip", { service: "hvac" }, back({ zip: "4" }))).toMatchObject({ ok: true, redirectTo: "/" });
  });
});

describe("withSystemWords (a posted request)", () => {
  const posted = (query: string) => {
    const source = params(query);
    return withSystemWords(parseAnswers(source), source.get("system"));
  };

  it("keeps the homeowner's words for a service that names none of its labels: one line, plain, bounded", () => {
    expect(posted("service=hvac&system=%20Furnace%0D%0A+bangs%09at+night%07%20").system).toBe("Furnace bangs at night");
    expect(posted("service=hvac&system=%3Cb%3Eloud%3C%2Fb%3E").system).toBe("<b>loud</b>");
    const long = posted(`service=hvac&system=${"w".repeat(500)}`).system;
    expect(long).toHaveLength(SYSTEM_WORDS_MAX);
  });

  it("keeps a label as the questionnaire writes it, and nothing without a service or words", () => {
    expect(posted("service=hvac&system=heating+-+repair+a+furnace+or+no+heat").system).toBe("Heating - Repair a furnace or no heat");
    expect(posted("system=Furnace+bangs").system).toBeUndefined();
    expect(posted("service=hvac&system=%20%07%20").system).toBeUndefined();
    expect(posted("service=hvac").system).toBeUndefined();
  });
});

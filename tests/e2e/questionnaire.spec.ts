import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, screenshotAfterPaint, scriptSources, test, waitForPageScript } from "./fixtures";
import { QUESTIONNAIRE_STEP_URLS } from "./step-urls";
import { ZIP_NEXT_DELAY_MS } from "../../app/page-scripts/enhance/zip-step";

/** The query parameters of the page's current URL. */
function paramsOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

const next = (page: Page) => page.getByRole("button", { name: "Next" });
const previous = (page: Page) => page.getByRole("button", { name: "Previous" });

const TYPED_ANSWERS = "zip=43215&service=plumbing&system=Water+heater&budget=1000to3000&urgency=soon";

/**
 * Type on a step, go back with Previous, come forward again: what was typed is still there, on the details step
 * (which carries it back in the address) and on the contact step (whose name, e-mail and phone never enter one).
 */
async function previousKeepsWhatWasTyped(page: Page, width: number, withScript: boolean) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`/project-details?${TYPED_ANSWERS}`);
  if (withScript) await waitForPageScript(page);
  await page.getByLabel("Project details (optional)").fill("Water pools under the tank");
  await previous(page).click();
  await expectStep(page, "/project-timing");
  await expect(page.getByRole("radio", { name: "Within 2 weeks" })).toBeChecked();
  await next(page).click();
  await expectStep(page, "/project-details");
  await expect(page.getByLabel("Project details (optional)")).toHaveValue("Water pools under the tank");

  await next(page).click();
  await expectStep(page, "/contact-info");
  if (withScript) await expect(page.locator("form[data-lead-form][data-enhanced]")).toBeAttached();
  await page.getByLabel("First name").fill("Dana");
  await page.getByLabel("Last name").fill("Whitfield");
  // Not a whole address yet: Previous goes back without the checks.
  await page.getByLabel("Email").fill("dana.whitfield@");
  await page.getByLabel("Phone").fill("(614) 555-2290");
  await page.getByRole("checkbox").check();
  await previous(page).click();
  await expectStep(page, "/project-details");
  expect(page.url()).not.toMatch(/Dana|Whitfield|dana|555|2290/);
  await expect(page.getByLabel("Project details (optional)")).toHaveValue("Water pools under the tank");
  await next(page).click();
  await expectStep(page, "/contact-info");
  await expect(page.getByLabel("First name")).toHaveValue("Dana");
  await expect(page.getByLabel("Last name")).toHaveValue("Whitfield");
  await expect(page.getByLabel("Email")).toHaveValue("dana.whitfield@");
  await expect(page.getByLabel("Phone")).toHaveValue("(614) 555-2290");
  await expect(page.getByRole("checkbox")).toBeChecked();
}


/**
 * A ZIP+4 on a phone: the ZIP step takes it with the seed's hyphen (and a pasted ZIP's spaces around it) and goes on
 * with its five digits, which is all the next step's address holds; a space inside is refused as the seed says
 * (docs/decisions/067-a-zip-as-typed-and-the-homeowners-town.md).
 */
async function zipStepTakesZipPlusFour(page: Page, withScript: boolean) {
  await page.setViewportSize({ width: 375, height: 900 });
  for (const typed of ["43215-1234", " 43215 "]) {
    await page.goto("/service-questionnaire/plumbing");
    if (withScript) await waitForPageScript(page);
    await page.getByLabel("ZIP code").fill(typed);
    await next(page).click();
    await expectStep(page, "/service-details/plumbing");
    expect(paramsOf(page), typed).toEqual({ zip: "43215", service: "plumbing" });
  }
  await page.goto("/service-questionnaire/plumbing");
  if (withScript) await waitForPageScript(page);
  await page.getByLabel("ZIP code").fill("43215 1234");
  await next(page).click();
  await expect(page.getByText("Please enter a valid ZIP code")).toBeVisible();
  await expect(page.getByLabel("ZIP code")).toHaveValue("43215 1234");
}

/** Opens a step and waits for its page script, so what the test checks is the script's behaviour. */
async function openStep(page: Page, url: string) {
  await page.goto(url);
  await waitForPageScript(page);
}

async function expectStep(page: Page, path: string | RegExp) {
  await expect(page).toHaveURL(typeof path === "string" ? new RegExp(`${path}(\\?|$)`) : path);
}

test.describe("with JavaScript", () => {
  test("HVAC: ZIP, service details, hvac details, budget, timing and details reach contact-info with every answer", async ({
    page,
  }) => {
    await page.goto("/service-questionnaire/hvac");
    await expect(page.getByRole("list", { name: "Quote request progress" }).getByRole("listitem").first()).toHaveAttribute(
      "aria-current",
      "step",
    );
    await expect(page.getByText("Share details")).toBeVisible();
    await expect(page.getByText("Get quotes")).toBeVisible();
    await expect(page.getByText("Compare")).toBeVisible();

    await page.getByLabel("ZIP code").fill("43215");
    await next(page).click();
    await expectStep(page, "/service-details/hvac");
    expect(paramsOf(page)).toEqual({ zip: "43215", service: "hvac" });

    await page.getByRole("radio", { name: "Air conditioning" }).check();
    // The box's limit is said up front (it stops taking text there).
    await expect(page.getByLabel("Describe your project (optional)")).toHaveAccessibleDescription(/^Up to 500 characters\./);
    await page.getByLabel("Describe your project (optional)").fill("Upstairs rooms stay warm");
    await next(page).click();
    await expectStep(page, "/hvac-details");
    expect(paramsOf(page)).toEqual({
      query: "Upstairs rooms stay warm",
      zip: "43215",
      service: "hvac",
      selectedOption: "air-conditioning",
    });
    await expect(page.getByText("HVAC: Air conditioning")).toBeVisible();

    await page.getByRole("radio", { name: "Ductless mini-split" }).check();
    await next(page).click();
    await expectStep(page, "/budget-range");
    expect(paramsOf(page)).toMatchObject({ system: "Air conditioning - Ductless mini-split" });

    await page.getByRole("radio", { name: "$1,000 - $3,000" }).check();
    await next(page).click();
    await expectStep(page, "/project-timing");

    await page.getByRole("radio", { name: "Within 2 weeks" }).check();
    await next(page).click();
    await expectStep(page, "/project-details");

    await page.getByLabel("Project details (optional)").fill("Two-storey house, attic ducts");
    await next(page).click();
    await expectStep(page, "/contact-info");
    expect(paramsOf(page)).toEqual({
      query: "Upstairs rooms stay warm",
      zip: "43215",
      service: "hvac",
      selectedOption: "air-conditioning",
      system: "Air conditioning - Ductless mini-split",
      budget: "1000to3000",
      urgency: "soon",
      details: "Two-storey house, attic ducts",
    });
  });

  test("plumbing skips hvac-details; Ctrl+Enter advances in the text steps", async ({ page }) => {
    await openStep(page, "/service-questionnaire/plumbing?zip=44114");
    await expect(page.getByLabel("ZIP code")).toHaveValue("44114");
    await next(page).click();
    await expectStep(page, "/service-details/plumbing");

    await waitForPageScript(page);
    await page.getByRole("radio", { name: "Water heater" }).check();
    const query = page.getByLabel("Describe your project (optional)");
    await query.fill("No hot water since Sunday");
    await query.press("Control+Enter");
    await expectStep(page, "/budget-range");
    expect(paramsOf(page)).toEqual({
      query: "No hot water since Sunday",
      zip: "44114",
      service: "plumbing",
      system: "Water heater",
    });

    await page.getByRole("radio", { name: "Not sure, need estimate" }).check();
    await next(page).click();
    await page.getByRole("radio", { name: "Urgent 1-2 days" }).check();
    await next(page).click();
    await expectStep(page, "/project-details");
    await waitForPageScript(page);

    const details = page.getByLabel("Project details (optional)");
    await details.fill("Gas heater in the basement");
    await details.press("Meta+Enter");
    await expectStep(page, "/contact-info");
    expect(paramsOf(page)).toEqual({
      query: "No hot water since Sunday",
      zip: "44114",
      service: "plumbing",
      system: "Water heater",
      budget: "notSure",
      urgency: "urgent",
      details: "Gas heater in the basement",
    });
  });

  test("ZIP step messages follow the original app's rules", async ({ page }) => {
    await openStep(page, "/service-questionnaire/electrical");
    const zip = page.getByLabel("ZIP code");

    await zip.fill("46001");
    await next(page).click();
    await expect(page.getByRole("alert")).toHaveText(
      "We're currently only serving Ohio. Please enter an Ohio zip code.",
    );
    await expect(zip).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/service-questionnaire\/electrical$/);

    await expect(zip).toBeFocused();

    await zip.fill("4321");
    // Editing the ZIP clears the message until the next check.
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(zip).not.toHaveAttribute("aria-invalid");
    await next(page).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter a valid ZIP code");

    await zip.fill("43215-1234");
    await next(page).click();
    await expectStep(page, "/service-details/electrical");
    expect(paramsOf(page)).toEqual({ zip: "43215", service: "electrical" });
  });

  test("the ZIP step takes a ZIP+4 written with its hyphen at 375 px, goes on with 43215, and refuses one with a space", async ({ page }) => {
    await zipStepTakesZipPlusFour(page, true);
  });

  test("the ZIP step's Next shows a loading state for 800 ms before it navigates", async ({ page }) => {
    // The page's clock is ours to move: the test checks what the page shows at each moment, not how
    // long a busy machine took (a wall-clock version of this test failed under load).
    await page.clock.install({ time: new Date("2026-11-25T12:00:00Z") });
    await page.goto("/service-questionnaire/hvac");
    await waitForPageScript(page);
    await page.clock.pauseAt(new Date("2026-11-25T13:00:00Z"));
    await page.getByLabel("ZIP code").fill("43215");
    const button = next(page);
    await button.click();
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toBeDisabled();
    await page.clock.runFor(ZIP_NEXT_DELAY_MS - 10);
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(page).toHaveURL(/\/service-questionnaire\/hvac$/);
    await page.clock.runFor(10);
    await expectStep(page, "/service-details/hvac");
  });

  for (const path of QUESTIONNAIRE_STEP_URLS) {
    test(`${path.split("?")[0]} loads only the questionnaire's page script, no React`, async ({ page }) => {
      await openStep(page, path);
      expect(await scriptSources(page)).toEqual([expect.stringMatching(/^\/assets\/page-questionnaire-[\w-]+\.js$/)]);
      // No inline React Router context either: nothing hydrates.
      expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    });
  }

  test("Previous goes back one step keeping every answer, and the answers are shown again", async ({ page }) => {
    const answers =
      "query=Noisy+fan&zip=43215&service=hvac&selectedOption=heating&system=Heating+-+Boiler+or+radiant+heat&budget=over10000&urgency=flexible&details=Old+house";
    await page.goto(`/project-details?${answers}`);
    await expect(page.getByLabel("Project details (optional)")).toHaveValue("Old house");

    await previous(page).click();
    await expect(page).toHaveURL(`/project-timing?${answers}`);
    await expect(page.getByRole("radio", { name: "More than 2 weeks" })).toBeChecked();

    await previous(page).click();
    await expect(page).toHaveURL(`/budget-range?${answers}`);
    await expect(page.getByRole("radio", { name: "Over $10,000" })).toBeChecked();

    await previous(page).click();
    await expect(page).toHaveURL(`/hvac-details?${answers}`);
    await expect(page.getByRole("radio", { name: "Boiler or radiant heat" })).toBeChecked();

    await previous(page).click();
    await expect(page).toHaveURL(`/service-details/hvac?${answers}`);
    await expect(page.getByRole("radio", { name: "Heating" })).toBeChecked();
    await expect(page.getByLabel("Describe your project (optional)")).toHaveValue("Noisy fan");

    await previous(page).click();
    await expect(page).toHaveURL(`/service-questionnaire/hvac?${answers}`);
    await expect(page.getByLabel("ZIP code")).toHaveValue("43215");

    await previous(page).click();
    await expect(page).toHaveURL("/");
  });

  for (const width of [1280, 375]) {
    test(`Previous keeps what was typed on the step being left, at ${width} px`, async ({ page }) => {
      await previousKeepsWhatWasTyped(page, width, true);
    });
  }

  test("Enter in a step goes on, not back", async ({ page }) => {
    await openStep(page, `/budget-range?zip=43215&service=plumbing&budget=1000to3000`);
    await page.getByRole("radio", { name: "$1,000 - $3,000" }).press("Enter");
    await expectStep(page, "/project-timing");
    await page.goto(`/contact-info?${TYPED_ANSWERS}`);
    await expect(page.locator("form[data-lead-form][data-enhanced]")).toBeAttached();
    await page.getByLabel("First name").press("Enter");
    // The form's checks answered: the lead form, not Previous.
    await expect(page.getByText("Last name is required")).toBeVisible();
    await expectStep(page, "/contact-info");
  });

  test("Next stays disabled until the step has what it needs", async ({ page }) => {
    await openStep(page, "/service-details/cleaning?zip=45202");
    await expect(next(page)).toBeDisabled();
    await expect(next(page)).toHaveAccessibleDescription("Choose a service type or describe your project.");
    const text = page.getByLabel("Describe your project (optional)");
    await text.fill("Windows on three floors");
    await expect(next(page)).toBeEnabled();
    await text.fill("   ");
    await expect(next(page)).toBeDisabled();
    await page.getByRole("radio", { name: "One-time deep cleaning" }).check();
    await expect(next(page)).toBeEnabled();

    await openStep(page, "/budget-range?zip=45202&service=cleaning");
    await expect(next(page)).toBeDisabled();
    await page.getByRole("radio", { name: "Under $1,000" }).check();
    await expect(next(page)).toBeEnabled();

    await openStep(page, "/project-timing?zip=45202&service=cleaning");
    await expect(next(page)).toBeDisabled();
    await page.getByRole("radio", { name: "Not sure - still planning/budgeting" }).check();
    await expect(next(page)).toBeEnabled();

    await openStep(page, "/hvac-details?zip=45202&service=hvac&selectedOption=thermostat-and-accessories");
    await expect(next(page)).toBeDisabled();
    await page.getByRole("radio", { name: "Install a smart thermostat" }).check();
    await expect(next(page)).toBeEnabled();

    // Details are optional: Next is always available.
    await openStep(page, "/project-details?zip=45202&service=cleaning");
    await expect(next(page)).toBeEnabled();
  });

  test("the details counter shows count/2000 and does not enforce it", async ({ page }) => {
    await openStep(page, "/project-details?zip=43604&service=roofing&urgency=soon");
    await expect(page.getByText("0/2000")).toBeVisible();
    const details = page.getByLabel("Project details (optional)");
    await details.fill("Leak");
    await expect(page.getByText("4/2000")).toBeVisible();
    const long = "a".repeat(2100);
    await details.fill(long);
    await expect(page.getByText("2100/2000")).toBeVisible();
    await expect(details).toHaveValue(long);
    await next(page).click();
    await expectStep(page, "/contact-info");
    expect(paramsOf(page).details).toHaveLength(2100);
  });

  test("/address is the details screen with street and city", async ({ page }) => {
    await page.goto("/address?zip=44308&service=landscaping&urgency=flexible");
    await expect(page.getByLabel("Street address (optional)")).toBeVisible();
    await expect(page.getByLabel("City (optional)")).toBeVisible();
    await expect(page.getByText("0/2000")).toBeVisible();
    await page.getByLabel("Street address (optional)").fill("120 E Mill St");
    await page.getByLabel("City (optional)").fill("Akron");
    await page.getByLabel("Project details (optional)").fill("Back yard slopes to the house");
    await next(page).click();
    await expectStep(page, "/contact-info");
    expect(paramsOf(page)).toEqual({
      zip: "44308",
      service: "landscaping",
      urgency: "flexible",
      details: "Back yard slopes to the house",
      street: "120 E Mill St",
      city: "Akron",
    });

    await page.goto("/project-details?zip=44308&service=landscaping");
    await expect(page.getByLabel("Street address (optional)")).toHaveCount(0);
    await page.goto("/address?zip=44308&service=landscaping");
    await previous(page).click();
    await expectStep(page, "/project-timing");
  });

  test("a popular project opens its category's questions with its choice made", async ({ page }) => {
    await page.goto("/service-questionnaire/painting");
    await page.getByLabel("ZIP code").fill("45402");
    await next(page).click();
    await expectStep(page, "/service-details/renovation");
    expect(paramsOf(page)).toEqual({ zip: "45402", service: "painting" });
    await expect(page.getByRole("radio", { name: "Interior or exterior painting" })).toBeChecked();
    await next(page).click();
    await expectStep(page, "/budget-range");
    expect(paramsOf(page)).toEqual({ zip: "45402", service: "painting", system: "Interior or exterior painting" });
  });

  test("unknown services answer 404 and garbage parameters are dropped", async ({ page }) => {
    let response = await page.goto("/service-questionnaire/chimney");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    response = await page.goto("/service-details/chimney?zip=43215");
    expect(response?.status()).toBe(404);

    // Missing ZIP or service: back to the start, the rest kept.
    await page.goto("/budget-range?zip=abc&service=zzz&budget=under1000");
    await expect(page).toHaveURL("/service-request?budget=under1000");
    await page.goto("/project-timing?service=hvac&zip=99999");
    await expect(page).toHaveURL("/service-questionnaire/hvac?service=hvac");
    // The lead form too: not a whole form that fails only after it is sent.
    await page.goto("/contact-info?service=plumbing&urgency=soon");
    await expect(page).toHaveURL("/service-questionnaire/plumbing?service=plumbing&urgency=soon");
    await page.goto("/contact-info?zip=43215");
    await expect(page).toHaveURL("/service-request?zip=43215");

    // A NUL byte or invalid UTF-8 is refused at the front door (server/request-guards.ts); other garbage is dropped.
    response = await page.goto("/project-timing?zip=43215&service=hvac&details=%00");
    expect(response?.status()).toBe(400);
    response = await page.goto(
      "/project-timing?zip=43215&service=hvac&urgency=%3Cscript%3E&budget=1e9&system=Free+text",
    );
    expect(response?.status()).toBe(200);
    for (const radio of await page.getByRole("radio").all()) await expect(radio).not.toBeChecked();
    await page.getByRole("radio", { name: "Within 2 weeks" }).check();
    await next(page).click();
    await expect(page).toHaveURL("/project-details?zip=43215&service=hvac&urgency=soon");

    await page.goto("/hvac-details?zip=43215&selectedOption=bogus");
    await expect(page.getByRole("radio", { name: "Installation" })).toBeVisible();
    await page.getByRole("radio", { name: "Repair" }).check();
    await next(page).click();
    await expect(page).toHaveURL("/budget-range?zip=43215&service=hvac&system=HVAC+-+Repair");
  });

  test("each step remembers the request for the resume card", async ({ page }) => {
    await openStep(page, "/budget-range?zip=43215&service=hvac&system=HVAC+-+Repair");
    await expect(next(page)).toBeDisabled();
    const saved = await page.evaluate(() => window.localStorage.getItem("recentServiceRequest"));
    expect(JSON.parse(saved ?? "{}")).toMatchObject({
      category: "HVAC",
      route: "/budget-range?zip=43215&service=hvac&system=HVAC+-+Repair",
    });
  });

  test("/service-request is pre-filled from its link and goes on to the service details", async ({ page }) => {
    await page.goto("/service-request?service=hvac&subservice=furnace-repair&location=Columbus");
    await expect(page.getByLabel("Service")).toHaveValue("hvac");
    await expect(page.getByLabel("ZIP code")).toHaveValue("43215");
    await expect(page.getByText("You're requesting quotes for Furnace Repair in Columbus, OH.")).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await expectStep(page, "/service-details/hvac");
    expect(paramsOf(page)).toEqual({ query: "Furnace Repair", zip: "43215", service: "hvac" });
    await expect(page.getByLabel("Describe your project (optional)")).toHaveValue("Furnace Repair");

    await page.goto("/service-request?city=Akron&zip=44308");
    await expect(page.getByLabel("Service")).toHaveValue("");
    await expect(page.getByLabel("ZIP code")).toHaveValue("44308");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Please choose a service")).toBeVisible();
    await expect(page.getByLabel("Service")).toBeFocused();
    await page.getByLabel("Service").selectOption("landscaping");
    await page.getByLabel("ZIP code").fill("30301");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("We're currently only serving Ohio. Please enter an Ohio zip code.")).toBeVisible();
    await expect(page.getByLabel("ZIP code")).toHaveValue("30301");
    await expect(page.getByLabel("ZIP code")).toBeFocused();
    await expect(page.getByLabel("Service")).toHaveValue("landscaping");
    await page.getByLabel("ZIP code").fill("44308");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL("/service-details/landscaping?zip=44308&service=landscaping");

    await page.goto("/service-request?service=plumbing&location=Cleveland");
    await expect(page.getByLabel("ZIP code")).toHaveValue("44114");
    await expect(page.getByText("You're requesting quotes for Plumbing in Cleveland, OH.")).toBeVisible();
  });

  for (const path of ["/service-request?service=hvac&location=Columbus", ...QUESTIONNAIRE_STEP_URLS]) {
    test(`axe finds no serious violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test("axe finds no serious violations with an error showing", async ({ page }) => {
    await openStep(page, "/service-questionnaire/hvac");
    await page.getByLabel("ZIP code").fill("1");
    await next(page).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("screenshots at 375 and 1280 px", async ({ page }) => {
    test.setTimeout(90_000);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/service-details/hvac?zip=43215&service=hvac");
      await screenshotAfterPaint(page, `/tmp/quiz-service-details-${width}.png`);
      await page.goto("/budget-range?zip=43215&service=hvac&budget=3000to5000");
      await screenshotAfterPaint(page, `/tmp/quiz-budget-${width}.png`);
      await page.goto("/service-questionnaire/hvac");
      await page.getByLabel("ZIP code").fill("46001");
      await next(page).click();
      await expect(page.getByRole("alert")).toBeVisible();
      await screenshotAfterPaint(page, `/tmp/quiz-zip-${width}.png`);
      await page.goto("/address?zip=43215&service=hvac");
      await screenshotAfterPaint(page, `/tmp/quiz-address-${width}.png`);
      await page.goto("/service-request?service=hvac&subservice=furnace-repair&location=Columbus");
      await screenshotAfterPaint(page, `/tmp/quiz-service-request-${width}.png`);
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [1280, 375]) {
    test(`Previous keeps what was typed on the step being left, at ${width} px`, async ({ page }) => {
      await previousKeepsWhatWasTyped(page, width, false);
    });
  }

  test("the ZIP step takes a ZIP+4 written with its hyphen at 375 px, goes on with 43215, and refuses one with a space", async ({ page }) => {
    await zipStepTakesZipPlusFour(page, false);
  });

  test("the whole questionnaire works and the server shows the messages", async ({ page }) => {
    await page.goto("/service-questionnaire/hvac");
    const zip = page.getByLabel("ZIP code");
    await zip.fill("46001");
    await next(page).click();
    await expect(page.getByText("We're currently only serving Ohio. Please enter an Ohio zip code.")).toBeVisible();
    await expect(page.getByLabel("ZIP code")).toHaveValue("46001");
    // The answer is a new page: the field to fix has the focus.
    await expect(page.getByLabel("ZIP code")).toBeFocused();
    await page.getByLabel("ZIP code").fill("43215-1234");
    await next(page).click();
    await expectStep(page, "/service-details/hvac");

    // Nothing chosen: the server asks again.
    await next(page).click();
    await expect(page.getByText("Choose a service type or describe your project to continue.")).toBeVisible();
    await expect(page.getByRole("radio", { name: "Air conditioning" })).toBeFocused();
    await page.getByRole("radio", { name: "Heating" }).check();
    await page.getByLabel("Describe your project (optional)").fill("Furnace short-cycles");
    await next(page).click();
    await expectStep(page, "/hvac-details");

    await next(page).click();
    await expect(page.getByText("Choose the option that best describes your project to continue.")).toBeVisible();
    await page.getByRole("radio", { name: "Repair a furnace or no heat" }).check();
    await next(page).click();
    await expectStep(page, "/budget-range");

    await next(page).click();
    await expect(page.getByText("Choose a budget range to continue.")).toBeVisible();
    await expect(page.getByRole("radio").first()).toBeFocused();
    await page.getByRole("radio", { name: "$3,000 - $5,000" }).check();
    await next(page).click();
    await expectStep(page, "/project-timing");

    await next(page).click();
    await expect(page.getByText("Choose when you need the work done to continue.")).toBeVisible();
    await page.getByRole("radio", { name: "Urgent 1-2 days" }).check();
    await next(page).click();
    await expectStep(page, "/project-details");

    await page.getByLabel("Project details (optional)").fill("Basement furnace");
    await next(page).click();
    await expectStep(page, "/contact-info");
    expect(paramsOf(page)).toEqual({
      query: "Furnace short-cycles",
      zip: "43215",
      service: "hvac",
      selectedOption: "heating",
      system: "Heating - Repair a furnace or no heat",
      budget: "3000to5000",
      urgency: "urgent",
      details: "Basement furnace",
    });
  });

  test("Previous works and /service-request submits", async ({ page }) => {
    await page.goto("/budget-range?zip=43215&service=plumbing&system=Water+heater");
    await previous(page).click();
    await expect(page).toHaveURL("/service-details/plumbing?zip=43215&service=plumbing&system=Water+heater");
    await expect(page.getByRole("radio", { name: "Water heater" })).toBeChecked();

    await page.goto("/service-request?service=cleaning&city=Toledo");
    await expect(page.getByLabel("ZIP code")).toHaveValue("43604");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL("/service-details/cleaning?zip=43604&service=cleaning");
  });
});

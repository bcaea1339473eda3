import type { Page } from "@playwright/test";
import { type NewPro } from "./accounts";
import { readyPro } from "./security-fixtures";
import { expect, test, waitForPageScript } from "./fixtures";


async function fillContact(page: Page, name: string) {
  await page.getByLabel("First name").fill(name);
  await page.getByLabel("Last name").fill("Flow");
  await page.getByLabel("Phone").fill("6145550142");
  await page.getByLabel("Email").fill(`${name.toLowerCase()}.${Date.now()}@example.com`);
}

const next = (page: Page) => page.getByRole("button", { name: "Next" });

test("HVAC from the hero through hvac-details: with only demo businesses near, the homeowner is told nothing was sent", async ({ page }) => {
  // Seven steps through the questionnaire: more than 30 s on a loaded 2-core machine.
  test.setTimeout(90_000);
  await page.goto("/");
  await waitForPageScript(page);
  const serviceBox = page.getByRole("combobox", { name: "What can we help you with?" });
  await serviceBox.click();
  await page.getByRole("option", { name: "HVAC" }).click();
  await page.getByRole("textbox", { name: "ZIP code" }).fill("43215");
  await page.getByRole("button", { name: "Find Pros" }).click();
  await expect(page).toHaveURL("/service-questionnaire/hvac?zip=43215");

  await waitForPageScript(page);
  await next(page).click();
  await expect(page).toHaveURL(/\/service-details\/hvac\?/);
  await page.getByRole("radio", { name: "Heating" }).check();
  await next(page).click();
  await expect(page).toHaveURL(/\/hvac-details\?/);
  await page.getByRole("radio").first().check();
  await next(page).click();
  await expect(page).toHaveURL(/\/budget-range\?/);
  await page.getByRole("radio", { name: "$3,000 - $5,000" }).check();
  await next(page).click();
  await page.getByRole("radio", { name: "Urgent 1-2 days" }).check();
  await next(page).click();
  await expect(page).toHaveURL(/\/project-details\?/);
  await page.getByLabel("Project details (optional)").fill("Furnace short-cycles and the house will not warm up.");
  await next(page).click();

  await expect(page).toHaveURL(/\/contact-info\?/);
  await waitForPageScript(page);
  await expect(page.getByText(/^Project: Heating - /)).toBeVisible();
  await fillContact(page, "Hana");
  await page.getByRole("button", { name: "View Matching Pros" }).click();
  await expect(page.getByText("Your information has been submitted!", { exact: true })).toBeVisible();
  // The results URL carries the request and its token only: no name, e-mail or phone (docs/decisions/043).
  await expect(page).toHaveURL(/\/search\?lead=[0-9a-f-]{36}&token=[\w-]+$/);
  // No real HVAC pro near 43215 on this server: the demo businesses there are shown as marked examples only.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No verified HVAC pros available near Columbus, OH 43215 yet");
  await expect(page.getByText(/your request was not sent to anyone/)).toBeVisible();
  const examples = page.getByRole("article");
  await expect(examples.first()).toBeVisible();
  for (const card of await examples.all()) await expect(card.getByText("Demo business")).toBeVisible();
  await expect(page.getByRole("button", { name: "Get Phone Number" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Contact All/ })).toHaveCount(0);
});

test("a search no real pro can take yet leads on to the request for its trade and ZIP, with the words typed", async ({ page }) => {
  await page.goto("/search?query=frozen%20furnace%20vents&zip=43215");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No verified HVAC pros available near Columbus, OH 43215 yet");
  await page.getByRole("link", { name: "Send your request anyway" }).click();
  await expect(page).toHaveURL(/\/service-details\/hvac\?/);
  const asked = new URL(page.url()).searchParams;
  expect([asked.get("zip"), asked.get("service"), asked.get("query")]).toEqual(["43215", "hvac", "frozen furnace vents"]);
  await expect(page.getByLabel("Describe your project (optional)")).toHaveValue("frozen furnace vents");
});

// A real plumber in downtown Cleveland, among the seeded demo plumbers there.
const CLEVELAND_PRO: NewPro = {
  firstName: "Ida",
  lastName: "Flow",
  business: `Flats Plumbing ${Date.now().toString(36)}`,
  phone: "2165550188",
  email: `ida.flow.${Date.now()}@example.com`,
  zip: "44114",
  password: "correct horse battery staple",
};

test("plumbing from the questionnaire goes to the real pro only, not the demo businesses beside it, then a call request", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const proPage = await browser.newPage();
  await readyPro(proPage, baseURL!, CLEVELAND_PRO, "plumbing");
  await proPage.close();

  await page.goto("/service-questionnaire/plumbing?zip=44114");
  await waitForPageScript(page);
  await next(page).click();
  await page.getByRole("radio", { name: "Water heater" }).check();
  await next(page).click();
  await expect(page).toHaveURL(/\/budget-range\?/);
  await page.getByRole("radio", { name: "$1,000 - $3,000" }).check();
  await next(page).click();
  await page.getByRole("radio", { name: "Within 2 weeks" }).check();
  await next(page).click();
  await next(page).click();
  await expect(page).toHaveURL(/\/contact-info\?/);
  await expect(page.getByText("Project: Plumbing", { exact: true })).toBeVisible();
  await waitForPageScript(page);
  await fillContact(page, "Pat");
  await page.getByRole("button", { name: "View Matching Pros" }).click();
  await expect(page).toHaveURL(/lead=/);
  await expect(page.locator("[data-search-page][data-contact-actions=ready]")).toBeAttached();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("1 Plumbing pro near Cleveland, OH 44114");
  await expect(page.getByRole("article")).toHaveCount(1);
  const first = page.getByRole("article").first();
  await expect(first.getByRole("heading", { name: CLEVELAND_PRO.business })).toBeVisible();
  await expect(first.getByText("Demo business")).toHaveCount(0);
  await first.getByRole("button", { name: "Get Phone Number" }).click();
  await expect(page.getByText("Call Request Sent", { exact: true })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the whole path from the ZIP step to matched pros works with plain forms", async ({ page }) => {
    await page.goto("/service-questionnaire/electrical");
    await page.getByLabel("ZIP code").fill("45202");
    await next(page).click();
    await expect(page).toHaveURL(/\/service-details\/electrical\?/);
    await page.getByRole("radio").first().check();
    await next(page).click();
    await page.getByRole("radio", { name: "Not sure, need estimate" }).check();
    await next(page).click();
    await page.getByRole("radio", { name: "More than 2 weeks" }).check();
    await next(page).click();
    await page.getByLabel("Project details (optional)").fill("Breaker trips when the dryer runs.");
    await next(page).click();
    await expect(page).toHaveURL(/\/contact-info\?/);
    await fillContact(page, "Noel");
    await page.getByRole("button", { name: "View Matching Pros" }).click();
    await expect(page).toHaveURL(/\/search\?.*lead=/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Electrical pro");
    await expect(page.getByRole("article").first()).toBeVisible();
  });
});

import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test, waitForPageScript } from "./fixtures";

const RECENT_KEY = "recentServiceRequest";
const DAY_MS = 24 * 60 * 60 * 1000;


function serviceBox(page: Page) {
  return page.getByRole("combobox", { name: "What can we help you with?" });
}

test("the landing page shows every section of the spec, in order, with its exact strings", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Find the right pro for your next project.");
  await expect(main.getByText("We help you connect with trusted pros near you.")).toBeVisible();

  const landmarks = main
    .getByRole("heading", { level: 2 })
    .or(main.getByRole("link", { name: "View All Partner Deals" }))
    .or(main.getByRole("link", { name: "View All Services" }))
    .or(main.getByRole("link", { name: "Sign Up as Service Provider" }));
  await expect(landmarks).toHaveText([
    "Services",
    "Our Service Categories",
    "Deals of the Month",
    "View All Partner Deals",
    "Popular projects near you",
    "How It Works",
    "Our Selection Process",
    "View All Services",
    "Areas We Serve in Ohio",
    "What Our Users Say",
    "Ready to Join Buckeye Pros?",
    "Sign Up as Service Provider",
  ]);

  // Hero controls
  await expect(serviceBox(page)).toHaveAttribute("placeholder", "What can we help you with?");
  const zip = page.getByRole("textbox", { name: "ZIP code" });
  await expect(zip).toHaveAttribute("placeholder", "Enter ZIP");
  await expect(zip).toHaveAttribute("maxlength", "5");
  await expect(zip).toHaveAttribute("inputmode", "numeric");
  await expect(page.getByRole("button", { name: "Find Pros" })).toBeVisible();

  const services = ["HVAC", "Plumbing", "Electrical", "Landscaping", "Cleaning", "Renovation"];
  const row = main.getByRole("region", { name: "Services" });
  await expect(row.getByRole("link")).toHaveText(services);

  const categories = main.getByRole("region", { name: "Our Service Categories" });
  await expect(categories.getByRole("heading", { level: 3 })).toHaveText(services);
  await expect(categories.getByRole("link", { name: "HVAC" })).toHaveAttribute("href", "/services/hvac/ohio");
  await expect(categories.getByText(/Drain cleaning, water heaters/)).toBeVisible();

  const deals = main.getByRole("region", { name: "Deals of the Month" });
  const dealLinks = deals.getByRole("listitem").getByRole("link");
  await expect(dealLinks).toHaveCount(3);
  for (const link of await dealLinks.all()) await expect(link).toHaveAttribute("href", /^\/partner-of-month/);
  await expect(deals.getByText("$1,999")).toBeVisible();
  await expect(deals.getByText("$99", { exact: true })).toBeVisible();
  await expect(deals.getByText("$4,499")).toBeVisible();
  await expect(deals.getByRole("link", { name: "View All Partner Deals" })).toHaveAttribute("href", "/partner-of-month");

  const how = main.getByRole("region", { name: "How It Works" });
  await expect(how.getByRole("heading", { level: 3 })).toHaveText([
    "Submit a request",
    "Get matched with pre-screened pros",
    "Communicate and schedule directly",
    "Leave a rating and review",
  ]);
  const selection = main.getByRole("region", { name: "Our Selection Process" });
  await expect(selection.getByRole("heading", { level: 3 })).toHaveCount(6);
  await expect(selection.getByText(/4\.5-star Google rating/)).toBeVisible();
  await expect(main.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services");

  const areas = main.getByRole("region", { name: "Areas We Serve in Ohio" });
  const cities = [
    ["Columbus", "Franklin"],
    ["Cleveland", "Cuyahoga"],
    ["Cincinnati", "Hamilton"],
    ["Toledo", "Lucas"],
    ["Akron", "Summit"],
    ["Dayton", "Montgomery"],
  ];
  const cityLinks = areas.getByRole("listitem").getByRole("link");
  await expect(cityLinks).toHaveCount(6);
  for (const [index, [city, county]] of cities.entries()) {
    await expect(cityLinks.nth(index)).toHaveText(`${city}${county} County`);
    await expect(cityLinks.nth(index)).toHaveAttribute("href", `/locations/${city!.toLowerCase()}`);
  }

  await expect(main.getByRole("link", { name: "Sign Up as Service Provider" })).toHaveAttribute(
    "href",
    "/provider/register",
  );

  // Structured data for search engines
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = jsonLd.flatMap((text) => [JSON.parse(text)].flat().map((item: { "@type": string }) => item["@type"]));
  expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
});

test("popular project cards show stars, review counts, prices and links", async ({ page }) => {
  await page.goto("/");
  const popular = page.getByRole("region", { name: "Popular projects near you" });
  await expect(popular.getByRole("heading", { level: 3 })).toHaveText([
    "HVAC",
    "Plumbing",
    "Electrical",
    "Painting",
    "Patios",
    "Roofing",
  ]);
  // Each card's link says what it does, unlike the other links named after the trade.
  const hvac = popular.getByRole("listitem").filter({ has: page.getByRole("link", { name: "HVAC, get quotes", exact: true }) });
  await expect(hvac.getByRole("img", { name: "Rated 4.8 out of 5" })).toBeVisible();
  await expect(hvac.getByTestId("star-filled")).toHaveCount(5);
  await expect(hvac.getByText("(2.4k+ reviews)")).toBeVisible();
  await expect(hvac.getByText("from $89")).toBeVisible();
  await expect(hvac.getByRole("link", { name: "HVAC, get quotes", exact: true })).toHaveAttribute("href", "/service-questionnaire/hvac");
  const roofing = popular.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Roofing" }) });
  await expect(roofing.getByRole("img", { name: "Rated 4.5 out of 5" })).toBeVisible();
  await expect(roofing.getByRole("link", { name: "Roofing" })).toHaveAttribute("href", "/service-questionnaire/roofing");
});

test("hero: a ZIP outside Ohio shows the error toast and stays on the page", async ({ page }) => {
  await page.goto("/");
  await waitForPageScript(page);
  await serviceBox(page).fill("leaky faucet");
  await page.getByRole("textbox", { name: "ZIP code" }).fill("46001");
  await page.getByRole("button", { name: "Find Pros" }).click();
  await expect(
    page.getByText("We're currently only serving Ohio. Please enter an Ohio zip code.", { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("textbox", { name: "ZIP code" })).toHaveValue("46001");
});

test("hero at 375 px: the Ohio toast shows below what was typed, not over it", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await waitForPageScript(page);
  const zip = page.getByRole("textbox", { name: "ZIP code" });
  await zip.fill("46001");
  await page.getByRole("button", { name: "Find Pros" }).click();
  const toast = page.getByRole("listitem").filter({ hasText: "We're currently only serving Ohio." });
  await expect(toast).toBeVisible();
  const toastBox = await toast.boundingBox();
  const zipBox = await zip.boundingBox();
  const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
  if (!toastBox || !zipBox || !heading) throw new Error("the toast, the ZIP box or the heading has no box");
  // At the bottom of the screen: the heading and the box the homeowner is fixing stay in sight.
  expect(toastBox.y + toastBox.height).toBeGreaterThan(740 - 24);
  expect(toastBox.y).toBeGreaterThan(zipBox.y + zipBox.height);
  expect(toastBox.y).toBeGreaterThan(heading.y + heading.height);
});

test("hero: choosing HVAC with a ZIP opens the HVAC questionnaire", async ({ page }) => {
  await page.goto("/");
  await waitForPageScript(page);
  await serviceBox(page).click();
  await expect(page.getByRole("listbox")).toBeVisible();
  await expect(serviceBox(page)).toHaveAttribute("placeholder", "Search for services...");
  await serviceBox(page).pressSequentially("hv");
  await expect(page.getByRole("option")).toHaveText(["HVAC"]);
  await page.getByRole("option", { name: "HVAC" }).click();
  await expect(serviceBox(page)).toHaveValue("HVAC");
  await page.getByRole("textbox", { name: "ZIP code" }).fill("43215");
  await page.getByRole("button", { name: "Find Pros" }).click();
  await expect(page).toHaveURL("/service-questionnaire/hvac?zip=43215");
});

test("hero: a ZIP typed with a space or pasted as ZIP+4 keeps its five digits", async ({ page }) => {
  await page.goto("/");
  await waitForPageScript(page);
  const zip = page.getByRole("textbox", { name: "ZIP code" });
  // The box holds five characters (the seed's limit): a space typed in it used to take the fifth digit's place.
  await zip.pressSequentially("43 215");
  await expect(zip).toHaveValue("43215");
  await zip.fill("");
  await zip.focus();
  await zip.evaluate((box) => {
    const transfer = new DataTransfer();
    transfer.setData("text/plain", "43215-1234");
    box.dispatchEvent(new InputEvent("beforeinput", { inputType: "insertFromPaste", dataTransfer: transfer, bubbles: true, cancelable: true }));
  });
  await expect(zip).toHaveValue("43215");
  await serviceBox(page).pressSequentially("plu");
  await page.getByRole("option", { name: "Plumbing" }).click();
  await page.getByRole("button", { name: "Find Pros" }).click();
  await expect(page).toHaveURL("/service-questionnaire/plumbing?zip=43215");
});

test("hero: the service list says when nothing matches", async ({ page }) => {
  await page.goto("/");
  await waitForPageScript(page);
  await serviceBox(page).fill("zzz");
  const search = page.getByRole("search", { name: "Find a pro" });
  // Shown under the box, and said by its status line to a screen reader.
  await expect(search.locator("[data-combobox-empty]")).toHaveText("No service found.");
  await expect(search.locator("[data-combobox-empty]")).toBeVisible();
  await expect(search.getByRole("status")).toHaveText("No service found.");
});

test("hero: free text searches with the query and ZIP", async ({ page }) => {
  await page.goto("/");
  await waitForPageScript(page);
  await serviceBox(page).fill("leaky faucet");
  await page.getByRole("textbox", { name: "ZIP code" }).fill("44101");
  await page.getByRole("button", { name: "Find Pros" }).click();
  await expect(page).toHaveURL("/search?query=leaky%20faucet&zip=44101");
});

test("hero: an empty submit puts the focus in the service box", async ({ page }) => {
  await page.goto("/");
  await waitForPageScript(page);
  await page.getByRole("button", { name: "Find Pros" }).click();
  await expect(serviceBox(page)).toBeFocused();
  await expect(page).toHaveURL("/");
});

test("hero: without JavaScript the form still searches", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  // Without the page script the service box is a plain text box.
  await page.getByRole("textbox", { name: "What can we help you with?" }).fill("leaky faucet");
  await page.getByRole("textbox", { name: "ZIP code" }).fill("43215");
  await page.getByRole("button", { name: "Find Pros" }).click();
  await expect(page).toHaveURL(/\/search\?query=leaky\+faucet&zip=43215$/);
  await context.close();
});

test("testimonial tabs switch between homeowners and service providers", async ({ page }) => {
  await page.goto("/");
  await waitForPageScript(page);
  const section = page.getByRole("region", { name: "What Our Users Say" });
  const homeowners = section.getByRole("tab", { name: "Homeowners" });
  await expect(homeowners).toHaveAttribute("aria-selected", "true");
  const panel = section.getByRole("tabpanel");
  await expect(panel.getByRole("figure")).toHaveCount(3);
  await expect(panel.getByText("Dana Whitaker")).toBeVisible();
  await expect(panel.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(3);
  await expect(panel.getByRole("img", { name: "Rated 5 out of 5" }).first().getByTestId("star-filled")).toHaveCount(5);

  await section.getByRole("tab", { name: "Service Providers" }).click();
  await expect(section.getByRole("tab", { name: "Service Providers" })).toHaveAttribute("aria-selected", "true");
  await expect(section.getByRole("tabpanel")).toContainText("Tom Kowalski");
  await expect(section.getByRole("tabpanel").getByRole("figure")).toHaveCount(3);
  await expect(section.getByText("Dana Whitaker")).toBeHidden();
  await homeowners.click();
  await expect(section.getByRole("tabpanel")).toContainText("Dana Whitaker");

  // Keyboard: arrows move between tabs and show their panel.
  await homeowners.press("ArrowRight");
  await expect(section.getByRole("tab", { name: "Service Providers" })).toBeFocused();
  await expect(section.getByRole("tabpanel")).toContainText("Tom Kowalski");
  await page.keyboard.press("Home");
  await expect(homeowners).toBeFocused();
  await expect(section.getByRole("tabpanel")).toContainText("Dana Whitaker");
});

test("without JavaScript the testimonials show both groups, each under its heading", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  const section = page.getByRole("region", { name: "What Our Users Say" });
  await expect(section.getByRole("tab")).toHaveCount(0);
  for (const [group, name] of [
    ["Homeowners", "Dana Whitaker"],
    ["Service Providers", "Tom Kowalski"],
  ] as const) {
    const panel = section.getByRole("region", { name: group });
    await expect(panel.getByRole("heading", { level: 3, name: group })).toBeVisible();
    await expect(panel.getByRole("figure")).toHaveCount(3);
    for (const figure of await panel.getByRole("figure").all()) await expect(figure).toBeVisible();
    await expect(panel.getByRole("heading", { level: 4, name })).toBeVisible();
  }
  await context.close();
});

test("hero: the service box works from the keyboard", async ({ page }) => {
  await page.goto("/");
  await waitForPageScript(page);
  const box = serviceBox(page);
  await box.pressSequentially("ing");
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("option")).toHaveText(["Plumbing", "Landscaping", "Cleaning"]);
  await expect(page.getByRole("option", { name: "Plumbing" })).toHaveAttribute("aria-selected", "true");
  await box.press("ArrowDown");
  await expect(page.getByRole("option", { name: "Landscaping" })).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", "hero-service-option-landscaping");
  await box.press("Enter");
  await expect(box).toHaveValue("Landscaping");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(page).toHaveURL("/");
  // With the list closed, Enter submits.
  await box.press("Enter");
  await expect(page).toHaveURL("/service-questionnaire/landscaping?zip=");
});

test("hero: Escape closes the list and keeps the text", async ({ page }) => {
  await page.goto("/");
  await waitForPageScript(page);
  const box = serviceBox(page);
  await box.pressSequentially("clean");
  await expect(page.getByRole("listbox")).toBeVisible();
  await box.press("Escape");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(box).toHaveValue("clean");
  await expect(box).toHaveAttribute("placeholder", "What can we help you with?");
});

test.describe("resume card", () => {
  /** Saves a request `ageMs` old before the page loads, or the given raw text. */
  async function seed(page: Page, saved: { ageMs: number } | { raw: string }) {
    await page.addInitScript(
      ({ key, saved }) => {
        const text =
          "raw" in saved
            ? saved.raw
            : JSON.stringify({ category: "hvac", route: "/service-details/hvac?zip=43215", timestamp: Date.now() - saved.ageMs });
        window.localStorage.setItem(key, text);
      },
      { key: RECENT_KEY, saved },
    );
  }

  test("a request saved an hour ago is offered with a Resume link", async ({ page }) => {
    await seed(page, { ageMs: 60 * 60 * 1000 });
    await page.goto("/");
    const card = page.getByRole("region", { name: "Pick up where you left off" });
    await expect(card).toBeVisible();
    await expect(card.getByText("BASED ON YOUR RECENT SEARCH")).toBeVisible();
    await expect(card.getByText("HVAC", { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: "Resume" })).toHaveAttribute("href", "/service-details/hvac?zip=43215");
    await card.getByRole("button", { name: "Dismiss" }).click();
    await expect(card).toBeHidden();
  });

  test("a request saved 8 days ago is not offered", async ({ page }) => {
    await seed(page, { ageMs: 8 * DAY_MS });
    await page.goto("/");
    await waitForPageScript(page);
    await expect(page.getByRole("region", { name: "Pick up where you left off" })).toHaveCount(0);
  });

  test("corrupt saved data is hidden and removed", async ({ page }) => {
    await seed(page, { raw: "{not json" });
    await page.goto("/");
    await waitForPageScript(page);
    await expect(page.getByRole("region", { name: "Pick up where you left off" })).toHaveCount(0);
    await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), RECENT_KEY)).toBeNull();
  });
});

test("the home page has no serious accessibility violations", async ({ page }) => {
  await page.addInitScript(
    (key) =>
      window.localStorage.setItem(key, JSON.stringify({ category: "hvac", route: "/service-details/hvac", timestamp: Date.now() })),
    RECENT_KEY,
  );
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Pick up where you left off" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

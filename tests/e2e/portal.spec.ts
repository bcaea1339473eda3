import type { Browser, BrowserContext, Page } from "@playwright/test";
import { chooseTradesAndArea, type NewPro, requestQuote, signUpPro, verificationLink } from "./accounts";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, expectDistinctNames, expectTableFitsPhone, test, waitForHydration } from "./fixtures";
import { signInOperator, vetAndApprove } from "./operator";

/**
 * The portal's money path, in Chromium with JavaScript: a pro signs
 * up, verifies from the local outbox, is vetted and approved by an operator in
 * the console, buys credits through the test checkout,
 * receives a real request from the questionnaire, accepts it, sees the
 * contact and marks it hired. Then another pro gets 404 on that lead, and
 * demo mode shows the portal but changes nothing.
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
// Athens, far from every demo pro, so the request goes to our pro alone.
const ZIP = "45701";
const PRO: Omit<NewPro, "email" | "password" | "business"> = { firstName: "Sam", lastName: "Keller", phone: "740-555-2300", zip: ZIP };
// An address as long as many people's, so the 375 px checks below see one.
const PRO_A: NewPro = { ...PRO, email: `sam.keller.athenspipe.${stamp}@example.com`, password: "copper-pipe-71", business: "Athens Pipe & Drain" };
const PRO_B: NewPro = { ...PRO, email: `pro-b-${stamp}@example.com`, password: "brass-valve-82", business: "Hocking Plumbing" };
let leadUrl = "";
let checkoutPath = "";
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
let proStorage: StorageState | null = null;

/** The budget: a portal page's first load (a document load, then everything it fetches) ships at most 250 KB of gzipped JavaScript. */
const PORTAL_BUDGET_BYTES = 250 * 1024;

async function expectPortalBudget(browser: Browser, storageState: StorageState, urls: string[]) {
  for (const url of urls) {
    // A fresh context with the pro's cookies each time: nothing comes from the cache.
    const context = await browser.newContext({ storageState });
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "script") sizes.push(request.sizes().then((size) => size.responseBodySize));
    });
    await page.goto(url, { waitUntil: "networkidle" });
    const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    await context.close();
    test.info().annotations.push({ type: "portal JavaScript", description: `${url}: ${(total / 1024).toFixed(1)} KB gzipped` });
    expect(total, `${url}: ${(total / 1024).toFixed(1)} KB of JavaScript`).toBeLessThanOrEqual(PORTAL_BUDGET_BYTES);
    expect(total, `${url} hydrates React`).toBeGreaterThan(50 * 1024);
  }
}

const portalNav = (page: Page) => page.getByRole("navigation", { name: "Portal" });

test("a pro's day: sign up, verify, get approved, buy credits, receive a request, accept it, call, mark hired", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await signUpPro(page, PRO_A);
  await page.goto(await verificationLink(baseURL!, PRO_A.email));
  await expect(page.getByRole("heading", { name: "Authentication Successful" })).toBeVisible();
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/provider\/dashboard$/);

  // The pro's trade and area through its Directory page's forms, then an operator vets and approves it in the console.
  await chooseTradesAndArea(page.request, baseURL!, { trades: ["plumbing"], baseZip: ZIP, radiusMiles: 10 });
  // A context of its own: axe needs one, and the operator's session stays apart from the pro's.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signInOperator(operator);
  await vetAndApprove(operator, PRO_A.business, ["Plumbing"]);
  await operatorContext.close();

  // Buy credits through the test checkout (client navigation inside the portal).
  await portalNav(page).getByRole("link", { name: "Credits" }).click();
  await expect(page.getByRole("heading", { name: "Credits", level: 1 })).toBeVisible();
  await expect(page.getByText("No credit moves yet. Buy a package to start.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // A declined payment first: recorded as failed, no credits.
  await page.getByRole("button", { name: "Buy 150 credits for $135.00" }).click();
  await expect(page).toHaveURL(/\/checkout\/test\/test_[0-9a-f]{24}$/);
  await page.getByRole("button", { name: "Fail the payment" }).click();
  await expect(page).toHaveURL(/\/provider\/credits\?payment=failed$/);
  await expect(page.getByRole("alert").filter({ hasText: "The payment failed, so no credits were added." })).toBeVisible();
  await expect(page.getByText("No credit moves yet. Buy a package to start.")).toBeVisible();
  await page.getByRole("button", { name: "Buy 50 credits for $50.00" }).click();
  await expect(page).toHaveURL(/\/checkout\/test\/test_[0-9a-f]{24}$/);
  checkoutPath = new URL(page.url()).pathname;
  await expect(page.getByText("Test checkout: no card is charged")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Pay $50.00" }).click();
  await expect(page).toHaveURL(/\/provider\/credits\?payment=paid$/);
  await expect(page.getByRole("status").filter({ hasText: "Payment received: your credits were added." })).toBeVisible();
  const balance = page.getByRole("region", { name: "All credit moves" });
  await expect(balance.getByRole("row").nth(1)).toContainText("Purchase");
  await expect(balance.getByRole("row").nth(1).getByRole("cell").last()).toHaveText("50");
  // One Tab stop for the history, the table's scrolling region, not its panel as well.
  await expect(page.getByRole("tabpanel").filter({ has: balance })).toHaveAttribute("tabindex", "-1");
  // The checkout's redirect loaded this page whole: a click before React has hydrated it does nothing.
  await waitForHydration(page);
  const purchasesTab = page.getByRole("tab", { name: "Purchases" });
  await purchasesTab.click();
  await expect(purchasesTab).toHaveAttribute("aria-selected", "true");
  const purchases = page.getByRole("region", { name: "Purchases" });
  await expect(purchases.getByText("Paid", { exact: true })).toBeVisible();
  await expectTableFitsPhone(page, "Purchases");
  await expect(purchases.getByText("Failed", { exact: true })).toBeVisible();
  // On a phone the table scrolls inside its box; nothing in it (a link's words for screen readers) widens the page.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A homeowner asks for a plumber in Athens through the questionnaire, and picks our pro.
  const homeowner = await browser.newPage({ extraHTTPHeaders: { "X-Forwarded-For": "10.77.1.9" } });
  await requestQuote(homeowner, {
    zip: ZIP,
    details: "The water heater leaks at the bottom.",
    contact: { firstName: "Rosa", lastName: "Lindqvist", phone: "7405931234", email: `rosa.lindqvist.athens.${stamp}@example.com` },
  });
  const ourPro = homeowner.getByRole("article").filter({ hasText: PRO_A.business });
  await ourPro.getByRole("button", { name: "Get Phone Number" }).click();
  await expect(homeowner.getByText("Call Request Sent", { exact: true })).toBeVisible();
  await homeowner.close();

  // The inbox: the new lead with its counts and the homeowner's choice.
  await portalNav(page).getByRole("link", { name: "Leads" }).click();
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  const filters = page.getByRole("navigation", { name: "Filter by status" });
  await expect(filters.getByRole("link", { name: "New (1)" })).toBeVisible();
  const row = page.getByRole("list", { name: "Leads" }).getByRole("link").first();
  await expect(row).toContainText("Plumbing: Water heater");
  await expect(row).toContainText("Chose you");
  await expect(row).toContainText("Sent to 1 pro");
  await expect(row).toContainText("22 credits");
  await expectNoSeriousA11yViolations(page);
  await filters.getByRole("link", { name: "Hired (0)" }).click();
  await expect(page).toHaveURL(/status=hired/);
  await expect(page.getByText("No leads match these filters.")).toBeVisible();
  await filters.getByRole("link", { name: /^All/ }).click();
  await expect(page).toHaveURL(/\/provider\/leads$/);
  // The category filter applies on change and lives in the URL too.
  await page.getByLabel("Category").focus();
  await page.getByLabel("Category").selectOption("plumbing");
  await expect(page).toHaveURL(/\/provider\/leads\?category=plumbing$/);
  await expect(page.getByRole("list", { name: "Leads" }).getByRole("link")).toHaveCount(1);
  // A keyboard user's focus stays on the select as the list changes, and Back shows the choice of the page it returns to.
  await expect(page.getByLabel("Category")).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL(/\/provider\/leads$/);
  await expect(page.getByLabel("Category")).toHaveValue("");
  await page.goForward();
  await expect(page.getByLabel("Category")).toHaveValue("plumbing");
  await page.getByRole("list", { name: "Leads" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/provider\/leads\/[0-9a-f-]{36}$/);
  leadUrl = new URL(page.url()).pathname;

  // The request and its price before any charge; no contact yet.
  await expect(page.getByRole("heading", { name: "Plumbing: Water heater", level: 1 })).toBeVisible();
  await expect(page.getByText("The homeowner chose you")).toBeVisible();
  await expect(page.getByText("Sent to 1 pro (never more than 3)")).toBeVisible();
  await expect(page.getByText("Athens, OH 45701")).toBeVisible();
  await expect(page.getByText("$1,000 - $3,000")).toBeVisible();
  await expect(page.getByText("Asked for your phone number")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Price: 22 credits" })).toBeVisible();
  // The homeowner asked this pro by name: the offer does not expire, so it shows no deadline (decision 054).
  await expect(page.getByText(/^Accept by /)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Contact" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Accept behind a confirm dialog, then the contact.
  await page.getByRole("button", { name: "Accept for 22 credits" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Accept for 22 credits?" });
  await expect(dialog).toContainText("Your balance after: 28");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Accept and pay 22 credits" }).click();
  await expect(page.getByText("Lead accepted for 22 credits. Your balance: 28.", { exact: true })).toBeVisible();
  // The Accept button left the page with the answer: the focus is on the contact it bought, not at the page's top.
  await expect(page.getByRole("heading", { name: "Contact", level: 2 })).toBeFocused();
  const contact = page.getByRole("region", { name: "Contact" });
  await expect(contact).toContainText("Rosa Lindqvist");
  await expect(contact.getByRole("link", { name: "(740) 593-1234" })).toHaveAttribute("href", "tel:+17405931234");
  await expect(contact.getByRole("link", { name: `rosa.lindqvist.athens.${stamp}@example.com` })).toHaveAttribute("href", `mailto:rosa.lindqvist.athens.${stamp}@example.com`);

  // A blank message is refused under its box; once another form of the page posts, that refusal is gone.
  await page.getByLabel("Write to Rosa").fill("   ");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Write a message before sending.")).toBeVisible();
  // Work the lead: a private note, then hired.
  await page.getByLabel("New note").fill("Quoted a 50-gallon tank, install Thursday.");
  await page.getByRole("button", { name: "Save Note" }).click();
  await expect(page.getByText("Quoted a 50-gallon tank, install Thursday.")).toBeVisible();
  await expect(page.getByText("Write a message before sending.")).toHaveCount(0);
  await expect(page.getByLabel("New note")).toHaveValue("");
  // A blank refund request is refused beside its own form, where the pro is looking (on a phone the top of the page is
  // screens away), and what the automatic refunds cover is said as the rules have it (no "bounced e-mail").
  const refund = page.getByRole("region", { name: "Refund" });
  await expect(refund).toContainText("if its phone number cannot be dialed, its ZIP is outside your area");
  await refund.getByLabel("Why should this lead be refunded?").fill("   ");
  await refund.getByRole("button", { name: "Request Refund" }).click();
  await expect(refund.getByRole("alert")).toHaveText("Tell us why this lead should be refunded.");
  await expect(page.getByRole("alert").filter({ hasText: "Tell us why this lead should be refunded." })).toHaveCount(1);
  // A hire is asked first: Cancel leaves the lead as it was, then the pro confirms.
  await page.getByRole("button", { name: "Mark hired" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Mark this lead hired?" })).toBeVisible();
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "Yes, mark hired" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "History" })).not.toContainText("Marked hired");
  await page.getByRole("button", { name: "Mark hired" }).click();
  await page.getByRole("button", { name: "Yes, mark hired" }).click();
  await expect(page.getByText("Lead marked hired.", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark hired" })).toHaveCount(0);
  // A hire leaves no next move, and its section goes: the focus goes back to the contact, not to the page's top.
  await expect(page.getByRole("heading", { name: "Contact", level: 2 })).toBeFocused();
  await expect(page.getByRole("region", { name: "History" })).toContainText("Marked hired");
  await expect(page.getByRole("button", { name: "Mark hired" })).toHaveCount(0);

  // At 375 px the lead page fits the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);

  // The dashboard sums it up, with the charts and their tables; on a phone the portal's links sit behind its menu.
  await portalNav(page).getByText("Portal menu").click();
  await portalNav(page).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByText("Credit balance").locator("..")).toContainText("28");
  await expect(page.getByText("Response rate").locator("..")).toContainText("100%");
  await expect(page.getByRole("table", { name: "Leads received, per week" })).toBeAttached();
  await expect(page.getByRole("table", { name: "Credits spent, per week" })).toContainText("22");
  await expect(page.locator("canvas")).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);

  proStorage = await page.context().storageState();
});

test("each portal page's first load stays under 250 KB of gzipped JavaScript", async ({ browser }) => {
  test.setTimeout(90_000);
  expect(proStorage, "the pro's day ran first").not.toBeNull();
  await expectPortalBudget(browser, proStorage!, ["/provider/dashboard", leadUrl, "/provider/leads", "/provider/credits", "/provider/directory", "/provider/settings", checkoutPath]);
});

test("another pro gets 404 on that lead, for the page and for every post", async ({ page }) => {
  expect(leadUrl, "the pro's day ran first").not.toBe("");
  await signUpPro(page, PRO_B);
  await page.goto("/provider/login");
  await page.getByLabel("Email").fill(PRO_B.email);
  await page.getByLabel("Password").fill(PRO_B.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/provider\/dashboard$/);

  const origin = new URL(page.url()).origin;
  expect((await page.request.get(leadUrl)).status()).toBe(404);
  // Nor may B open or answer A's checkout.
  expect((await page.request.get(checkoutPath)).status()).toBe(404);
  expect((await page.request.post(checkoutPath, { form: { outcome: "paid" }, headers: { Origin: origin } })).status()).toBe(404);
  for (const form of [{ intent: "accept" }, { intent: "move", move: "hire" }, { intent: "note", body: "mine" }] as Record<string, string>[]) {
    const response = await page.request.post(leadUrl, { form, headers: { Origin: origin } });
    expect(response.status()).toBe(404);
  }
  // B's own inbox is empty, with what to do next.
  await portalNav(page).getByRole("link", { name: "Leads" }).click();
  await expect(page.getByText("No leads yet.")).toBeVisible();
});

test("demo mode shows the money pages and refuses every change on the server", async ({ page }) => {
  await page.goto("/provider/demo");
  await page.getByRole("button", { name: "Enter Demo Mode" }).click();
  await expect(page).toHaveURL(/\/provider\/dashboard$/);
  await expect(page.getByRole("table", { name: "Leads received, per week" })).toBeAttached();
  await portalNav(page).getByRole("link", { name: "Credits" }).click();
  await expect(page.getByRole("button", { name: "Buy 50 credits for $50.00" })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  // The demo's ledger links four moves to four leads: each link is named by its move and time, not "View lead" alone.
  await expectDistinctNames(page.locator("#page-content"));
  const origin = new URL(page.url()).origin;
  const refused = await page.request.post("/provider/credits", { form: { package: "starter" }, headers: { Origin: origin } });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain("changes are not saved");
  await portalNav(page).getByRole("link", { name: "Leads" }).click();
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  // The demo pro's seeded leads, one in each stage; a bought one shows its (invented) homeowner.
  const leads = page.getByRole("list", { name: "Leads" }).getByRole("link");
  await expect(leads).toHaveCount(6);
  await expectNoSeriousA11yViolations(page);
  await leads.filter({ hasText: "Hired" }).click();
  await expect(page.getByRole("link", { name: /example\.com/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // An offered demo lead: its Accept is off, and the box says why.
  await page.goBack();
  await leads.filter({ hasText: "New" }).first().click();
  const offer = page.getByRole("button", { name: /^Accept for \d+ credits$/ });
  await expect(offer).toBeDisabled();
  await expect(offer.locator("xpath=..").getByText("Not available in demo mode: changes are not saved.")).toBeVisible();

  // Every money page fits a 375 px phone.
  await page.setViewportSize({ width: 375, height: 800 });
  for (const [link, path] of [["Dashboard", "/provider/dashboard"], ["Leads", "/provider/leads"], ["Credits", "/provider/credits"]] as const) {
    // On a phone the links sit behind the portal's menu, which closes once a link is chosen.
    await portalNav(page).getByText("Portal menu").click();
    await portalNav(page).getByRole("link", { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), link).toBeLessThanOrEqual(375);
  }
});

test("a forged payment callback changes nothing and says so", async ({ page }) => {
  const response = await page.request.post("/payments/callback", {
    form: { reference: "test_000000000000000000000000", outcome: "paid", amountCents: "5000", issuedAt: String(Date.now()), signature: "0".repeat(64) },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/provider/credits?payment=invalid");
});

import { chooseTradesAndArea, type NewPro, requestQuote, signUpPro, verificationLink } from "./accounts";
import { expect, expectTableFitsPhone, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./axe";
import { approveInConsole, signInOperator } from "./operator";

/*
 * A request no real pro could take waits 72 hours for the first who can (app/modules/matching/held-requests.server.ts).
 * A new pro is approved with no credits: its credits page says a request waits, and buying credits brings it.
 * Chillicothe: no other spec's plumber works within reach of it. On a phone's width, as a pro on the road would.
 */
const stamp = Date.now().toString(36);
const ZIP = "45601";
const PRO: NewPro = {
  firstName: "Wes",
  lastName: "Ashby",
  business: `Scioto Bend Plumbing ${stamp}`,
  phone: "(740) 772-0188",
  email: `wes.ashby.${stamp}@example.com`,
  zip: ZIP,
  password: "a-long-test-password-2",
};

test("a request waiting for a pro reaches the new pro who buys credits, and its inbox and credits page say one waits", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  // The homeowner first: no real plumber near Chillicothe yet, so the request waits.
  const homeownerContext = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "10.91.3.7" } });
  const homeowner = await homeownerContext.newPage();
  // The contact step says so before asking for anything, instead of promising matching pros.
  const contactStep = `/contact-info?zip=${ZIP}&service=plumbing&system=Water+heater&budget=1000to3000&urgency=soon`;
  await homeowner.goto(contactStep);
  await expect(homeowner.getByRole("heading", { level: 1 })).toHaveText(`No verified Plumbing pros available near Chillicothe, OH ${ZIP} yet`);
  await expect(homeowner.getByText(/^You can still send your request: we'll keep it open for 72 hours/)).toBeVisible();
  await expectNoSeriousA11yViolations(homeowner);
  await requestQuote(homeowner, { zip: ZIP, contact: { firstName: "Ada", lastName: "Moreno", phone: "740 775 2210", email: `ada.${stamp}@example.com` } });
  await expect(homeowner.getByText(/your request was not sent to anyone/)).toBeVisible();
  // The toast does not promise pros it was not sent to.
  await expect(homeowner.getByText("No verified pro can take it yet: we'll e-mail you as soon as one can.")).toBeVisible();
  await expect(homeowner.getByText("We'll connect you with matching pros in your area.")).toHaveCount(0);
  const results = homeowner.url();

  // The operators' unmet demand counts it where it waits, and fits a phone.
  const console375 = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const operator = await console375.newPage();
  await signInOperator(operator);
  await operator.goto("/admin/unmet-demand");
  const row = operator.getByRole("region", { name: /^Requests no pro could take/ }).getByRole("row").filter({ hasText: ZIP });
  await expect(row.filter({ hasText: "Plumbing" })).toContainText("Ross");
  // Its week reads as every date in the console does ("Nov 30, 2026"), not as 2026-11-30.
  await expect(row.filter({ hasText: "Plumbing" }).getByRole("cell").first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expectTableFitsPhone(operator, "Requests no pro could take, by week, ZIP and trade");
  await expectNoSeriousA11yViolations(operator);
  await console375.close();

  // A plumber there signs up at 375 px and is approved, with no credits yet.
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpPro(page, PRO);
  await page.goto(await verificationLink(baseURL!, PRO.email));
  await page.getByRole("link", { name: "Continue" }).click();
  await chooseTradesAndArea(page.request, baseURL!, { trades: ["plumbing"], baseZip: ZIP, radiusMiles: 10 });
  await approveInConsole(baseURL!, PRO.email, ["plumbing"]);
  // Its empty inbox says a request waits for it, and leads to the credits page, which says so too.
  await page.goto("/provider/leads");
  await expect(page.getByText("No leads yet.")).toBeVisible();
  await expect(page.getByText(/^A homeowner's request in your trades and service area is waiting for a pro\./)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "buy credits" }).click();
  await expect(page).toHaveURL(/\/provider\/credits$/);
  await expect(page.getByText(/^A homeowner's request in your trades and service area is waiting for a pro\./)).toBeVisible();
  await page.getByRole("button", { name: "Buy 50 credits for $50.00" }).click();
  await page.getByRole("button", { name: "Pay $50.00" }).click();
  await expect(page).toHaveURL(/\/provider\/credits\?payment=paid$/);
  await expect(page.getByText(/is waiting for a pro/)).toHaveCount(0);

  await page.goto("/provider/leads");
  await expect(page.getByRole("list", { name: "Leads" }).getByRole("link").first()).toContainText("Plumbing: Water heater");
  // The homeowner's results link now shows the pro, and the contact step promises pros again.
  await homeowner.goto(results);
  await expect(homeowner.getByRole("article").filter({ hasText: PRO.business })).toBeVisible();
  await homeowner.goto(contactStep);
  await expect(homeowner.getByRole("heading", { level: 1 })).toHaveText("We have matching pros in your area!");
  await homeownerContext.close();
});

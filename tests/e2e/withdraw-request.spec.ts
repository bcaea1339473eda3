import { type NewPro, requestQuote, verificationLink } from "./accounts";
import { readyPro } from "./security-fixtures";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test, waitForPageScript } from "./fixtures";
import { HOMEOWNER_CLOSED_BADGE, HOMEOWNER_CLOSED_BOUGHT_TEXT, HOMEOWNER_CLOSED_TEXT } from "../../app/modules/pipeline/lead-labels";
import { CONTACT_FAILURE } from "../../app/modules/intake/contact-actions";
import { deliveryRefusalText } from "../../app/modules/matching/delivery-refusals";

/**
 * A homeowner who no longer needs the job closes the request from My requests on a phone: asked first what it
 * does, then it is closed, each pro shown as closed; the pro who had not taken it reads why and cannot pay for it, and
 * the pro who had bought it sees it marked on its inbox card and its lead page.
 */
const stamp = Date.now().toString(36);
// Newcomerstown: no other spec's pro works there.
const ZIP = "43832";
const PRO: NewPro = {
  firstName: "Reed",
  lastName: "Calloway",
  business: `Tuscarawas Pipe ${stamp}`,
  phone: "740-555-3718",
  email: `withdraw-pro-${stamp}@example.com`,
  zip: ZIP,
  password: "canal-lock-29",
};
const BUYER: NewPro = {
  ...PRO,
  firstName: "Tess",
  business: `Gnadenhutten Drain ${stamp}`,
  phone: "740-555-3719",
  email: `withdraw-buyer-${stamp}@example.com`,
};
const HOMEOWNER_EMAIL = `ines.${stamp}@example.com`;

test("a homeowner closes a request they no longer need, at 375 px", async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  await readyPro(page, baseURL!, PRO, "plumbing");
  const buyerContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const buyer = await buyerContext.newPage();
  await readyPro(buyer, baseURL!, BUYER, "plumbing");

  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, extraHTTPHeaders: { "X-Forwarded-For": "10.77.9.41" } });
  const mine = await context.newPage();
  await requestQuote(mine, { zip: ZIP, contact: { firstName: "Ines", lastName: "Marlow", phone: "7404981234", email: HOMEOWNER_EMAIL } });
  const leadId = new URL(mine.url()).searchParams.get("lead")!;
  // The results, left open in another tab while the request is closed from My requests.
  const stale = await context.newPage();
  await stale.goto(mine.url());
  await waitForPageScript(stale);
  await buyer.goto(`/provider/leads/${leadId}`);
  await buyer.getByRole("button", { name: /^Accept for \d+ credits$/ }).click();
  await buyer.getByRole("alertdialog").getByRole("button", { name: /^Accept and pay/ }).click();
  await expect(buyer.getByRole("region", { name: "Contact" })).toContainText("Ines");

  await mine.goto("/register");
  await waitForPageScript(mine);
  await mine.getByLabel("First name").fill("Ines");
  await mine.getByLabel("Last name").fill("Marlow");
  await mine.getByLabel("Email").fill(HOMEOWNER_EMAIL);
  await mine.getByLabel(/ZIP code/).fill(ZIP);
  await mine.getByLabel(/^Password/).fill("orchard-gate-47");
  await mine.getByRole("button", { name: /Sign Up/ }).click();
  await expect(mine.getByText("Account created successfully! Please check your email to verify your account.")).toBeVisible();
  await mine.goto(await verificationLink(baseURL!, HOMEOWNER_EMAIL));

  await mine.goto("/account/requests");
  const request = mine.getByRole("listitem").filter({ hasText: PRO.business });
  const ours = request.getByRole("row").filter({ hasText: PRO.business });
  await expect(ours).toContainText("Sent to the pro");
  // Under its title (job, town, day), the card says what the title does not: the time it was sent, and its ZIP.
  await expect(request.getByText(/^Sent [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M · ZIP 43832$/)).toBeVisible();
  await expect(request).not.toContainText("Plumbing · ZIP");
  const closing = request.getByRole("region", { name: "Close this request" });

  // Asked first; keeping it open changes nothing.
  await closing.getByRole("button", { name: "I no longer need this" }).click();
  await expect(closing.getByRole("status")).toContainText("Close this request? Pros can no longer take it");
  await expect(closing.getByRole("button", { name: "Yes, close this request" })).toBeInViewport();
  await expectNoSeriousA11yViolations(mine);
  await closing.getByRole("link", { name: "Keep it open" }).click();
  await expect(closing.getByRole("button", { name: "I no longer need this" })).toBeVisible();
  await expect(ours).toContainText("Sent to the pro");

  await closing.getByRole("button", { name: "I no longer need this" }).click();
  await closing.getByRole("button", { name: "Yes, close this request" }).click();
  await expect(closing.getByRole("status")).toHaveText("Done: your request is closed.");
  await expect(closing).toBeInViewport();
  await expect(request).toContainText("You closed this request: pros can no longer take it.");
  await expect(ours).toContainText("Closed: you closed the request");
  await expect(closing.getByRole("button")).toHaveCount(0);
  expect(await mine.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await mine.screenshot({ path: "/tmp/withdraw-request-375.png", fullPage: true });

  // The tab left open: asking the pro whose offer the closing ended for its number says the seed's words, and under
  // them why and what to do, on the phone's width.
  await stale.getByRole("button", { name: `Get Phone Number of ${PRO.business}` }).click();
  const toast = stale.locator("[data-toast-viewport] li").filter({ hasText: CONTACT_FAILURE.phone });
  await expect(toast).toContainText(deliveryRefusalText("closed"));
  await expect(toast).toBeInViewport();
  expect(await stale.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await stale.close();

  // Another homeowner's request, or none: not found, and nothing is said about it.
  const origin = new URL(baseURL!).origin;
  const refused = await mine.request.post("/account/requests", {
    form: { intent: "withdraw", leadId: "00000000-0000-4000-8000-000000000000", confirmed: "yes" },
    headers: { Origin: origin },
  });
  expect(refused.status()).toBe(404);

  // The pro that had not taken it reads why, and cannot accept it.
  await page.goto(`/provider/leads/${leadId}`);
  await expect(page.getByText(HOMEOWNER_CLOSED_TEXT)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Accept for/ })).toHaveCount(0);

  // The pro that had bought it: its inbox card and its lead page say the homeowner closed it.
  await buyer.goto("/provider/leads");
  await expect(buyer.getByRole("list", { name: "Leads" }).getByRole("listitem").first()).toContainText(HOMEOWNER_CLOSED_BADGE);
  expect(await buyer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await buyer.goto(`/provider/leads/${leadId}`);
  await expect(buyer.getByText(HOMEOWNER_CLOSED_BOUGHT_TEXT)).toBeVisible();
  await buyerContext.close();
  await context.close();
});

import type { Locator, Page } from "@playwright/test";
import { linkFromMail, type NewPro, requestQuote, verificationLink } from "./accounts";
import { readyPro } from "./security-fixtures";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test } from "./fixtures";

/**
 * The review loop: a pro gets a real request and marks it hired;
 * the homeowner reviews the pro from the link e-mailed to them; the rating
 * then shows on the pro's profile and in the homeowner's search results,
 * computed from the stored review; the pro replies once from the lead page.
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
// Findlay: no other spec's pro works within reach of it, so the request goes to our pro alone.
const ZIP = "45840";
const PRO: NewPro = {
  firstName: "Lena",
  lastName: "Ward",
  phone: "740-555-2301",
  zip: ZIP,
  email: `review-pro-${stamp}@example.com`,
  password: "river-bend-63",
  business: `Findlay Drain Works ${stamp}`,
};
const HOMEOWNER_EMAIL = `june.${stamp}@example.com`;
// With a pasted link, one long word: the review must not widen a phone's screen wherever it shows.
// Near the longest a review may be (REVIEW_BODY_MAX, 4,000): in full it made its card screens tall on a phone.
const REVIEW_TEXT = `Found the leak behind the dishwasher and fixed it in an hour. Clear price before starting. Photos: https://photos.example.com/shared/IMG_20261129_dishwasher_leak_fixed.jpg ${"He showed me the worn hose, explained the fix, and cleaned up after. ".repeat(52)}`.trim();
const portalNav = (page: Page) => page.getByRole("navigation", { name: "Portal" });
let resultsUrl = "";

/**
 * At 375 px a long review shows its first lines (its text no taller than a few lines, the page no wider than the
 * screen) and a Read more that opens the rest without a script; then back to the size the page had.
 */
async function expectClampedReview(page: Page, where: Locator) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 800 });
  const text = where.locator("p", { hasText: REVIEW_TEXT.slice(0, 40) }).first();
  expect((await text.boundingBox())!.height, "the clamped review's height at 375 px").toBeLessThan(240);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await where.getByText("Read more").click();
  expect((await text.boundingBox())!.height, "the opened review's height").toBeGreaterThan(1000);
  await where.getByText("Show less").click();
  expect((await text.boundingBox())!.height).toBeLessThan(240);
  if (size) await page.setViewportSize(size);
}
let leadUrl = "";
let profilePath = "";

test("a pro marks a request hired and the homeowner reviews them from the e-mailed link", async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  await readyPro(page, baseURL!, PRO, "plumbing");

  // The homeowner's request reaches our pro.
  const homeowner = await browser.newPage({ extraHTTPHeaders: { "X-Forwarded-For": "10.88.1.7" } });
  await requestQuote(homeowner, { zip: ZIP, contact: { firstName: "June", lastName: "Okafor", phone: "7403731234", email: HOMEOWNER_EMAIL } });
  resultsUrl = homeowner.url();
  const card = homeowner.getByRole("article").filter({ hasText: PRO.business });
  await expect(card).toContainText("New on Buckeye Pros");
  await homeowner.close();

  // The pro accepts and marks hired.
  await portalNav(page).getByRole("link", { name: "Leads" }).click();
  await page.getByRole("list", { name: "Leads" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/provider\/leads\/[0-9a-f-]{36}$/);
  leadUrl = new URL(page.url()).pathname;
  await page.getByRole("button", { name: "Accept for 22 credits" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Accept and pay 22 credits" }).click();
  await expect(page.getByRole("region", { name: "Contact" })).toContainText("June Okafor");
  await page.getByRole("button", { name: "Mark hired" }).click();
  await page.getByRole("button", { name: "Yes, mark hired" }).click();
  await expect(page.getByText("Lead marked hired.", { exact: true })).toBeVisible();

  // The homeowner opens the review link from the e-mail.
  const reviewerContext = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "10.88.1.8" } });
  const reviewer = await reviewerContext.newPage();
  const link = await linkFromMail(baseURL!, HOMEOWNER_EMAIL, "/reviews/new/");
  await reviewer.goto(link);
  await expect(reviewer.getByRole("heading", { name: `Review ${PRO.business}` })).toBeVisible();
  await expectNoSeriousA11yViolations(reviewer);
  // Nothing chosen: the server answers with the messages and keeps the text.
  await reviewer.getByLabel("Your review").fill(REVIEW_TEXT);
  await reviewer.getByRole("button", { name: "Publish Review" }).click();
  await expect(reviewer.getByText("Choose from 1 to 5 stars.")).toBeVisible();
  await expect(reviewer.getByLabel("Your review")).toHaveValue(REVIEW_TEXT);
  await reviewer.getByRole("radio", { name: "5 stars: Excellent" }).check();
  await reviewer.getByRole("button", { name: "Publish Review" }).click();
  await expect(reviewer.getByRole("heading", { name: "Thank you for your review" })).toBeVisible();
  await reviewer.getByRole("link", { name: "See it on their profile" }).click();
  profilePath = new URL(reviewer.url()).pathname;

  // The profile computes the rating from the stored review and carries AggregateRating.
  await expect(reviewer.getByText("(1 review)")).toBeVisible();
  await expect(reviewer.getByText(REVIEW_TEXT)).toBeVisible();
  await expect(reviewer.getByText("June O.")).toBeVisible();
  await expectClampedReview(reviewer, reviewer.getByRole("region", { name: "Reviews" }));
  const jsonLd = await reviewer.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join("")).toContain('"AggregateRating"');
  expect(jsonLd.join("")).toContain('"ratingValue":5');

  // The same link again: one review per hire.
  await reviewer.goto(link);
  await expect(reviewer.getByText("You already reviewed this pro for this request. Thank you!")).toBeVisible();

  // And the homeowner's results show the new rating.
  await reviewer.goto(resultsUrl);
  const rated = reviewer.getByRole("article").filter({ hasText: PRO.business });
  await expect(rated).toContainText("5.0");
  await expect(rated).toContainText("(1 review)");
  await reviewerContext.close();
});

test("the pro sees the review on the lead page and replies once, in public", async ({ page }) => {
  expect(leadUrl, "the review test ran first").not.toBe("");
  await page.goto("/provider/login");
  await page.getByLabel("Email").fill(PRO.email);
  await page.getByLabel("Password").fill(PRO.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/provider\/dashboard$/);
  await page.goto(leadUrl);
  const section = page.getByRole("region", { name: "The homeowner's review" });
  await expect(section).toContainText(REVIEW_TEXT);
  await expectClampedReview(page, section);
  await expectNoSeriousA11yViolations(page);
  await section.getByLabel("Reply in public (once)").fill("Thank you, June. Call us any time.");
  await section.getByRole("button", { name: "Publish Reply" }).click();
  await expect(page.getByText("Reply published under the review.", { exact: true })).toBeVisible();
  await expect(section.getByLabel("Reply in public (once)")).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.goto(profilePath);
  await expect(page.getByText("Reply from")).toBeVisible();
  await expect(page.getByText("Thank you, June. Call us any time.")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("signed up with the request's address, the homeowner sees the review and the reply on My requests", async ({ page, baseURL }) => {
  expect(profilePath, "the review tests ran first").not.toBe("");
  await page.goto("/register");
  await page.getByLabel("First name").fill("June");
  await page.getByLabel("Last name").fill("Okafor");
  await page.getByLabel("Email").fill(HOMEOWNER_EMAIL);
  await page.getByLabel(/ZIP code/).fill(ZIP);
  await page.getByLabel(/^Password/).fill("garden-gate-58");
  await page.getByRole("button", { name: /Sign Up/ }).click();
  await expect(page.getByText("Account created successfully! Please check your email to verify your account.")).toBeVisible();
  await page.goto(await verificationLink(baseURL!, HOMEOWNER_EMAIL));
  await page.goto("/account/requests");
  const review = page.getByRole("region", { name: `Your review of ${PRO.business}` });
  await expect(review).toContainText(REVIEW_TEXT);
  await expect(review).toContainText("Thank you, June. Call us any time.");
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("a changed review link answers 404 with a clear page", async ({ page }) => {
  const response = await page.request.get("/reviews/new/abc.def.ghi");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("This link does not work");
});

import type { Locator } from "@playwright/test";
import { linkFromMail, type NewPro, requestQuote, verificationLink } from "./accounts";
import { readyPro } from "./security-fixtures";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test, waitForPageScript } from "./fixtures";

/**
 * Messages between a homeowner and a pro: the homeowner writes to
 * a pro from the results page, the pro reads it, accepts the lead and
 * answers; the homeowner opens the signed link from the e-mail (no password)
 * and replies; the pro sees the unread count in the inbox and the reply on
 * the lead page. A tampered link is a clear 404 page.
 */
const stamp = Date.now().toString(36);
// Marietta, far from every demo pro and from the portal spec's Athens pro.
const ZIP = "45750";
const PRO: NewPro = {
  firstName: "Lena",
  lastName: "Ortiz",
  // As long as real pros' names run: a button that names the pro wraps inside its box on a phone.
  business: `Marietta Flow Plumbing & Drain ${stamp}`,
  phone: "740-555-2410",
  email: `msg-pro-${stamp}@example.com`,
  zip: ZIP,
  password: "river-bend-64",
};
const HOMEOWNER_EMAIL = `noor.${stamp}@example.com`;

/** The button's box lies within the section's: at 375 px "Yes, I hired {pro}" ran 13 px past the screen's edge. */
async function expectInside(section: Locator, button: Locator) {
  const outer = (await section.boundingBox())!;
  const inner = (await button.boundingBox())!;
  expect(inner.x + inner.width, `the right edge of "${await button.innerText()}"`).toBeLessThanOrEqual(outer.x + outer.width);
}

test("homeowner and pro exchange messages through the portal and the signed e-mail link", async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  await readyPro(page, baseURL!, PRO, "plumbing");

  // The homeowner asks for a plumber and writes to our pro from the results.
  const homeowner = await browser.newPage({ extraHTTPHeaders: { "X-Forwarded-For": "10.77.3.21" } });
  await requestQuote(homeowner, { zip: ZIP, contact: { firstName: "Noor", lastName: "Haddad", phone: "7403731234", email: HOMEOWNER_EMAIL } });
  const card = homeowner.getByRole("article").filter({ hasText: PRO.business });
  await card.getByText("Message", { exact: true }).click();
  await card.getByRole("textbox").fill("Is the heater <b>repairable</b>?");
  await card.getByRole("button", { name: "Send message" }).click();
  await expect(homeowner.getByText("Message Sent", { exact: true })).toBeVisible();

  // The pro sees the new message in the inbox and on the lead, but writes only after accepting.
  await page.goto("/provider/leads");
  const row = page.getByRole("list", { name: "Leads" }).getByRole("link").filter({ hasText: "Plumbing: Water heater" });
  await expect(row).toContainText("1 new message");
  await row.click();
  const messages = page.getByRole("region", { name: /Messages/ });
  // Text, not markup: the homeowner's angle brackets come out as typed.
  await expect(messages.getByText("Is the heater <b>repairable</b>?")).toBeVisible();
  await expect(messages.getByText("Accept this lead to write to the homeowner.")).toBeVisible();
  await page.getByRole("button", { name: /^Accept for \d+ credits$/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: /^Accept and pay/ }).click();
  await expect(page.getByRole("region", { name: "Contact" })).toContainText("Noor Haddad");

  // An empty reply is refused in place; a real one is sent.
  await messages.getByLabel("Write to Noor").fill("   ");
  await messages.getByRole("button", { name: "Send Message" }).click();
  await expect(messages.getByRole("alert")).toHaveText("Write a message before sending.");
  await messages.getByLabel("Write to Noor").fill("Yes, most leaks are the drain valve. Thursday at 9?");
  await messages.getByRole("button", { name: "Send Message" }).click();
  await expect(messages.getByText("Yes, most leaks are the drain valve. Thursday at 9?")).toBeVisible();
  await expect(messages.getByLabel("Write to Noor")).toHaveValue("");
  await expectNoSeriousA11yViolations(page);
  // The pro goes back to its leads and stays there while the homeowner answers.
  await page.goto("/provider/leads");
  await expect(row).not.toContainText("new message");

  // The homeowner's e-mail carries a link to this thread that needs no password.
  const link = await linkFromMail(baseURL!, HOMEOWNER_EMAIL, "/messages/");
  // A browser that never logged in (axe needs a page from an explicit context).
  const freshContext = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "10.77.3.22" } });
  const fresh = await freshContext.newPage();
  await fresh.goto(link);
  await expect(fresh.getByRole("heading", { name: `Your conversation with ${PRO.business}`, level: 1 })).toBeVisible();
  await expect(fresh.getByText("Yes, most leaks are the drain valve. Thursday at 9?")).toBeVisible();
  await expect(fresh.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectNoSeriousA11yViolations(fresh);
  await fresh.getByLabel(`Reply to ${PRO.business}`).fill("Thursday at 9 works. The side gate is open.");
  await fresh.getByRole("button", { name: "Send Message" }).click();
  await expect(fresh.getByRole("status")).toHaveText(`Message sent. ${PRO.business} will see it in their inbox.`);
  await expect(fresh.getByText("Thursday at 9 works. The side gate is open.")).toBeVisible();
  // The post was answered by a redirect: reloading shows the conversation, it does not send the message again.
  await fresh.reload();
  await expect(fresh.getByText("Thursday at 9 works. The side gate is open.")).toHaveCount(1);
  await fresh.setViewportSize({ width: 375, height: 800 });
  expect(await fresh.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // A link altered by one character opens nothing.
  const tampered = link.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
  const refused = await fresh.goto(tampered);
  expect(refused?.status()).toBe(404);
  await expect(fresh.getByRole("heading", { name: "This link does not work", level: 1 })).toBeVisible();
  await freshContext.close();
  await homeowner.close();

  // The pro's open list shows the unread reply without a reload (the live portal), then the lead page shows it.
  await expect(row).toContainText("1 new message", { timeout: 15_000 });
  await row.click();
  await expect(messages.getByText("Thursday at 9 works. The side gate is open.")).toBeVisible();
  await page.goto("/provider/leads");
  await expect(row).not.toContainText("new message");

  // With an account on the request's address, the homeowner writes from My requests too.
  const account = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "10.77.3.23" } });
  const mine = await account.newPage();
  await mine.goto("/register");
  await waitForPageScript(mine);
  await mine.getByLabel("First name").fill("Noor");
  await mine.getByLabel("Last name").fill("Haddad");
  await mine.getByLabel("Email").fill(HOMEOWNER_EMAIL);
  await mine.getByLabel(/ZIP code/).fill(ZIP);
  await mine.getByLabel(/^Password/).fill("garden-hose-35");
  await mine.getByRole("button", { name: /Sign Up/ }).click();
  await expect(mine.getByText("Account created successfully! Please check your email to verify your account.")).toBeVisible();
  await mine.goto(await verificationLink(baseURL!, HOMEOWNER_EMAIL));
  await mine.goto("/account/requests");
  const thread = mine.getByRole("region", { name: `Messages with ${PRO.business}` });
  await expect(thread.getByText("Thursday at 9 works. The side gate is open.")).toBeVisible();
  await expectNoSeriousA11yViolations(mine);
  // Too long is refused by the server with what was typed kept (the box's maxlength is taken off to try).
  const box = thread.getByLabel(`Write to ${PRO.business}`);
  await box.evaluate((element) => element.removeAttribute("maxlength"));
  await box.fill("x".repeat(2001));
  await thread.getByRole("button", { name: "Send Message" }).click();
  await expect(thread.getByRole("alert")).toHaveText("Keep your message under 2000 characters.");
  await expect(box).toHaveValue("x".repeat(2001));
  await box.fill("Also, could you check the thermostat?");
  await thread.getByRole("button", { name: "Send Message" }).click();
  await expect(thread.getByRole("status")).toHaveText("Message sent.");
  await expect(thread.getByText("Also, could you check the thermostat?")).toBeVisible();
  await mine.reload();
  await expect(thread.getByText("Also, could you check the thermostat?")).toHaveCount(1);
  // "I hired" is asked first (the page has no script: plain posts); Cancel changes nothing.
  // On a phone each answer comes into view: the page reloads at the pro's section, not at its top, screens above.
  await mine.setViewportSize({ width: 375, height: 700 });
  const review = mine.getByRole("region", { name: `Your review of ${PRO.business}` });
  await expectInside(review, review.getByRole("button", { name: `I hired ${PRO.business}` }));
  await review.getByRole("button", { name: `I hired ${PRO.business}` }).click();
  await expect(review.getByRole("status")).toContainText("Confirm that you hired this pro");
  await expect(review.getByRole("button", { name: `Yes, I hired ${PRO.business}` })).toBeInViewport();
  await expectInside(review, review.getByRole("button", { name: `Yes, I hired ${PRO.business}` }));
  await review.getByRole("link", { name: "Cancel" }).click();
  await review.getByRole("button", { name: `I hired ${PRO.business}` }).click();
  await review.getByRole("button", { name: `Yes, I hired ${PRO.business}` }).click();
  await expect(review.getByRole("status")).toHaveText("Thanks for telling us. You can now review the pro you hired.");
  await expect(review.getByRole("status")).toBeInViewport();
  await expect(review.getByRole("button", { name: `I hired ${PRO.business}` })).toHaveCount(0);
  await account.close();

  await page.goto("/provider/leads");
  await expect(row).toContainText("1 new message");
});

test("demo mode shows the demo pro's threads and refuses a message on the server", async ({ page }) => {
  await page.goto("/provider/demo");
  await page.getByRole("button", { name: "Enter Demo Mode" }).click();
  await expect(page).toHaveURL(/\/provider\/dashboard$/);
  await page.goto("/provider/leads");
  const row = page.getByRole("list", { name: "Leads" }).getByRole("link").filter({ hasText: "1 new message" });
  await expect(row).toHaveCount(1);
  await row.click();
  const messages = page.getByRole("region", { name: /Messages/ });
  await expect(messages.getByText("Wednesday is perfect, thank you. The side gate is open.")).toBeVisible();
  await expect(messages.getByRole("button", { name: "Send Message" })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  const refused = await page.request.post(page.url(), { form: { intent: "message", body: "Hello" }, headers: { Origin: new URL(page.url()).origin } });
  expect(refused.status()).toBe(403);
  // Looking at a thread in demo mode marks nothing read.
  await page.goto("/provider/leads");
  await expect(page.getByRole("list", { name: "Leads" }).getByRole("link").filter({ hasText: "1 new message" })).toHaveCount(1);
});

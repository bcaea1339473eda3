import type { Page } from "@playwright/test";
import { type NewPro, requestQuote, verificationLink } from "./accounts";
import { readyPro } from "./security-fixtures";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test, waitForPageScript } from "./fixtures";

/**
 * One inbox for conversations: a homeowner writes to a pro; the pro sees the
 * unread count in the portal's navigation and the thread on /provider/messages,
 * opens it and answers there; the homeowner's My requests lists the
 * conversation with the pro's unread answer. At 1280 and 375 pixels, with axe.
 */
const stamp = Date.now().toString(36);
// Gallipolis, far from every demo pro and from the other specs' pros.
const ZIP = "45631";
const PRO: NewPro = {
  firstName: "Ada",
  lastName: "Brooks",
  business: `Gallia Pipe ${stamp}`,
  phone: "740-555-3310",
  email: `inbox-pro-${stamp}@example.com`,
  zip: ZIP,
  password: "ohio-river-77",
};
const HOMEOWNER_EMAIL = `mara.${stamp}@example.com`;

async function fitsPhone(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("the pro answers from /provider/messages, and the homeowner's requests list the conversation", async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await readyPro(page, baseURL!, PRO, "plumbing");

  const homeowner = await browser.newPage({ extraHTTPHeaders: { "X-Forwarded-For": "10.78.3.21" } });
  await requestQuote(homeowner, { zip: ZIP, contact: { firstName: "Mara", lastName: "Quinn", phone: "7404461234", email: HOMEOWNER_EMAIL } });
  const card = homeowner.getByRole("article").filter({ hasText: PRO.business });
  await card.getByText("Message", { exact: true }).click();
  await card.getByRole("textbox").fill("Our water heater is leaking. Can you look this week?");
  await card.getByRole("button", { name: "Send message" }).click();
  await expect(homeowner.getByText("Message Sent", { exact: true })).toBeVisible();
  await homeowner.close();

  // The navigation counts the unread message on every portal page; the inbox lists the thread.
  await page.goto("/provider/dashboard");
  const nav = page.getByRole("navigation", { name: "Portal" });
  await expect(nav.getByRole("link", { name: "Messages (1 unread)" })).toBeVisible();
  await nav.getByRole("link", { name: /^Messages/ }).click();
  await expect(page).toHaveURL(/\/provider\/messages$/);
  await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
  const row = page.getByRole("list", { name: "Conversations" }).getByRole("link").filter({ hasText: "Plumbing: Water heater" });
  await expect(row).toContainText("1 new message");
  await expect(row).toContainText("Homeowner: Our water heater is leaking. Can you look this week?");
  await expectNoSeriousA11yViolations(page);
  await fitsPhone(page);

  // Opening the thread reads it; writing waits for the lead to be accepted.
  await row.click();
  await expect(page).toHaveURL(/\/provider\/messages\/[0-9a-f-]{36}$/);
  const thread = page.getByRole("region", { name: /Messages/ });
  await expect(thread.getByText("Our water heater is leaking. Can you look this week?")).toBeVisible();
  await expect(thread.getByText("Accept this lead to write to the homeowner.", { exact: false })).toBeVisible();
  const threadUrl = page.url();
  await page.getByRole("link", { name: "Open the lead" }).click();
  await page.getByRole("button", { name: /^Accept for \d+ credits$/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: /^Accept and pay/ }).click();
  await expect(page.getByRole("region", { name: "Contact" })).toContainText("Mara Quinn");

  // Back in the inbox the thread is read; the pro answers in it.
  await nav.getByRole("link", { name: /^Messages/ }).click();
  await expect(row).not.toContainText("new message");
  await expect(nav.getByRole("link", { name: "Messages", exact: true })).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(threadUrl);
  const box = thread.getByLabel("Write to Mara");
  await box.fill("   ");
  await thread.getByRole("button", { name: "Send Message" }).click();
  await expect(thread.getByRole("alert")).toHaveText("Write a message before sending.");
  await box.fill("Yes: Wednesday at 10 works for us.");
  await thread.getByRole("button", { name: "Send Message" }).click();
  await expect(thread.getByText("Yes: Wednesday at 10 works for us.")).toBeVisible();
  await expect(box).toHaveValue("");
  await expectNoSeriousA11yViolations(page);
  await fitsPhone(page);
  await page.getByRole("link", { name: "All messages" }).click();
  await expect(row).toContainText("You: Yes: Wednesday at 10 works for us.");

  // Nobody else's thread, and no made-up one, opens.
  for (const url of ["/provider/messages/00000000-0000-4000-8000-000000000000", "/provider/messages/not-a-uuid"]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
  }
  const inbox = await page.goto("/provider/messages");
  expect(inbox?.headers()["cache-control"]).toContain("no-store");

  // The homeowner, with an account on the request's address, sees the conversation with the pro's unread answer.
  const account = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "10.78.3.23" } });
  const mine = await account.newPage();
  await mine.goto("/register");
  await waitForPageScript(mine);
  await mine.getByLabel("First name").fill("Mara");
  await mine.getByLabel("Last name").fill("Quinn");
  await mine.getByLabel("Email").fill(HOMEOWNER_EMAIL);
  await mine.getByLabel(/ZIP code/).fill(ZIP);
  await mine.getByLabel(/^Password/).fill("porch-light-42");
  await mine.getByRole("button", { name: /Sign Up/ }).click();
  await expect(mine.getByText("Account created successfully! Please check your email to verify your account.")).toBeVisible();
  await mine.goto(await verificationLink(baseURL!, HOMEOWNER_EMAIL));
  const requests = await mine.goto("/account/requests");
  expect(requests?.headers()["cache-control"]).toContain("no-store");
  const conversation = mine.getByRole("list", { name: "Conversations" }).getByRole("link").filter({ hasText: PRO.business });
  await expect(conversation).toContainText("1 new message");
  await expect(conversation).toContainText(`${PRO.business}: Yes: Wednesday at 10 works for us.`);
  await expectNoSeriousA11yViolations(mine);
  await fitsPhone(mine);
  await conversation.click();
  await expect(mine).toHaveURL(/#thread-/);
  await mine.getByRole("region", { name: `Messages with ${PRO.business}` }).getByLabel(`Write to ${PRO.business}`).fill("Wednesday it is.");
  await mine.getByRole("region", { name: `Messages with ${PRO.business}` }).getByRole("button", { name: "Send Message" }).click();
  await expect(mine.getByRole("list", { name: "Conversations" }).getByRole("link").filter({ hasText: PRO.business })).toContainText("You: Wednesday it is.");
  await account.close();

  await page.goto("/provider/messages");
  await expect(nav.getByRole("link", { name: "Messages (1 unread)" })).toBeVisible();
  // The pro bought the lead: the conversation names the homeowner, as the lead's page does.
  await expect(row).toContainText("Mara · Plumbing: Water heater");
  await expect(row).toContainText("Mara: Wednesday it is.");
});

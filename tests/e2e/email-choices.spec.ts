import type { Browser, Page } from "@playwright/test";
import { linkFromMail, type NewPro, signUpPro, verificationLink } from "./accounts";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test } from "./fixtures";

/**
 * E-mail choices without JavaScript: a homeowner turns one kind of e-mail off
 * on /account/settings and finds it kept; a pro's payment receipt carries a
 * signed "stop these e-mails" link that, opened signed out, only asks, and
 * the button turns that kind off (seen on the pro's settings page).
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
const HOMEOWNER = { email: `home-choices-${stamp}@example.com`, password: "maple-tree-42" };
const PRO: NewPro = {
  firstName: "Reese",
  lastName: "Kowalski",
  business: "Lorain Drain Works",
  phone: "440-555-0177",
  email: `pro-choices-${stamp}@example.com`,
  zip: "44052",
  password: "copper-pipe-61",
};

async function withoutScript(browser: Browser, work: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await work(await context.newPage());
  } finally {
    await context.close();
  }
}

test("a homeowner turns messages from pros off on the settings page, without JavaScript", async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  await page.goto("/register");
  await page.getByLabel("First name").fill("Dana");
  await page.getByLabel("Last name").fill("Whitaker");
  await page.getByLabel("Email").fill(HOMEOWNER.email);
  await page.getByLabel(/ZIP code/).fill("43215");
  await page.getByLabel(/^Password/).fill(HOMEOWNER.password);
  await page.getByRole("button", { name: /Sign Up/ }).click();
  await expect(page.getByText("Account created successfully! Please check your email to verify your account.")).toBeVisible();
  await page.goto(await verificationLink(baseURL!, HOMEOWNER.email));
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/account\/requests$/);
  await page.getByRole("link", { name: "E-mail settings" }).click();
  await expect(page.getByRole("heading", { name: "E-mail settings", level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await withoutScript(browser, async (noScript) => {
    await noScript.goto("/provider/login");
    await noScript.getByLabel("Email").fill(HOMEOWNER.email);
    await noScript.getByLabel("Password").fill(HOMEOWNER.password);
    await noScript.getByRole("button", { name: "Log In" }).click();
    await expect(noScript).toHaveURL(/\/account\/requests$/);
    await noScript.getByRole("link", { name: "E-mail settings" }).click();
    const form = noScript.getByRole("region", { name: "E-mail notifications" });
    // Only the e-mails a homeowner gets are listed, worded for them.
    await expect(form.getByRole("checkbox")).toHaveCount(2);
    await form.getByRole("checkbox", { name: /Messages from pros/ }).uncheck();
    await form.getByRole("button", { name: "Save Notifications" }).click();
    await expect(form.getByRole("status")).toHaveText("Your e-mail choices were saved.");
    await noScript.reload();
    await expect(form.getByRole("checkbox", { name: /Messages from pros/ })).not.toBeChecked();
    await expect(form.getByRole("checkbox", { name: /Reviews/ })).toBeChecked();
  });
});

test("a pro stops payment receipts from the e-mail's link, signed out and without JavaScript", async ({ page, browser, baseURL, request }) => {
  test.setTimeout(120_000);
  await signUpPro(page, PRO);
  await page.goto(await verificationLink(baseURL!, PRO.email));
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/provider\/dashboard$/);
  await page.goto("/provider/credits");
  await page.getByRole("button", { name: "Buy 50 credits for $50.00" }).click();
  await page.getByRole("button", { name: "Pay $50.00" }).click();
  await expect(page).toHaveURL(/\/provider\/credits\?payment=paid$/);

  const stopLink = await linkFromMail(baseURL!, PRO.email, "/unsubscribe?token=");
  // Opening the link asks and changes nothing (a mail scanner follows links).
  await page.goto(stopLink);
  await expect(page.getByRole("heading", { name: "Stop these e-mails?" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // On a phone the heading's "e-mails" stays one word on one line (it broke after the hyphen).
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 740 });
  const word = page.getByRole("heading", { name: "Stop these e-mails?" }).getByText("e-mails", { exact: true });
  expect(await word.evaluate((element) => element.getClientRects().length)).toBe(1);
  await page.setViewportSize(viewport);
  await withoutScript(browser, async (signedOut) => {
    await signedOut.goto(stopLink);
    await expect(signedOut.getByText('You will no longer get "Payment receipts" e-mails')).toBeVisible();
    await page.goto("/provider/settings");
    const notices = page.getByRole("region", { name: "E-mail notifications" });
    await expect(notices.getByRole("checkbox", { name: /Payment receipts/ })).toBeChecked();

    await signedOut.getByRole("button", { name: "Stop These E-mails" }).click();
    await expect(signedOut.getByRole("status")).toHaveText('We will not send you "Payment receipts" e-mails any more.');
    await page.reload();
    await expect(notices.getByRole("checkbox", { name: /Payment receipts/ })).not.toBeChecked();
    await expect(notices.getByRole("checkbox", { name: /New leads/ })).toBeChecked();
    // Opened again, the used link says so instead of asking.
    await signedOut.goto(stopLink);
    await expect(signedOut.getByRole("heading", { name: "E-mails already stopped" })).toBeVisible();
    await expect(signedOut.getByRole("status")).toHaveText('You already stopped "Payment receipts" e-mails. We will not send them.');
    await expect(signedOut.getByRole("button", { name: "Stop These E-mails" })).toHaveCount(0);

    // An altered link is refused with a message, and changes nothing.
    await signedOut.goto(`${stopLink.slice(0, -3)}abc`);
    await expect(signedOut.getByRole("alert")).toContainText("This link is not valid.");
  });

  // Back on; then a mail program's one-click unsubscribe (the List-Unsubscribe header) posts to the link itself, from no page.
  const notices = page.getByRole("region", { name: "E-mail notifications" });
  await notices.getByRole("checkbox", { name: /Payment receipts/ }).check();
  await notices.getByRole("button", { name: "Save Notifications" }).click();
  await expect(notices.getByRole("status")).toHaveText("Your e-mail choices were saved.");
  const oneClick = await request.post(stopLink, { form: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status()).toBe(200);
  await page.reload();
  await expect(notices.getByRole("checkbox", { name: /Payment receipts/ })).not.toBeChecked();
  expect((await request.post(`${stopLink.slice(0, -3)}abc`, { form: { "List-Unsubscribe": "One-Click" } })).status()).toBe(400);
});

import type { Page } from "@playwright/test";
import { linkFromMail, type NewPro, signUpPro, verificationLink } from "./accounts";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * Settings, in Chromium with JavaScript: a new pro chooses a
 * weekly cap, a maximum price and a pause, and finds them kept after a reload
 * (services are on the Directory page, linked from here); a price outside the
 * limits is refused by the server; e-mail notifications stay off once turned
 * off; a new name shows in the header; a new e-mail address counts only after
 * its link is opened; demo mode shows the forms and the server refuses the posts.
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
const PRO: NewPro = {
  firstName: "Dana",
  lastName: "Moreau",
  business: "Zanesville Comfort Co",
  phone: "740-555-2377",
  email: `pro-settings-${stamp}@example.com`,
  zip: "43701",
  password: "gable-vent-53",
};

const preferences = (page: Page) => page.getByRole("region", { name: "Lead preferences" });

async function logIn(page: Page) {
  await page.goto("/provider/login");
  await page.getByLabel("Email").fill(PRO.email);
  await page.getByLabel("Password").fill(PRO.password);
  await page.getByRole("button", { name: /Log In|Sign In/i }).click();
  await expect(page).toHaveURL(/\/provider\/dashboard$/);
}

test("a pro sets its lead preferences and finds them kept", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await signUpPro(page, PRO);
  await page.goto(await verificationLink(baseURL!, PRO.email));
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/provider\/dashboard$/);
  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  // The dashboard may not have hydrated when the link was clicked: the page then loaded whole, and typing into a
  // filled field before hydration can be undone.
  await waitForHydration(page);
  const form = preferences(page);

  await expect(form.getByRole("link", { name: "Directory profile" })).toHaveAttribute("href", "/provider/directory#services");
  await form.getByLabel("Weekly lead cap").fill("6");
  await form.getByLabel("Maximum credits per lead").fill("35");
  await form.getByRole("checkbox", { name: /Pause new leads/ }).check();
  // Pressed from the keyboard, the button keeps the focus while it is busy and after the answer (docs/decisions/077):
  // the next Tab goes on from it, not from the page's top.
  const save = form.getByRole("button", { name: "Save Preferences" });
  await save.press("Enter");
  await expect(form.getByRole("status")).toHaveText("Your lead preferences were saved.");
  await expect(save).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(form.getByLabel("Weekly lead cap")).toHaveValue("6");
  await expect(form.getByLabel("Maximum credits per lead")).toHaveValue("35");
  await expect(form.getByRole("checkbox", { name: /Pause new leads/ })).toBeChecked();

  // A price cap outside 5-200 posted straight to the server: 400 with the field's message, nothing saved.
  const refused = await page.request.post("/provider/settings", {
    form: { intent: "preferences", weeklyLeadCap: "6", maxCreditsPerLead: "500" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(400);
  await page.reload();
  await expect(form.getByLabel("Maximum credits per lead")).toHaveValue("35");
  await expect(form.getByRole("checkbox", { name: /Pause new leads/ })).toBeChecked();

  // A 375 px phone fits the page, and the long words beside "Pause new leads" do not squeeze its box (it was 13 px wide).
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const pauseBox = await form.getByRole("checkbox", { name: /Pause new leads/ }).boundingBox();
  expect(pauseBox!.width).toBeGreaterThanOrEqual(20);
});

test("a pro chooses its phone alerts and quiet hours; a wrong time keeps what was typed", async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page);
  await page.goto("/provider/settings");
  const alerts = page.getByRole("region", { name: "Phone alerts" });
  const pushFor = alerts.getByRole("group", { name: "Notifications on my devices for" });
  await expect(pushFor.getByRole("checkbox", { name: "New messages" })).toBeChecked();
  await waitForHydration(page);
  await pushFor.getByRole("checkbox", { name: "New messages" }).uncheck();
  // Quiet hours with the same start and end are refused, with the boxes and times as they were typed.
  await alerts.getByRole("checkbox", { name: /No notifications or texts during these hours/ }).check();
  await alerts.getByLabel("From").fill("22:00");
  await alerts.getByLabel("Until").fill("22:00");
  await alerts.getByRole("button", { name: "Save Alerts" }).click();
  await expect(alerts.getByRole("alert").first()).toHaveText("Your alert choices were not saved. Check the quiet hours.");
  await expect(alerts.getByText("Choose when quiet hours start and end, such as 21:00 to 07:00.")).toBeVisible();
  await expect(alerts.getByLabel("From")).toHaveValue("22:00");
  await alerts.getByLabel("Until").fill("06:30");
  await alerts.getByRole("button", { name: "Save Alerts" }).click();
  await expect(alerts.getByRole("status")).toHaveText("Your alert choices were saved.");
  await page.reload();
  await expect(pushFor.getByRole("checkbox", { name: "New messages" })).not.toBeChecked();
  await expect(pushFor.getByRole("checkbox", { name: "New leads" })).toBeChecked();
  await expect(alerts.getByRole("checkbox", { name: /No notifications or texts during these hours/ })).toBeChecked();
  await expect(alerts.getByLabel("Until")).toHaveValue("06:30");
  // This server has no Twilio settings: the number part says so instead of taking a number it cannot text.
  await expect(alerts.getByText("Text messages are not set up on this site yet")).toBeVisible();
  await expect(alerts.getByLabel("Mobile number")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("a pro turns an e-mail off, renames itself and moves its account to a new address", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await logIn(page);
  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/provider\/settings$/);
  // The click may have loaded the page whole (the dashboard not yet hydrated): a click before hydration is undone.
  await waitForHydration(page);

  // Notifications: new leads off, kept after a reload.
  const notices = page.getByRole("region", { name: "E-mail notifications" });
  await expect(notices.getByRole("checkbox", { name: /New leads/ })).toBeChecked();
  await notices.getByRole("checkbox", { name: /New leads/ }).uncheck();
  await notices.getByRole("button", { name: "Save Notifications" }).click();
  await expect(notices.getByRole("status")).toHaveText("Your e-mail choices were saved.");
  await page.reload();
  await expect(notices.getByRole("checkbox", { name: /New leads/ })).not.toBeChecked();
  await expect(notices.getByRole("checkbox", { name: /New messages/ })).toBeChecked();

  // Name: an empty last name is refused with the first name kept; a good one shows in the header.
  const account = page.getByRole("region", { name: "Account" });
  await account.getByLabel("First name").fill("Danielle");
  await account.getByLabel("Last name").fill(" ");
  await account.getByRole("button", { name: "Save Name" }).click();
  await expect(account.getByText("This field is required")).toBeVisible();
  await expect(account.getByLabel("First name")).toHaveValue("Danielle");
  await account.getByLabel("Last name").fill("Moreau-Vance de la Rosa-Castellanos");
  await account.getByRole("button", { name: "Save Name" }).click();
  await expect(account.getByRole("status")).toHaveText("Your name was saved.");
  await expect(page.getByRole("navigation", { name: "Main" }).getByText("Hello, Danielle Moreau-Vance de la Rosa-Castellanos")).toBeVisible();
  // A long name keeps the header one row high at every width where its links show beside the logo.
  for (const width of [768, 800, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const row = (await page.getByRole("navigation", { name: "Main" }).boundingBox())!;
    expect(row.height, `at ${width} px`).toBeLessThanOrEqual(48);
    expect(row.x + row.width, `at ${width} px`).toBeLessThanOrEqual(width);
  }

  // E-mail: a wrong password is refused with the address kept; then a link goes to the new address.
  const newEmail = `pro-settings-moved-${stamp}@example.com`;
  await account.getByLabel("New e-mail address").fill(newEmail);
  await account.getByLabel("Current password").fill("not-my-password");
  await account.getByRole("button", { name: "Send Confirmation Link" }).click();
  await expect(account.getByText("Your current password is not right", { exact: true })).toBeVisible();
  await expect(account.getByLabel("New e-mail address")).toHaveValue(newEmail);
  await account.getByLabel("Current password").fill(PRO.password);
  await account.getByRole("button", { name: "Send Confirmation Link" }).click();
  await expect(account.getByRole("status")).toContainText(`We sent a link to ${newEmail}`);
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(account.getByText(`You sign in with ${PRO.email}.`)).toBeVisible();
  await expect(account.getByText(`open the link we sent to ${newEmail}`)).toBeVisible();

  // The link from /dev/mail: the page only asks; the button changes the address.
  await page.goto(await linkFromMail(baseURL!, newEmail, "/account/confirm-email?token="));
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Use This Address" }).click();
  await expect(page.getByRole("status")).toHaveText(`Your account now uses ${newEmail}. Sign in with it from now on.`);
  await page.goto("/provider/settings");
  await expect(account.getByText(`You sign in with ${newEmail}.`)).toBeVisible();
  PRO.email = newEmail;

  // A 375 px phone fits the whole settings page, long addresses included.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("demo mode shows the preferences and the server refuses to change them", async ({ page }) => {
  await page.goto("/provider/demo");
  await page.getByRole("button", { name: "Enter Demo Mode" }).click();
  await expect(page).toHaveURL(/\/provider\/dashboard$/);
  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Settings" }).click();
  const form = preferences(page);
  await expect(form.getByRole("button", { name: "Save Preferences" })).toBeDisabled();
  const cap = await form.getByLabel("Weekly lead cap").inputValue();
  const refused = await page.request.post("/provider/settings", {
    form: { intent: "preferences", weeklyLeadCap: "3", maxCreditsPerLead: "50" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain("changes are not saved");
  await page.reload();
  await expect(form.getByLabel("Weekly lead cap")).toHaveValue(cap);
  await expect(page.getByRole("region", { name: "E-mail notifications" }).getByRole("button", { name: "Save Notifications" })).toBeDisabled();
  await expect(page.getByRole("region", { name: "Account" }).getByRole("button", { name: "Save Name" })).toBeDisabled();
  const posts: Record<string, string>[] = [{ intent: "notifications" }, { intent: "name", firstName: "X", lastName: "Y" }, { intent: "email", email: "x@example.com", currentPassword: "x" }];
  for (const form of posts) {
    const post = await page.request.post("/provider/settings", { form, headers: { Origin: new URL(page.url()).origin } });
    expect(post.status()).toBe(403);
  }
});

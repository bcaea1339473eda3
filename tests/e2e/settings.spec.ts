import type { Page } from "@playwright/test";
import { type NewPro, signUpPro, verificationLink } from "./accounts";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test } from "./fixtures";

/**
 * Settings > Lead preferences (issue 12), in Chromium with JavaScript: a new
 * pro chooses categories, a weekly cap, a maximum price and a pause, and finds
 * them kept after a reload; a form with no category is refused with what was
 * typed kept; demo mode shows the form and the server refuses the post.
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

test("a pro sets its lead preferences and finds them kept", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await signUpPro(page, PRO);
  await page.goto(await verificationLink(baseURL!, PRO.email));
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/provider\/dashboard$/);
  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  const form = preferences(page);

  // No category yet: saving is refused, and the numbers typed stay.
  await form.getByLabel("Weekly lead cap").fill("6");
  await form.getByRole("button", { name: "Save Preferences" }).click();
  await expect(form.getByRole("alert").filter({ hasText: "Choose at least one category." })).toBeVisible();
  await expect(form.getByLabel("Weekly lead cap")).toHaveValue("6");

  await form.getByRole("checkbox", { name: "HVAC" }).check();
  await form.getByRole("checkbox", { name: "Electrical" }).check();
  await form.getByLabel("Weekly lead cap").fill("6");
  await form.getByLabel("Maximum credits per lead").fill("35");
  await form.getByRole("checkbox", { name: /Pause new leads/ }).check();
  await form.getByRole("button", { name: "Save Preferences" }).click();
  await expect(form.getByRole("status")).toHaveText("Your lead preferences were saved.");
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(form.getByRole("checkbox", { name: "HVAC" })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: "Electrical" })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: "Plumbing" })).not.toBeChecked();
  await expect(form.getByLabel("Weekly lead cap")).toHaveValue("6");
  await expect(form.getByLabel("Maximum credits per lead")).toHaveValue("35");
  await expect(form.getByRole("checkbox", { name: /Pause new leads/ })).toBeChecked();

  // A price cap outside 5-200 posted straight to the server: 400 with the field's message, nothing saved.
  const refused = await page.request.post("/provider/settings", {
    form: { intent: "preferences", categories: "hvac", weeklyLeadCap: "6", maxCreditsPerLead: "500" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(400);
  await page.reload();
  await expect(form.getByLabel("Maximum credits per lead")).toHaveValue("35");
  await expect(form.getByRole("checkbox", { name: /Pause new leads/ })).toBeChecked();

  // A 375 px phone fits the page.
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
    form: { intent: "preferences", categories: "hvac", weeklyLeadCap: "3", maxCreditsPerLead: "50" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain("changes are not saved");
  await page.reload();
  await expect(form.getByLabel("Weekly lead cap")).toHaveValue(cap);
});

import type { Locator, Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test } from "./fixtures";
import { signInOperator } from "./operator";

const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * The page's own heading (named, so the page before a client-side navigation never answers for it) is on the first
 * screen, and the navigation above it is one row, not a list.
 */
async function expectContentFirst(page: Page, nav: Locator, title: string | RegExp) {
  const shown = page.getByRole("heading", { level: 1, name: title });
  await expect(shown).toBeVisible();
  const heading = await shown.boundingBox();
  expect(heading).not.toBeNull();
  expect(heading!.y + heading!.height).toBeLessThanOrEqual(PHONE.height);
  expect((await nav.boundingBox())!.height).toBeLessThanOrEqual(64);
}

/** "Skip to content" is the first Tab stop, and after it the next Tab is inside the page's content, past the side navigation. */
async function expectSkipLinkIntoContent(page: Page) {
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("#page-content")))).toBe(true);
}

test("the portal on a phone opens on its page, with the navigation behind a Menu; beside the page on a desktop", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/provider/demo");
  await page.getByRole("button", { name: "Enter Demo Mode" }).click();
  await expect(page).toHaveURL(/\/provider\/dashboard$/);
  const nav = page.getByRole("navigation", { name: "Portal" });
  await expectContentFirst(page, nav, "Alum Creek Landscape & Patio");
  await expectNoSeriousA11yViolations(page);

  // The menu opens, a link navigates, and the menu folds away again.
  await nav.getByText("Portal menu").click();
  await nav.getByRole("link", { name: "Leads" }).click();
  await expect(page).toHaveURL(/\/provider\/leads$/);
  await expect(nav.getByRole("link", { name: "Leads" })).toBeHidden();
  await expectContentFirst(page, nav, "Leads");
  // The move is said: the focus is on the new page's heading, where a screen reader starts reading.
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeFocused();

  await page.setViewportSize(DESKTOP);
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(nav.getByText("Portal menu")).toBeHidden();
  await expectNoSeriousA11yViolations(page);

  // In demo mode the site header shows the demo business, and its Dashboard button opens the portal.
  const header = page.getByRole("navigation", { name: "Main" });
  await expect(header.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/provider/dashboard");
  await expect(header.getByRole("link", { name: "Login" })).toHaveCount(0);
  await expect(header).toContainText("(Demo)");

  // "Skip to content" passes the portal's navigation: the next Tab is in the page, not in the menu.
  const skip = page.getByRole("link", { name: "Skip to content" });
  await skip.focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("#page-content")))).toBe(true);
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("nav[aria-label=Portal]")))).toBe(false);
});

test("the console on a phone opens on its page too; its sidebar shows on a desktop", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInOperator(page);
  const nav = page.getByRole("navigation", { name: "Console" });
  await expectContentFirst(page, nav, "Operations console");
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(DESKTOP);
  await expect(nav.getByRole("link", { name: "Vetting" })).toBeVisible();
  await expect(nav.getByRole("button", { name: "Sign Out" })).toBeVisible();
});

test("on the portal's and the console's page-not-found, Skip to content still leads into the page", async ({ page }) => {
  // The layouts' error pages had no #page-content, where their skip link points: Enter left the focus on the link.
  await page.goto("/provider/demo");
  await page.getByRole("button", { name: "Enter Demo Mode" }).click();
  await expect(page).toHaveURL(/\/provider\/dashboard$/);
  await page.goto("/provider/no-such-page");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expectSkipLinkIntoContent(page);
  await expect(page.getByRole("link", { name: "Back to the dashboard" })).toBeFocused();

  await signInOperator(page);
  await page.goto("/admin/no-such-page");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expectSkipLinkIntoContent(page);
  await expect(page.getByRole("link", { name: "Back to the console" })).toBeFocused();
});

// The portal in a real browser (Debian's Chromium, as the browser tests use), for the restart scenario:
// a pro inside the hydrated portal clicks to another page while the database is down, and sees the
// "we can't reach our database" state the data request's 503 leads to; then tries again once it is back.
import { type Browser, chromium, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from "../chromium";

const OUTAGE_TEXT = "We can't reach our database right now";

export type PortalBrowser = { page: Page; close(): Promise<void> };

/** Opens the dashboard with the session `cookie` ("name=value; …") and waits until React has hydrated the nav. */
export async function openPortal(base: string, cookie: string): Promise<PortalBrowser> {
  const browser: Browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext();
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const at = pair.indexOf("=");
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
      }),
    );
    const page = await context.newPage();
    await page.goto(`${base}/provider/dashboard`, { timeout: 30_000 });
    // A click before hydration would be a document navigation (the static 503 page), not the app's own.
    await page.waitForFunction(
      () => {
        const link = document.querySelector('nav[aria-label="Portal"] a[href="/provider/leads"]');
        return link !== null && Object.keys(link).some((key) => key.startsWith("__reactFiber"));
      },
      undefined,
      { timeout: 30_000 },
    );
    return { page, close: () => browser.close() };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/** Clicks "Leads" in the portal's nav (a client navigation): whether the outage state showed, and the page's heading otherwise. */
export async function clickLeads(portal: PortalBrowser): Promise<{ outage: boolean; heading: string }> {
  await portal.page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Leads", exact: true }).click();
  return settle(portal.page);
}

/** Clicks the outage state's "Try again" (a reload of the page). */
export async function tryAgain(portal: PortalBrowser): Promise<{ outage: boolean; heading: string }> {
  await portal.page.getByRole("button", { name: "Try again" }).click();
  await portal.page.waitForLoadState("load");
  return settle(portal.page);
}

async function settle(page: Page): Promise<{ outage: boolean; heading: string }> {
  // Either the outage state or the leads page appears.
  await page
    .locator(`text=${OUTAGE_TEXT}`)
    .or(page.getByRole("heading", { name: "Leads", exact: true }))
    .first()
    .waitFor({ timeout: 20_000 })
    .catch(() => undefined);
  const outage = (await page.getByText(OUTAGE_TEXT).count()) > 0;
  const heading = (await page.locator("h1").first().textContent().catch(() => null)) ?? "";
  return { outage, heading: heading.trim() };
}

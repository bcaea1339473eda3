import { test as base, expect, type Locator, type Page } from "@playwright/test";

/**
 * Every page under test must load without console errors or failed hydration:
 * an error in the browser console fails the test.
 */
export const test = base.extend({
  // Each test is its own client, as if from its own address: the server (run
  // with TRUST_PROXY) rate-limits per IP, and one shared address would make
  // tests depend on how many forms the tests before them posted.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    let hash = 0;
    for (const char of testInfo.testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
    const ip = `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${(hash & 255) || 1}`;
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": ip });
  },
  // The page watches its console: a test that opens no page (requests only) starts no browser page.
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      // A 404 document load is expected on not-found tests, and a 400 when a form's action re-shows
      // the form with its messages; Chromium reports both as errors.
      if (message.type() === "error" && !/status of 40[04]/.test(message.text())) errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(page);
    expect(errors, "console errors").toEqual([]);
  },
});

export { expect };

/**
 * Public pages have no React in the browser (docs/decisions/012): each page
 * script marks the document once it has enhanced the page, so a test checks
 * the script's behaviour rather than racing it.
 */
export async function waitForPageScript(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-page-script", "ready");
}

/** Pages that hydrate React (the portal, the console, accounts): app/root.tsx marks the document once it has. */
export async function waitForHydration(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** The JavaScript files a page loads. */
export function scriptSources(page: Page): Promise<Array<string | null>> {
  return page.locator("script[src]").evaluateAll((elements) => elements.map((element) => element.getAttribute("src")));
}

/**
 * A full-page screenshot to look at, taken once the page has produced frames: Chromium holds a new document's first
 * frame back (paint holding, docs/decisions/051), and a capture before any frame fails with "Unable to capture
 * screenshot" (it did once in CI, tests/e2e/questionnaire.spec.ts).
 */
export async function screenshotAfterPaint(page: Page, path: string) {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await page.screenshot({ path, fullPage: true });
}

/**
 * At 375 px neither the page nor the named table's own box scrolls sideways: a console table stacks its rows as
 * cards on a phone (app/components/portal/scroll-table.tsx); then back to the size the page had.
 */
export async function expectTableFitsPhone(page: Page, region: string) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "the page at 375 px").toBeLessThanOrEqual(375);
  const box = await page.getByRole("region", { name: region }).evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(box.scroll, `${region} at 375 px`).toBeLessThanOrEqual(box.client);
  if (size) await page.setViewportSize(size);
}

/**
 * No two links in `scope` share a name while leading to different places, and no two buttons share one: a screen
 * reader's list of links or buttons shows each without its row, so three "View lead" links to three leads read alike
 * (docs/decisions/073). The name is the element's aria-label, else its text, which is how this product names them.
 */
export async function expectDistinctNames(scope: Page | Locator) {
  const root = "goto" in scope ? scope.locator("body") : scope;
  const controls = await root.evaluate((element) =>
    [...element.querySelectorAll("a[href], button")]
      .filter((control) => control.getClientRects().length > 0)
      .map((control) => ({
        name: (control.getAttribute("aria-label") ?? control.textContent ?? "").replace(/\s+/g, " ").trim(),
        to: control.tagName === "A" ? control.getAttribute("href") : `button ${Math.random()}`,
      })),
  );
  const places = new Map<string, Set<string | null>>();
  for (const { name, to } of controls) places.set(name, (places.get(name) ?? new Set()).add(to));
  const repeated = [...places].filter(([, to]) => to.size > 1).map(([name, to]) => `${name} (${to.size})`);
  expect(repeated, "controls with one name and different targets").toEqual([]);
}

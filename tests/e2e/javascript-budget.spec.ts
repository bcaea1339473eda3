import { expect, test } from "./fixtures";
import { PUBLIC_PAGES } from "./public-pages";

/**
 * The budget: a public page ships at most 100 KB of gzipped JavaScript
 * (docs/decisions/011 and 012). Sizes are what Chromium received over the
 * wire from the compressing server (each file's encoded body, from the
 * page's resource timings once it has loaded), so a page script's imported
 * chunks count too. A public page loads no script after its load event but
 * on a visitor's action (search.ts's nearest ZIP), so nothing is waited for
 * after it. Byte counts are deterministic, so this is a test, not a benchmark.
 */
const BUDGET_BYTES = 100 * 1024;

for (const url of PUBLIC_PAGES) {
  test(`${url} ships at most 100 KB of gzipped JavaScript`, async ({ page }) => {
    await page.goto(url, { waitUntil: "load" });
    const files = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => ({ name: entry.name, bytes: entry.encodedBodySize })),
    );
    // A file that was fetched must have been measured: a size of 0 would pass any budget.
    expect(files.filter((file) => file.bytes === 0), `${url}: scripts without a size`).toEqual([]);
    const total = files.reduce((sum, file) => sum + file.bytes, 0);
    expect(total, `${url}: ${(total / 1024).toFixed(1)} KB of JavaScript`).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}

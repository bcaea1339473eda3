import { expect, test } from "./fixtures";
import { PUBLIC_PAGES } from "./public-pages";

/**
 * The budget: a public page ships at most 100 KB of gzipped JavaScript
 * (docs/decisions/011 and 012). Sizes are what Chromium received over the
 * wire from the compressing server, so a page script's imported chunks count
 * too. Byte counts are deterministic, so this is a test, not a benchmark.
 */
const BUDGET_BYTES = 100 * 1024;

for (const url of PUBLIC_PAGES) {
  test(`${url} ships at most 100 KB of gzipped JavaScript`, async ({ page }) => {
    const sizes: Promise<number>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "script") sizes.push(request.sizes().then((size) => size.responseBodySize));
    });
    await page.goto(url, { waitUntil: "networkidle" });
    const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    expect(total, `${url}: ${(total / 1024).toFixed(1)} KB of JavaScript`).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}

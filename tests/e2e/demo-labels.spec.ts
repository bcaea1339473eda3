import { type NewPro } from "./accounts";
import { readyPro } from "./security-fixtures";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test } from "./fixtures";
import { signInOperator } from "./operator";

/*
 * With demo data on (the embedded default the e2e server runs): a demo business says "Demo business" on its results
 * card, first and without "Verified", and on the city page's partner card; a real pro just approved, with no review yet, says
 * "New on Buckeye Pros" instead of empty stars, with the logo it uploaded; the console marks the demo inbox's requests
 * "Demo request". At a desktop and a phone width.
 */

const WIDTHS = [1280, 375] as const;

// A 1x1 PNG: a logo the upload takes (its first bytes say PNG).
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

// Portsmouth: no other spec's plumber works within reach of it, so the new pro's card is its own.
const PRO: NewPro = {
  firstName: "Nora",
  lastName: "Newcomb",
  business: "Hocking Hills Plumbing Newcomers",
  phone: "7405550123",
  email: "nora.newcomb@example.com",
  zip: "45662",
  password: "a-long-test-password-1",
};

for (const width of WIDTHS) {
  test(`at ${width} px a demo business's results card says Demo business first and never Verified`, async ({ page }) => {
    // axe on a busy machine can take longer than the default 30 s.
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/search?query=furnace%20repair&zip=43215");
    const cards = page.locator("article[aria-labelledby^='pro-']");
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index++) {
      const badges = cards.nth(index).locator("h2 ~ span");
      // Every result here is a demo business, and each says so first.
      await expect(badges.first()).toHaveText("Demo business");
      await expect(badges.first()).toBeVisible();
      // Nobody vetted an invented business.
      await expect(cards.nth(index).getByText("Verified", { exact: true })).toHaveCount(0);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test(`at ${width} px the city page's partner card says Demo business`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/locations/columbus");
    const card = page.getByRole("complementary", { name: "Scioto Valley Heating & Air" });
    await expect(card.getByText("Demo business", { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test("a newly approved pro's card says New on Buckeye Pros and shows its logo, at 1280 and 375 px", async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  await readyPro(page, baseURL!, PRO, "plumbing");
  await page.goto("/provider/directory");
  const logo = page.getByRole("region", { name: "Logo", exact: true });
  await logo.getByLabel("Upload a logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
  await logo.getByRole("button", { name: "Upload Logo" }).click();
  await expect(page).toHaveURL(/\/provider\/directory\?logo=saved#logo$/);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/search?query=water%20heater&zip=${PRO.zip}`);
    const card = page.getByRole("article", { name: PRO.business });
    await expect(card.getByText("New on Buckeye Pros", { exact: true })).toBeVisible();
    // Not "0.0 (0 reviews)" (its distance, "0.0 mi away", is another matter).
    await expect(card.getByText(/\(0 reviews\)|^0\.0$/)).toHaveCount(0);
    await expect(card.getByRole("img", { name: /^Rated / })).toHaveCount(0);
    await expect(card.getByText("Demo business")).toHaveCount(0);
    const img = card.getByRole("img", { name: `Logo of ${PRO.business}` });
    await expect(img).toBeVisible();
    expect(await img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    await expectNoSeriousA11yViolations(page);
  }
});

test("the console says Demo on the demo inbox's requests, the demo reviews and the demo partners, at a phone's width too", async ({ page }) => {
  await signInOperator(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // Avery Demo: the first request the demo seed offers to the demo business (app/modules/seed/seed-demo-leads.server.ts).
    await page.goto("/admin/leads");
    await page.getByLabel("Homeowner e-mail, phone or name").fill("avery.demo");
    await page.getByRole("button", { name: "Search" }).click();
    const row = page.getByRole("row").filter({ hasText: "Avery Demo" });
    await expect(row.getByText("Demo request", { exact: true })).toBeVisible();
    await row.getByRole("link").first().click();
    await expect(page.getByText("Demo request", { exact: true })).toBeVisible();
    await expect(page.getByText("Demo business", { exact: true })).toBeVisible();
    // The demo seed's reviews and featured partners (every one of them invented on this server).
    await page.goto("/admin/reviews");
    const review = page.getByRole("listitem").filter({ hasText: "Scioto Valley Heating & Air" }).first();
    await expect(review.getByText("Demo review", { exact: true })).toBeVisible();
    await page.goto("/admin/partners");
    const placement = page.getByRole("listitem").filter({ hasText: "HVAC: Scioto Valley Heating & Air" });
    await expect(placement.getByText("Demo business", { exact: true })).toBeVisible();
  }
});

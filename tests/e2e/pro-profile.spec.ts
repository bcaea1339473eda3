import { expectNoSeriousA11yViolations } from "./axe";
import { expect, scriptSources, test } from "./fixtures";
import { askTwiceForAHit } from "./page-cache";

const SCIOTO = "/pros/scioto-valley-heating-and-air";

test.describe("public pro profile", () => {
  test("a demo pro's page shows the business, services, area, rating and reviews, says Demo, and cannot be called", async ({ page }) => {
    const response = await page.goto(SCIOTO);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Scioto Valley Heating & Air (demo business) | Buckeye Pros");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Scioto Valley Heating & Air");
    await expect(page.getByText("Demo business", { exact: true }).first()).toBeVisible();
    // Nobody vetted it and nobody answers its phone: no Verified badge, no call or website link, no search engine.
    await expect(page.getByText("Verified", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Call .*Scioto Valley Heating/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Website/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Get Free Quotes" }).first()).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    // The badges: exactly the checks that passed (the original app's demo checks), with their dates.
    const checks = page.getByRole("list", { name: "Checks passed" });
    await expect(checks.getByRole("listitem")).toHaveText([/^E-mail verified checked /, /^Ohio HVAC license checked /, /^Liability insurance checked /, /^Background check checked /]);
    await expect(page.getByRole("img", { name: "Rated 4.9 out of 5" }).first()).toBeVisible();
    await expect(page.getByText("(187 reviews)")).toBeVisible();
    await expect(page.getByText("31 years in business")).toBeVisible();

    const about = page.getByRole("region", { name: "About Scioto Valley Heating & Air" });
    await expect(about.getByRole("listitem")).toHaveText(["HVAC"]);

    const area = page.getByRole("region", { name: "Service area" });
    await expect(area).toContainText(/Serves \d+ ZIP codes within 30 miles of Columbus\./);
    const places = area.getByRole("list", { name: "Places Scioto Valley Heating & Air serves" });
    await expect(places.getByRole("link", { name: "Columbus", exact: true })).toHaveAttribute("href", "/locations/columbus");
    await expect(places.getByRole("link", { name: "Bexley", exact: true })).toHaveAttribute("href", "/locations/bexley");

    const reviews = page.getByRole("region", { name: "Reviews" }).getByRole("listitem");
    // The newest ten of its 187 stored reviews: the written ones first, then the generated older history.
    await expect(reviews).toHaveCount(10);
    await expect(reviews.first()).toContainText("Megan R.");
    await expect(reviews.first()).toContainText("Our furnace quit on the coldest night in January.");

    // No business data for search engines about an invented business.
    await expect(page.locator('script[type="application/ld+json"]').filter({ hasText: "LocalBusiness" })).toHaveCount(0);

    // A public page under decision 012: server HTML and no script.
    expect(await scriptSources(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test("an unknown slug and a pro who is not verified answer the site's 404", async ({ page }) => {
    for (const path of ["/pros/unknown", "/pros/cuyahoga-plumbing-and-bath", "/pros/sharonville-spotless-cleaning"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    }
  });

  test("the page is kept by the page cache, with no inline script; a 404 is not", async ({ request }) => {
    const path = "/pros/olentangy-comfort-systems";
    const { first: fresh, cached } = await askTwiceForAHit(request, path);
    const html = await cached.text();
    expect(html).toBe(await fresh.text());
    expect(html).not.toContain("nonce=");
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
    for (const attributes of inline) expect(attributes).toContain('type="application/ld+json"');

    await request.get("/pros/no-such-pro");
    const missing = await request.get("/pros/no-such-pro");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["x-cache"]).toBeUndefined();
  });

  test("the search results and the city page's partner card link to the profile", async ({ page }) => {
    await page.goto("/locations/columbus");
    await page
      .getByRole("complementary", { name: "Scioto Valley Heating & Air" })
      .getByRole("link", { name: "Scioto Valley Heating & Air", exact: true })
      .click();
    await expect(page).toHaveURL(SCIOTO);

    await page.goto("/search?query=furnace&zip=43215");
    const name = page.getByRole("article").first().getByRole("heading", { level: 2 }).getByRole("link");
    const href = await name.getAttribute("href");
    expect(href).toMatch(/^\/pros\/[a-z0-9-]+$/);
    const proName = await name.textContent();
    await name.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(proName!);
  });
});

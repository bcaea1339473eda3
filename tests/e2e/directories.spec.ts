import { expectNoSeriousA11yViolations } from "./axe";
import type { Page } from "@playwright/test";
import { expect, scriptSources, test } from "./fixtures";

const CATEGORIES = [
  { slug: "hvac", name: "HVAC", count: 30 },
  { slug: "plumbing", name: "Plumbing", count: 35 },
  { slug: "electrical", name: "Electrical", count: 24 },
  { slug: "landscaping", name: "Landscaping", count: 6 },
  { slug: "cleaning", name: "Cleaning", count: 6 },
  { slug: "renovation", name: "Renovation", count: 6 },
];

test.describe("/services", () => {
  test("lists six categories with five sub-services each and a View all link", async ({ page }) => {
    const response = await page.goto("/services");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Home services across Ohio" })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(6);

    for (const category of CATEGORIES) {
      const card = page.getByRole("article", { name: category.name, exact: true });
      await expect(card.getByRole("heading", { level: 2, name: category.name, exact: true })).toBeVisible();
      const subLinks = card.getByRole("list").getByRole("link");
      await expect(subLinks).toHaveCount(5);
      for (const href of await subLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
        expect(href).toMatch(new RegExp(`^/services/${category.slug}/[a-z0-9-]+/ohio$`));
      }
      await expect(card.getByRole("link", { name: `View all ${category.count} services` })).toHaveAttribute(
        "href",
        `/services/${category.slug}/ohio`,
      );
    }
  });

  test("has a unique title, a canonical URL and breadcrumbs as structured data", async ({ page }) => {
    await page.goto("/services");
    await expect(page).toHaveTitle(/Home Services in Ohio/);
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    const jsonLd = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? "")),
    );
    const list = jsonLd.find((data) => data["@type"] === "BreadcrumbList");
    expect(list.itemListElement).toHaveLength(2);
    expect(list.itemListElement[1].item).toMatch(/^https?:\/\/[^/]+\/services$/);
  });

  test("passes axe", async ({ page }) => {
    await page.goto("/services");
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("/locations", () => {
  /** The page has no React: its script marks the search form once typing filters in place. */
  async function openEnhanced(page: Page, url = "/locations") {
    await page.goto(url);
    await expect(page.locator("form[role=search][data-enhanced]")).toBeAttached();
  }

  test("groups locations by type, counts them and draws the map", async ({ page }) => {
    await page.goto("/locations");
    await expect(page.getByRole("heading", { level: 1, name: "Areas we serve in Ohio" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /^Cities \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /^Villages \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /^Townships \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(/^Showing all \d{3} locations$/);
    await expect(
      page.getByRole("navigation", { name: "Location types" }).getByRole("link", { name: /^Cities \(\d+\)$/ }),
    ).toHaveAttribute("href", "#locations-city");
    await expect(page.getByRole("link", { name: /^Columbus Franklin County$/ })).toHaveAttribute(
      "href",
      "/locations/columbus",
    );

    const map = page.getByRole("img", { name: /Map of Ohio's 88 counties/ });
    await expect(map).toBeVisible();
    await expect(map).toHaveAccessibleDescription(/places we serve is a dot/);
  });

  test("lists each group sorted by name", async ({ page }) => {
    await page.goto("/locations");
    const cities = page.getByRole("region", { name: /^Cities/ }).getByRole("link");
    const names = await cities.evaluateAll((links) => links.map((link) => link.firstElementChild?.textContent ?? ""));
    expect(names.length).toBeGreaterThan(100);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en-US", { sensitivity: "base", numeric: true })));
  });

  test("filters by name or county as you type and updates the count", async ({ page }) => {
    await openEnhanced(page);
    const search = page.getByRole("searchbox", { name: "Search by city or county" });
    const status = page.getByRole("status");
    const total = Number((await status.textContent())?.match(/\d+/)?.[0]);

    await search.fill("Franklin County");
    await expect(status).toHaveText(new RegExp(`^Showing \\d+ of ${total} locations$`));
    await expect(page.getByRole("link", { name: /^Columbus Franklin County$/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Cleveland / })).toHaveCount(0);

    await search.fill("cleve");
    await expect(page.getByRole("link", { name: /^Cleveland Cuyahoga County$/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Columbus / })).toHaveCount(0);

    await search.fill("no such place");
    await expect(status).toHaveText(`Showing 0 of ${total} locations`);
    await expect(page.getByRole("heading", { name: /No locations match/ })).toBeVisible();

    await search.fill("");
    await expect(status).toHaveText(`Showing all ${total} locations`);

    // Submitting puts the query in the address without reloading the list.
    await search.fill("summit");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/locations\?q=summit$/);
    await expect(page.getByRole("link", { name: /^Akron Summit County$/ })).toBeVisible();
  });

  test("typing filters the list and greys out the rest of the map, with only the page script loaded", async ({
    page,
  }) => {
    await openEnhanced(page);
    expect(await scriptSources(page)).toEqual([expect.stringMatching(/\/page-locations-[\w-]+\.js$/)]);

    const dot = (slug: string) => page.locator(`svg a[data-slug="${slug}"] circle`);
    await page.getByRole("searchbox", { name: "Search by city or county" }).pressSequentially("summit");
    await expect(page.getByRole("link", { name: /^Akron Summit County$/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Columbus / })).toHaveCount(0);
    // Summit County has no villages: their group heading and link go away.
    await expect(page.getByRole("heading", { level: 2, name: /^Cities \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /^Villages/ })).toHaveCount(0);
    const groupLinks = page.getByRole("navigation", { name: "Location types" });
    await expect(groupLinks.getByRole("link", { name: /^Villages/ })).toHaveCount(0);
    await expect(dot("akron")).not.toHaveClass(/fill-line/);
    await expect(dot("columbus")).toHaveClass("fill-line");
    await expect(page.getByRole("img", { name: /Map of Ohio/ })).toHaveAccessibleDescription(
      /^\d+ of the \d+ places, shown as dots, match the search/,
    );
  });

  test("'Show all locations' clears a search the server filtered", async ({ page }) => {
    await openEnhanced(page, "/locations?q=zzzz");
    await expect(page.getByRole("heading", { name: "No locations match “zzzz”" })).toBeVisible();
    await page.getByRole("link", { name: "Show all locations" }).click();
    await expect(page.getByRole("status")).toHaveText(/^Showing all \d+ locations$/);
    // Handled in place (a page load would not focus the box).
    const search = page.getByRole("searchbox", { name: "Search by city or county" });
    await expect(search).toBeFocused();
    await expect(search).toHaveValue("");
    await expect(page.getByRole("link", { name: /^Columbus Franklin County$/ })).toBeVisible();
    await expect(page).toHaveURL(/\/locations$/);
  });

  // Hundreds of links make axe slow here: give it room.
  test("passes axe", async ({ page }) => {
    test.slow();
    await page.goto("/locations");
    await expectNoSeriousA11yViolations(page);
  });

  test("passes axe while filtered", async ({ page }) => {
    test.slow();
    await openEnhanced(page);
    await page.getByRole("searchbox", { name: "Search by city or county" }).fill("hamilton");
    await expect(page.getByRole("status")).toHaveText(/^Showing \d+ of/);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("/locations without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the ?q= form filters on the server", async ({ page }) => {
    await page.goto("/locations");
    await page.getByRole("searchbox", { name: "Search by city or county" }).fill("Summit");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/locations\?q=Summit$/);
    await expect(page.getByRole("status")).toHaveText(/^Showing \d+ of \d+ locations$/);
    await expect(page.getByRole("link", { name: /^Akron Summit County$/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Columbus / })).toHaveCount(0);
    await expect(page.getByRole("searchbox", { name: "Search by city or county" })).toHaveValue("Summit");
  });

  test("a search with no match says so", async ({ page }) => {
    const response = await page.goto("/locations?q=zzzz");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "No locations match “zzzz”" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Show all locations" })).toHaveAttribute("href", "/locations");
  });
});

test.describe("search engines", () => {
  test("/sitemap.xml is an index whose children list every kind of page", async ({ request }) => {
    const index = await request.get("/sitemap.xml");
    expect(index.status()).toBe(200);
    expect(index.headers()["content-type"]).toContain("application/xml");
    const indexXml = await index.text();
    expect(indexXml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const children = [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
    expect(children).toContain("/sitemaps/locations.xml");
    expect(children).toContain("/sitemaps/services-1.xml");

    const paths: string[] = [];
    for (const child of children) {
      const response = await request.get(child);
      expect(response.status(), child).toBe(200);
      const xml = await response.text();
      expect(xml).toContain("<urlset");
      paths.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname));
    }
    expect(paths).toContain("/");
    expect(paths).toContain("/data-sources");
    expect(paths).toContain("/locations/columbus");
    expect(paths).toContain("/services/hvac/ohio");
    expect(paths).toContain("/services/hvac/furnace-repair/columbus");
    expect(paths).toContain("/services/plumbing/drain-cleaning/ohio");
    expect(paths.some((path) => path.startsWith("/blog/"))).toBe(true);
    expect(new Set(paths).size).toBe(paths.length);

    expect((await request.get("/sitemaps/nope.xml")).status()).toBe(404);
  });

  test("every page of the sitemap's pages file answers 200 and may be indexed", async ({ request }) => {
    const xml = await (await request.get("/sitemaps/pages.xml")).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).not.toContain('content="noindex"');
    }
  });

  test("pros.xml lists no demo business, whose profile is there to explore but kept from search engines", async ({ request }) => {
    const index = await (await request.get("/sitemap.xml")).text();
    const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
    for (const child of children.filter((path) => path.startsWith("/sitemaps/pros"))) {
      const paths = [...(await (await request.get(child)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
      expect(paths).not.toContain("/pros/scioto-valley-heating-and-air");
    }
    const demo = await request.get("/pros/scioto-valley-heating-and-air");
    expect(demo.status()).toBe(200);
    expect(await demo.text()).toContain('content="noindex"');
    // Pros who are not verified have no page.
    expect((await request.get("/pros/cuyahoga-plumbing-and-bath")).status()).toBe(404);
  });

  test("/robots.txt allows crawling and points to the sitemap index", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const body = await response.text();
    expect(body).toContain("User-agent: *");
    expect(body).toContain("Allow: /");
    expect(body).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  test("a path with capitals redirects permanently to its lowercase form", async ({ request }) => {
    const response = await request.get("/Locations/Columbus", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/locations/columbus");

    const withQuery = await request.get("/Locations?q=Summit", { maxRedirects: 0 });
    expect(withQuery.status()).toBe(301);
    expect(withQuery.headers()["location"]).toBe("/locations?q=Summit");

    const asset = await request.get("/images/services/HVAC.svg", { maxRedirects: 0 });
    expect(asset.status()).not.toBe(301);
  });

  test("other spellings of a place page's path redirect permanently to the canonical one", async ({ request }) => {
    for (const [from, to] of [
      ["/locations/new%20albany", "/locations/new-albany"],
      ["/services/hvac/ohio/", "/services/hvac/ohio"],
      ["/services/hvac/furnace-repair/new%20albany?x=1", "/services/hvac/furnace-repair/new-albany?x=1"],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()["location"], from).toBe(to);
    }
  });
});

test("/data-sources credits the geodata and is linked from the footer", async ({ page }) => {
  await page.goto("/services");
  await page.getByRole("contentinfo").getByRole("link", { name: "Data sources" }).click();
  await expect(page).toHaveURL("/data-sources");
  await expect(page.getByRole("heading", { level: 1, name: "Data sources and credits" })).toBeVisible();
  for (const name of ["GeoNames", "SimpleMaps", "U.S. Census Bureau"]) {
    await expect(page.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Licence: CC BY 4.0" }).first()).toHaveAttribute(
    "href",
    "https://creativecommons.org/licenses/by/4.0/",
  );
  await expectNoSeriousA11yViolations(page);
});

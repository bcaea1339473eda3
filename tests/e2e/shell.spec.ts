import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test } from "./fixtures";

test("the home page is rendered on the server", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("Find the right pro for your next project.");
  expect(html).toContain('href="/services/hvac/ohio"');
  const headers = response.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  // The home page is cached for every visitor: scripts from our origin only, no nonce (decision 016).
  expect(headers["content-security-policy"]).toContain("script-src 'self';");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-request-id"]).toBeTruthy();
});

test("header links lead where the spec says", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Home Advice" })).toHaveAttribute("href", "/blog");
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/login");
  await expect(nav.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
  await expect(nav.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/register");
  await expect(page.getByRole("link", { name: "Buckeye Pros home" })).toHaveAttribute("href", "/");
});

test("footer lists six services, the company pages and the first six locations", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const services = ["hvac", "plumbing", "electrical", "landscaping", "cleaning", "renovation"];
  for (const slug of services) {
    await expect(footer.locator(`a[href="/services/${slug}/ohio"]`)).toHaveCount(1);
  }
  for (const [label, href] of [
    ["How It Works", "/how-it-works"],
    ["Testimonials", "/testimonials"],
    ["Contact", "/contact"],
  ] as const) {
    await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
  }
  const cities = ["Columbus", "Cleveland", "Cincinnati", "Toledo", "Akron", "Dayton"];
  for (const city of cities) {
    await expect(footer.getByRole("link", { name: city, exact: true })).toHaveAttribute(
      "href",
      `/locations/${city.toLowerCase()}`,
    );
  }
  await expect(footer.getByRole("link", { name: "View All Locations" })).toHaveAttribute("href", "/locations");
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

test("an unknown URL answers 404 with the 404 page", async ({ page }) => {
  const response = await page.goto("/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("the mobile menu opens, mirrors the links and closes when one is chosen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  const toggle = page.getByRole("button", { name: "Menu" });
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(menu).toBeVisible();
  for (const name of ["Home Advice", "Dashboard", "Login", "Sign Up"]) {
    await expect(menu.getByRole("link", { name })).toBeVisible();
  }
  // Tab past the last link never lands on the page hidden behind the menu.
  await menu.getByRole("link", { name: "Sign Up" }).focus();
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main, footer")))).toBe(false);
  await toggle.click();
  await expect(menu).toBeHidden();
  await toggle.click();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await toggle.click();
  await menu.getByRole("link", { name: "Home Advice" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the mobile menu still opens and its links work", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/services/hvac/columbus");
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Home Advice" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test("static assets are served with immutable caching and a favicon exists", async ({ page, request }) => {
  const assetResponses: string[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/assets/")) {
      assetResponses.push(response.headers()["cache-control"] ?? "");
    }
  });
  await page.goto("/");
  expect(assetResponses.length).toBeGreaterThan(0);
  for (const header of assetResponses) expect(header).toBe("public, max-age=31536000, immutable");
  expect((await request.get("/favicon.ico")).status()).toBe(200);
});

test("the Open Graph image of a page is a PNG that exists", async ({ request }) => {
  for (const url of ["/", "/services/hvac/columbus", "/blog/ohio-furnace-winter-prep"]) {
    const html = await (await request.get(url)).text();
    const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    expect(image, url).toMatch(/\.png$/);
    const response = await request.get(new URL(image ?? "").pathname);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
  }
});

test("health and readiness answer as JSON", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(await health.json()).toMatchObject({ status: "ok" });
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({ status: "ok", database: { kind: "pglite", ok: true } });
});

test("the home page and the 404 page have no serious accessibility violations", async ({ page }) => {
  await page.goto("/");
  await expectNoSeriousA11yViolations(page);
  await page.goto("/does-not-exist");
  await expectNoSeriousA11yViolations(page);
});

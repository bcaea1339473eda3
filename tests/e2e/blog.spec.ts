import { expectNoSeriousA11yViolations } from "./axe";
import { expect, screenshotAfterPaint, test } from "./fixtures";

const FURNACE = {
  slug: "ohio-furnace-winter-prep",
  title: "How to Get Your Furnace Ready for an Ohio Winter",
};

test("the blog list is rendered on the server with cards, filter and sidebar", async ({ request }) => {
  const response = await request.get("/blog");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("<h1");
  expect(html).toContain("Home Advice");
  expect(html).toContain(FURNACE.title);
  expect(html).toContain(`href="/blog/${FURNACE.slug}"`);
  expect(html).toContain('href="/blog?category=hvac"');
  expect(html).toContain('href="/service-request"');
  expect(html).toContain('src="/images/blog/ohio-furnace-winter-prep.svg"');
});

test("an unknown category answers 200 with an empty state, never an error", async ({ page }) => {
  const response = await page.goto("/blog?category=gardening");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("We couldn't find that category.")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
  await page.getByRole("link", { name: "View all articles" }).click();
  await expect(page).toHaveURL("/blog");
  await expect(page.getByRole("article").first()).toBeVisible();
});

test.describe("with JavaScript", () => {
  test("the list page shows posts, filters by category and passes axe", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Home Advice" })).toBeVisible();
    const filter = page.getByRole("navigation", { name: "Blog categories" });
    await expect(filter.getByRole("link", { name: "All", exact: true })).toHaveAttribute("aria-current", "page");
    const allCount = await page.getByRole("article").count();
    expect(allCount).toBeGreaterThanOrEqual(6);

    const sidebar = page.getByRole("complementary", { name: "Blog sidebar" });
    await expect(sidebar.getByRole("heading", { name: "Popular articles" })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Find a Professional" })).toHaveAttribute("href", "/service-request");
    await expectNoSeriousA11yViolations(page);

    await filter.getByRole("link", { name: "Roofing", exact: true }).click();
    await expect(page).toHaveURL("/blog?category=roofing");
    await expect(filter.getByRole("link", { name: "Roofing", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(filter.getByRole("link", { name: "All", exact: true })).not.toHaveAttribute("aria-current", "page");
    const articles = page.getByRole("article");
    await expect(articles).not.toHaveCount(allCount);
    for (const article of await articles.all()) await expect(article).toContainText("Roofing");
  });

  test("a post renders with its details, structured data and a call to action, and passes axe", async ({ page }) => {
    const response = await page.goto(`/blog/${FURNACE.slug}`);
    expect(response?.status()).toBe(200);
    const article = page.getByRole("article").filter({ has: page.getByRole("heading", { level: 1 }) });
    await expect(article.getByRole("heading", { level: 1, name: FURNACE.title })).toBeVisible();
    await expect(article.getByRole("link", { name: "HVAC" })).toHaveAttribute("href", "/blog?category=hvac");
    await expect(article).toContainText("By Dana Kowalski");
    await expect(article.locator("time")).toHaveAttribute("datetime", "2026-10-06");
    await expect(article.getByRole("img", { name: /furnace cabinet/ })).toBeVisible();
    await expect(article.getByRole("heading", { level: 2, name: "1. Start with the filter" })).toBeVisible();
    await expect(article.getByRole("link", { name: "Get Free Quotes" })).toHaveAttribute(
      "href",
      "/service-questionnaire/hvac",
    );

    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = jsonLd.map((text) => JSON.parse(text)).find((item) => item["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: FURNACE.title,
      datePublished: "2026-10-06",
      author: { "@type": "Person", name: "Dana Kowalski" },
      publisher: { "@type": "Organization", name: "Buckeye Pros" },
    });
    expect(posting.image[0]).toMatch(/^https?:\/\/.+\/images\/blog\/ohio-furnace-winter-prep\.svg$/);

    await expectNoSeriousA11yViolations(page);
  });

  test("an unknown slug answers 404 with 'Post not found' and a way back", async ({ page }) => {
    const response = await page.goto("/blog/no-such-post");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Post not found" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Back to Home Advice" }).click();
    await expect(page).toHaveURL("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Home Advice" })).toBeVisible();
  });

  test("list and post look right at 375 px and 1280 px", async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/blog");
      await expect(page.getByRole("article").first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `no horizontal scroll at ${width} px`).toBeLessThanOrEqual(0);
      await screenshotAfterPaint(page, `/tmp/blog-list-${width}.png`);
      await page.goto(`/blog/${FURNACE.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await screenshotAfterPaint(page, `/tmp/blog-post-${width}.png`);
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the category filter works through plain links", async ({ page }) => {
    await page.goto("/blog");
    const filter = page.getByRole("navigation", { name: "Blog categories" });
    await filter.getByRole("link", { name: "HVAC", exact: true }).click();
    await expect(page).toHaveURL("/blog?category=hvac");
    await expect(filter.getByRole("link", { name: "HVAC", exact: true })).toHaveAttribute("aria-current", "page");
    const articles = page.getByRole("article");
    await expect(articles.first()).toBeVisible();
    await expect(articles.filter({ hasText: FURNACE.title })).toHaveCount(1);
    for (const article of await articles.all()) await expect(article).toContainText("HVAC");

    await filter.getByRole("link", { name: "All", exact: true }).click();
    await expect(page).toHaveURL("/blog");
    expect(await page.getByRole("article").count()).toBeGreaterThanOrEqual(6);
  });

  test("a card leads to its post", async ({ page }) => {
    await page.goto("/blog?category=plumbing");
    await page.getByRole("link", { name: "Sump Pump Care Before the Spring Thaw" }).click();
    await expect(page).toHaveURL("/blog/sump-pump-care-before-spring-thaw");
    await expect(page.getByRole("heading", { level: 1, name: "Sump Pump Care Before the Spring Thaw" })).toBeVisible();
  });
});

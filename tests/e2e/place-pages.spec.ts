import type { Locator, Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test } from "./fixtures";

const CALL_HREF = "tel:+18004567890";

async function hrefs(links: Locator): Promise<string[]> {
  return links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href") ?? ""));
}

/** Every JSON-LD node on the page, arrays flattened. */
async function jsonLdNodes(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const parsed = JSON.parse(text) as Record<string, unknown> | Array<Record<string, unknown>>;
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

test.describe("city page", () => {
  test("Columbus shows its county, four categories and the quote button", async ({ page }) => {
    const response = await page.goto("/locations/columbus");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Home Services in Columbus, Ohio | Buckeye Pros");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Home Services in Columbus, Ohio");
    await expect(page.getByText("Columbus is a city in Franklin County, Ohio")).toBeVisible();
    await expect(page.getByRole("list").filter({ hasText: "43215" }).first()).toBeVisible();

    const quote = page.getByRole("link", { name: "Get Free Quotes" }).first();
    await expect(quote).toHaveAttribute("href", "/service-request?city=Columbus&zip=43215");

    const services = page.getByRole("region", { name: "Popular services in Columbus" });
    const categories = services.getByRole("article");
    await expect(categories).toHaveCount(4);
    for (const [name, slug] of [
      ["HVAC", "hvac"],
      ["Plumbing", "plumbing"],
      ["Electrical", "electrical"],
      ["Landscaping", "landscaping"],
    ] as const) {
      const card = services.getByRole("article", { name });
      const subLinks = (await hrefs(card.getByRole("link"))).filter((href) => href.split("/").length === 5);
      expect(subLinks.length).toBeGreaterThan(0);
      expect(subLinks.length).toBeLessThanOrEqual(5);
      for (const href of subLinks) expect(href).toMatch(new RegExp(`^/services/${slug}/[a-z0-9-]+/columbus$`));
      await expect(card.getByRole("link", { name: `View all ${name} services in Columbus` })).toHaveAttribute(
        "href",
        `/services/${slug}/columbus`,
      );
    }

    const partner = page.getByRole("complementary", { name: "Scioto Valley Heating & Air" });
    await expect(partner.getByText("Partner of the Month")).toBeVisible();
    await expect(partner.getByRole("img", { name: "Rated 4.9 out of 5" })).toBeVisible();
    // A demo business (this one) has no phone that rings: only ours is offered beside it.
    await expect(partner.getByRole("link", { name: /Scioto Valley Heating & Air$/ }).filter({ hasText: /^Call/ })).toHaveCount(0);
    await expect(partner.getByText(/^An example from our demo data/)).toBeVisible();
    await expect(partner.getByRole("link", { name: "Call (800) 456-7890" })).toHaveAttribute("href", "tel:+18004567890");
    await expect(partner.getByRole("link", { name: "See partner deals" })).toHaveAttribute("href", "/partner-of-month");
    const nearby = page.getByRole("region", { name: "Places near Columbus" }).getByRole("link");
    await expect(nearby).toHaveCount(5);
    for (const href of await hrefs(nearby)) expect(href).toMatch(/^\/locations\/[a-z0-9-]+$/);

    await expectNoSeriousA11yViolations(page);
  });

  test("where no partner of the month works, the card presents the programme", async ({ page }) => {
    await page.goto("/locations/portsmouth");
    const card = page.getByRole("complementary", { name: "Buckeye Pros featured partner" });
    await expect(card.getByRole("link", { name: "See partner deals" })).toHaveAttribute("href", "/partner-of-month");
    await expect(card.getByRole("link", { name: "Call (800) 456-7890" })).toBeVisible();
  });

  test("places that share a name have titles that tell them apart", async ({ page }) => {
    await page.goto("/locations/liberty-township-delaware-county");
    await expect(page).toHaveTitle("Home Services in Liberty Township, Delaware County, Ohio | Buckeye Pros");
    await page.goto("/services/hvac/liberty-township");
    await expect(page).toHaveTitle("HVAC Services in Liberty Township, Butler County, OH | Top Rated & Affordable");
  });

  test("a sub-service link leads to its page", async ({ page }) => {
    await page.goto("/locations/columbus");
    await page
      .getByRole("article", { name: "HVAC" })
      .getByRole("link", { name: "Furnace Repair", exact: true })
      .click();
    await expect(page).toHaveURL("/services/hvac/furnace-repair/columbus");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Furnace Repair in Columbus, OH");
  });
});

test.describe("service-in-location page", () => {
  test("HVAC in Columbus has the hero, intro, trust points, cards, service area, FAQ and other services", async ({
    page,
  }) => {
    const response = await page.goto("/services/hvac/columbus");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("HVAC Services in Columbus, OH | Top Rated & Affordable");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("HVAC Services in Columbus, OH");
    await expect(page.getByRole("link", { name: "Get Free Quotes" }).first()).toHaveAttribute(
      "href",
      "/service-request?service=hvac&location=Columbus&zip=43215",
    );
    await expect(page.getByRole("link", { name: "Call (800) 456-7890" })).toHaveAttribute("href", CALL_HREF);

    const intro = page.getByRole("region", { name: "HVAC pros in Columbus" });
    await expect(intro).toContainText("Franklin County");
    await expect(intro).toContainText("850,106");
    await expect(intro).toContainText("43215");

    const trust = page.getByRole("region", { name: "Why homeowners in Columbus trust Buckeye Pros" });
    await expect(trust.getByRole("listitem")).toHaveCount(4);

    const cards = page.getByRole("region", { name: "HVAC services in Columbus" }).getByRole("article");
    await expect(cards).toHaveCount(30);
    const furnace = page.getByRole("article", { name: "Furnace Repair", exact: true });
    await expect(furnace.getByRole("link", { name: "Request Quote" })).toHaveAttribute(
      "href",
      "/service-request?service=hvac&subservice=furnace-repair&location=Columbus",
    );
    await expect(furnace.getByRole("link", { name: "Learn More" })).toHaveAttribute(
      "href",
      "/services/hvac/furnace-repair/columbus",
    );

    const area = page.getByRole("region", { name: "Areas we serve near Columbus" }).getByRole("link");
    await expect(area).toHaveCount(5);
    for (const href of await hrefs(area)) expect(href).toMatch(/^\/services\/hvac\/[a-z0-9-]+$/);

    const faq = page.getByRole("region", { name: "HVAC questions in Columbus" });
    await expect(faq.getByRole("group")).toHaveCount(5);
    const faqPage = (await jsonLdNodes(page)).find((node) => node["@type"] === "FAQPage");
    expect((faqPage?.mainEntity as unknown[] | undefined)?.length).toBe(5);

    const others = page.getByRole("region", { name: "Other services in Columbus" }).getByRole("link");
    expect(await hrefs(others)).toEqual([
      "/services/plumbing/columbus",
      "/services/electrical/columbus",
      "/services/landscaping/columbus",
      "/services/cleaning/columbus",
      "/services/renovation/columbus",
    ]);

    await expectNoSeriousA11yViolations(page);
  });

  test("HVAC in Ohio is the statewide page, linking to the six core cities", async ({ page }) => {
    const response = await page.goto("/services/hvac/ohio");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("HVAC Services in Ohio");
    await expect(page.getByRole("link", { name: "Get Free Quotes" }).first()).toHaveAttribute(
      "href",
      "/service-request?service=hvac&location=Ohio",
    );
    await expect(page.getByText("all 88 Ohio counties")).toBeVisible();
    const area = page.getByRole("region", { name: "HVAC across Ohio" }).getByRole("link");
    expect(await hrefs(area)).toEqual(
      ["columbus", "cleveland", "cincinnati", "toledo", "akron", "dayton"].map((city) => `/services/hvac/${city}`),
    );
    await expect(page.getByRole("article", { name: "AC Repair", exact: true }).getByRole("link", { name: "Learn More" })).toHaveAttribute(
      "href",
      "/services/hvac/ac-repair/ohio",
    );
    await expectNoSeriousA11yViolations(page);
  });

  test("a statewide sub-service page serves the State of Ohio, with no city ZIP", async ({ page }) => {
    const response = await page.goto("/services/plumbing/drain-cleaning/ohio");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Drain Cleaning Services in Ohio | Top Rated & Affordable");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Drain Cleaning in Ohio");
    await expect(page.getByRole("link", { name: "Get Free Quotes" }).first()).toHaveAttribute(
      "href",
      "/service-request?service=plumbing&subservice=drain-cleaning&location=Ohio",
    );
    const service = (await jsonLdNodes(page)).find((item) => item["@type"] === "Service");
    expect(service?.areaServed).toEqual({ "@type": "State", name: "Ohio" });
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("sub-service page", () => {
  test("Furnace Repair in Columbus has the original app's title, structured data and sections", async ({ page }) => {
    const response = await page.goto("/services/hvac/furnace-repair/columbus");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Furnace Repair Services in Columbus, OH | Top Rated & Affordable");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Furnace Repair in Columbus, OH");

    const service = (await jsonLdNodes(page)).find((node) => node["@type"] === "Service") as
      | { areaServed: { name: string; address: { postalCode: string } }; provider: { "@type": string; telephone: string } }
      | undefined;
    expect(service?.areaServed.name).toBe("Columbus");
    expect(service?.areaServed.address.postalCode).toBe("43215");
    expect(service?.provider["@type"]).toBe("Organization");
    expect(service?.provider.telephone).toBe("+1-800-456-7890");

    await expect(page.getByRole("link", { name: "Get Free Quotes" }).first()).toHaveAttribute(
      "href",
      "/service-request?service=hvac&subservice=furnace-repair&location=Columbus&zip=43215",
    );
    await expect(page.getByRole("link", { name: "Call (800) 456-7890" })).toHaveAttribute("href", CALL_HREF);
    await expect(page.getByRole("region", { name: "Local furnace repair pros in Columbus" })).toContainText("43215");

    for (const benefit of [
      "Expert Workmanship",
      "Quality Materials",
      "Warranty Protection",
      "Local Knowledge",
      "Time & Cost Savings",
      "Safety First",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: benefit })).toBeVisible();
    }
    for (const reason of ["Pre-Screened Professionals", "Quick Response Times", "Satisfaction Guaranteed"]) {
      await expect(page.getByRole("heading", { level: 3, name: reason })).toBeVisible();
    }

    const area = page.getByRole("region", { name: "Furnace Repair near Columbus" }).getByRole("link");
    await expect(area).toHaveCount(5);
    for (const href of await hrefs(area)) expect(href).toMatch(/^\/services\/hvac\/furnace-repair\/[a-z0-9-]+$/);

    await expect(page.getByRole("link", { name: /^Call Now/ })).toHaveAttribute("href", CALL_HREF);

    const related = await hrefs(page.getByRole("region", { name: "Related HVAC services in Columbus" }).getByRole("listitem").getByRole("link"));
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(6);
    expect(related).not.toContain("/services/hvac/furnace-repair/columbus");
    for (const href of related) expect(href).toMatch(/^\/services\/hvac\/[a-z0-9-]+\/columbus$/);

    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("FAQ accordion", () => {
  const url = "/services/hvac/furnace-repair/columbus";

  test("every answer is in the server HTML", async ({ request }) => {
    const html = await (await request.get(url)).text();
    expect(html).toContain("90 days to multiple years");
    expect(html).toContain("within 1-3 days");
  });

  test("opens one answer at a time and collapses again", async ({ page }) => {
    await page.goto(url);
    const faq = page.getByRole("region", { name: "Furnace Repair questions" });
    const cost = faq.getByText("How much does furnace repair cost in Columbus?");
    const speed = faq.getByText("How soon can I get furnace repair in Columbus?");
    const speedAnswer = page.getByText("Most pros in Columbus can book furnace repair within 1-3 days.");
    const costAnswer = page.getByText("The price of furnace repair depends on");

    await expect(costAnswer).toBeHidden();
    await expect(speedAnswer).toBeHidden();

    await cost.click();
    await expect(costAnswer).toBeVisible();

    await speed.click();
    await expect(speedAnswer).toBeVisible();
    await expect(costAnswer).toBeHidden();

    await speed.click();
    await expect(speedAnswer).toBeHidden();

    await cost.click();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("static pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the FAQ still opens one answer at a time", async ({ page }) => {
    await page.goto("/services/plumbing/cleveland");
    const faq = page.getByRole("region", { name: "Plumbing questions in Cleveland" });
    await faq.getByText(/How quickly/).click();
    await expect(faq.getByText("within 1-3 days")).toBeVisible();
    await faq.getByText(/warrant/i).first().click();
    await expect(faq.getByText("90 days to 1 year")).toBeVisible();
    await expect(faq.getByText("within 1-3 days")).toBeHidden();
  });
});

test("city, service, sub-service and blog pages ship no JavaScript", async ({ request }) => {
  for (const url of ["/locations/columbus", "/services/hvac/columbus", "/services/hvac/furnace-repair/columbus", "/services"]) {
    const html = await (await request.get(url)).text();
    expect(html, url).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    expect(html, url).not.toContain('rel="modulepreload"');
  }
});

test.describe("not-found states", () => {
  for (const url of ["/locations/atlantis", "/services/hvac/atlantis", "/services/roofing/columbus"]) {
    test(`${url} answers 404 Page Not Found`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
      await expect(
        page.getByText("The service or location you're looking for doesn't exist in our database"),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
    });
  }

  test("an unknown service or location on a sub-service URL answers Page Not Found", async ({ page }) => {
    for (const url of ["/services/roofing/furnace-repair/columbus", "/services/hvac/furnace-repair/atlantis"]) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    }
  });

  test("an unknown sub-service answers 404 Service Not Found with the way back", async ({ page }) => {
    const response = await page.goto("/services/hvac/moon-landing/columbus");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Service Not Found | Buckeye Pros");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Not Found");
    await expect(
      page.getByText("The specific service you're looking for doesn't exist in our database"),
    ).toBeVisible();
    const back = page.getByRole("link", { name: "View All HVAC Services" });
    await expect(back).toHaveAttribute("href", "/services/hvac/columbus");
    await expectNoSeriousA11yViolations(page);
    await back.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("HVAC Services in Columbus, OH");
  });

  test("the not-found page passes axe", async ({ page }) => {
    await page.goto("/locations/atlantis");
    await expectNoSeriousA11yViolations(page);
  });
});

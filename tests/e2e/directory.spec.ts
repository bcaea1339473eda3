import { deflateSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { chooseTradesAndArea, type NewPro, signUpPro, verificationLink } from "./accounts";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";
import { approveInConsole } from "./operator";

/**
 * The Directory profile, in Chromium with JavaScript: an approved
 * pro edits its business, uploads a logo (refused when too large or not an
 * image), chooses job types, adds a license and insurance, sets its area and
 * sees all of it on /pros/{slug}. Demo mode shows the page with changes off.
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
const PRO: NewPro = {
  firstName: "Ruth",
  lastName: "Okafor",
  business: `Muskingum Heating ${stamp}`,
  phone: "740-452-8811",
  email: `pro-directory-${stamp}@example.com`,
  zip: "43701",
  password: "furnace-flue-88",
};

/** A real 1×1 PNG, built here so the test carries no binary file. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const pixels = deflateSync(Buffer.from([0, 0x1f, 0x6f, 0xb4]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("a pro edits its directory profile, uploads a logo, sets its area and sees it on its public page", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signUpPro(page, PRO);
  await page.goto(await verificationLink(baseURL!, PRO.email));
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/provider\/dashboard$/);
  await chooseTradesAndArea(page.request, baseURL!, { trades: ["hvac"], baseZip: PRO.zip, radiusMiles: 10 });
  await approveInConsole(baseURL!, PRO.email, ["hvac"]);

  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Directory" }).click();
  await expect(page.getByRole("heading", { name: "Directory profile", level: 1 })).toBeVisible();
  // The link may have loaded the page whole (the dashboard not yet hydrated): typing into the filled business phone
  // before hydration can be undone.
  await waitForHydration(page);

  // Business details: a number nobody can dial is refused with what was typed kept.
  const business = section(page, "Business details");
  await business.getByLabel("Description").fill("Furnaces, boilers and heat pumps around Zanesville since 2004.");
  await business.getByLabel("Business phone").fill("740-055-0100");
  await business.getByLabel(/Website/).fill("muskingumheating.example.com");
  await business.getByRole("button", { name: "Save Details" }).click();
  await expect(business.getByRole("alert").filter({ hasText: "not a US phone number" }).first()).toBeVisible();
  await expect(business.getByLabel("Description")).toHaveValue("Furnaces, boilers and heat pumps around Zanesville since 2004.");
  await business.getByLabel("Business phone").fill("740-452-8811");
  // Years in business: a word is refused with what was typed kept; a number is saved and shown on the profile.
  await business.getByLabel("Years in business (optional)").fill("ten");
  await business.getByRole("button", { name: "Save Details" }).click();
  await expect(business.getByText(/^Enter the years in business as a whole number/)).toBeVisible();
  await expect(business.getByLabel("Years in business (optional)")).toHaveValue("ten");
  await business.getByLabel("Years in business (optional)").fill("1");
  await business.getByRole("button", { name: "Save Details" }).click();
  await expect(business.getByRole("status")).toHaveText("Your business details were saved.");

  // Logo: a real PNG is taken; an SVG named .png and a body over the limit come back with a message.
  const origin = new URL(page.url()).origin;
  const svg = await page.request.post("/provider/directory/logo", {
    multipart: { logo: { name: "logo.png", mimeType: "image/png", buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') } },
    headers: { Origin: origin },
  });
  expect(svg.url()).toContain("/provider/directory?logo=type");
  const big = await page.request.post("/provider/directory/logo", {
    multipart: { logo: { name: "huge.png", mimeType: "image/png", buffer: Buffer.concat([tinyPng(), Buffer.alloc(3 * 1024 * 1024)]) } },
    headers: { Origin: origin },
  });
  expect(big.status()).toBe(200);
  expect(big.url()).toContain("/provider/directory?logo=too-large");
  expect(await big.text()).toContain("larger than 2 MB");

  const logo = section(page, "Logo");
  await logo.getByLabel("Upload a logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: tinyPng() });
  await logo.getByRole("button", { name: "Upload Logo" }).click();
  await expect(page).toHaveURL(/\/provider\/directory\?logo=saved#logo$/);
  await expect(logo.getByRole("status")).toHaveText("Your logo was saved.");
  // The logo form loads the page whole (logo-form.tsx): typing before hydration can be undone by it.
  await waitForHydration(page);
  const logoSrc = await logo.getByRole("img", { name: `Logo of ${PRO.business}` }).getAttribute("src");
  expect(logoSrc).toMatch(/^\/pros\/[a-z0-9-]+\/logo\/[a-f0-9]{32}\.png$/);
  const served = await page.request.get(logoSrc!);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(served.headers()["cache-control"]).toContain("immutable");

  // Services: HVAC, furnace repair only. Saving them keeps what is being typed, unsaved, in the business details.
  await business.getByLabel("Description").fill("Typed, not saved yet.");
  const services = section(page, "Services");
  await services.getByText("Job types in HVAC (all)").click();
  await services.getByRole("checkbox", { name: "Furnace Repair" }).check();
  await services.getByRole("button", { name: "Save Services" }).click();
  await expect(services.getByRole("status")).toHaveText("Your services were saved.");
  await expect(business.getByLabel("Description")).toHaveValue("Typed, not saved yet.");
  await business.getByLabel("Description").fill("Furnaces, boilers and heat pumps around Zanesville since 2004.");

  const licenses = section(page, "Licenses");
  await expect(licenses.getByText(/Ohio licenses HVAC contractors/)).toBeVisible();
  await licenses.getByLabel("License number").fill("HV.48213");
  await licenses.getByRole("button", { name: "Save Licenses" }).click();
  await expect(licenses.getByRole("status")).toHaveText("Your licenses were saved.");

  const insurance = section(page, "Insurance");
  await insurance.getByLabel("Carrier").fill("Buckeye Mutual");
  await insurance.getByLabel("Policy number").fill("GL-PRIVATE-5521");
  // A policy that has already ended is refused, with what was typed kept.
  await insurance.getByLabel("Expires on").fill("2024-03-01");
  await insurance.getByRole("button", { name: "Save Insurance" }).click();
  await expect(insurance.getByText("That date has passed: enter the expiry date of a policy that is in force.")).toBeVisible();
  await expect(insurance.getByLabel("Policy number")).toHaveValue("GL-PRIVATE-5521");
  await insurance.getByLabel("Expires on").fill("2027-06-30");
  await insurance.getByRole("button", { name: "Save Insurance" }).click();
  await expect(insurance.getByRole("status")).toHaveText("Your insurance was saved.");

  // Area: a radius outside 1-150 is refused by the server; 20 miles is saved.
  const area = section(page, "Service area");
  const refused = await page.request.post("/provider/directory", { form: { intent: "area", baseZip: "43701", radiusMiles: "400" }, headers: { Origin: origin } });
  expect(refused.status()).toBe(400);
  await area.getByLabel("Radius in miles").fill("20");
  await area.getByRole("button", { name: "Save Area" }).click();
  await expect(area.getByRole("status")).toContainText("within 20 miles of 43701");
  await expect(area.getByRole("img", { name: "Your service area on the map of Ohio" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The public profile shows it all, but not the policy number.
  await page.getByRole("link", { name: "your public profile" }).click();
  await expect(page.getByRole("heading", { name: PRO.business, level: 1 })).toBeVisible();
  await expect(page.getByRole("img", { name: `Logo of ${PRO.business}` })).toHaveAttribute("src", logoSrc!);
  await expect(page.getByText("Furnaces, boilers and heat pumps around Zanesville since 2004.")).toBeVisible();
  await expect(page.getByText("Furnace Repair")).toBeVisible();
  await expect(page.getByText(/HVAC license HV\.48213, issued by Ohio Construction Industry Licensing Board/)).toBeVisible();
  await expect(page.getByText("Liability insurance with Buckeye Mutual")).toBeVisible();
  await expect(page.getByText(/within 20 miles of Zanesville/)).toBeVisible();
  await expect(page.getByText("1 year in business", { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: `Service area of ${PRO.business}` })).toBeVisible();
  expect(await page.content()).not.toContain("GL-PRIVATE-5521");
  // A real pro: vetted, callable, and described to search engines.
  await expect(page.getByText("Verified", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: `Call (740) 452-8811, ${PRO.business}` })).toHaveAttribute("href", "tel:+17404528811");
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const listing = texts.flatMap((text) => [JSON.parse(text) as Record<string, unknown>].flat()).find((node) => node["@type"] === "LocalBusiness");
  expect(listing).toMatchObject({ name: PRO.business, telephone: "+1-740-452-8811", address: { postalCode: "43701", addressRegion: "OH" } });

  // It is in the sitemap.
  const slug = new URL(page.url()).pathname.split("/").pop();
  expect(await (await page.request.get("/sitemaps/pros.xml")).text()).toContain(`/pros/${slug}</loc>`);
});

test("demo mode shows the directory profile with changes turned off", async ({ page }) => {
  // Axe on a long form: more than 30 s on a loaded 2-core machine.
  test.setTimeout(90_000);
  await page.goto("/provider/demo");
  await page.getByRole("button", { name: "Enter Demo Mode" }).click();
  await expect(page).toHaveURL(/\/provider\/dashboard$/);
  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Directory" }).click();
  await expect(page.getByRole("heading", { name: "Directory profile", level: 1 })).toBeVisible();
  await expect(section(page, "Business details").getByRole("button", { name: "Save Details" })).toBeDisabled();
  await expect(section(page, "Business details").getByLabel("Business name")).toBeDisabled();
  await expect(section(page, "Logo").getByRole("button", { name: "Upload Logo" })).toBeDisabled();
  await expect(page.getByText("Not available in demo mode: changes are not saved.").first()).toBeVisible();
  const refused = await page.request.post("/provider/directory", {
    form: { intent: "area", baseZip: "43215", radiusMiles: "5" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(403);
  await expectNoSeriousA11yViolations(page);
});

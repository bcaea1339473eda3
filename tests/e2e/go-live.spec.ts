import { type FakeStripe, startFakeStripe } from "../support/fake-stripe";
import { chooseTradesAndArea, type NewPro, requestQuote, signUpPro, verificationLink } from "./accounts";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect as baseExpect, test } from "./fixtures";
import { approveInConsole } from "./operator";
import { type OwnServer, startOwnServer } from "./own-server";

/**
 * The site as it goes live (docs/decisions/039 and 040): its own built server
 * with DEMO_DATA=off and Stripe selling credits, Stripe being a local
 * stand-in that answers its API and plays its hosted checkout page
 * (tests/support/fake-stripe.ts). No demo business shows on a public page,
 * the demo portal still opens, and a pro pays for credits with a card before
 * a homeowner's request reaches it. The shared e2e server keeps demo data
 * and the test checkout, so this spec starts its own on another port.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
const PORT = Number(process.env.E2E_PORT ?? 4173) + 2000;
const ORIGIN = `http://localhost:${PORT}`;
test.use({ baseURL: ORIGIN });
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
// Columbus: with demo data on, demo plumbers would be all around it.
const PRO: NewPro = {
  firstName: "Ines",
  lastName: "Marsh",
  business: `German Village Plumbing ${stamp}`,
  phone: "614 555 0177",
  email: `go-live-${stamp}@example.com`,
  zip: "43215",
  password: "copper-pipe-63",
};

let server: OwnServer | undefined;
let stripe: FakeStripe | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  stripe = await startFakeStripe({ webhookUrl: `${ORIGIN}/webhooks/stripe` });
  const env = {
    PUBLIC_URL: ORIGIN,
    LOG_LEVEL: "warn",
    DEMO_DATA: "off",
    PAYMENTS: "stripe",
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.apiUrl,
    // The local mailbox (the verification link).
    E2E_TEST_HOOKS: "true",
  };
  // The operator who approves the pro in the console.
  const ready = async () => (await fetch(`${ORIGIN}/readyz`).catch(() => null))?.status === 200;
  server = await startOwnServer(PORT, env, ready, { operator: true });
});

test.afterAll(async () => {
  await server?.stop();
  await stripe?.close();
});

test("with demo data off, no public page shows a demo business, and the demo portal still opens", async ({ page }) => {
  for (const url of ["/search?query=furnace%20repair&zip=43215", "/locations/columbus", "/services/hvac/ohio", "/", "/testimonials"]) {
    const answer = await page.goto(url);
    expect(answer?.status(), url).toBe(200);
    await expect(page.getByText(/Demo business|Demo review/), url).toHaveCount(0);
  }
  // The results say honestly that nobody serves this yet, with no example cards.
  await page.goto("/search?query=furnace%20repair&zip=43215");
  await expect(page.getByRole("article")).toHaveCount(0);
  // A demo business's public page does not exist, nor is it in the sitemap.
  expect((await page.goto("/pros/scioto-valley-heating-air"))?.status()).toBe(404);
  const index = await (await page.request.get("/sitemap.xml")).text();
  const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(children.length).toBeGreaterThan(0);
  for (const child of children) expect(await (await page.request.get(child)).text(), child).not.toContain("scioto-valley");

  await page.goto("/provider/demo");
  await page.getByRole("button", { name: "Enter Demo Mode" }).click();
  await expect(page).toHaveURL(/\/provider\/dashboard$/);
});

test("a pro pays for credits with a card on Stripe's page, then a homeowner's request reaches it alone", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  await signUpPro(page, PRO);
  await page.goto(await verificationLink(baseURL!, PRO.email));
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/provider\/dashboard$/);
  await chooseTradesAndArea(page.request, baseURL!, { trades: ["plumbing"], baseZip: PRO.zip, radiusMiles: 10 });
  await approveInConsole(baseURL!, PRO.email, ["plumbing"]);

  // Buying opens the processor's checkout; nothing is credited before the card is paid.
  await page.goto("/provider/credits");
  await page.getByRole("button", { name: "Buy 50 credits for $50.00" }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripe!.apiUrl}/pay/cs_test_`));
  await expect(page.getByRole("heading", { name: "Pay $50.00" })).toBeVisible();
  await page.getByRole("button", { name: "Pay $50.00" }).click();

  // Back on the credits page: the webhook (or the return's own check) has added the credits once.
  await expect(page).toHaveURL(/\/provider\/credits\?checkout=done&session_id=cs_test_/);
  await expect(page.getByRole("status")).toHaveText("Payment received: your credits were added.");
  await expect(page.getByRole("region", { name: "Your balance" })).toContainText("50");
  await page.reload();
  await expect(page.getByRole("region", { name: "Your balance" })).toContainText("50");
  expect(stripe!.requests.filter((request) => request === "POST /v1/checkout/sessions")).toHaveLength(1);
  await expectNoSeriousA11yViolations(page);

  // A homeowner asks for a plumber nearby: the request goes to this pro, the only real one, and no demo business.
  const homeowner = await browser.newPage({ extraHTTPHeaders: { "X-Forwarded-For": "10.93.1.4" } });
  await requestQuote(homeowner, { zip: PRO.zip, contact: { firstName: "Lena", lastName: "Ortiz", phone: "(614) 273-4410", email: `lena.${stamp}@example.com` } });
  const cards = homeowner.getByRole("article");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(PRO.business);
  await expect(homeowner.getByText("Demo business")).toHaveCount(0);
  await homeowner.close();

  await page.goto("/provider/leads");
  await expect(page.getByRole("list", { name: "Leads" }).getByRole("link").filter({ hasText: "Plumbing: Water heater" })).toContainText("Sent to 1 pro");
});

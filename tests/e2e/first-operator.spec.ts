import { type NewPro, requestQuote, signUpPro, verificationLink } from "./accounts";
import { expect as baseExpect, expectTableFitsPhone, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./axe";
import { vetAndApprove } from "./operator";
import { type OwnServer, startOwnServer } from "./own-server";

/**
 * A fresh start with no operator (docs/decisions/041): the server logs a setup
 * link; opening it creates the first operator in the browser, who approves a
 * new pro in the console with no restart. The pro's area exists from sign-up,
 * so a request in its base ZIP reaches it without the area form being touched.
 * The shared e2e server has an operator already, so this spec starts its own
 * built server on a fresh embedded database and another port.
 */
// A second server on a busy machine: navigations may take longer than the usual 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });
const PORT = Number(process.env.E2E_PORT ?? 4173) + 1000;
const ORIGIN = `http://localhost:${PORT}`;
test.use({ baseURL: ORIGIN });
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
// Athens: no demo business is within reach of it, whatever the trade, so the request can only go to this pro.
const PRO: NewPro = {
  firstName: "Rosa",
  lastName: "Kettering",
  business: `Hocking Valley Plumbing ${stamp}`,
  phone: "(740) 593-1234",
  email: `first-operator-${stamp}@example.com`,
  zip: "45701",
  password: "copper-pipe-58",
};
const OPERATOR = { firstName: "Olive", lastName: "Ops", email: `olive-${stamp}@example.com`, password: "buckeye-console-41" };

let server: OwnServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // E2E_TEST_HOOKS for the local mailbox only (the verification link); the pro is approved in the console. Started as
  // `node server.js` by hand, without NODE_ENV: the build is served as production all the same.
  server = await startOwnServer(
    PORT,
    { LOG_LEVEL: "info", E2E_TEST_HOOKS: "true", NODE_ENV: undefined },
    (log) => log.includes('"msg":"listening"') && log.includes("setupUrl"),
  );
});

test.afterAll(async () => {
  await server?.stop();
});

function setupUrlFromLog(): string {
  const urls = [...server!.log().matchAll(/"setupUrl":"([^"]+)"/g)].map((match) => match[1]!);
  expect(urls, "the setup link, logged once at start").toHaveLength(1);
  return urls[0]!;
}

test("the setup link from the log makes the first operator, who approves a new pro that then gets a request in its base ZIP", async ({ page, browser }) => {
  test.setTimeout(480_000);
  const setupUrl = setupUrlFromLog();
  expect(setupUrl).toMatch(new RegExp(`^${ORIGIN}/setup/[0-9a-f]{64}$`));

  // Without NODE_ENV the server is production's: its built files are served, under production's policy.
  const home = await page.request.get("/");
  expect(home.headers()["content-security-policy"]).not.toContain("unsafe-eval");
  const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(await home.text())?.[1];
  expect(stylesheet).toBeDefined();
  expect((await page.request.get(stylesheet!)).status()).toBe(200);

  // A made-up token opens nothing.
  expect((await page.goto("/setup/made-up-token"))!.status()).toBe(404);

  // The link shows the form; a refused post keeps what was typed, except the passwords.
  const opened = await page.goto(setupUrl);
  expect(opened!.status()).toBe(200);
  expect(opened!.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { name: "Create the first operator", level: 1 })).toBeVisible();
  await page.getByLabel("First name").fill(OPERATOR.firstName);
  await page.getByLabel("Last name").fill(OPERATOR.lastName);
  await page.getByLabel("Email").fill(OPERATOR.email);
  await page.getByLabel(/^Password/).fill(OPERATOR.password);
  await page.getByLabel("Confirm password").fill("something-else-41");
  await page.getByRole("button", { name: "Create Operator Account" }).click();
  await expect(page.getByText("Passwords do not match").first()).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(OPERATOR.email);
  await page.getByLabel("Confirm password").fill(OPERATOR.password);
  await page.getByRole("button", { name: "Create Operator Account" }).click();
  // Signed in and in the console, no restart.
  await expect(page).toHaveURL(`${ORIGIN}/admin`);
  const operator = page;

  // The audit log starts with the operator's own making: who, through which door.
  await operator.goto("/admin/audit");
  const made = operator.getByRole("region", { name: "Audit entries" }).getByRole("row").filter({ hasText: "Made an operator" });
  await expect(made).toHaveCount(1);
  await expect(made).toContainText(OPERATOR.email);
  await expect(made).toContainText("Olive Ops");
  await expect(made).toContainText("Role: admin");
  await expect(made).toContainText("Through: setup link");
  await expectTableFitsPhone(operator, "Audit entries");
  await expectNoSeriousA11yViolations(operator);

  // Used: the link answers 404 now, to anyone.
  const stranger = await browser.newPage();
  expect((await stranger.goto(setupUrl))!.status()).toBe(404);
  await stranger.close();

  // A new pro signs up in Athens, verifies its e-mail and picks its trade; it never opens the area form.
  const proContext = await browser.newContext({ baseURL: ORIGIN, extraHTTPHeaders: { "X-Forwarded-For": "10.91.7.3" } });
  const pro = await proContext.newPage();
  await signUpPro(pro, PRO);
  await pro.goto(await verificationLink(ORIGIN, PRO.email));
  await pro.getByRole("link", { name: "Continue" }).click();
  await expect(pro).toHaveURL(/\/provider\/dashboard$/);
  await pro.goto("/provider/directory");
  const area = pro.getByRole("region", { name: "Service area", exact: true });
  await expect(area.getByText(/Saved: [1-9]\d* ZIP codes within 25 miles of Athens, OH 45701/)).toBeVisible();
  const services = pro.getByRole("region", { name: "Services", exact: true });
  await services.getByRole("checkbox", { name: "Plumbing", exact: true }).check();
  await services.getByRole("button", { name: "Save Services" }).click();
  await expect(services.getByRole("status")).toHaveText("Your services were saved.");

  // The operator sees the pro's area in the console and approves it there.
  await operator.goto("/admin/vetting");
  await operator.getByRole("link", { name: PRO.business }).click();
  await expect(operator.getByText(/25 miles around 45701 Athens: [1-9]\d* ZIP codes/)).toBeVisible();
  await vetAndApprove(operator, PRO.business, ["Plumbing"]);

  // The approved pro buys credits: a lead is offered only to a pro who can pay for it.
  await pro.goto("/provider/credits");
  await pro.getByRole("button", { name: "Buy 50 credits for $50.00" }).click();
  await pro.getByRole("button", { name: "Pay $50.00" }).click();
  await expect(pro).toHaveURL(/\/provider\/credits\?payment=paid$/);

  // A homeowner in Athens asks for a plumber: the request reaches the new pro.
  const homeowner = await browser.newPage({ baseURL: ORIGIN, extraHTTPHeaders: { "X-Forwarded-For": "10.91.7.4" } });
  await requestQuote(homeowner, {
    zip: PRO.zip,
    contact: { firstName: "Theo", lastName: "Brandt", phone: "(740) 592-4410", email: `theo-${stamp}@example.com` },
  });
  await expect(homeowner.getByRole("article").filter({ hasText: PRO.business })).toBeVisible();
  await homeowner.close();
  await pro.goto("/provider/leads");
  const leads = pro.getByRole("list", { name: "Leads" });
  await expect(leads.getByRole("link")).toHaveCount(1);
  await expect(leads.getByRole("link").first()).toContainText("Plumbing");
  await proContext.close();

  // The link was logged once, at the start, and no later.
  setupUrlFromLog();
});

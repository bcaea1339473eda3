import { readFileSync } from "node:fs";
import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect } from "./fixtures";

/** The operator scripts/e2e-server.js (and own-server.ts, when asked) makes with `npm run admin:create`'s code before the server starts. */
export const E2E_OPERATOR = JSON.parse(readFileSync("tests/e2e/e2e-admin.json", "utf8")) as { email: string; password: string };

/** Signs the operator in on the one login page; they land in the console. */
export async function signInOperator(page: Page) {
  await page.goto("/provider/login");
  await page.getByLabel("Email").fill(E2E_OPERATOR.email);
  await page.getByLabel("Password").fill(E2E_OPERATOR.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** The pro's id, from its row in the console's vetting queue (waiting for review), found by its e-mail. */
export async function queuedProId(operator: APIRequestContext, email: string): Promise<string> {
  const queue = await operator.get("/admin/vetting");
  expect(queue.status(), "the vetting queue").toBe(200);
  const row = (await queue.text()).split("<tr").find((part) => part.includes(email));
  const id = row?.match(/href="\/admin\/pros\/([0-9a-f-]{36})"/)?.[1];
  expect(id, `${email} in the vetting queue`).toBeTruthy();
  return id!;
}

/**
 * The console's approval over HTTP, for specs not about vetting (the vetting
 * specs click the same forms: vetAndApprove): the operator signs in through
 * the login form, finds the pro in the queue, records as passed a license for
 * each of `trades` and the checks every pro needs, then posts the Decision
 * form's approve, each form posted as a page without script posts it. The
 * pro has chosen its trades and verified its address already. Returns the
 * pro's id. `operator` is the account to sign in with (the fault scenarios
 * make their own).
 */
export async function approveInConsole(baseURL: string, email: string, trades: string[], operator = E2E_OPERATOR): Promise<string> {
  const context = await playwrightRequest.newContext({ baseURL });
  // A browser names the page a form comes from (server/same-origin-posts.ts); the forms carry no other token.
  const post = (url: string, form: Record<string, string>) => context.post(url, { form, headers: { Origin: new URL(baseURL).origin }, maxRedirects: 0 });
  const signedIn = await post("/provider/login", { email: operator.email, password: operator.password });
  expect(signedIn.headers().location, "the operator's sign-in").toBe("/admin");
  const id = await queuedProId(context, email);
  const page = `/admin/pros/${id}`;
  const checks = [
    ...trades.map((trade) => ({ kind: "license", category: trade, note: `${trade} license checked with the state board` })),
    { kind: "insurance", category: "", note: "Certificate of insurance, $1M, valid to next year" },
    { kind: "background", category: "", note: "Owner's background check came back clear" },
    { kind: "google-rating", category: "", note: "4.8 stars from 41 reviews on Google Maps" },
  ];
  for (const check of checks) expect((await post(page, { intent: "check", result: "passed", ...check })).status(), `${check.kind} check of ${email}`).toBe(200);
  expect((await post(page, { intent: "approve" })).status(), `approval of ${email}`).toBe(200);
  await context.dispose();
  return id;
}

/** Records one check on the pro's vetting page and waits for the console to confirm it. */
export async function recordCheck(page: Page, check: { kind: string; trade?: string; note: string }) {
  const form = page.getByRole("region", { name: "Record a check" });
  const history = page.getByRole("region", { name: "Check history" }).getByRole("row");
  const rows = await history.count();
  await form.getByLabel("Check").selectOption({ label: check.kind });
  if (check.trade) await form.getByLabel("Trade").selectOption({ label: check.trade });
  await form.getByLabel(/^Note/).fill(check.note);
  await form.getByRole("button", { name: "Record check" }).click();
  // Done when the new row is in the history (a header row comes with the first one).
  await expect(history).toHaveCount(rows === 0 ? 2 : rows + 1);
  await expect(form.getByRole("status")).toHaveText("The check was recorded.");
}

/**
 * The console's vetting of a new pro: open it from the queue, record the
 * checks its trades need (the Google rating by hand: no PLACES_API_KEY here),
 * approve. Returns the pro's vetting page URL.
 */
export async function vetAndApprove(page: Page, business: string, licenses: string[], options: { axe?: boolean } = {}): Promise<string> {
  await page.goto("/admin/vetting");
  await page.getByRole("link", { name: business }).click();
  await expect(page.getByRole("heading", { name: business, level: 1 })).toBeVisible();
  const decision = page.getByRole("region", { name: "Decision" });
  await expect(decision.getByRole("button", { name: "Approve pro" })).toBeDisabled();
  if (options.axe) await expectNoSeriousA11yViolations(page);
  for (const trade of licenses) await recordCheck(page, { kind: "License", trade: `${trade} (state license)`, note: `${trade} contractor license checked with the OCILB` });
  await recordCheck(page, { kind: "Liability insurance", note: "Certificate of insurance, $1M, valid to next year" });
  await recordCheck(page, { kind: "Background check", note: "Owner's background check came back clear" });
  await expect(page.getByText("Google lookups are off on this site")).toBeVisible();
  await recordCheck(page, { kind: "Google rating 4.5+", note: "4.8 stars from 41 reviews on Google Maps" });
  await decision.getByRole("button", { name: "Approve pro" }).click();
  await expect(decision.getByRole("status")).toContainText("Saved: the pro is verified.");
  return page.url();
}

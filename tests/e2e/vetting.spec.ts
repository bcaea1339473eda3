import { chooseTradesAndArea, type NewPro, signUpPro, verificationLink } from "./accounts";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, expectTableFitsPhone, test, waitForPageScript } from "./fixtures";
import { E2E_OPERATOR, signInOperator, vetAndApprove } from "./operator";

/**
 * The vetting path: a new pro signs up and verifies its e-mail, an operator
 * records the checks its trade needs and approves it in the console (the
 * audit log shows it), and the pro receives its first lead from a
 * questionnaire request.
 */
const stamp = Date.now().toString(36);
// Bryan, far from every demo pro and from the portal spec's pros, so the request goes to this pro alone.
const ZIP = "43506";
const PRO: NewPro = {
  firstName: "Ines",
  lastName: "Varga",
  business: `Williams County Electric ${stamp}`,
  phone: "419-555-0142",
  email: `vetting-${stamp}@example.com`,
  zip: ZIP,
  password: "amber-wire-63",
};

test("a new pro is vetted and approved in the console, the audit log shows it, and the pro gets its first lead", async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  await signUpPro(page, PRO);
  await page.goto(await verificationLink(baseURL!, PRO.email));
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/provider\/dashboard$/);

  // The pro's trade and area, through its Directory page's forms; still waiting for review.
  await chooseTradesAndArea(page.request, baseURL!, { trades: ["electrical"], baseZip: ZIP, radiusMiles: 10 });

  // A context of its own: axe needs one, and the operator's session stays apart from the pro's.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signInOperator(operator);
  await expect(operator.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Vetting" })).toBeVisible();
  await expectNoSeriousA11yViolations(operator);

  // The queue lists the pro with its trade and what is still to check.
  await operator.goto("/admin/vetting");
  const row = operator.getByRole("row").filter({ hasText: PRO.business });
  await expect(row).toContainText("Electrical");
  await expect(row).toContainText("4 to do");
  await expectNoSeriousA11yViolations(operator);

  // Rejecting without a reason is refused with a clear message, never a 500; the pro stays in review.
  await operator.getByRole("link", { name: PRO.business }).click();
  const decision = operator.getByRole("region", { name: "Decision" });
  await decision.getByRole("button", { name: "Reject pro" }).click();
  await expect(decision.getByRole("alert").first()).toHaveText("Write the reason the pro will read (up to 1,000 characters).");
  // The cursor is in the reason, which names the message: the busy button had let the focus fall to the page's top.
  const reason = decision.getByLabel(/^Reason to reject/);
  await expect(reason).toBeFocused();
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(reason).toHaveAttribute("aria-describedby", "reject-reason-error");
  await expect(operator.getByText("Waiting for review", { exact: true })).toBeVisible();
  const vettingUrl = await vetAndApprove(operator, PRO.business, ["Electrical"], { axe: true });
  await expect(operator.getByRole("heading", { name: PRO.business, level: 1 })).toBeVisible();
  await expect(operator.getByText("Verified", { exact: true }).first()).toBeVisible();
  const history = operator.getByRole("region", { name: "Check history" });
  await expect(history.getByRole("row")).toHaveCount(6); // header, 4 checks, the system's e-mail check
  await expect(history).toContainText(E2E_OPERATOR.email);
  await expectNoSeriousA11yViolations(operator);

  // At 375 px the pro's vetting page fits the screen.
  await operator.setViewportSize({ width: 375, height: 800 });
  await operator.goto(vettingUrl);
  expect(await operator.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // The check history is a list of cards there: its five columns scrolled sideways, the note a word a line.
  await expectTableFitsPhone(operator, "All checks, newest first");
  await operator.setViewportSize({ width: 1280, height: 800 });

  // The audit log: who, what, the target and before → after, found by the pro's name.
  await operator.goto("/admin/audit");
  await operator.getByLabel("Target name or id").fill(`County Electric ${stamp}`);
  await operator.getByRole("button", { name: "Search" }).click();
  await expect(operator).toHaveURL(/\/admin\/audit\?q=/);
  const entries = operator.getByRole("region", { name: "Audit entries" });
  // Other specs' pros are approved on this server too: this pro's row.
  const approval = entries.getByRole("row").filter({ hasText: "Approved a pro" }).filter({ hasText: PRO.business });
  await expect(approval).toContainText(E2E_OPERATOR.email);
  await expect(approval).toContainText(PRO.business);
  await expect(approval).toContainText("Status: pending → verified");
  await expect(entries.getByRole("row").filter({ hasText: "Recorded a check" })).toHaveCount(4);
  await expectNoSeriousA11yViolations(operator);

  // Every console page fits a 375 px screen.
  await operator.setViewportSize({ width: 375, height: 800 });
  for (const url of ["/admin", "/admin/vetting?status=verified", operator.url()]) {
    await operator.goto(url);
    expect(await operator.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(375);
  }
  await operatorContext.close();

  // The public profile lists the checks that passed.
  const profile = await browser.newPage();
  await profile.goto(`/pros/${PRO.business.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`);
  const checked = profile.getByRole("list", { name: "Checks passed" });
  await expect(checked.getByRole("listitem")).toHaveText([/E-mail verified/, /Ohio Electrical license/, /Liability insurance/, /Background check/, /Google rating 4\.5\+/]);
  await profile.close();

  // The approved pro buys credits (a lead is offered only to a pro who can pay for it).
  await page.goto("/provider/credits");
  await page.getByRole("button", { name: "Buy 50 credits for $50.00" }).click();
  await page.getByRole("button", { name: "Pay $50.00" }).click();
  await expect(page).toHaveURL(/\/provider\/credits\?payment=paid$/);

  // A homeowner in Bryan asks for an electrician through the questionnaire.
  const homeowner = await browser.newPage({ extraHTTPHeaders: { "X-Forwarded-For": "10.77.14.9" } });
  await homeowner.goto(`/service-questionnaire/electrical?zip=${ZIP}`);
  await waitForPageScript(homeowner);
  const next = homeowner.getByRole("button", { name: "Next" });
  await next.click();
  await homeowner.getByRole("radio", { name: "Electrical problem or repair" }).check();
  await next.click();
  await homeowner.getByRole("radio", { name: "Not sure, need estimate" }).check();
  await next.click();
  await homeowner.getByRole("radio", { name: "Within 2 weeks" }).check();
  await next.click();
  await homeowner.getByLabel("Project details (optional)").fill("Half the kitchen outlets are dead.");
  await next.click();
  await expect(homeowner).toHaveURL(/\/contact-info\?/);
  await waitForPageScript(homeowner);
  await homeowner.getByLabel("First name").fill("Theo");
  await homeowner.getByLabel("Last name").fill("Brandt");
  await homeowner.getByLabel("Phone").fill("4196361234");
  await homeowner.getByLabel("Email").fill(`theo.${stamp}@example.com`);
  await homeowner.getByRole("button", { name: "View Matching Pros" }).click();
  await expect(homeowner).toHaveURL(/lead=/);
  await expect(homeowner.getByRole("article").filter({ hasText: PRO.business })).toBeVisible();
  await homeowner.close();

  // The pro's first lead is in its inbox.
  await page.goto("/provider/leads");
  const leads = page.getByRole("list", { name: "Leads" });
  await expect(leads.getByRole("link")).toHaveCount(1);
  await expect(leads.getByRole("link").first()).toContainText("Electrical");

  // Suspended, the pro's dashboard says why and what to do, not only the status; reinstated, the reason is gone.
  const suspendContext = await browser.newContext();
  const ops = await suspendContext.newPage();
  await signInOperator(ops);
  await ops.goto(vettingUrl);
  const decide = ops.getByRole("region", { name: "Decision" });
  await decide.getByLabel(/^Reason to suspend/).fill("Two homeowners reported no-shows this week.");
  await decide.getByRole("button", { name: "Suspend pro" }).click();
  await expect(ops.getByText("Suspended", { exact: true }).first()).toBeVisible();
  await page.goto("/provider/dashboard");
  await expect(page.getByText("Suspended", { exact: true })).toBeVisible();
  await expect(page.getByText("Reason: Two homeowners reported no-shows this week.")).toBeVisible();
  await decide.getByRole("button", { name: "Reinstate pro" }).click();
  await expect(decide.getByRole("button", { name: "Suspend pro" })).toBeVisible();
  await suspendContext.close();
  await page.goto("/provider/dashboard");
  await expect(page.getByText("Verified", { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^Reason:/)).toHaveCount(0);
});

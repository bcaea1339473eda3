import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { expect, waitForPageScript } from "./fixtures";

/**
 * Steps several specs take as a new account: the machine's own view of the
 * local outbox (/dev/mail) and a pro's sign-up.
 */

/** The machine itself, as /dev/mail requires: a loopback connection with no forwarding header. */
export function loopback(baseURL: string): Promise<APIRequestContext> {
  // Inside a test, a new request context inherits the test's options, its X-Forwarded-For included (fixtures.ts): none here.
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: {} });
}

/** The newest link to `path` in a mail to `email`, waiting for the outbox worker to write it. */
export async function linkFromMail(baseURL: string, email: string, path: string): Promise<string> {
  const mail = await loopback(baseURL);
  let link = "";
  await expect(async () => {
    const html = await (await mail.get("/dev/mail")).text();
    const article = html.split("<article").find((part) => part.includes(`To ${email}`) && part.includes(path));
    const match = article?.match(new RegExp(`href="([^"]*${path.replace("?", "\\?")}[^"]*)"`));
    expect(match, `a mail to ${email} with ${path}`).toBeTruthy();
    link = match![1]!.replaceAll("&amp;", "&");
  }).toPass({ timeout: 20_000 });
  await mail.dispose();
  return link;
}

export function verificationLink(baseURL: string, email: string): Promise<string> {
  return linkFromMail(baseURL, email, "/auth/callback?token=");
}

export type NewPro = { firstName: string; lastName: string; business: string; phone: string; email: string; zip: string; password: string };

/** Signs a pro up on /register's Provider tab and waits for the confirmation. */
export async function signUpPro(page: Page, pro: NewPro) {
  await page.goto("/register?type=provider");
  await page.getByLabel("First name").fill(pro.firstName);
  await page.getByLabel("Last name").fill(pro.lastName);
  await page.getByLabel("Business name").fill(pro.business);
  await page.getByLabel("Business phone").fill(pro.phone);
  await page.getByLabel("Email").fill(pro.email);
  await page.getByLabel(/ZIP code/).fill(pro.zip);
  await page.getByLabel(/^Password/).fill(pro.password);
  await page.getByRole("button", { name: /Sign Up/ }).click();
  await expect(page.getByText("Account created successfully! Please check your email to verify your account.")).toBeVisible();
}

/**
 * A pro's trades and service area, posted as its own Directory page's
 * Services and Service area forms post them; `pro` is the pro's signed-in
 * session (a page's `page.request` shares the page's).
 */
export async function chooseTradesAndArea(pro: APIRequestContext, baseURL: string, area: { trades: string[]; baseZip: string; radiusMiles: number }) {
  const services = new FormData();
  services.append("intent", "services");
  for (const trade of area.trades) services.append("categories", trade);
  const headers = { Origin: new URL(baseURL).origin };
  expect((await pro.post(`${baseURL}/provider/directory`, { form: services, headers })).status(), "the pro's services").toBe(200);
  const form = { intent: "area", baseZip: area.baseZip, radiusMiles: String(area.radiusMiles) };
  expect((await pro.post(`${baseURL}/provider/directory`, { form, headers })).status(), "the pro's service area").toBe(200);
}

export type QuoteRequest = {
  zip: string;
  contact: { firstName: string; lastName: string; phone: string; email: string };
  /** The free text of the service step, the details step, and the address step's street and city (that step is opened by its URL). */
  query?: string;
  details?: string;
  address?: { street: string; city: string };
};

/**
 * A homeowner's plumbing request (water heater, $1,000 - $3,000, within 2 weeks): the contact step opened with
 * the questionnaire's answers in its URL (docs/decisions/010), filled and sent, up to the results page with its
 * contact actions ready. The questionnaire's own steps have their spec (questionnaire.spec.ts).
 */
export async function requestQuote(homeowner: Page, request: QuoteRequest) {
  const answers = new URLSearchParams({ zip: request.zip, service: "plumbing", system: "Water heater", budget: "1000to3000", urgency: "soon" });
  if (request.query !== undefined) answers.set("query", request.query);
  if (request.details !== undefined) answers.set("details", request.details);
  if (request.address) {
    answers.set("street", request.address.street);
    answers.set("city", request.address.city);
  }
  await homeowner.goto(`/contact-info?${answers}`);
  await sendContact(homeowner, request.contact);
}

/** The same request typed into every step of the questionnaire, for the spec about what people type there. */
export async function requestQuoteThroughQuestionnaire(homeowner: Page, request: QuoteRequest) {
  await homeowner.goto(`/service-questionnaire/plumbing?zip=${request.zip}`);
  await waitForPageScript(homeowner);
  const next = homeowner.getByRole("button", { name: "Next" });
  await next.click();
  await homeowner.getByRole("radio", { name: "Water heater" }).check();
  if (request.query !== undefined) await homeowner.getByLabel("Describe your project (optional)").fill(request.query);
  await next.click();
  await homeowner.getByRole("radio", { name: "$1,000 - $3,000" }).check();
  await next.click();
  await homeowner.getByRole("radio", { name: "Within 2 weeks" }).check();
  await next.click();
  await expect(homeowner).toHaveURL(/\/project-details\?/);
  if (request.address) {
    // The same step with street and city: the answers ride in the URL (docs/decisions/010).
    await homeowner.goto(homeowner.url().replace("/project-details?", "/address?"));
    await waitForPageScript(homeowner);
    await homeowner.getByLabel("Street address (optional)").fill(request.address.street);
    await homeowner.getByLabel("City (optional)").fill(request.address.city);
  }
  if (request.details !== undefined) await homeowner.getByLabel("Project details (optional)").fill(request.details);
  await next.click();
  await expect(homeowner).toHaveURL(/\/contact-info\?/);
  await sendContact(homeowner, request.contact);
}

async function sendContact(homeowner: Page, contact: QuoteRequest["contact"]) {
  await waitForPageScript(homeowner);
  await homeowner.getByLabel("First name").fill(contact.firstName);
  await homeowner.getByLabel("Last name").fill(contact.lastName);
  await homeowner.getByLabel("Phone").fill(contact.phone);
  await homeowner.getByLabel("Email").fill(contact.email);
  await homeowner.getByRole("button", { name: "View Matching Pros" }).click();
  await expect(homeowner).toHaveURL(/lead=/);
  await expect(homeowner.locator("[data-search-page][data-contact-actions=ready]")).toBeAttached();
}

import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Steps several specs take as a new account: the machine's own view of the
 * local outbox (/dev/mail) and a pro's sign-up.
 */

/** The machine itself, as /dev/mail and /dev/approve-provider require (the e2e server trusts X-Forwarded-For). */
export function loopback(baseURL: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": "127.0.0.1" } });
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

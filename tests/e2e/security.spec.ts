import http from "node:http";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { providerSlug } from "../../app/modules/providers/provider-slug";
import { SIGNED_WEBHOOK_PATHS } from "../../server/same-origin-posts";
import { chooseTradesAndArea, verificationLink } from "./accounts";
import { routeUrl } from "./authorization-matrix";
import { expect, test } from "./fixtures";
import { approveInConsole } from "./operator";
import { addressSource, appRoutes, getPage, logIn } from "./security-fixtures";

/**
 * The security tests over HTTP, on the built server: cross-site posts,
 * security headers, hostile text shown as text, rate limits, a new session id
 * at login, and no open redirect. Routes come from app/routes.ts itself.
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
const freshAddress = addressSource(88);

const XSS = `<script>alert(1)</script>"><img src=x onerror=alert(2)>`;
const SQL = `Robert'); DROP TABLE users;--`;

/** A GET with the path sent exactly as written (a browser or Playwright would read "//host" as another host). */
function rawGet(baseURL: string, path: string): Promise<{ status: number; location: string | undefined }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ hostname, port, path, method: "GET", headers: { "X-Forwarded-For": freshAddress() } }, (incoming) => {
      incoming.resume();
      resolve({ status: incoming.statusCode ?? 0, location: incoming.headers.location });
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

async function client(baseURL: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL });
}

test("a post from another site is refused on every route with an action", async ({ request }) => {
  const refusedStatuses: string[] = [];
  for (const route of appRoutes().filter((candidate) => candidate.hasAction)) {
    const url = routeUrl(route);
    if (SIGNED_WEBHOOK_PATHS.has(url)) {
      // A signed webhook has no browser origin; without its signature it is refused all the same.
      const unsigned = await request.post(url, { data: "{}", headers: { Origin: "https://evil.example", "X-Forwarded-For": freshAddress() }, maxRedirects: 0 });
      if (unsigned.status() < 400) refusedStatuses.push(`${url} unsigned: ${unsigned.status()}`);
      continue;
    }
    for (const origin of ["https://evil.example", "null"]) {
      const answer = await request.post(url, { form: { intent: "accept" }, headers: { Origin: origin, "X-Forwarded-For": freshAddress() }, maxRedirects: 0 });
      if (answer.status() !== 403) refusedStatuses.push(`${url} with Origin ${origin}: ${answer.status()}`);
    }
    // No Origin, but the browser says the post came from another site.
    const siteless = await request.post(url, { form: {}, headers: { "Sec-Fetch-Site": "cross-site", "X-Forwarded-For": freshAddress() }, maxRedirects: 0 });
    if (siteless.status() !== 403) refusedStatuses.push(`${url} marked cross-site: ${siteless.status()}`);
  }
  expect(refusedStatuses).toEqual([]);
});

test("every page, error page and asset carries the security headers", async ({ request }) => {
  const home = await (await request.get("/")).text();
  const asset = /<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+)"/.exec(home)?.[1];
  expect(asset, "a built asset on the home page").toBeTruthy();
  const urls = [...appRoutes().map((route) => routeUrl(route)), "/no-such-page", "/blog/no-such-post", asset!, "/favicon.svg", "/assets/missing.js"];
  const missing: string[] = [];
  for (const url of urls) {
    const answer = await request.get(url, { maxRedirects: 0, headers: { "X-Forwarded-For": freshAddress() } });
    const headers = answer.headers();
    const expected: Record<string, RegExp> = {
      "content-security-policy": /default-src 'self'|default-src/,
      "x-content-type-options": /^nosniff$/,
      "referrer-policy": /^strict-origin-when-cross-origin$/,
      "x-frame-options": /^DENY$/,
    };
    for (const [name, pattern] of Object.entries(expected)) {
      if (!pattern.test(headers[name] ?? "")) missing.push(`${url} (${answer.status()}): ${name} = ${headers[name] ?? "missing"}`);
    }
    if (!/frame-ancestors 'none'/.test(headers["content-security-policy"] ?? "")) missing.push(`${url}: CSP without frame-ancestors 'none'`);
  }
  expect(missing).toEqual([]);
});

test("hostile names are stored and shown as text: in HTML, in attributes and in JSON-LD", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const business = `Evil ${stamp} ${XSS}`;
  const email = `security-pro-${stamp}@example.com`;
  const password = "quiet-harbor-72";
  const anonymous = await client(baseURL!);
  const origin = { Origin: baseURL!, "X-Forwarded-For": freshAddress() };
  const signUp = await anonymous.post("/register?type=provider", {
    form: { firstName: SQL, lastName: XSS, businessName: business, email, password, zipCode: "43215", phone: "614-555-0177" },
    headers: origin,
    maxRedirects: 0,
  });
  expect(signUp.status()).toBe(302);
  // The pro verifies its address and chooses its trade; an operator approves it in the console.
  const site = { baseURL: baseURL!, address: freshAddress };
  expect((await getPage(anonymous, site, await verificationLink(baseURL!, email))).status()).toBeLessThan(400);
  await logIn(anonymous, site, { email, password });
  await chooseTradesAndArea(anonymous, baseURL!, { trades: ["plumbing"], baseZip: "43215", radiusMiles: 10 });
  await approveInConsole(baseURL!, email, ["plumbing"]);
  await anonymous.dispose();

  // The portal, hydrated: the header and the nav show the names as they were typed.
  await page.goto("/provider/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/provider\/dashboard$/);
  await expect(page.getByRole("navigation", { name: "Main" }).getByText(`Hello, ${SQL} ${XSS}`)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Portal" }).getByText(business).filter({ visible: true })).toBeVisible();
  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Settings" }).click();
  await expect(page.getByLabel("First name")).toHaveValue(SQL);
  await expect(page.getByLabel("Last name")).toHaveValue(XSS);
  expect(await page.locator("img[src=x]").count()).toBe(0);

  // The public profile: server HTML and JSON-LD with the name as data, never as markup.
  const profile = await page.request.get(`/pros/${providerSlug(business)}`);
  expect(profile.status()).toBe(200);
  const html = await profile.text();
  expect(html).not.toContain("<script>alert(1)</script>");
  expect(html).not.toContain("<img src=x");
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as unknown);
  expect(JSON.stringify(jsonLd)).toContain(JSON.stringify(business).slice(1, -1));
  await page.goto(`/pros/${providerSlug(business)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(business);
  expect(await page.locator("img[src=x]").count()).toBe(0);
  expect(dialogs).toEqual([]);
});

test("public forms answer 429 with Retry-After once their limit is reached", async ({ baseURL }) => {
  const visitor = await client(baseURL!);
  const address = freshAddress();
  const headers = { Origin: baseURL!, "X-Forwarded-For": address };
  // Password reset: three a hour for one address.
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const answer = await visitor.post("/forgot-password", { form: { email: `limit-${stamp}@example.com` }, headers });
    statuses.push(answer.status());
    if (answer.status() === 429) expect(Number(answer.headers()["retry-after"])).toBeGreaterThan(0);
  }
  expect(statuses).toEqual([200, 200, 200, 429]);
  // Sign-up: at most ten posts an hour from one client address.
  let last = 0;
  for (let attempt = 0; attempt < 11; attempt += 1) {
    const answer = await visitor.post("/register", { form: { firstName: "" }, headers, maxRedirects: 0 });
    last = answer.status();
    if (last === 429) {
      expect(Number(answer.headers()["retry-after"])).toBeGreaterThan(0);
      break;
    }
  }
  expect(last).toBe(429);
  await visitor.dispose();
});

test("a login gives a new session id, never the one the browser brought", async ({ baseURL }) => {
  const email = `security-home-${stamp}@example.com`;
  const password = "quiet-harbor-72";
  const visitor = await client(baseURL!);
  const headers = () => ({ Origin: baseURL!, "X-Forwarded-For": freshAddress() });
  await visitor.post("/register", { form: { firstName: "Sam", lastName: "Lee", email, password, zipCode: "43215" }, headers: headers(), maxRedirects: 0 });

  // A planted session id (fixation) is replaced at login.
  const planted = "planted-session-token.planted-signature";
  await visitor.dispose();
  const fixated = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Cookie: `bp_session=${planted}` } });
  const login = await fixated.post("/provider/login", { form: { email, password }, headers: headers(), maxRedirects: 0 });
  expect(login.status()).toBe(302);
  const issued = login.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie" && header.value.includes("bp_session="));
  expect(issued.length).toBeGreaterThan(0);
  expect(issued.map((header) => header.value).join("\n")).not.toContain(planted);
  await fixated.dispose();

  // Two logins in one browser: two different ids.
  const browser = await client(baseURL!);
  const ids: string[] = [];
  for (let attempt = 0; attempt < 2; attempt += 1) {
    expect((await browser.post("/provider/login", { form: { email, password }, headers: headers(), maxRedirects: 0 })).status()).toBe(302);
    ids.push(
      (await browser.storageState()).cookies.find((cookie) => cookie.name.endsWith("bp_session"))?.value ?? "",
    );
  }
  expect(ids[0]).not.toBe("");
  expect(ids[1]).not.toBe(ids[0]);
  await browser.dispose();
});

test("no parameter or path sends a visitor to another site", async ({ request, baseURL }) => {
  const email = `security-redirect-${stamp}@example.com`;
  const password = "quiet-harbor-72";
  const headers = () => ({ Origin: baseURL!, "X-Forwarded-For": freshAddress() });
  await request.post("/register", { form: { firstName: "Kim", lastName: "Ng", email, password, zipCode: "43215" }, headers: headers(), maxRedirects: 0 });
  const targets = ["//evil.example", "https://evil.example", "/\\evil.example", "\\\\evil.example", "http:evil.example", "%2F%2Fevil.example", "/%2F%2Fevil.example", " //evil.example"];
  const offSite = (location: string | undefined) => {
    if (!location) return false;
    const resolved = new URL(location, baseURL);
    return resolved.origin !== new URL(baseURL!).origin;
  };
  const escapes: string[] = [];
  for (const target of targets) {
    const encoded = encodeURIComponent(target);
    const login = await request.post(`/provider/login?redirectTo=${encoded}`, { form: { email, password }, headers: headers(), maxRedirects: 0 });
    if (offSite(login.headers().location)) escapes.push(`login redirectTo=${target} -> ${login.headers().location}`);
    for (const url of [`/login?redirectTo=${encoded}`, `/provider/login?redirectTo=${encoded}`, `/auth/callback?token=x&next=${encoded}`, `/sign-out?next=${encoded}`]) {
      const answer = await request.get(url, { maxRedirects: 0, headers: { "X-Forwarded-For": freshAddress() } });
      if (offSite(answer.headers().location)) escapes.push(`${url} -> ${answer.headers().location}`);
    }
  }
  // Control characters, whitespace and look-alike dots, as they arrive escaped: the role's home, never a 500
  // and never a Location a browser reads as another host.
  for (const raw of ["/%09/evil.example", "/%0d%0aX-Injected:1", "/%0A", "/%0D", "/%E3%80%82evil.example", "/%20/evil.example"]) {
    const login = await request.post(`/provider/login?redirectTo=${raw}`, { form: { email, password }, headers: headers(), maxRedirects: 0 });
    if (login.status() !== 302 || login.headers().location !== "/account/requests") {
      escapes.push(`login redirectTo=${raw} -> ${login.status()} ${login.headers().location}`);
    }
  }
  // Paths the lowercase and trailing-slash redirects see.
  for (const path of ["//Evil.Example/", "/\\Evil.Example/", "//evil.example/%2e%2e", "/%5CEvil.Example", "/Services//Evil.Example"]) {
    const answer = await rawGet(baseURL!, path);
    if (offSite(answer.location)) escapes.push(`${path} -> ${answer.location}`);
  }
  expect(escapes).toEqual([]);
});

test("a contact kept for Previous fills the form in for the one who typed it, and goes at sign-out", async ({ baseURL }) => {
  const contactStep = "/contact-info?zip=43215&service=hvac";
  const headers = () => ({ Origin: baseURL!, "X-Forwarded-For": freshAddress() });
  // One shared computer: one browser's cookies, one person after another.
  const computer = await client(baseURL!);
  const previous = (contact: Record<string, string>) => computer.post(contactStep, { form: { intent: "previous", ...contact }, headers: headers(), maxRedirects: 0 });
  const formShows = async (text: string) => (await (await computer.get(contactStep, { headers: headers() })).text()).includes(text);

  // Someone signed out types their contact and goes back a step: the form has it again.
  expect((await previous({ firstName: "Ada", lastName: "Quill", email: `draft-ada-${stamp}@example.com`, phone: "614-555-0177" })).status()).toBe(302);
  expect(await formShows(`draft-ada-${stamp}@example.com`)).toBe(true);

  // The next person signs in on the same computer: they do not see it.
  const bob = { email: `draft-bob-${stamp}@example.com`, password: "quiet-harbor-72" };
  await computer.post("/register", { form: { firstName: "Bob", lastName: "Reyes", ...bob, zipCode: "43215" }, headers: headers(), maxRedirects: 0 });
  await logIn(computer, { baseURL: baseURL!, address: freshAddress }, bob);
  expect(await formShows(`draft-ada-${stamp}@example.com`)).toBe(false);

  // Their own draft is theirs until they sign out; signing out forgets it.
  expect((await previous({ firstName: "Bob", lastName: "Reyes", email: bob.email, phone: "614-555-0178" })).status()).toBe(302);
  expect(await formShows("614-555-0178")).toBe(true);
  const signOut = await computer.post("/sign-out", { headers: headers(), maxRedirects: 0 });
  const cleared = signOut.headersArray().find((header) => header.name.toLowerCase() === "set-cookie" && header.value.startsWith("contact_draft="));
  expect(cleared?.value).toMatch(/Max-Age=0; Path=\/contact-info;/);
  expect(await formShows("614-555-0178")).toBe(false);
  expect((await computer.storageState()).cookies.map((cookie) => cookie.name)).not.toContain("contact_draft");
  await computer.dispose();
});

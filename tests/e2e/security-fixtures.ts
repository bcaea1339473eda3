import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { chooseTradesAndArea, type NewPro, verificationLink } from "./accounts";
import { expect } from "./fixtures";
import { approveInConsole } from "./operator";

/**
 * What the security specs (authorization matrix, security, fuzz) share: the
 * route table of app/routes.ts read from the source, and visitors over HTTP
 * (Playwright's `request`), each request from a new client address so the
 * public forms' rate limits never decide a status.
 */

export type AppRoute = { path: string; file: string; hasAction: boolean };

/** The route table of app/routes.ts flattened to full paths (layouts add no path of their own). */
export function appRoutes(entries: RouteConfigEntry[] = routes, prefix = ""): AppRoute[] {
  return entries.flatMap((entry) => {
    const full = [prefix, entry.path ?? ""].filter(Boolean).join("/");
    if (entry.children?.length) return appRoutes(entry.children, full);
    const source = readFileSync(path.join("app", entry.file), "utf8");
    return [{ path: full, file: entry.file, hasAction: /export\s+(async\s+)?(function|const)\s+action\b/.test(source) }];
  });
}

// How a form names what it does: a hidden field or a button (name="intent" value="x"), a branch on it
// (intent === "x"), a field object ({ intent: "x" }), or a module's declared list (X_INTENTS = ["x", ...]).
const INTENT_USES = [/name="intent"\s+value="([\w-]+)"/g, /\bintent\s*[!=]==\s*"([\w-]+)"/g, /\bintent:\s*"([\w-]+)"/g];
const INTENT_LISTS = /\b(\w*_INTENTS)\b[^=\n]*=\s*\[([^\]]*)\]/g;

function intentsIn(source: string, uses: boolean, onlyLists?: string[]): string[] {
  const found = [...source.matchAll(INTENT_LISTS)]
    .filter((list) => !onlyLists || onlyLists.includes(list[1]!))
    .flatMap((list) => [...list[2]!.matchAll(/"([\w-]+)"/g)].map((value) => value[1]!));
  if (uses) for (const pattern of INTENT_USES) found.push(...[...source.matchAll(pattern)].map((match) => match[1]!));
  return found;
}

function importedFile(specifier: string): string | null {
  const base = path.join("app", specifier.slice(2));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/**
 * The app files an import reads `names` from: the imported file itself or, for a feature's entry
 * (app/modules/<feature>/index.ts or index.server.ts), the files it re-exports those names from.
 */
function filesImported(specifier: string, names: string[]): string[] {
  const file = importedFile(specifier);
  if (!file || !/modules\/[^/]+\/index(?:\.server)?\.ts$/.test(file)) return file ? [file] : [];
  const folder = path.dirname(file);
  return [...readFileSync(file, "utf8").matchAll(/export\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"\.\/([^"]+)"/g)]
    .filter(([, exported]) => exported!.split(",").some((name) => names.includes(name.replace(/\btype\s+/, "").trim())))
    .flatMap(([, , relative]) => filesImported(`~/${path.relative("app", path.join(folder, relative!))}`, names));
}

/**
 * Every `intent` a route's action tells apart, read from the route module and
 * the app files it imports: its components' forms, and the intent lists its
 * modules declare. (A module's branches are not read: one module may serve
 * several pages, like the console's.) Sorted, without repeats.
 */
export function routeIntents(route: AppRoute): string[] {
  const source = readFileSync(path.join("app", route.file), "utf8");
  const found = intentsIn(source, true);
  for (const [, imported, specifier] of source.matchAll(/import\s+(?:type\s+)?([^;]*?)\s+from\s+"(~\/[^"]+)"/g)) {
    const names = [...imported!.matchAll(/(?:^|[{,])\s*(?:type\s+)?(\w+)/g)].map((match) => match[1]!);
    for (const file of filesImported(specifier!, names)) {
      // app/db/enums.ts declares every list of the app: one counts only when the route imports it by name.
      const onlyLists = file.startsWith(path.join("app", "db")) ? names : undefined;
      found.push(...intentsIn(readFileSync(file, "utf8"), file.startsWith(path.join("app", "components")), onlyLists));
    }
  }
  return [...new Set(found)].sort();
}

/** A spec's own run of client addresses (10.<block>.x.y), a new one on every call. */
export function addressSource(block: number): () => string {
  let count = 0;
  return () => {
    count += 1;
    return `10.${block}.${(count >> 8) & 255}.${(count & 255) || 1}`;
  };
}

/** The site under test and where each request says it comes from. */
export type Site = { baseURL: string; address: () => string };

export function newVisitor(site: Site): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: site.baseURL });
}

/** A same-origin form post, as the site's own pages send it, without following the answer's redirect. */
export function postForm(context: APIRequestContext, site: Site, url: string, form: Record<string, string>) {
  return context.post(url, { form, headers: { Origin: site.baseURL, "X-Forwarded-For": site.address() }, maxRedirects: 0 });
}

export function getPage(context: APIRequestContext, site: Site, url: string) {
  return context.get(url, { headers: { "X-Forwarded-For": site.address() }, maxRedirects: 0 });
}

export type Account = { email: string; password: string };

export async function logIn(context: APIRequestContext, site: Site, account: Account) {
  const answer = await postForm(context, site, "/provider/login", account);
  expect(answer.status(), `login of ${account.email}`).toBe(302);
}

/**
 * A new account through /register (a pro with `business`), signed in on
 * `context`; `verify` opens the e-mailed link first, as its owner would.
 */
export async function signUp(
  context: APIRequestContext,
  site: Site,
  person: { email: string; firstName?: string; lastName?: string; zip?: string; business?: string; phone?: string; password?: string; verify?: boolean },
): Promise<Account> {
  const account = { email: person.email, password: person.password ?? "quiet-harbor-72" };
  const form: Record<string, string> = { firstName: person.firstName ?? "Pat", lastName: person.lastName ?? "Doe", ...account, zipCode: person.zip ?? "43215" };
  if (person.business) Object.assign(form, { businessName: person.business, phone: person.phone ?? "614-555-0142" });
  const answer = await postForm(context, site, person.business ? "/register?type=provider" : "/register", form);
  expect(answer.status(), `sign-up of ${person.email}`).toBe(302);
  if (person.verify) {
    const link = await verificationLink(site.baseURL, person.email);
    expect((await getPage(context, site, link)).status(), `verification of ${person.email}`).toBeLessThan(400);
  }
  await logIn(context, site, account);
  return account;
}

/** Starts a purchase of the package on the credits page; returns the test checkout's path. */
export async function startCheckout(context: APIRequestContext, site: Site, pack = "starter"): Promise<string> {
  const answer = await postForm(context, site, "/provider/credits", { package: pack });
  const location = answer.headers().location ?? "";
  expect(location, "a test checkout").toMatch(/^\/checkout\/test\/[^/?]+$/);
  return location;
}

/** Buys and pays for a package: the test checkout signs the outcome, and its page posts it to /payments/callback. */
export async function buyCredits(context: APIRequestContext, site: Site, pack = "starter") {
  const checkout = await startCheckout(context, site, pack);
  const page = await postForm(context, site, checkout, { outcome: "paid" });
  expect(page.status(), "the test checkout's answer").toBe(200);
  const fields = Object.fromEntries(
    [...(await page.text()).matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map(([, name, value]) => [name!, value!.replaceAll("&amp;", "&")]),
  );
  const callback = await postForm(context, site, "/payments/callback", fields);
  expect(callback.headers().location, "the payment went through").toBe("/provider/credits?payment=paid");
}

/**
 * A quote request as the lead form posts it (the questionnaire's answers ride along as fields).
 * Returns the results page's path with its lead and token.
 */
export async function submitRequest(context: APIRequestContext, site: Site, answers: Record<string, string>, contact: Record<string, string>): Promise<string> {
  const answer = await postForm(context, site, "/contact-info", { ...answers, ...contact });
  const results = answer.headers().location ?? "";
  expect(results, "the results page with the new lead").toMatch(/^\/search\?.*lead=/);
  return results;
}

/**
 * Real pros ready for requests, made through the site's own forms and the console's approval: signed up and
 * verified, offering `trade` within 10 miles of `zip`, approved, with 50 credits. Demo businesses never receive a
 * homeowner's request, so a spec that works a request needs these.
 */
export async function realPros(site: Site, options: { zip: string; trade: string; names: string[] }): Promise<Account[]> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const accounts: Account[] = [];
  for (const name of options.names) {
    const visitor = await newVisitor(site);
    const email = `${name.toLowerCase().replace(/\W+/g, "-")}-${stamp}@example.com`;
    accounts.push(await makeReady(visitor, site, { email, lastName: name, zip: options.zip, business: `${name} ${stamp}` }, options.trade));
    await visitor.dispose();
  }
  return accounts;
}

/**
 * One pro of `realPros`, made on the session of a browser page (`page.request` shares its cookies), so the page
 * is that pro, signed in. The sign-up, vetting and credits screens have specs of their own that click through
 * them; the specs about leads start from here, on the pro's dashboard.
 */
export async function readyPro(page: Page, baseURL: string, pro: NewPro, trade: string): Promise<Account> {
  const site: Site = { baseURL, address: addressSource(240 + (hashOf(pro.email) % 16)) };
  const account = await makeReady(page.request, site, pro, trade);
  await page.goto("/provider/dashboard");
  return account;
}

async function makeReady(session: APIRequestContext, site: Site, person: Parameters<typeof signUp>[2] & { zip: string }, trade: string) {
  const account = await signUp(session, site, { ...person, verify: true });
  await chooseTradesAndArea(session, site.baseURL, { trades: [trade], baseZip: person.zip, radiusMiles: 10 });
  await approveInConsole(site.baseURL, person.email, [trade]);
  await buyCredits(session, site);
  return account;
}

function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

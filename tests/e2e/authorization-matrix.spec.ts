import type { APIRequestContext } from "@playwright/test";
import { INTENT_ROWS, type IntentPlaceholder, type IntentRow } from "./authorization-intents";
import { MATRIX, type Placeholders, ROLES, type Role, routeUrl } from "./authorization-matrix";
import { chooseTradesAndArea } from "./accounts";
import { expect, test } from "./fixtures";
import { approveInConsole, E2E_OPERATOR, queuedProId } from "./operator";
import {
  type Account,
  addressSource,
  appRoutes,
  buyCredits,
  getPage,
  logIn,
  newVisitor,
  postForm,
  routeIntents,
  signUp,
  type Site,
  startCheckout,
  submitRequest,
} from "./security-fixtures";

/**
 * The authorization matrix: every route of app/routes.ts (read from the
 * route table itself) requested as each kind of visitor, against
 * tests/e2e/authorization-matrix.ts; then every intent of every action posted
 * well-formed, against tests/e2e/authorization-intents.ts. One server for the
 * whole file.
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
const site: Site = { baseURL: "", address: addressSource(77) };
// Portsmouth: far from every demo pro and from the other specs' pros, so the request reaches pro A alone.
const ZIP = "45662";

const sessions = {} as Record<Role, APIRequestContext>;
const accounts = {} as Record<"homeowner" | "proA" | "proB" | "admin", Account>;
const placeholders: Placeholders = { demoLead: "", proACheckout: "" };
const records: Partial<Record<IntentPlaceholder, string>> = { stamp };

/** Every visitor signed in afresh (the route matrix ends with sign-out and leaving demo mode). */
async function signInEveryone() {
  for (const role of ROLES) {
    await sessions[role]?.dispose();
    sessions[role] = await newVisitor(site);
  }
  for (const role of ["homeowner", "proA", "proB", "admin"] as const) await logIn(sessions[role], site, accounts[role]);
  expect((await postForm(sessions.demo, site, "/provider/demo", { intent: "enter" })).status()).toBe(302);
}

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  site.baseURL = baseURL!;
  for (const role of ROLES) sessions[role] = await newVisitor(site);
  const email = (name: string) => `matrix-${name}-${stamp}@example.com`;
  accounts.homeowner = await signUp(sessions.homeowner, site, { email: email("home"), firstName: "June", lastName: "Matrix", zip: ZIP, verify: true });
  accounts.proA = await signUp(sessions.proA, site, { email: email("a"), lastName: "proA", zip: ZIP, business: "Matrix proA Services", verify: true });
  accounts.proB = await signUp(sessions.proB, site, { email: email("b"), lastName: "proB", zip: ZIP, business: "Matrix proB Services", verify: true });
  const proC = await newVisitor(site);
  await signUp(proC, site, { email: email("c"), lastName: "proC", zip: ZIP, business: "Matrix proC Services", verify: true });
  await chooseTradesAndArea(proC, site.baseURL, { trades: ["cleaning"], baseZip: ZIP, radiusMiles: 10 });
  await proC.dispose();
  accounts.admin = E2E_OPERATOR;
  await logIn(sessions.admin, site, accounts.admin);
  expect((await postForm(sessions.demo, site, "/provider/demo", { intent: "enter" })).status()).toBe(302);

  // The route matrix's records: a demo pro's lead, and a payment pro A started.
  const inbox = await (await getPage(sessions.demo, site, "/provider/leads")).text();
  placeholders.demoLead = /\/provider\/leads\/([0-9a-f-]{36})/.exec(inbox)?.[1] ?? "";
  expect(placeholders.demoLead, "a demo lead in the demo inbox").not.toBe("");
  placeholders.proACheckout = /^\/checkout\/test\/([^/?]+)/.exec(await startCheckout(sessions.proA, site))?.[1] ?? "";

  // The intents' records: pro A approved with credits and the homeowner's request; pro C waiting for vetting.
  await chooseTradesAndArea(sessions.proA, site.baseURL, { trades: ["plumbing"], baseZip: ZIP, radiusMiles: 10 });
  records.proA = await approveInConsole(site.baseURL, accounts.proA.email, ["plumbing"]);
  records.proC = await queuedProId(sessions.admin, email("c"));
  await buyCredits(sessions.proA, site);
  records.proACheckout = await startCheckout(sessions.proA, site);
  records.results = await submitRequest(
    sessions.homeowner,
    site,
    { zip: ZIP, service: "plumbing", system: "Water heater", budget: "notSure", urgency: "urgent" },
    { firstName: "June", lastName: "Matrix", email: accounts.homeowner.email, phone: "7403531234" },
  );
  const query = new URLSearchParams(records.results.split("?")[1]);
  records.lead = query.get("lead") ?? "";
  records.leadToken = query.get("token") ?? "";
  expect((await getPage(sessions.proA, site, `/provider/leads/${records.lead}`)).status(), "the request reached pro A").toBe(200);
});

test.afterAll(async () => {
  for (const role of ROLES) await sessions[role]?.dispose();
});

test("every route has a row in the matrix, and no row names a route that is gone", () => {
  const paths = appRoutes().map((route) => route.path);
  expect(paths.filter((routePath) => !(routePath in MATRIX)), "routes without a row in tests/e2e/authorization-matrix.ts").toEqual([]);
  expect(Object.keys(MATRIX).filter((routePath) => !paths.includes(routePath)), "rows for routes that no longer exist").toEqual([]);
});

test("every intent of every action has a row, and no row names an intent that is gone", () => {
  const known = appRoutes()
    .filter((route) => route.hasAction)
    .flatMap((route) => routeIntents(route).map((intent) => `${route.path}#${intent}`));
  const rows = new Set(INTENT_ROWS.map((row) => `${row.route}#${row.intent}`));
  expect(known.filter((key) => !rows.has(key)), "intents without a row in tests/e2e/authorization-intents.ts").toEqual([]);
  const withAction = new Set(appRoutes().filter((route) => route.hasAction).map((route) => route.path));
  const stale = INTENT_ROWS.filter((row) => !withAction.has(row.route) || (row.intent !== "" && !known.includes(`${row.route}#${row.intent}`)));
  expect(stale.map((row) => `${row.route}#${row.intent}`), "rows for intents that no longer exist").toEqual([]);
});

test("pro B opening pro A's lead (with its thread) and A's checkout gets 404, and so does demo mode", async () => {
  for (const url of [`/provider/leads/${records.lead}`, records.proACheckout!]) {
    expect((await getPage(sessions.proA, site, url)).status(), `${url} as pro A`).toBe(200);
    for (const role of ["proB", "demo"] as const) expect((await getPage(sessions[role], site, url)).status(), `${url} as ${role}`).toBe(404);
  }
});

test("each visitor gets the expected status from every route, for a GET and for a POST", async () => {
  test.setTimeout(180_000);
  const mismatches: string[] = [];
  const actual: Record<string, { get: Record<string, number>; post?: Record<string, number> }> = {};
  // Routes whose post ends the session (sign-out, leaving demo) come last, so every other row sees the visitor signed in.
  const ordered = appRoutes().sort((a, b) => Number(MATRIX[a.path]?.endsSession ?? 0) - Number(MATRIX[b.path]?.endsSession ?? 0));
  for (const route of ordered) {
    const row = MATRIX[route.path];
    if (!row) continue;
    const url = routeUrl(route, placeholders);
    if (/[:*]/.test(url)) {
      mismatches.push(`${route.path}: give the row a url with real values for its parameters`);
      continue;
    }
    if (route.hasAction && !row.post) mismatches.push(`${route.path}: the route has an action, so its row needs a post column`);
    actual[route.path] = { get: {} };
    for (const role of ROLES) {
      const got = (await getPage(sessions[role], site, url)).status();
      actual[route.path]!.get[role] = got;
      if (got !== row.get[role]) mismatches.push(`GET ${url} as ${role}: ${got}, expected ${row.get[role]}`);
      // Without an action, a post is refused as a method the route does not allow.
      const expectedPost = row.post?.[role] ?? 405;
      const posted = (await postForm(sessions[role], site, url, row.form ?? {})).status();
      (actual[route.path]!.post ??= {})[role] = posted;
      if (posted !== expectedPost) mismatches.push(`POST ${url} as ${role}: ${posted}, expected ${expectedPost}`);
    }
  }
  if (process.env.MATRIX_PRINT) console.log(JSON.stringify(actual));
  expect(mismatches).toEqual([]);
});

/** The single-fetch data address of a page (`/x?y` is `/x.data?y`, the home page `/_root.data`). */
function dataUrl(url: string): string {
  const { pathname, search } = new URL(url, "http://x");
  return `${pathname === "/" ? "/_root" : pathname}.data${search}`;
}

test("every page and .data answer a signed-in visitor gets, and a request's results, send Cache-Control: private, no-store", async () => {
  test.setTimeout(180_000);
  await signInEveryone();
  const wrong: string[] = [];
  const check = async (role: Role, url: string, document: boolean) => {
    const answer = await getPage(sessions[role], site, url);
    // A document redirect has no body to keep; every data answer goes through one place and is checked.
    if (document && answer.status() >= 300 && answer.status() < 400) return;
    const got = answer.headers()["cache-control"] ?? "(none)";
    if (got !== "private, no-store") wrong.push(`${url} as ${role} (${answer.status()}): ${got}`);
  };
  // Page routes (resource routes, such as the sitemap or a logo, are no page and carry no personal data).
  const pages = appRoutes().filter((route) => route.file.endsWith(".tsx"));
  for (const route of pages) {
    const url = routeUrl(route, placeholders);
    if (/[:*]/.test(url)) continue;
    const roles: Role[] = route.path.startsWith("provider/") ? ["homeowner", "proA", "admin", "demo"] : ["homeowner", "proA", "admin"];
    for (const role of roles) {
      await check(role, url, true);
      await check(role, dataUrl(url), false);
    }
  }
  // The results of a request (its link carries the token) are personal for anyone holding them.
  const results = `/search?lead=${records.lead}&token=${records.leadToken}`;
  await check("anonymous", results, true);
  await check("anonymous", dataUrl(results), false);
  expect(wrong).toEqual([]);
});

/** Finds a record the rows name once an earlier row has made it. */
const DISCOVER: Partial<Record<IntentPlaceholder, () => Promise<string>>> = {
  refundRequest: async () => {
    const html = await (await getPage(sessions.admin, site, "/admin/refunds")).text();
    const at = html.indexOf(`The phone number does not work (proA)`);
    return /name="requestId" value="([0-9a-f-]{36})"/.exec(html.slice(at))?.[1] ?? "";
  },
  review: async () => {
    const html = await (await getPage(sessions.admin, site, "/admin/reviews")).text();
    const at = html.indexOf(`Quick and tidy (homeowner)`);
    return at < 0 ? "" : (/name="reviewId" value="([0-9a-f-]{36})"/.exec(html.slice(at))?.[1] ?? "");
  },
};

async function fill(template: string, role: Role): Promise<string> {
  let filled = template.replaceAll("{role}", role);
  for (const [, name] of template.matchAll(/\{(\w+)\}/g)) {
    const key = name as IntentPlaceholder;
    if (name === "role") continue;
    if (!records[key] && DISCOVER[key]) records[key] = await DISCOVER[key]();
    expect(records[key], `the record {${name}}`).toBeTruthy();
    filled = filled.replaceAll(`{${name}}`, records[key]!);
  }
  return filled;
}

/** What a page shows, without its scripts and markup: the state an action would change. */
async function probe(row: IntentRow): Promise<string> {
  const html = await (await getPage(sessions[row.probe!.as], site, await fill(row.probe!.url, row.probe!.as))).text();
  return html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

/** Where two readings of a page part ways, for the failure message. */
function difference(before: string, after: string): string {
  let at = 0;
  while (at < before.length && before[at] === after[at]) at += 1;
  return `"…${before.slice(Math.max(0, at - 40), at + 60)}…" became "…${after.slice(Math.max(0, at - 40), at + 60)}…"`;
}

test("each intent of each action, posted well-formed by each visitor: the expected status, and no change by those refused", async () => {
  test.setTimeout(240_000);
  await signInEveryone();
  const mismatches: string[] = [];
  const ordered = [...INTENT_ROWS].sort((a, b) => Number(a.endsSession ?? 0) - Number(b.endsSession ?? 0));
  for (const row of ordered) {
    const name = `${row.route}#${row.intent}${row.variant ? `:${row.variant}` : ""}`;
    const refused = ROLES.filter((role) => !row.actors.includes(role));
    // Read twice first: opening a lead's page marks its messages read, which the page shows from the next load on.
    let last = row.probe ? (await probe(row), await probe(row)) : "";
    for (const role of [...refused, ...row.actors]) {
      const before = last;
      const form = Object.fromEntries(await Promise.all(Object.entries(row.form).map(async ([key, value]) => [key, await fill(value, role)] as const)));
      const status = (await postForm(sessions[role], site, await fill(row.url, role), form)).status();
      if (status !== row.post[role]) mismatches.push(`${name} as ${role}: ${status}, expected ${row.post[role]}`);
      if (!row.probe) continue;
      const after = await probe(row);
      last = after;
      const isActor = row.actors.includes(role);
      if (!isActor && after !== before) mismatches.push(`${name} as ${role}: refused, yet ${row.probe.url} changed: ${difference(before, after)}`);
      if (isActor && row.changes && after === before) mismatches.push(`${name} as ${role}: ${row.probe.url} did not change`);
    }
  }
  expect(mismatches).toEqual([]);
});

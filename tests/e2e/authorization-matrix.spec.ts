import { readFileSync } from "node:fs";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { appRoutes, MATRIX, type Placeholders, ROLES, type Role, routeUrl } from "./authorization-matrix";
import { expect, test } from "./fixtures";

/**
 * Issue 16's authorization matrix: every route of app/routes.ts (read from the
 * route table itself) requested as each kind of visitor, against
 * tests/e2e/authorization-matrix.ts. One server for the whole file.
 */
test.describe.configure({ mode: "serial" });

const ADMIN = JSON.parse(readFileSync("tests/e2e/e2e-admin.json", "utf8")) as { email: string; password: string };
const stamp = Date.now().toString(36);
let addressCount = 0;
/** A new client address for every request, so the public forms' rate limits never decide a status here. */
const freshAddress = () => {
  addressCount += 1;
  return `10.77.${(addressCount >> 8) & 255}.${(addressCount & 255) || 1}`;
};

const sessions = {} as Record<Role, APIRequestContext>;
const placeholders: Placeholders = { demoLead: "", proACheckout: "" };

async function post(context: APIRequestContext, url: string, form: Record<string, string>, baseURL: string) {
  return context.post(url, { form, headers: { Origin: baseURL, "X-Forwarded-For": freshAddress() }, maxRedirects: 0 });
}

async function logIn(context: APIRequestContext, email: string, password: string, baseURL: string) {
  const answer = await post(context, "/provider/login", { email, password }, baseURL);
  expect(answer.status(), `login of ${email}`).toBe(302);
}

async function signUpAndLogIn(context: APIRequestContext, role: "homeowner" | "provider", name: string, baseURL: string) {
  const email = `matrix-${name}-${stamp}@example.com`;
  const password = "quiet-harbor-72";
  const form: Record<string, string> = { firstName: "Matrix", lastName: name, email, password, zipCode: "43215" };
  if (role === "provider") Object.assign(form, { businessName: `Matrix ${name} Services`, phone: "614-555-0142" });
  const answer = await post(context, role === "provider" ? "/register?type=provider" : "/register", form, baseURL);
  expect(answer.status(), `sign-up of ${email}`).toBe(302);
  await logIn(context, email, password, baseURL);
}

test.beforeAll(async ({ baseURL }) => {
  for (const role of ROLES) sessions[role] = await playwrightRequest.newContext({ baseURL });
  await signUpAndLogIn(sessions.homeowner, "homeowner", "home", baseURL!);
  await signUpAndLogIn(sessions.proA, "provider", "a", baseURL!);
  await signUpAndLogIn(sessions.proB, "provider", "b", baseURL!);
  await logIn(sessions.admin, ADMIN.email, ADMIN.password, baseURL!);
  expect((await post(sessions.demo, "/provider/demo", { intent: "enter" }, baseURL!)).status()).toBe(302);
  const inbox = await (await sessions.demo.get("/provider/leads", { headers: { "X-Forwarded-For": freshAddress() } })).text();
  placeholders.demoLead = /\/provider\/leads\/([0-9a-f-]{36})/.exec(inbox)?.[1] ?? "";
  expect(placeholders.demoLead, "a demo lead in the demo inbox").not.toBe("");
  const buy = await post(sessions.proA, "/provider/credits", { package: "starter" }, baseURL!);
  placeholders.proACheckout = /^\/checkout\/test\/([^/?]+)/.exec(buy.headers().location ?? "")?.[1] ?? "";
  expect(placeholders.proACheckout, "pro A's checkout").not.toBe("");
});

test.afterAll(async () => {
  for (const role of ROLES) await sessions[role]?.dispose();
});

test("every route has a row in the matrix, and no row names a route that is gone", () => {
  const paths = appRoutes().map((route) => route.path);
  expect(paths.filter((routePath) => !(routePath in MATRIX)), "routes without a row in tests/e2e/authorization-matrix.ts").toEqual([]);
  expect(Object.keys(MATRIX).filter((routePath) => !paths.includes(routePath)), "rows for routes that no longer exist").toEqual([]);
});

test("each visitor gets the expected status from every route, for a GET and for a POST", async ({ baseURL }) => {
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
      const got = (await sessions[role].get(url, { headers: { "X-Forwarded-For": freshAddress() }, maxRedirects: 0 })).status();
      actual[route.path]!.get[role] = got;
      if (got !== row.get[role]) mismatches.push(`GET ${url} as ${role}: ${got}, expected ${row.get[role]}`);
      // Without an action, a post is refused as a method the route does not allow.
      const expectedPost = row.post?.[role] ?? 405;
      const posted = (await post(sessions[role], url, row.form ?? {}, baseURL!)).status();
      (actual[route.path]!.post ??= {})[role] = posted;
      if (posted !== expectedPost) mismatches.push(`POST ${url} as ${role}: ${posted}, expected ${expectedPost}`);
    }
  }
  if (process.env.MATRIX_PRINT) console.log(JSON.stringify(actual));
  expect(mismatches).toEqual([]);
});

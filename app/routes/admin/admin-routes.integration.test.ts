import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { eq } from "drizzle-orm";
import { providers, users } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { validateAccountForm } from "~/modules/accounts/account-forms";
import type { AppAccounts } from "~/modules/accounts/app-accounts.server";
import { createOrPromoteAdmin } from "~/modules/accounts/create-admin.server";
import { auditOperatorGranted } from "~/modules/admin/index.server";
import { demoCookieHeader } from "~/modules/accounts/demo-session.server";
import { cookieHeaderOf } from "~/modules/accounts/set-cookies";
import { signIn } from "~/modules/accounts/sign-in.server";
import { signUp } from "~/modules/accounts/sign-up.server";
import { TEST_PUBLIC_URL, TEST_SECRET, testAccounts } from "../../../tests/support/test-accounts";
import * as home from "./admin-home";
import * as layout from "./admin-layout";
import * as leadDetail from "./lead-detail";
import * as leads from "./leads";
import * as operators from "./operators";
import * as outbox from "./outbox";
import * as partners from "./partners";
import * as purchases from "./purchases";
import * as refunds from "./refunds";
import * as reviews from "./reviews";
import * as unmetDemand from "./unmet-demand";
import * as unmetDemandCsv from "./unmet-demand-csv";

/*
 * Every console route and action, called as the router would, as anonymous,
 * homeowner, pro and demo visitors: anonymous people are sent to login,
 * everyone else gets 403, and nothing runs. An operator gets through.
 */
const holder = globalThis as typeof globalThis & { __buckeyeDb?: Promise<DatabaseHandle>; __buckeyeAccounts?: Promise<AppAccounts> };
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

type Handler = (args: never) => unknown;
const handlers: { name: string; path: string; params: Record<string, string>; fn: Handler }[] = [
  { name: "layout loader", path: "/admin", params: {}, fn: layout.loader },
  { name: "home loader", path: "/admin", params: {}, fn: home.loader },
  { name: "leads loader", path: "/admin/leads", params: {}, fn: leads.loader },
  { name: "lead loader", path: `/admin/leads/${UNKNOWN_ID}`, params: { leadId: UNKNOWN_ID }, fn: leadDetail.loader },
  { name: "lead action", path: `/admin/leads/${UNKNOWN_ID}`, params: { leadId: UNKNOWN_ID }, fn: leadDetail.action },
  { name: "refunds loader", path: "/admin/refunds", params: {}, fn: refunds.loader },
  { name: "refunds action", path: "/admin/refunds", params: {}, fn: refunds.action },
  { name: "purchases loader", path: "/admin/purchases", params: {}, fn: purchases.loader },
  { name: "purchases action", path: "/admin/purchases", params: {}, fn: purchases.action },
  { name: "partners loader", path: "/admin/partners", params: {}, fn: partners.loader },
  { name: "partners action", path: "/admin/partners", params: {}, fn: partners.action },
  { name: "reviews loader", path: "/admin/reviews", params: {}, fn: reviews.loader },
  { name: "reviews action", path: "/admin/reviews", params: {}, fn: reviews.action },
  { name: "operators loader", path: "/admin/operators", params: {}, fn: operators.loader },
  { name: "operators action", path: "/admin/operators", params: {}, fn: operators.action },
  { name: "outbox loader", path: "/admin/outbox", params: {}, fn: outbox.loader },
  { name: "outbox action", path: "/admin/outbox", params: {}, fn: outbox.action },
  { name: "unmet demand loader", path: "/admin/unmet-demand", params: {}, fn: unmetDemand.loader },
  { name: "unmet demand CSV loader", path: "/admin/unmet-demand.csv", params: {}, fn: unmetDemandCsv.loader },
];

function request(path: string, cookie: string, method: string): Request {
  const init: RequestInit = { method, headers: { cookie, "content-type": "application/x-www-form-urlencoded" } };
  if (method === "POST") init.body = new URLSearchParams({ intent: "retry-all" });
  return new Request(`${TEST_PUBLIC_URL}${path}`, init);
}

/** As the router calls a console route: the layout's middleware, then the loader or action with the same context. */
async function throughLayout(fn: Handler, path: string, params: Record<string, string>, cookie: string, method: string): Promise<unknown> {
  const context = new RouterContextProvider();
  const req = request(path, cookie, method);
  let answer: unknown;
  await layout.middleware[0]!({ request: req, params, context } as never, async () => {
    answer = await fn({ request: req, params, context } as never);
    return new Response("ok");
  });
  return answer;
}

async function refusal(run: () => unknown): Promise<{ status: number; location: string | null }> {
  try {
    await run();
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
    // data(null, { status }) thrown by a loader.
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status, location: null };
    throw thrown;
  }
  throw new Error("the request was let through");
}

describe(`console authorization on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  const cookies: Record<"homeowner" | "pro" | "demo" | "admin", string> = { homeowner: "", pro: "", demo: "", admin: "" };

  beforeAll(async () => {
    handle = await createTestDatabase();
    const accounts = { ...testAccounts(handle), production: false };
    holder.__buckeyeDb = Promise.resolve(handle);
    holder.__buckeyeAccounts = Promise.resolve(accounts);
    const config = { secret: TEST_SECRET, publicUrl: TEST_PUBLIC_URL };
    const form = <F extends "homeowner" | "provider">(kind: F, values: Record<string, string>) => {
      const result = validateAccountForm(kind, values);
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      return result.value;
    };
    await signUp(handle.db, { role: "homeowner", form: form("homeowner", { firstName: "Dana", lastName: "Home", email: "dana@example.com", password: "maple-tree-42", zipCode: "43215" }) }, config);
    await signUp(
      handle.db,
      {
        role: "provider",
        form: form("provider", {
          firstName: "Mike",
          lastName: "Pro",
          businessName: "Rossi Plumbing",
          email: "mike@example.com",
          password: "copper-pipe-7",
          zipCode: "44114",
          phone: "2165550100",
        }),
      },
      config,
    );
    await createOrPromoteAdmin(handle.db, { email: "ops@example.com", password: "river-stone-81" }, (tx, operator) => auditOperatorGranted(tx, operator, "npm run admin:create"));
    const login = async (email: string, password: string) => {
      const result = await signIn(accounts, { email, password }, { ip: "203.0.113.9", userAgent: "vitest" }, async () => {});
      if (!result.ok) throw new Error(result.message);
      return cookieHeaderOf(result.setCookies);
    };
    cookies.homeowner = await login("dana@example.com", "maple-tree-42");
    cookies.pro = await login("mike@example.com", "copper-pipe-7");
    cookies.admin = await login("ops@example.com", "river-stone-81");
    const [demo] = await handle.db
      .insert(providers)
      .values({ slug: "demo-pro", businessName: "Demo Pro", phone: "6145550100", email: "demo@example.com", baseZip: "43215", city: "Columbus", isDemo: true })
      .returning({ id: providers.id });
    cookies.demo = await demoCookieHeader(demo!.id, TEST_SECRET);
  });
  afterAll(async () => {
    holder.__buckeyeDb = undefined;
    holder.__buckeyeAccounts = undefined;
    await handle?.close();
  });

  it("the layout's middleware sends anonymous visitors to login and refuses others with 403", async () => {
    const guard = layout.middleware[0]!;
    const run = (cookie: string, method: string) => () =>
      guard({ request: request("/admin/leads", cookie, method), params: {}, context: new RouterContextProvider() } as never, async () => new Response("ok"));
    expect(await refusal(run("", "GET"))).toMatchObject({ status: 302, location: expect.stringContaining("/provider/login?redirectTo=%2Fadmin%2Fleads") });
    for (const who of ["homeowner", "pro", "demo"] as const) {
      for (const method of ["GET", "POST"]) expect(await refusal(run(cookies[who], method)), `${who} ${method}`).toMatchObject({ status: 403 });
    }
    const passed = (await guard(
      { request: request("/admin/leads", cookies.admin, "GET"), params: {}, context: new RouterContextProvider() } as never,
      async () => new Response("ok"),
    )) as Response;
    expect(passed.status).toBe(200);
  });

  for (const handler of handlers) {
    it(`${handler.name}: anonymous → login, homeowner, pro and demo → 403`, async () => {
      const method = handler.name.endsWith("action") ? "POST" : "GET";
      const call = (cookie: string) => () => throughLayout(handler.fn, handler.path, handler.params, cookie, method);
      expect(await refusal(call(""))).toMatchObject({ status: 302, location: expect.stringContaining("/provider/login") });
      for (const who of ["homeowner", "pro", "demo"] as const) expect(await refusal(call(cookies[who])), who).toMatchObject({ status: 403 });
    });
  }

  it("never runs a console loader or action without the layout's guard: with no viewer on the context it throws, it does not answer", async () => {
    for (const handler of handlers.filter((h) => h.name !== "unmet demand CSV loader")) {
      const run = handler.fn({ request: request(handler.path, cookies.admin, "GET"), params: handler.params, context: new RouterContextProvider() } as never);
      await expect(Promise.resolve(run), handler.name).rejects.toThrow(/context/i);
    }
  });

  it("lets an operator through every loader; an unknown request is a 404, never a 500", async () => {
    for (const handler of handlers.filter((h) => h.name.endsWith("loader") && h.name !== "lead loader")) {
      const result = await throughLayout(handler.fn, handler.path, handler.params, cookies.admin, "GET");
      expect(result, handler.name).toBeTruthy();
    }
    const missing = await refusal(() => throughLayout(leadDetail.loader, "/admin/leads/x", { leadId: "not-a-uuid" }, cookies.admin, "GET"));
    expect(missing.status).toBe(404);
  });

  it("an operator removed from /admin/operators is out of the console on their very next request", async () => {
    await createOrPromoteAdmin(handle.db, { email: "leaving@example.com", password: "harbor-light-63" }, (tx, operator) => auditOperatorGranted(tx, operator, "npm run admin:create"));
    const accounts = await holder.__buckeyeAccounts!;
    const signedIn = await signIn(accounts, { email: "leaving@example.com", password: "harbor-light-63" }, { ip: "203.0.113.9", userAgent: "vitest" }, async () => {});
    if (!signedIn.ok) throw new Error(signedIn.message);
    const theirs = cookieHeaderOf(signedIn.setCookies);
    expect(await throughLayout(operators.loader, "/admin/operators", {}, theirs, "GET")).toBeTruthy();

    const [leaving] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, "leaving@example.com"));
    const context = new RouterContextProvider();
    const post = new Request(`${TEST_PUBLIC_URL}/admin/operators`, {
      method: "POST",
      headers: { cookie: cookies.admin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "remove", userId: leaving!.id }),
    });
    let answer: unknown;
    await layout.middleware[0]!({ request: post, params: {}, context } as never, async () => {
      answer = await operators.action({ request: post, params: {}, context } as never);
      return new Response("ok");
    });
    expect(answer).toMatchObject({ data: { intent: "remove", ok: true }, init: { status: 200 } });

    // The page they still have open: its next load or post is sent to login (their sessions ended with the role).
    expect(await refusal(() => throughLayout(operators.loader, "/admin/operators", {}, theirs, "GET"))).toMatchObject({ status: 302, location: expect.stringContaining("/provider/login") });
    expect(await refusal(() => throughLayout(operators.action, "/admin/operators", {}, theirs, "POST"))).toMatchObject({ status: 302 });
  });
});

import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { providers, sessions } from "~/db/schema";
import { DAY_MS } from "~/lib/ohio-time";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signedInPeople, type SignedInPeople } from "../../../tests/support/signed-in-people";
import { testDatabaseKind } from "../../../tests/support/test-database";
import { TEST_PUBLIC_URL } from "../../../tests/support/test-accounts";
import { requestInfoContext } from "~/request-context";
import routes from "~/routes";
import { headerViewer } from "~/modules/accounts/header-viewer.server";
import * as layout from "./portal-layout";

/*
 * Every route under the portal's layout, its loader and its action, called as
 * the app calls them: the layout's middleware resolves the viewer once and
 * puts it on the context, then the route reads it. Anonymous visitors go to
 * login, homeowners and operators to their own page, a demo visitor's post is
 * refused; and a loader or action called without the middleware never
 * answers. Routes are read from app/routes.ts, so a new portal page is tested
 * without a change here.
 */

type RouteEntry = { file: string; path?: string; children?: RouteEntry[] };
type RouteModule = {
  loader?: (args: unknown) => Promise<unknown> | unknown;
  action?: (args: unknown) => Promise<unknown> | unknown;
};

const routeModules = import.meta.glob<RouteModule>("./*.{ts,tsx}");
const portalLayout = (routes as RouteEntry[]).find((entry) => entry.file === "routes/portal/portal-layout.tsx");
const portalRoutes = portalLayout?.children ?? [];

let deps: SignedInPeople["deps"];
const cookies: Record<string, string> = {};
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

function context() {
  const provider = new RouterContextProvider();
  provider.set(requestInfoContext, { requestId: "test", nonce: "nonce", ip: "127.0.0.1", fromThisMachine: true, userAgent: "AuthzTest/1.0" });
  return provider;
}

function requestFor(path: string, cookie: string, method: "GET" | "POST"): Request {
  const url = `${TEST_PUBLIC_URL}/${path.replace(/:[a-zA-Z]+/g, UNKNOWN_ID).replace("*", "anything")}`;
  if (method === "GET") return new Request(url, { headers: { cookie } });
  return new Request(url, { method, headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: TEST_PUBLIC_URL }, body: "intent=accept" });
}

type Outcome = { status: number; location: string | null } | "ran";

function outcomeOf(thrown: unknown): Outcome {
  if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
  if (thrown && typeof thrown === "object" && "init" in thrown) {
    const init = (thrown as { init?: { status?: number } }).init;
    return { status: init?.status ?? 500, location: null };
  }
  throw thrown;
}

/** What the layout's middleware does with a request: lets it through to the route ("ran"), or throws a redirect or refusal. */
async function guard(kind: "loader" | "action", path: string, cookie: string): Promise<Outcome> {
  const request = requestFor(path, cookie, kind === "loader" ? "GET" : "POST");
  const args = { request, params: {}, context: context() };
  let ran = false;
  try {
    await layout.middleware[0]!(args as never, async () => {
      ran = true;
      return new Response();
    });
    if (!ran) throw new Error("the middleware neither let the request through nor refused it");
    return "ran";
  } catch (thrown) {
    return outcomeOf(thrown);
  }
}


let people: SignedInPeople;
beforeAll(async () => {
  people = await signedInPeople();
  Object.assign(cookies, people.cookies);
  deps = people.deps;
});
afterAll(async () => {
  await people?.close();
});

describe(`the portal lets in its pros only, resolving the viewer once, on ${testDatabaseKind()}`, () => {
  it("has its pages under the guarded layout", () => {
    expect(portalRoutes.map((r) => r.path)).toEqual(expect.arrayContaining(["provider/dashboard", "provider/leads", "provider/leads/:leadId", "provider/settings"]));
  });

  it("sends anonymous visitors to login, homeowners and operators to their own page, and refuses a demo visitor's post", async () => {
    const anonymous = await guard("loader", "provider/dashboard", "");
    expect(anonymous).toMatchObject({ status: 302, location: "/provider/login?redirectTo=%2Fprovider%2Fdashboard" });
    expect(await guard("loader", "provider/dashboard", cookies.homeowner!)).toMatchObject({ status: 302, location: "/account/requests" });
    expect(await guard("loader", "provider/dashboard", cookies.admin!)).toMatchObject({ status: 302, location: "/admin" });
    expect(await guard("action", "provider/dashboard", cookies.demo!)).toMatchObject({ status: 403 });
    expect(await guard("loader", "provider/dashboard", cookies.demo!)).toBe("ran");
    expect(await guard("loader", "provider/dashboard", cookies.pro!)).toBe("ran");
  });

  it("gives the loaders the viewer the middleware found: the pro's own business", async () => {
    const module = (await import("./dashboard")) as RouteModule;
    const args = { request: requestFor("provider/dashboard", cookies.pro!, "GET"), params: {}, context: context() };
    let page: unknown;
    await layout.middleware[0]!(args as never, async () => {
      page = await module.loader!(args);
      return new Response();
    });
    expect(page).toMatchObject({ businessName: "Rossi Plumbing", baseZip: "44114" });
  });

  it("reads the session once for a whole page: the guard, the root's header, the layout and the page share it", async () => {
    // A session due for its daily extension is left to better-auth's lookup (getSignedInUser), here told not to
    // extend it, so that each read of the session is one call of the lookup.
    const proUser = await people.handle.db.select({ userId: providers.userId }).from(providers).where(eq(providers.id, people.proId));
    await people.handle.db.update(sessions).set({ expiresAt: new Date(Date.now() + 12 * DAY_MS) }).where(eq(sessions.userId, proUser[0]!.userId!));
    const lookup = deps.auth.api.getSession as unknown as (request: { query?: object }) => Promise<unknown>;
    const withoutRefresh = (request: { query?: object }) => lookup({ ...request, query: { ...request.query, disableRefresh: true } });
    const getSession = vi.spyOn(deps.auth.api, "getSession").mockImplementation(withoutRefresh as unknown as typeof deps.auth.api.getSession);
    try {
      const args = { request: requestFor("provider/dashboard", cookies.pro!, "GET"), params: {}, context: context() };
      const answers: unknown[] = [];
      await layout.middleware[0]!(args as never, async () => {
        const dashboard = (await import("./dashboard")) as RouteModule;
        // The root loader greets the viewer in the header with headerViewer (app/root.tsx).
        answers.push(...(await Promise.all([headerViewer(deps, args.request, args.context), layout.loader(args as never), dashboard.loader!(args)])));
        return new Response();
      });
      expect(answers[0]).toEqual({ displayName: "Mike Rossi", dashboardPath: "/provider/dashboard" });
      expect(answers[1]).toMatchObject({ businessName: "Rossi Plumbing" });
      expect(getSession).toHaveBeenCalledTimes(1);
    } finally {
      getSession.mockRestore();
    }
  });

  for (const entry of portalRoutes) {
    for (const kind of ["loader", "action"] as const) {
      it(`${kind} of /${entry.path} never answers without the layout's middleware`, async () => {
        const load = routeModules[entry.file.replace("routes/portal/", "./")];
        expect(load, `${entry.file} lives in app/routes/portal`).toBeDefined();
        const module = await load!();
        if (!module[kind]) return expect(module[kind]).toBeUndefined();
        if (module[kind]!.length === 0) {
          // A function that takes no arguments reads no request and no viewer: it may only send away (a redirect or a 404).
          const answer = await Promise.resolve().then(() => module[kind]!({})).catch((thrown: unknown) => outcomeOf(thrown));
          const status = answer instanceof Response ? answer.status : (answer as Outcome & object).status;
          return expect([302, 404]).toContain(status);
        }
        const args = { request: requestFor(entry.path!, cookies.pro!, kind === "loader" ? "GET" : "POST"), params: { leadId: UNKNOWN_ID, paymentId: UNKNOWN_ID, "*": "anything" }, context: context() };
        // Not a page, not a redirect, not a 404: an error, because no viewer was put on the context.
        await expect(Promise.resolve().then(() => module[kind]!(args))).rejects.toThrow(/context/i);
      });
    }
  }
});

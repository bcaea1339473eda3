import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInPeople, type SignedInPeople } from "../../../tests/support/signed-in-people";
import { testDatabaseKind } from "../../../tests/support/test-database";
import { TEST_PUBLIC_URL } from "../../../tests/support/test-accounts";
import { requestInfoContext } from "~/request-context";
import routes from "~/routes";
import * as layout from "./admin-layout";

/*
 * Every route under the console's layout, its loader and its action, called as
 * the app calls them (the layout's middleware, then the route) by anonymous
 * visitors, a homeowner, a pro and a demo visitor: anonymous ones go to login,
 * the others get 403, and no loader or action runs. Routes are read from
 * app/routes.ts, so a page added under the layout is tested without a change here.
 */

type RouteEntry = { file: string; path?: string; children?: RouteEntry[] };
type RouteModule = {
  loader?: (args: unknown) => Promise<unknown> | unknown;
  action?: (args: unknown) => Promise<unknown> | unknown;
};

// The console's route modules by file name (every page under the layout lives in this folder).
const routeModules = import.meta.glob<RouteModule>("./*.tsx");

const adminLayout = (routes as RouteEntry[]).find((entry) => entry.file === "routes/admin/admin-layout.tsx");
const adminRoutes = adminLayout?.children ?? [];


const cookies: Record<string, string> = {};
let proId = "";

function context() {
  const provider = new RouterContextProvider();
  provider.set(requestInfoContext, { requestId: "test", nonce: "nonce", ip: "127.0.0.1", fromThisMachine: true, userAgent: "AuthzTest/1.0" });
  return provider;
}

/** The URL of a route's path with its parameters filled (":id" is a real pro, so a missing guard would answer). */
function urlOf(path: string): { url: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const filled = path
    .split("/")
    .map((part) => {
      if (part === "*") return "anything";
      if (!part.startsWith(":")) return part;
      params[part.slice(1)] = proId;
      return proId;
    })
    .join("/");
  return { url: `${TEST_PUBLIC_URL}/${filled}`, params };
}

/** The app's order: the layout's middleware, then the route's own function; what was thrown, or "ran". */
async function call(module: RouteModule, kind: "loader" | "action", path: string, cookie: string): Promise<{ status: number; location: string | null } | "ran"> {
  const { url, params } = urlOf(path);
  const request =
    kind === "loader"
      ? new Request(url, { headers: { cookie } })
      : new Request(url, { method: "POST", headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: TEST_PUBLIC_URL }, body: "intent=approve&reason=x" });
  const args = { request, params, context: context() };
  try {
    for (const middleware of layout.middleware) {
      await middleware(args as never, async () => {
        await module[kind]!(args);
        return new Response();
      });
    }
    return "ran";
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
    if (thrown && typeof thrown === "object" && "init" in thrown) {
      const init = (thrown as { init?: { status?: number } }).init;
      return { status: init?.status ?? 500, location: null };
    }
    throw thrown;
  }
}


let people: SignedInPeople;
beforeAll(async () => {
  people = await signedInPeople();
  Object.assign(cookies, people.cookies);
  proId = people.proId;
});
afterAll(async () => {
  await people?.close();
});

describe(`the console refuses everyone but operators on ${testDatabaseKind()}`, () => {
  it("has its pages under the guarded layout", () => {
    expect(adminRoutes.map((r) => r.path)).toEqual(expect.arrayContaining(["admin", "admin/vetting", "admin/pros/:id", "admin/audit"]));
  });

  for (const entry of adminRoutes) {
    for (const kind of ["loader", "action"] as const) {
      it(`${kind} of /${entry.path}: anonymous → login; homeowner, pro and demo → 403`, async () => {
        const load = routeModules[entry.file.replace("routes/admin/", "./")];
        expect(load, `${entry.file} lives in app/routes/admin`).toBeDefined();
        const module = await load!();
        if (!module[kind]) return expect(module[kind]).toBeUndefined();
        const anonymous = await call(module, kind, entry.path!, "");
        expect(anonymous).toMatchObject({ status: 302 });
        expect(anonymous !== "ran" && anonymous.location).toMatch(/^\/provider\/login\?redirectTo=%2Fadmin/);
        for (const who of ["homeowner", "pro", "demo"]) {
          expect(await call(module, kind, entry.path!, cookies[who]!), who).toMatchObject({ status: 403 });
        }
      });
    }
  }

  it("lets an operator in (so the refusals above are the guard's, not a broken page)", async () => {
    const module = (await import("./pro-vetting")) as RouteModule;
    expect(await call(module, "loader", "admin/pros/:id", cookies.admin!)).toBe("ran");
  });
});

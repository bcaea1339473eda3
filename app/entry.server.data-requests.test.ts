import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { DATA_UNAVAILABLE_TEXT } from "~/modules/health/service-unavailable.server";
import { requestInfoContext } from "~/request-context";
import { handleDataRequest, handleError } from "./entry.server";

// React Router's own request handler with this app's entry hooks and a portal-like route tree: the
// layout's middleware (the session lookup) and a page's loader, either of which can meet a database outage.
const refused = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
let failIn: "middleware" | "loader" | "action" | "bug" | null = null;

function build(): ServerBuild {
  const route = (id: string, parentId: string | undefined, path: string | undefined, module: Record<string, unknown>) => ({
    id,
    parentId,
    path,
    index: undefined,
    caseSensitive: undefined,
    module: { default: () => null, ...module },
  });
  return {
    entry: { module: { default: () => new Response("document"), handleDataRequest, handleError } },
    routes: {
      root: route("root", undefined, "", { loader: () => ({ root: true }) }),
      portal: route("portal", "root", undefined, {
        middleware: [
          async (_args: unknown, next: () => Promise<Response>) => {
            if (failIn === "middleware") throw refused();
            return next();
          },
        ],
        loader: () => ({ shell: true }),
      }),
      leads: route("leads", "portal", "provider/leads", {
        loader: () => {
          if (failIn === "loader") throw refused();
          if (failIn === "bug") throw new TypeError("x is undefined");
          return { leads: [] };
        },
        action: () => {
          if (failIn === "action") throw refused();
          return { saved: true };
        },
      }),
    },
    assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "1" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { unstable_subResourceIntegrity: false, v8_middleware: true, unstable_trailingSlashAwareDataRequests: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

const handler = createRequestHandler(build(), "production");

function context() {
  const provider = new RouterContextProvider();
  provider.set(requestInfoContext, { requestId: "test", nonce: "", ip: "127.0.0.1", fromThisMachine: true, userAgent: "test" });
  return provider;
}

async function dataRequest(mode: typeof failIn, init?: RequestInit) {
  failIn = mode;
  return handler(new Request("http://localhost/provider/leads.data", init), context());
}

describe("data requests (.data) during a database outage", () => {
  it("answers 503 with Retry-After, not 500, when the page's loader could not reach the database", async () => {
    const response = await dataRequest("loader");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    // Without this header React Router's client turns the answer into a route error response of status 503.
    expect(response.headers.has("x-remix-response")).toBe(false);
    expect(await response.text()).toBe(DATA_UNAVAILABLE_TEXT);
  });

  it("does the same when the layout's middleware (the session lookup) met the outage", async () => {
    const response = await dataRequest("middleware");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
  });

  it("does the same for a form's action", async () => {
    const response = await dataRequest("action", { method: "POST", body: new URLSearchParams({ a: "1" }) });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
  });

  it("leaves other answers alone: a bug stays a 500, a good request a 200", async () => {
    const bug = await dataRequest("bug");
    expect(bug.status).toBe(500);
    expect(bug.headers.get("x-remix-response")).toBe("yes");
    const ok = await dataRequest(null);
    expect(ok.status).toBe(200);
    expect(ok.headers.has("retry-after")).toBe(false);
  });

  it("keeps every answer out of shared and browser caches (a bought lead's contact travels in them)", async () => {
    expect((await dataRequest(null)).headers.get("cache-control")).toBe("private, no-store");
    expect((await dataRequest("bug")).headers.get("cache-control")).toBe("private, no-store");
  });
});

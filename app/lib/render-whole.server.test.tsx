import { PassThrough } from "node:stream";
import { Suspense, use } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createStaticHandler, Outlet, ServerRouter, type EntryContext } from "react-router";
import { ReadyPart, ReadyPartsProvider, type ReadyParts } from "./ready-parts";
import { matchedRoutesOnly, renderElementWhole, renderHydratedWhole, wholeBody } from "./render-whole.server";

const options = () => ({ status: 200, headers: new Headers(), nonce: undefined, requestId: "test", streamTimeout: 5000 });

/** What the streaming renderer writes once everything is ready. */
function streamed(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const body = new PassThrough();
        let html = "";
        body.on("data", (chunk: Buffer) => (html += chunk.toString("utf8")));
        body.on("end", () => resolve(html));
        pipe(body);
      },
      onShellError: reject,
    });
  });
}

function Page({ children }: { children?: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <title>A &amp; B</title>
      </head>
      <body>
        <p className="x">Ünïcödé &lt;text&gt; {"'quoted'"}</p>
        {children}
      </body>
    </html>
  );
}

function Later({ value }: { value: Promise<string> }) {
  return <span>{use(value)}</span>;
}

describe("renderElementWhole", () => {
  it("answers the bytes the stream writes, doctype included, with their length", async () => {
    const response = await renderElementWhole(<Page />, options());
    const body = await response.text();
    expect(body).toBe(await streamed(<Page />));
    expect(body.startsWith("<!DOCTYPE html><html")).toBe(true);
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  it("waits for a part that suspends instead of sending its fallback", async () => {
    const value = new Promise<string>((resolve) => setTimeout(() => resolve("arrived"), 5));
    const page = (
      <Page>
        <Suspense fallback={<span>waiting</span>}>
          <Later value={value} />
        </Suspense>
      </Page>
    );
    const response = await renderElementWhole(page, options());
    const body = await response.text();
    expect(body).toContain("<span>arrived</span>");
    expect(body).not.toContain("waiting");
    expect(response.status).toBe(200);
  });
});

describe("renderHydratedWhole", () => {
  it("answers the page in one piece once every part is ready, as the stream would write it", async () => {
    const page = (value: Promise<string>) => (
      <Page>
        <Suspense fallback={<span>waiting</span>}>
          <Later value={value} />
        </Suspense>
      </Page>
    );
    const arrives = () => new Promise<string>((resolve) => setTimeout(() => resolve("arrived"), 5));
    const response = await renderHydratedWhole(page(arrives()), options());
    const bytes = wholeBody(response);
    expect(bytes?.toString("utf8")).toBe(await streamed(page(arrives())));
    expect(bytes?.toString("utf8")).toContain("<span>arrived</span>");
    expect(response.headers.get("content-length")).toBe(String(bytes?.length));
    expect(response.status).toBe(200);
  });

  it("answers 500 when a part fails after the shell, and rejects when the shell fails", async () => {
    const failing = Promise.reject(new Error("a part failed"));
    failing.catch(() => {});
    const partFailed = await renderHydratedWhole(
      <Page>
        <Suspense fallback={<span>waiting</span>}>
          <Later value={failing} />
        </Suspense>
      </Page>,
      options(),
    );
    expect(partFailed.status).toBe(500);
    function Broken(): React.ReactNode {
      throw new Error("the shell failed");
    }
    await expect(renderHydratedWhole(<Broken />, options())).rejects.toThrow("the shell failed");
  });
});

describe("renderElementWhole with ready parts", () => {
  const parts: ReadyParts = new Map([["intro", Buffer.from("<p>Made once: Ünïcödé</p>", "utf8")]]);
  const page = (later?: Promise<string>) => (
    <ReadyPartsProvider value={parts}>
      <Page>
        <ReadyPart id="intro">
          <p>rendered each time</p>
        </ReadyPart>
        {later ? (
          <Suspense fallback={<span>waiting</span>}>
            <Later value={later} />
          </Suspense>
        ) : null}
      </Page>
    </ReadyPartsProvider>
  );

  it("puts each part's bytes in place, and counts them in the length", async () => {
    const response = await renderElementWhole(page(), options(), parts);
    const body = await response.text();
    expect(body).toContain("<p>Made once: Ünïcödé</p>");
    expect(body).not.toContain("rendered each time");
    expect(body).not.toContain("data-ready-part");
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
  });

  it("puts them in place when the page is rendered again by the stream", async () => {
    const later = new Promise<string>((resolve) => setTimeout(() => resolve("arrived"), 5));
    const body = await (await renderElementWhole(page(later), options(), parts)).text();
    expect(body).toContain("<span>arrived</span>");
    expect(body).toContain("<p>Made once: Ünïcödé</p>");
    expect(body).not.toContain("data-ready-part");
  });
});

describe("matchedRoutesOnly", () => {
  const route = (id: string, parentId?: string) => ({ id, parentId, path: id, hasLoader: false, module: `/${id}.js` });
  const manifest = {
    entry: { imports: [], module: "/entry.js" },
    url: "/manifest.js",
    version: "1",
    routes: { root: route("root"), blog: route("blog", "root"), post: route("post", "blog"), portal: route("portal", "root") },
  };
  const context = (ids: string[]) =>
    ({
      manifest,
      routeModules: {},
      staticHandlerContext: { matches: ids.map((id) => ({ route: { id } })) },
      serverHandoffStream: new ReadableStream(),
      isSpaMode: false,
    }) as unknown as EntryContext;

  it("keeps the matched routes only and drops the loader data stream", () => {
    const full = context(["root", "blog", "post"]);
    const pruned = matchedRoutesOnly(full);
    expect(Object.keys(pruned.manifest.routes)).toEqual(["root", "blog", "post"]);
    expect(pruned.manifest.routes.post).toBe(manifest.routes.post);
    expect(pruned.manifest.entry).toBe(manifest.entry);
    expect(pruned.serverHandoffStream).toBeUndefined();
    expect(pruned.routeModules).toBe(full.routeModules);
    expect(pruned.staticHandlerContext).toBe(full.staticHandlerContext);
  });

  it("makes each chain's manifest once", () => {
    const first = matchedRoutesOnly(context(["root", "portal"])).manifest;
    expect(matchedRoutesOnly(context(["root", "portal"])).manifest).toBe(first);
    expect(matchedRoutesOnly(context(["root", "blog"])).manifest).not.toBe(first);
  });
});

/**
 * What matchedRoutesOnly relies on in React Router (docs/decisions/048): `ServerRouter` renders a page from
 * the manifest's matched routes alone, and reads the loader data stream only for `<Scripts>`. A real
 * ServerRouter renders a real router context whole and cut down; if an upgrade of React Router makes it need
 * another route, read the stream otherwise, or move the fields this rewrites, this fails.
 */
describe("matchedRoutesOnly against React Router's ServerRouter", () => {
  const entryRoute = (id: string, path: string, parentId?: string) => ({
    id,
    parentId,
    path,
    hasAction: false,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    module: `/${id}.js`,
  });
  const routeModules = {
    root: {
      default: () => (
        <html lang="en">
          <body>
            <Outlet />
          </body>
        </html>
      ),
    },
    blog: { default: () => <p>the blog</p> },
    portal: { default: () => <p>the portal</p> },
  };

  async function routerContext(): Promise<EntryContext> {
    const handler = createStaticHandler([{ id: "root", path: "/", children: [{ id: "blog", path: "blog" }, { id: "portal", path: "portal" }] }]);
    const staticHandlerContext = await handler.query(new Request("http://localhost/blog"));
    if (staticHandlerContext instanceof Response) throw new Error("the static handler answered a Response");
    const context = {
      manifest: {
        entry: { imports: [], module: "/entry.js" },
        url: "/manifest.js",
        version: "1",
        routes: { root: entryRoute("root", "/"), blog: entryRoute("blog", "blog", "root"), portal: entryRoute("portal", "portal", "root") },
      },
      routeModules,
      staticHandlerContext,
      future: { v8_middleware: true },
      ssr: true,
      isSpaMode: false,
      routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
      serverHandoffStream: new ReadableStream<Uint8Array>(),
      renderMeta: {},
    } satisfies Omit<EntryContext, "branches" | "future" | "manifest" | "routeModules"> & Record<string, unknown>;
    return context as unknown as EntryContext;
  }

  it("renders the same page from the matched routes, without the empty boundary the loader data stream adds", async () => {
    const whole = renderToString(<ServerRouter context={await routerContext()} url="http://localhost/blog" />);
    const pruned = matchedRoutesOnly(await routerContext());
    expect(Object.keys(pruned.manifest.routes)).toEqual(["root", "blog"]);
    const cut = renderToString(<ServerRouter context={pruned} url="http://localhost/blog" />);
    expect(whole).toContain("<p>the blog</p>");
    expect(whole.endsWith("<!--$--><!--/$--></body></html>")).toBe(true);
    expect(cut).toBe(whole.replace("<!--$--><!--/$--></body>", "</body>"));
  });
});

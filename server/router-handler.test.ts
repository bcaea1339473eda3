import type { ServerResponse } from "node:http";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderElementWhole } from "~/lib/render-whole.server";
import { type Served, serveHandler } from "../tests/support/serve-handler";
import { chain, onGet } from "./handler";
import { clientFacts, pathOf } from "./request-facts";
import { requestGuards } from "./request-guards";
import { routerRequest, writeAnswer } from "./router-handler";

const PAGE = createElement("html", { lang: "en" }, createElement("body", null, createElement("p", null, "Ünïcödé & a page")));

/** Counts the writes an answer took: a page rendered whole is one `end` with its bytes. */
function counted(res: ServerResponse) {
  const calls = { write: 0, end: 0 };
  const { write, end } = res;
  res.write = ((...args: Parameters<typeof write>) => {
    calls.write += 1;
    return write.apply(res, args);
  }) as typeof write;
  res.end = ((...args: Parameters<typeof end>) => {
    calls.end += 1;
    return end.apply(res, args);
  }) as typeof end;
  return calls;
}

/** A body that arrives in pieces, as a streamed answer's does. */
function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
}

describe("the router's answers written to Node's response", () => {
  const client = clientFacts(true);
  let served: Served;
  let base: string;
  const writes: Record<string, { write: number; end: number }> = {};
  let seen: Request | undefined;

  beforeAll(async () => {
    served = await serveHandler(
      chain(
        onGet("/whole", async (_req, res) => {
          writes.whole = counted(res);
          const headers = new Headers({ "x-from": "router" });
          await writeAnswer(res, await renderElementWhole(PAGE, { status: 200, headers, nonce: undefined, requestId: "t", streamTimeout: 5000 }));
        }),
        onGet("/stricter", async (_req, res) => {
          // As server/security-headers.ts does for every answer, before the router's.
          res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
          const headers = new Headers({ "Referrer-Policy": "same-origin" });
          headers.append("Set-Cookie", "a=1");
          headers.append("Set-Cookie", "b=2");
          await writeAnswer(res, new Response("ok", { status: 200, headers }));
        }),
        onGet("/events", async (_req, res) => {
          writes.events = counted(res);
          await writeAnswer(res, new Response(streamOf("event: ready\n\n", "event: change\n\n"), { status: 200, headers: { "content-type": "text/event-stream" } }));
        }),
        onGet("/sitemap.xml", async (_req, res) => {
          writes.resource = counted(res);
          await writeAnswer(res, new Response(streamOf("<urlset>", "</urlset>"), { status: 201, headers: { "content-type": "application/xml" } }));
        }),
        onGet("/page.data", async (_req, res) => {
          writes.data = counted(res);
          await writeAnswer(res, new Response(streamOf('[{"_1":2},', '"routes/page",{"data":"Leads"}]'), { status: 200, headers: { "content-type": "text/x-script" } }));
        }),
        (req, res) => {
          seen = routerRequest(req, res, client);
          res.end();
        },
      ),
    );
    base = served.base;
  });
  afterAll(() => served.close());

  it("writes a page rendered whole in one end, with the router's headers and the page's bytes", async () => {
    const response = await fetch(`${base}/whole`);
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get("x-from")).toBe("router");
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(Number(response.headers.get("content-length"))).toBe(Buffer.byteLength(text));
    expect(text).toMatch(/^<!DOCTYPE html><html lang="en">.*<p>Ünïcödé &amp; a page<\/p><\/body><\/html>$/);
    expect(writes.whole).toEqual({ write: 0, end: 1 });
  });

  it("lets a route's header replace the server's default of that name, and keeps every cookie", async () => {
    const response = await fetch(`${base}/stricter`);
    expect(response.headers.get("referrer-policy")).toBe("same-origin");
    expect(response.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
  });

  it("pipes an event stream as it comes", async () => {
    const response = await fetch(`${base}/events`);
    expect(await response.text()).toBe("event: ready\n\nevent: change\n\n");
    expect(writes.events!.write).toBeGreaterThan(0);
  });

  it("writes any other answer, a resource route's, in one end with its status", async () => {
    const response = await fetch(`${base}/sitemap.xml`);
    expect(response.status).toBe(201);
    expect(await response.text()).toBe("<urlset></urlset>");
    expect(writes.resource).toEqual({ write: 0, end: 1 });
  });

  it("writes a data request's answer in one end once it is read, with its length", async () => {
    const response = await fetch(`${base}/page.data`);
    const text = await response.text();
    expect(text).toBe('[{"_1":2},"routes/page",{"data":"Leads"}]');
    expect(Number(response.headers.get("content-length"))).toBe(text.length);
    expect(writes.data).toEqual({ write: 0, end: 1 });
  });

  it("builds the router's request from the address the visitor asked for", async () => {
    await fetch(`${base}/services/hvac?zip=43215`, { headers: { "x-forwarded-host": "buckeyepros.example:8443", "x-forwarded-proto": "https", accept: "text/html" } });
    expect(seen?.url).toBe("https://buckeyepros.example:8443/services/hvac?zip=43215");
    expect(seen?.method).toBe("GET");
    expect(seen?.headers.get("accept")).toBe("text/html");
  });

  it("hands the router a form body the request guard read, and refuses one with a NUL before any route", async () => {
    let form: FormData | undefined;
    const guarded = await serveHandler(
      chain(requestGuards(), async (req, res, next) => {
        if (req.method !== "POST" || pathOf(req) !== "/form") return next();
        form = await routerRequest(req, res, client).formData();
        res.end();
      }),
    );
    const url = `${guarded.base}/form`;
    const post = (body: string) => fetch(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });
    expect((await post("name=Dana+Miller&city=Columbus")).status).toBe(200);
    expect(Object.fromEntries(form!)).toEqual({ name: "Dana Miller", city: "Columbus" });
    form = undefined;
    expect((await post("name=Dana%00")).status).toBe(400);
    expect(form).toBeUndefined();
    await guarded.close();
  });

  it("aborts the router's request when the visitor leaves before the answer", async () => {
    let signal: AbortSignal | undefined;
    let answered: () => void = () => {};
    const slow = await serveHandler(
      onGet("/slow", (req, res) => {
        signal = routerRequest(req, res, client).signal;
        res.once("close", () => answered());
      }),
    );
    const closed = new Promise<void>((resolve) => (answered = resolve));
    const controller = new AbortController();
    const request = fetch(`${slow.base}/slow`, { signal: controller.signal }).catch(() => null);
    await expect.poll(() => signal).toBeDefined();
    controller.abort();
    await request;
    await closed;
    expect(signal!.aborted).toBe(true);
    slow.server.closeAllConnections();
    await slow.close();
  });
});

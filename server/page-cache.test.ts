import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { rawGet } from "../tests/support/raw-get";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { answer } from "./answers";
import { endWithBody } from "./content-encoding";
import { cacheKey, matchesEtag, PageCache } from "./page-cache";
import { clientFacts, pathOf } from "./request-facts";

/**
 * The page cache in front of an app on a real socket, as server.js mounts
 * it: `serve` in the http handler, `capture` in the app's handlers.
 */
describe("page cache", () => {
  const cache = new PageCache({ maxBytes: 1024 * 1024, ttlMs: 60_000, client: clientFacts(false) });
  const renders = new Map<string, number>();
  const page = (name: string) => `<!DOCTYPE html><html><body><h1>${name}</h1>${"<p>Ohio pros near you.</p>".repeat(200)}</body></html>`;
  let server: Server;
  let base: string;

  const html = (res: ServerResponse, status: number, body: string) => answer(res, status, body, "text/html; charset=utf-8");
  const app = (req: IncomingMessage, res: ServerResponse) => {
    const path = pathOf(req);
    renders.set(path, (renders.get(path) ?? 0) + 1);
    if (req.method === "POST" && path === "/public") {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        cache.markCacheable(res);
        html(res, 200, page(`thanks ${new URLSearchParams(Buffer.concat(chunks).toString()).get("name")}`));
      });
      return;
    }
    if (path === "/public") {
      cache.markCacheable(res);
      // Written in pieces, as React's stream writes a page.
      const body = page("public");
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.write(body.slice(0, 1000));
      res.write(Buffer.from(body.slice(1000, 3000)));
      return void res.end(body.slice(3000));
    }
    if (path === "/whole") {
      cache.markCacheable(res);
      // As the router writes a page rendered whole: compressed on its way out.
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      return endWithBody(res, Buffer.from(page("whole")));
    }
    if (path === "/sets-cookie") {
      cache.markCacheable(res);
      res.setHeader("Set-Cookie", "bp_flash=saved; Path=/");
      return html(res, 200, page("cookie"));
    }
    if (path === "/not-opted-in") return html(res, 200, page("plain"));
    if (path === "/missing") {
      cache.markCacheable(res);
      return html(res, 404, page("missing"));
    }
    const big = /^\/big\/(\w+)$/.exec(path);
    if (big) {
      cache.markCacheable(res);
      return html(res, 200, `${big[1]}${"x".repeat(100 * 1024)}`);
    }
    html(res, 404, "Not found");
  };
  const capture = cache.capture();

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (!cache.serve(req, res)) void capture(req, res, () => app(req, res));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    cache.clear();
    renders.clear();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { headers: { "accept-encoding": "identity", ...headers } });

  it("stores a page compressed on its way out as the page itself, and answers it in any encoding", async () => {
    const fresh = await rawGet(`${base}/whole`, { "accept-encoding": "br" });
    expect(fresh.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(fresh.body).toString()).toBe(page("whole"));
    const identity = await get("/whole");
    expect(identity.headers.get("x-cache")).toBe("hit");
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(await identity.text()).toBe(page("whole"));
    const gzip = await rawGet(`${base}/whole`, { "accept-encoding": "gzip" });
    expect(gunzipSync(gzip.body).toString()).toBe(page("whole"));
    expect(renders.get("/whole")).toBe(1);
  });

  it("answers the second request from the cache with the bytes of a fresh render", async () => {
    const fresh = await get("/public");
    expect(fresh.headers.get("x-cache")).toBeNull();
    const freshBody = await fresh.text();
    const cached = await get("/public");
    expect(cached.headers.get("x-cache")).toBe("hit");
    expect(await cached.text()).toBe(freshBody);
    expect(freshBody).toBe(page("public"));
    expect(renders.get("/public")).toBe(1);
    expect(cached.headers.get("cache-control")).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
    expect(cached.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(cached.headers.get("vary")).toBe("Accept-Encoding");
    expect(cached.headers.get("x-request-id")).not.toBe(fresh.headers.get("x-request-id"));
    // Hits share the page's header list; each still carries its own request id and one of each header.
    const again = await get("/public");
    expect(again.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers.get("x-request-id")).not.toBe(cached.headers.get("x-request-id"));
    expect(again.headers.get("etag")).toBe(cached.headers.get("etag"));
    expect(again.headers.get("x-cache")).toBe("hit");
  });

  it("answers 304 to a matching If-None-Match and the page to another tag", async () => {
    await get("/public");
    const cached = await get("/public");
    const etag = cached.headers.get("etag")!;
    expect(etag).toMatch(/^W\/".+"$/);
    const revalidated = await get("/public", { "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    const other = await get("/public", { "if-none-match": 'W/"something-else"' });
    expect(other.status).toBe(200);
    expect(await other.text()).toBe(page("public"));
  });

  it("gives gzip and brotli variants that decode to the same bytes", async () => {
    await get("/public");
    for (const [accept, decode] of [
      ["gzip", gunzipSync],
      ["br", brotliDecompressSync],
      ["gzip, deflate, br", brotliDecompressSync],
    ] as const) {
      const { headers, body } = await rawGet(`${base}/public`, { "accept-encoding": accept });
      expect(headers["x-cache"]).toBe("hit");
      expect(headers["content-encoding"]).toBe(accept === "gzip" ? "gzip" : "br");
      expect(Number(headers["content-length"])).toBe(body.length);
      expect(decode(body).toString()).toBe(page("public"));
    }
    expect(renders.get("/public")).toBe(1);
  });

  it("never stores a response that sets a cookie, a page not opted in, or an error", async () => {
    for (const path of ["/sets-cookie", "/not-opted-in", "/missing"]) {
      await get(path);
      const second = await get(path);
      expect(second.headers.get("x-cache")).toBeNull();
      expect(renders.get(path)).toBe(2);
    }
    expect(cache.size.pages).toBe(0);
  });

  it("never answers a post from the cache, nor stores its result", async () => {
    await get("/public");
    const posted = await fetch(`${base}/public`, {
      method: "POST",
      body: new URLSearchParams({ name: "Ann" }),
    });
    expect(posted.headers.get("x-cache")).toBeNull();
    expect(await posted.text()).toContain("thanks Ann");
    const after = await get("/public");
    expect(after.headers.get("x-cache")).toBe("hit");
    expect(await after.text()).toBe(page("public"));
  });

  it("lets a request with a session cookie through to the app, and stores nothing from it", async () => {
    await get("/public", { cookie: "theme=dark; bp_session=abc" });
    expect(cache.size.pages).toBe(0);
    await get("/public");
    const signedIn = await get("/public", { cookie: "better-auth.session_token=xyz" });
    expect(signedIn.headers.get("x-cache")).toBeNull();
    expect(renders.get("/public")).toBe(3);
    // Other cookies (a consent banner's) do not make a page personal.
    expect((await get("/public", { cookie: "theme=dark" })).headers.get("x-cache")).toBe("hit");
  });

  it("keeps within its byte bound by dropping the least recently used page", async () => {
    // 100 KB pages in a 1 MB cache: the tenth store drops the oldest.
    for (let n = 0; n < 12; n++) {
      await get(`/big/${n}`);
    }
    expect(cache.size.bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(cache.size.pages).toBeLessThan(12);
    expect((await get("/big/0")).headers.get("x-cache")).toBeNull();
    expect((await get("/big/11")).headers.get("x-cache")).toBe("hit");
  });

  it("answers a link with tracking parameters from the page stored without them, and never stores its own render", async () => {
    // Nothing stored yet: the tagged link is rendered, and its render is not kept.
    expect((await get("/public?utm_source=newsletter&gclid=abc")).headers.get("x-cache")).toBeNull();
    expect((await get("/public?utm_source=newsletter")).headers.get("x-cache")).toBeNull();
    expect(cache.size.pages).toBe(0);
    await get("/public");
    const tagged = await get("/public?utm_source=newsletter&utm_medium=email&gclid=abc");
    expect(tagged.headers.get("x-cache")).toBe("hit");
    expect(await tagged.text()).toBe(page("public"));
    expect(renders.get("/public")).toBe(3);
    // Any other parameter is a different page, rendered fresh.
    expect((await get("/public?fbclid=1&colour=red")).headers.get("x-cache")).toBeNull();
    expect(renders.get("/public")).toBe(4);
  });

  it("drops every page on clear", async () => {
    await get("/public");
    cache.clear();
    expect((await get("/public")).headers.get("x-cache")).toBeNull();
    expect(renders.get("/public")).toBe(2);
  });
});

describe("cacheKey", () => {
  it("drops tracking parameters and keeps every other one as it was written", () => {
    expect(cacheKey("/services/hvac")).toBe("/services/hvac");
    expect(cacheKey("/?utm_source=ads&utm_campaign=spring&gclid=Cj0")).toBe("/");
    expect(cacheKey("/blog?utm_medium=email&page=2&fbclid=x")).toBe("/blog?page=2");
    expect(cacheKey("/blog?page=2&category=hvac%20tips&msclkid=1")).toBe("/blog?page=2&category=hvac%20tips");
    // Names, not values; any spelling of the name; no value at all.
    expect(cacheKey("/search?q=utm_source")).toBe("/search?q=utm_source");
    expect(cacheKey("/a?UTM_Source=x&utm%5Fterm=y&_gl")).toBe("/a");
    expect(cacheKey("/a?")).toBe("/a");
    // A bad escape is kept, not thrown on.
    expect(cacheKey("/a?%ZZ=1&utm_id=2")).toBe("/a?%ZZ=1");
  });
});

describe("matchesEtag", () => {
  it("compares weakly and accepts lists and *", () => {
    expect(matchesEtag('W/"a"', 'W/"a"')).toBe(true);
    expect(matchesEtag('"a"', 'W/"a"')).toBe(true);
    expect(matchesEtag('"b", W/"a"', 'W/"a"')).toBe(true);
    expect(matchesEtag("*", 'W/"a"')).toBe(true);
    expect(matchesEtag('"b"', 'W/"a"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"a"')).toBe(false);
  });
});

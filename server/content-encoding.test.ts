import type { ServerResponse } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { rawGet } from "../tests/support/raw-get";
import { type Served, serveHandler } from "../tests/support/serve-handler";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endWithBody, preferredEncoding } from "./content-encoding";
import { chain, onGet } from "./handler";

describe("preferredEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(preferredEncoding("gzip, deflate, br")).toBe("br");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding(undefined)).toBe("identity");
    expect(preferredEncoding("deflate")).toBe("identity");
  });
});

/** As the router's answers are written (server/router-handler.ts). */
describe("endWithBody", () => {
  const page = `<!DOCTYPE html><html><body>${"<p>Furnace repair in Columbus, Ohio.</p>".repeat(100)}</body></html>`;
  let served: Served;
  let base: string;
  const typed = (res: ServerResponse, type: string, headers: Record<string, string> = {}) => {
    res.setHeader("Content-Type", type);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    return res;
  };

  beforeAll(async () => {
    served = await serveHandler(
      chain(
        onGet("/page", (_req, res) => endWithBody(typed(res, "text/html"), Buffer.from(page))),
        onGet("/small", (_req, res) => endWithBody(typed(res, "text/html"), Buffer.from("<p>Hi</p>"))),
        onGet("/image", (_req, res) => endWithBody(typed(res, "image/png"), Buffer.alloc(4096, 1))),
        onGet("/no-transform", (_req, res) => endWithBody(typed(res, "text/html", { "Cache-Control": "no-transform" }), Buffer.from(page))),
      ),
    );
    base = served.base;
  });
  afterAll(() => served.close());

  it("compresses a page in the encoding the client prefers, with its length and Vary", async () => {
    for (const [accept, encoding, decode] of [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
    ] as const) {
      const { status, headers, body } = await rawGet(`${base}/page`, { "accept-encoding": accept });
      expect(status).toBe(200);
      expect(headers["content-encoding"]).toBe(encoding);
      expect(Number(headers["content-length"])).toBe(body.length);
      expect(body.length).toBeLessThan(page.length / 4);
      expect(headers.vary).toBe("Accept-Encoding");
      expect(decode(body).toString()).toBe(page);
    }
  });

  it("sends the bytes as they are to a client that takes no encoding, a small page, a non-text type or no-transform", async () => {
    const plain = await rawGet(`${base}/page`, { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.body.toString()).toBe(page);
    for (const path of ["/small", "/image", "/no-transform"]) {
      const { headers, body } = await rawGet(`${base}${path}`, { "accept-encoding": "br, gzip" });
      expect(headers["content-encoding"], path).toBeUndefined();
      expect(body.length, path).toBe(path === "/small" ? 9 : path === "/image" ? 4096 : page.length);
    }
  });
});

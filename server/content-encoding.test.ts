import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { rawGet } from "../tests/support/raw-get";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endWithBody, preferredEncoding } from "./content-encoding";

describe("preferredEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(preferredEncoding("gzip, deflate, br")).toBe("br");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding(undefined)).toBe("identity");
    expect(preferredEncoding("deflate")).toBe("identity");
  });
});

/** Behind the `compression` middleware, as server/app.ts mounts it. */
describe("endWithBody", () => {
  const page = `<!DOCTYPE html><html><body>${"<p>Furnace repair in Columbus, Ohio.</p>".repeat(100)}</body></html>`;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = express();
    app.use(compression({ threshold: 1024 }));
    app.get("/page", (_req, res) => void endWithBody(res.type("html"), Buffer.from(page)));
    app.get("/small", (_req, res) => void endWithBody(res.type("html"), Buffer.from("<p>Hi</p>")));
    app.get("/image", (_req, res) => void endWithBody(res.type("png"), Buffer.alloc(4096, 1)));
    app.get("/no-transform", (_req, res) => void endWithBody(res.type("html").set("Cache-Control", "no-transform"), Buffer.from(page)));
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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

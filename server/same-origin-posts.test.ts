import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isSameOriginPost, sameOriginPosts } from "./same-origin-posts";

const allowed = ["https://buckeyepros.com", "http://localhost:3000"];

describe("isSameOriginPost", () => {
  it("accepts a post from the site's own origin", () => {
    expect(isSameOriginPost({ origin: "https://buckeyepros.com", secFetchSite: "same-origin" }, allowed)).toBe(true);
    expect(isSameOriginPost({ origin: "http://localhost:3000" }, allowed)).toBe(true);
  });

  it("refuses another site, a look-alike and an opaque origin", () => {
    expect(isSameOriginPost({ origin: "https://evil.example" }, allowed)).toBe(false);
    expect(isSameOriginPost({ origin: "https://buckeyepros.com.evil.example" }, allowed)).toBe(false);
    expect(isSameOriginPost({ origin: "http://buckeyepros.com" }, allowed)).toBe(false);
    expect(isSameOriginPost({ origin: "null" }, allowed)).toBe(false);
  });

  it("without Origin, refuses what the browser marks cross-site or same-site", () => {
    expect(isSameOriginPost({ secFetchSite: "cross-site" }, allowed)).toBe(false);
    expect(isSameOriginPost({ secFetchSite: "same-site" }, allowed)).toBe(false);
    expect(isSameOriginPost({ secFetchSite: "same-origin" }, allowed)).toBe(true);
    expect(isSameOriginPost({ secFetchSite: "none" }, allowed)).toBe(true);
  });

  it("lets through a client that is not a browser (no Origin, no Sec-Fetch-Site)", () => {
    expect(isSameOriginPost({}, allowed)).toBe(true);
  });
});

describe("sameOriginPosts middleware", () => {
  let server: ReturnType<ReturnType<typeof express>["listen"]>;
  let base = "";

  beforeAll(async () => {
    const app = express();
    app.use(sameOriginPosts("https://buckeyepros.com"));
    app.all("/form", (_req, res) => void res.send("done"));
    app.all("/webhooks/:name", (_req, res) => void res.send("done"));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (headers: Record<string, string>) =>
    fetch(`${base}/form`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body: "a=1" });

  it("answers 403 to a cross-site post and runs nothing", async () => {
    const response = await post({ origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/another site/);
  });

  it("accepts the public origin and the address the request was sent to", async () => {
    expect((await post({ origin: "https://buckeyepros.com" })).status).toBe(200);
    expect((await post({ origin: base })).status).toBe(200);
  });

  it("lets only the signed webhook's path skip the check (its signature is its authority)", async () => {
    const to = (path: string) => fetch(`${base}${path}`, { method: "POST", headers: { origin: "https://evil.example" }, body: "{}" });
    expect((await to("/webhooks/stripe")).status).toBe(200);
    expect((await to("/webhooks/other")).status).toBe(403);
    expect((await to("/form")).status).toBe(403);
  });

  it("leaves GET alone", async () => {
    expect((await fetch(`${base}/form`, { headers: { origin: "https://evil.example" } })).status).toBe(200);
  });
});

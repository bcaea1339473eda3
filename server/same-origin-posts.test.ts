import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Served, serveHandler } from "../tests/support/serve-handler";
import { answerText } from "./answers";
import { chain } from "./handler";
import { clientFacts } from "./request-facts";
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
  let served: Served;
  let base = "";

  beforeAll(async () => {
    served = await serveHandler(chain(sameOriginPosts(clientFacts(false)), (_req, res) => answerText(res, 200, "done")));
    base = served.base;
  });
  afterAll(() => served.close());

  const post = (headers: Record<string, string>) =>
    fetch(`${base}/form`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body: "a=1" });

  it("answers 403 to a cross-site post and runs nothing", async () => {
    const response = await post({ origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/another site/);
  });

  it("accepts the address the request was sent to, and no other, as React Router's own check does", async () => {
    expect((await post({ origin: base })).status).toBe(200);
    // The public address on a request sent elsewhere: React Router would refuse it with a 400 and an error logged.
    const elsewhere = await post({ origin: "https://buckeyepros.com" });
    expect(elsewhere.status).toBe(403);
    expect(await elsewhere.text()).toMatch(/another site/);
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

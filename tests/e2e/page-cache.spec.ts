import { expect, test } from "./fixtures";
import { askTwiceForAHit } from "./page-cache";

/** The page cache on the real app (docs/decisions/016). Each test uses its own page, so tests do not share cache state. */

test("a public page comes from the cache the second time, with the same bytes as a fresh render", async ({ request }) => {
  const path = "/services/plumbing/dayton";
  const { first: fresh, cached } = await askTwiceForAHit(request, path);
  const freshBody = await fresh.text();
  expect(await cached.text()).toBe(freshBody);
  // A page that is the same for everyone opens in whatever browser process the visitor has (docs/decisions/003).
  expect(fresh.headers()["cross-origin-opener-policy"]).toBeUndefined();
  expect(cached.headers()["cross-origin-opener-policy"]).toBeUndefined();

  // A fresh render for a signed-in visitor is the same page.
  const signedIn = await request.get(path, { headers: { Cookie: "bp_session=someone" } });
  expect(signedIn.headers()["x-cache"]).toBeUndefined();
  expect(await signedIn.text()).toBe(freshBody);
});

test("a cached page runs no inline script and its policy needs no nonce", async ({ request }) => {
  const { cached } = await askTwiceForAHit(request, "/how-it-works");
  const headers = cached.headers();
  expect(headers["content-security-policy"]).toContain("script-src 'self';");
  expect(headers["content-security-policy"]).not.toContain("unsafe-inline' 'unsafe-eval");
  expect(headers["cache-control"]).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  const html = await cached.text();
  expect(html).not.toContain("nonce=");
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
  for (const attributes of inline) expect(attributes).toContain('type="application/ld+json"');
});

test("a link tagged for an ad or a newsletter gets the cached page, and its own render is not kept", async ({ request }) => {
  const path = "/services/cleaning/cleveland";
  const tagged = await request.get(`${path}?utm_source=newsletter&gclid=first`);
  expect(tagged.headers()["x-cache"]).toBeUndefined();
  // Rendered for the tagged link, the page has a nonce (it is not one the cache keeps) and is otherwise the same page.
  const taggedBody = (await tagged.text()).replace(/ nonce="[^"]*"/g, "");
  expect((await request.get(`${path}?utm_source=newsletter&gclid=second`)).headers()["x-cache"]).toBeUndefined();
  const bare = await request.get(path);
  expect(bare.headers()["x-cache"]).toBeUndefined();
  const bareBody = await bare.text();
  expect(taggedBody).toBe(bareBody);
  const { cached: hit } = await askTwiceForAHit(request, path, `${path}?utm_campaign=spring&fbclid=abc`);
  expect(await hit.text()).toBe(bareBody);
});

test("a matching If-None-Match gets 304", async ({ request }) => {
  const path = "/services/electrical/toledo";
  const { cached } = await askTwiceForAHit(request, path);
  const etag = cached.headers()["etag"];
  expect(etag).toMatch(/^W\/".+"$/);
  const revalidated = await request.get(path, { headers: { "If-None-Match": etag! } });
  expect(revalidated.status()).toBe(304);
});

test("a visitor with a session cookie gets a fresh page with its own nonce", async ({ request }) => {
  const path = "/testimonials";
  await request.get(path);
  const signedIn = await request.get(path, { headers: { Cookie: "better-auth.session_token=x" } });
  expect(signedIn.headers()["x-cache"]).toBeUndefined();
  expect(signedIn.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(signedIn.headers()["cross-origin-opener-policy"]).toBe("same-origin");
  expect(signedIn.headers()["cache-control"] ?? "").not.toContain("public");
});

test("a form's result is never served from the cache, and the cached form stays as it was", async ({ request }) => {
  const { cached: before } = await askTwiceForAHit(request, "/contact");
  const form = await before.text();
  const posted = await request.post("/contact", { form: { name: "", email: "not-an-email", message: "" } });
  expect(posted.headers()["x-cache"]).toBeUndefined();
  const { cached: after } = await askTwiceForAHit(request, "/contact");
  expect(await after.text()).toBe(form);
});

test("pages personal to a query are not cached", async ({ request }) => {
  // A parameter the page does not list is not cached either (tracking parameters are the exception, above).
  for (const path of ["/search?service=hvac&zip=43215", "/locations?q=colum", "/blog?ref=x"]) {
    await request.get(path);
    const again = await request.get(path);
    expect(again.headers()["x-cache"], path).toBeUndefined();
  }
});

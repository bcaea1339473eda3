import { describe, expect, it } from "vitest";
import { clientFacts } from "./request-facts";
import { contentSecurityPolicy, createNonce, securityHeaders } from "./security-headers";

describe("contentSecurityPolicy", () => {
  it("allows scripts only from our origin and with this response's nonce in production", () => {
    const policy = contentSecurityPolicy("abc123", { development: false });
    expect(policy).toContain("script-src 'self' 'nonce-abc123'");
    expect(policy).not.toContain("unsafe-inline' 'unsafe-eval");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it("allows only scripts from our origin on a cached page, which has no nonce", () => {
    const policy = contentSecurityPolicy(null, { development: false });
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain("nonce-");
    expect(policy).not.toContain("unsafe-inline' 'unsafe-eval");
  });

  it("lets forms post only to our origin, and on to the checkout origins it is given", () => {
    expect(contentSecurityPolicy(null, { development: false })).toContain("form-action 'self';");
    expect(contentSecurityPolicy(null, { development: false, formActions: ["https://checkout.stripe.com"] })).toContain(
      "form-action 'self' https://checkout.stripe.com;",
    );
  });

  it("relaxes scripts and websockets for the Vite dev server only", () => {
    expect(contentSecurityPolicy("x", { development: true })).toContain("connect-src 'self' ws: wss:");
    expect(contentSecurityPolicy("x", { development: false })).toContain("connect-src 'self';");
  });
});

describe("createNonce", () => {
  it("makes a fresh base64 value each time", () => {
    const a = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(a);
  });
});

describe("securityHeaders", () => {
  it("keeps paths and queries (a results link's token) out of the Referer sent to other sites", () => {
    const headers = new Map<string, string>();
    const res = { setHeader: (name: string, value: string) => headers.set(name, value) };
    securityHeaders({ development: false }, clientFacts(false))({ socket: {}, headers: {} } as never, res as never, () => {});
    // Another site gets our origin at most; the full URL goes only to our own pages (docs/decisions/043).
    expect(["strict-origin-when-cross-origin", "same-origin", "strict-origin", "no-referrer"]).toContain(headers.get("Referrer-Policy"));
  });

  it("separates a signed-in visitor's windows from other sites' and leaves an anonymous visitor's pages to any process", () => {
    const sent = (cookie: string | undefined) => {
      const headers = new Map<string, string>();
      const res = { setHeader: (name: string, value: string) => headers.set(name, value) };
      securityHeaders({ development: false }, clientFacts(false))({ socket: {}, headers: { cookie } } as never, res as never, () => {});
      return headers.get("Cross-Origin-Opener-Policy");
    };
    expect(sent("bp_session=abc")).toBe("same-origin");
    expect(sent("theme=dark; bp_demo=1")).toBe("same-origin");
    expect(sent(undefined)).toBeUndefined();
    expect(sent("theme=dark")).toBeUndefined();
  });

  it("asks browsers to keep to HTTPS only when the client used it (as a trusted proxy says)", () => {
    const hsts = (trustProxy: boolean, headers: Record<string, string>) => {
      const sent = new Map<string, string>();
      const res = { setHeader: (name: string, value: string) => sent.set(name, value) };
      securityHeaders({ development: false }, clientFacts(trustProxy))({ socket: {}, headers } as never, res as never, () => {});
      return sent.get("Strict-Transport-Security");
    };
    expect(hsts(true, { "x-forwarded-proto": "https" })).toBe("max-age=31536000; includeSubDomains");
    expect(hsts(false, { "x-forwarded-proto": "https" })).toBeUndefined();
    expect(hsts(true, {})).toBeUndefined();
  });
});

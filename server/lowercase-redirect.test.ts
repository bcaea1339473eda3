import { describe, expect, it, vi } from "vitest";
import type { IncomingMessage, ServerResponse } from "node:http";
import { lowercaseRedirect, lowercaseRedirectTarget } from "./lowercase-redirect";

describe("lowercaseRedirectTarget", () => {
  it("lowers the path of a page URL", () => {
    expect(lowercaseRedirectTarget("/Locations/Columbus")).toBe("/locations/columbus");
    expect(lowercaseRedirectTarget("/services/HVAC/ohio")).toBe("/services/hvac/ohio");
    expect(lowercaseRedirectTarget("/BLOG")).toBe("/blog");
  });

  it("keeps the query string exactly as it was", () => {
    expect(lowercaseRedirectTarget("/Locations?q=Franklin%20County&A=B")).toBe("/locations?q=Franklin%20County&A=B");
    expect(lowercaseRedirectTarget("/Search?")).toBe("/search?");
  });

  it("leaves paths that are already lowercase alone, whatever the query", () => {
    expect(lowercaseRedirectTarget("/locations/columbus")).toBeNull();
    expect(lowercaseRedirectTarget("/search?query=AC%20Repair")).toBeNull();
    expect(lowercaseRedirectTarget("/")).toBeNull();
  });

  it("leaves static files alone", () => {
    expect(lowercaseRedirectTarget("/assets/Root-AbC123.js")).toBeNull();
    expect(lowercaseRedirectTarget("/images/Services/HVAC.svg")).toBeNull();
    expect(lowercaseRedirectTarget("/images/Anything")).toBeNull();
    expect(lowercaseRedirectTarget("/Favicon.ico")).toBeNull();
    expect(lowercaseRedirectTarget("/sitemaps/Services-1.xml")).toBeNull();
  });

  it("leaves signed links alone: their tokens are case-sensitive", () => {
    expect(lowercaseRedirectTarget("/messages/ZGI2ZDEx.tql32u.9MFy-IY6isWufrjzfDW5Ls")).toBeNull();
    expect(lowercaseRedirectTarget("/Messages/abc")).toBe("/messages/abc");
    expect(lowercaseRedirectTarget("/reviews/new/ZDBj.tto87l.rHa9-vclXIV_b5")).toBeNull();
  });

  it("does not touch percent-escapes, so encoded characters keep their meaning", () => {
    expect(lowercaseRedirectTarget("/locations/caf%C3%A9")).toBeNull();
    expect(lowercaseRedirectTarget("/Locations/Caf%C3%A9")).toBe("/locations/caf%C3%A9");
  });

  it("never redirects to another host", () => {
    expect(lowercaseRedirectTarget("//Evil.example/Path")).toBeNull();
    expect(lowercaseRedirectTarget("/\\Evil.example")).toBeNull();
    expect(lowercaseRedirectTarget("http://Evil.example/")).toBeNull();
  });
});

describe("lowercaseRedirect middleware", () => {
  /** The answer's status and Location, or null when the request was passed on. */
  function run(method: string, url: string) {
    const headers: Record<string, unknown> = {};
    const res = { statusCode: 200, setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = value), end: vi.fn() };
    const next = vi.fn();
    lowercaseRedirect()({ method, url } as IncomingMessage, res as unknown as ServerResponse, next);
    return { redirect: res.end.mock.calls.length > 0 ? { status: res.statusCode, location: headers.location } : null, next };
  }

  it("answers GET and HEAD with a 301", () => {
    expect(run("GET", "/Locations/Columbus?x=1").redirect).toEqual({ status: 301, location: "/locations/columbus?x=1" });
    expect(run("HEAD", "/Locations").redirect).toEqual({ status: 301, location: "/locations" });
  });

  it("passes other methods and lowercase paths on", () => {
    const post = run("POST", "/Contact");
    expect(post.redirect).toBeNull();
    expect(post.next).toHaveBeenCalled();
    expect(run("GET", "/contact").next).toHaveBeenCalled();
  });
});

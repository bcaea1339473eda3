import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { routePatterns } from "./route-pattern";

const routes = {
  root: { id: "root", path: "" },
  home: { id: "home", parentId: "root", index: true },
  pro: { id: "pro", parentId: "root", path: "pros/:slug" },
  portal: { id: "portal", parentId: "root", path: "provider" },
  leads: { id: "leads", parentId: "portal", path: "leads" },
  lead: { id: "lead", parentId: "portal", path: "leads/:leadId" },
  notFound: { id: "notFound", parentId: "root", path: "*" },
} as unknown as ServerBuild["routes"];

describe("routePatterns", () => {
  const patternOf = routePatterns(routes);

  it("names a path by the pattern it matched, never by its ids", () => {
    expect(patternOf("/pros/big-walnut-plumbing")).toBe("/pros/:slug");
    expect(patternOf("/provider/leads/0b6c9e2a")).toBe("/provider/leads/:leadId");
    expect(patternOf("/provider/leads")).toBe("/provider/leads");
    expect(patternOf("/")).toBe("/");
  });

  it("prefers a static segment to a dynamic one, whatever the order of the table", () => {
    const patternOf = routePatterns({
      root: { id: "root", path: "" },
      slug: { id: "slug", parentId: "root", path: "services/:service" },
      fixed: { id: "fixed", parentId: "root", path: "services/plumbing" },
      layout: { id: "layout", parentId: "root" },
      inLayout: { id: "inLayout", parentId: "layout", path: "provider/*" },
      settings: { id: "settings", parentId: "layout", path: "provider/settings" },
    } as unknown as ServerBuild["routes"]);
    expect(patternOf("/services/plumbing")).toBe("/services/plumbing");
    expect(patternOf("/services/hvac")).toBe("/services/:service");
    expect(patternOf("/provider/settings")).toBe("/provider/settings");
    expect(patternOf("/provider/anything/else")).toBe("/provider/*");
    expect(patternOf("/Provider/Settings/")).toBe("/provider/settings");
    expect(patternOf("/nowhere")).toBe("unmatched");
  });

  it("keeps data requests apart from documents", () => {
    expect(patternOf("/provider/leads/0b6c9e2a.data")).toBe("/provider/leads/:leadId.data");
  });

  it("names anything else by the catch-all and assets as one series", () => {
    expect(patternOf("/no/such/page")).toBe("/*");
    expect(patternOf("/assets/entry-abc123.js")).toBe("/assets/*");
  });

  it("names the server's own endpoints, which no route answers, by their paths", () => {
    const withOwn = routePatterns(routes, ["/healthz", "/metrics"]);
    expect(withOwn("/healthz")).toBe("/healthz");
    expect(withOwn("/Metrics/")).toBe("/metrics");
    expect(patternOf("/healthz")).toBe("/*");
    expect(withOwn("/healthz/more")).toBe("/*");
  });

  it("matches a static pattern in any case and with one trailing slash, as the expressions do", () => {
    expect(patternOf("/PROVIDER/leads/")).toBe("/provider/leads");
    expect(patternOf("/provider/leads//")).toBe("/*");
    expect(patternOf("/provider/leads.data")).toBe("/provider/leads.data");
    expect(patternOf("/.data")).toBe("/.data");
  });
});

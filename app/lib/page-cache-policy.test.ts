import { describe, expect, it } from "vitest";
import { cacheAllowed } from "./page-cache-policy";

const url = (path: string) => new URL(path, "http://localhost");

describe("cacheAllowed", () => {
  it("needs the route's opt-in", () => {
    expect(cacheAllowed(undefined, url("/"))).toBe(false);
    expect(cacheAllowed({ hydrate: false }, url("/"))).toBe(false);
    expect(cacheAllowed({ cache: true }, url("/"))).toBe(true);
  });

  it("refuses query parameters the route did not name", () => {
    expect(cacheAllowed({ cache: true }, url("/services?x=1"))).toBe(false);
    expect(cacheAllowed({ cache: { query: ["category"] } }, url("/blog?category=hvac"))).toBe(true);
    expect(cacheAllowed({ cache: { query: ["category"] } }, url("/blog?category=hvac&utm=1"))).toBe(false);
  });
});

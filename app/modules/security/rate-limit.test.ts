import { describe, expect, it } from "vitest";
import { RateLimiter, tooManyRequestsMessage } from "./rate-limit";

describe("RateLimiter", () => {
  it("allows up to the limit in a window, then refuses with the time left", () => {
    let now = 1_000_000;
    const limiter = new RateLimiter({ limit: 3, windowMs: 60_000 }, () => now);
    expect(limiter.hit("ip-1")).toEqual({ allowed: true, remaining: 2 });
    limiter.hit("ip-1");
    expect(limiter.hit("ip-1")).toEqual({ allowed: true, remaining: 0 });
    now += 15_000;
    expect(limiter.hit("ip-1")).toEqual({ allowed: false, retryAfterSeconds: 45 });
  });

  it("keeps clients apart and opens a new window when the old one ends", () => {
    let now = 0;
    const limiter = new RateLimiter({ limit: 1, windowMs: 1000 }, () => now);
    expect(limiter.hit("a").allowed).toBe(true);
    expect(limiter.hit("b").allowed).toBe(true);
    expect(limiter.hit("a").allowed).toBe(false);
    now = 1000;
    expect(limiter.hit("a").allowed).toBe(true);
  });
});

describe("tooManyRequestsMessage", () => {
  it("says how long to wait", () => {
    expect(tooManyRequestsMessage(30)).toContain("wait a minute");
    expect(tooManyRequestsMessage(600)).toContain("wait 10 minutes");
  });
});

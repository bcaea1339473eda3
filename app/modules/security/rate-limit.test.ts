import { afterEach, describe, expect, it } from "vitest";
import { MemoryRateLimitStore, RateLimiter, shareRateLimitsThrough, tooManyRequestsMessage } from "./rate-limit";

describe("RateLimiter", () => {
  afterEach(() => shareRateLimitsThrough(null));

  it("allows up to the limit in a window, then refuses with the time left", async () => {
    let now = 1_000_000;
    const limiter = new RateLimiter({ name: "test", limit: 3, windowMs: 60_000 }, () => now);
    expect(await limiter.hit("ip-1")).toEqual({ allowed: true, remaining: 2 });
    await limiter.hit("ip-1");
    expect(await limiter.hit("ip-1")).toEqual({ allowed: true, remaining: 0 });
    now += 15_000;
    expect(await limiter.hit("ip-1")).toEqual({ allowed: false, retryAfterSeconds: 45 });
  });

  it("keeps clients apart and opens a new window when the old one ends", async () => {
    let now = 0;
    const limiter = new RateLimiter({ name: "test", limit: 1, windowMs: 1000 }, () => now);
    expect((await limiter.hit("a")).allowed).toBe(true);
    expect((await limiter.hit("b")).allowed).toBe(true);
    expect((await limiter.hit("a")).allowed).toBe(false);
    now = 1000;
    expect((await limiter.hit("a")).allowed).toBe(true);
  });

  it("counts every limiter in the shared store once one is set, each under its own name", async () => {
    const shared = new MemoryRateLimitStore();
    shareRateLimitsThrough(shared);
    const now = () => 0;
    // Two limiters with one name stand for the same limiter in two processes.
    const first = new RateLimiter({ name: "lead", limit: 2, windowMs: 1000 }, now);
    const second = new RateLimiter({ name: "lead", limit: 2, windowMs: 1000 }, now);
    const other = new RateLimiter({ name: "contact", limit: 2, windowMs: 1000 }, now);
    expect((await first.hit("ip")).allowed).toBe(true);
    expect((await second.hit("ip")).allowed).toBe(true);
    expect((await first.hit("ip")).allowed).toBe(false);
    expect((await other.hit("ip")).allowed).toBe(true);
    expect(await shared.peek("lead:ip", 0)).toEqual({ hits: 3, endsAt: 1000 });
    expect(await shared.peek("contact:ip", 0)).toEqual({ hits: 1, endsAt: 1000 });
  });

  it("keeps two limiters apart in memory when no store is shared (one process)", async () => {
    const now = () => 0;
    const first = new RateLimiter({ name: "lead", limit: 1, windowMs: 1000 }, now);
    const second = new RateLimiter({ name: "lead", limit: 1, windowMs: 1000 }, now);
    expect((await first.hit("ip")).allowed).toBe(true);
    expect((await second.hit("ip")).allowed).toBe(true);
    expect((await first.hit("ip")).allowed).toBe(false);
  });
});

describe("MemoryRateLimitStore", () => {
  it("peeks at an open window without counting, forgets an ended one, and clears a key", async () => {
    const store = new MemoryRateLimitStore();
    await store.hit("k", 1000, 0);
    expect(await store.peek("k", 500)).toEqual({ hits: 1, endsAt: 1000 });
    expect(await store.peek("k", 500)).toEqual({ hits: 1, endsAt: 1000 });
    expect(await store.peek("k", 1000)).toBeNull();
    await store.clear("k");
    expect(await store.peek("k", 0)).toBeNull();
    expect(await store.peek("never", 0)).toBeNull();
  });
});

describe("tooManyRequestsMessage", () => {
  it("says how long to wait", () => {
    expect(tooManyRequestsMessage(30)).toContain("wait a minute");
    expect(tooManyRequestsMessage(600)).toContain("wait 10 minutes");
  });
});

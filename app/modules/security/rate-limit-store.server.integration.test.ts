import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { createTestDatabase } from "../../../tests/support/test-database";
import { RateLimiter, shareRateLimitsThrough } from "./rate-limit";
import { PostgresRateLimitStore } from "./rate-limit-store.server";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

describe("PostgresRateLimitStore", () => {
  it("counts concurrent hits from two stores (two processes) on one row, exactly", async () => {
    const stores = [new PostgresRateLimitStore(handle.db), new PostgresRateLimitStore(handle.db)];
    const counts = await Promise.all(Array.from({ length: 20 }, (_unused, i) => stores[i % 2]!.hit("lead:10.0.0.1", 60_000, 0)));
    expect(counts.map((count) => count.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_unused, i) => i + 1));
    for (const count of counts) {
      expect(count.endsAt).toBeGreaterThan(55_000);
      expect(count.endsAt).toBeLessThanOrEqual(60_000);
    }
  });

  it("opens a new window once the old one has ended", async () => {
    const store = new PostgresRateLimitStore(handle.db);
    await store.hit("lead:10.0.0.2", 60_000, 0);
    await store.hit("lead:10.0.0.2", 60_000, 0);
    await handle.db.execute(sql`update rate_limits set window_ends_at = now() - interval '1 second' where key = 'lead:10.0.0.2'`);
    expect((await store.hit("lead:10.0.0.2", 60_000, 0)).hits).toBe(1);
  });

  it("peeks at an open window without counting, ignores an ended one, and clears a key", async () => {
    const store = new PostgresRateLimitStore(handle.db);
    await store.hit("login-account:a@example.com", 60_000, 0);
    const peeked = await store.peek("login-account:a@example.com", 0);
    expect(peeked?.hits).toBe(1);
    expect(peeked?.endsAt).toBeGreaterThan(55_000);
    expect((await store.peek("login-account:a@example.com", 0))?.hits).toBe(1);
    expect(await store.peek("login-account:nobody@example.com", 0)).toBeNull();
    await handle.db.execute(sql`update rate_limits set window_ends_at = now() - interval '1 second' where key = 'login-account:a@example.com'`);
    expect(await store.peek("login-account:a@example.com", 0)).toBeNull();
    await store.hit("login-account:b@example.com", 60_000, 0);
    await store.clear("login-account:b@example.com");
    expect(await store.peek("login-account:b@example.com", 0)).toBeNull();
  });

  it("takes one hit back from an open window, never below zero", async () => {
    const store = new PostgresRateLimitStore(handle.db);
    await store.hit("login-ip:10.0.0.9", 60_000, 0);
    await store.hit("login-ip:10.0.0.9", 60_000, 0);
    await store.release("login-ip:10.0.0.9");
    expect((await store.peek("login-ip:10.0.0.9", 0))?.hits).toBe(1);
    await store.release("login-ip:10.0.0.9");
    await store.release("login-ip:10.0.0.9");
    expect((await store.peek("login-ip:10.0.0.9", 0))?.hits).toBe(0);
    await store.release("login-ip:nobody");
    expect(await store.peek("login-ip:nobody", 0)).toBeNull();
  });

  it("backs named RateLimiters once shared: two limiters (two processes) refuse together past the limit", async () => {
    shareRateLimitsThrough(new PostgresRateLimitStore(handle.db));
    try {
      const first = new RateLimiter({ name: "lead", limit: 2, windowMs: 30_000 });
      const second = new RateLimiter({ name: "lead", limit: 2, windowMs: 30_000 });
      expect((await first.hit("10.0.0.3")).allowed).toBe(true);
      expect((await second.hit("10.0.0.3")).allowed).toBe(true);
      const refused = await first.hit("10.0.0.3");
      expect(refused.allowed).toBe(false);
      if (!refused.allowed) expect(refused.retryAfterSeconds).toBeLessThanOrEqual(30);
      const rows = await handle.db.execute(sql`select hits from rate_limits where key = 'lead:10.0.0.3'`);
      expect((rows as unknown as { rows: { hits: number }[] }).rows).toEqual([{ hits: 3 }]);
    } finally {
      shareRateLimitsThrough(null);
    }
  });
});

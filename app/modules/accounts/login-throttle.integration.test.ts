import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { createTestDatabase } from "../../../tests/support/test-database";
import { PostgresRateLimitStore } from "~/modules/security/rate-limit-store.server";
import { LoginThrottle } from "./login-throttle";

// On PGlite by default and on PostgreSQL with TEST_DATABASE_URL: the statements are the same on both.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const rules = { account: { maxFailures: 3, windowMs: 60_000 }, ip: { maxFailures: 5, windowMs: 60_000 } };
/** Two throttles, each on its own store over one database, stand for two app processes. */
const twoProcesses = () =>
  [new LoginThrottle(rules, Date.now, new PostgresRateLimitStore(handle.db)), new LoginThrottle(rules, Date.now, new PostgresRateLimitStore(handle.db))] as const;

async function rows(like: string) {
  const result = await handle.db.execute(sql`select key, hits from rate_limits where key like ${like} order by key`);
  return (result as unknown as { rows: { key: string; hits: number }[] }).rows;
}

describe("LoginThrottle on the rate_limits table", () => {
  it("locks an account on one process after failures through the other, for the rest of the window", async () => {
    const [onA, onB] = twoProcesses();
    await Promise.all(["1.0.0.1", "1.0.0.2", "1.0.0.3"].map((ip) => onA.attempt("dana@example.com", ip)));
    const locked = await onB.attempt("dana@example.com", "1.0.0.9");
    expect(locked.allowed).toBe(false);
    if (!locked.allowed) {
      expect(locked.retryAfterSeconds).toBeGreaterThan(50);
      expect(locked.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    expect((await onB.attempt("mike@example.com", "1.0.0.9")).allowed).toBe(true);
    expect(await rows("login-account:dana%")).toEqual([{ key: "login-account:dana@example.com", hits: 4 }]);
  });

  it("lets exactly the limit through when a burst of guesses comes through both processes at once", async () => {
    const [onA, onB] = twoProcesses();
    const answers = await Promise.all(Array.from({ length: 30 }, (_unused, i) => (i % 2 ? onA : onB).attempt("gail@example.com", `5.0.0.${i}`)));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(3);
  });

  it("slows answers by the failures counted on every process, and a success on one clears them for all", async () => {
    const [onA, onB] = twoProcesses();
    await onA.attempt("erin@example.com", "2.0.0.1");
    await onB.attempt("erin@example.com", "2.0.0.2");
    // The third attempt would wait half a second if wrong; it is right, on A.
    expect(await onA.attempt("erin@example.com", "2.0.0.3")).toEqual({ allowed: true, delayMs: 500 });
    await onA.recordSuccess("erin@example.com", "2.0.0.3");
    expect(await onB.attempt("erin@example.com", "2.0.0.3")).toEqual({ allowed: true, delayMs: 0 });
    // The address holds only the last attempt: the success gave its own back.
    expect(await rows("login-ip:2.0.0.3")).toEqual([{ key: "login-ip:2.0.0.3", hits: 1 }]);
  });

  it("locks an address that tried many accounts through both processes", async () => {
    const [onA, onB] = twoProcesses();
    for (let i = 0; i < 5; i += 1) await (i % 2 ? onA : onB).attempt(`user${i}@example.com`, "3.0.0.1");
    expect((await onA.attempt("new@example.com", "3.0.0.1")).allowed).toBe(false);
    expect((await onB.attempt("new@example.com", "3.0.0.2")).allowed).toBe(true);
  });

  it("opens the account again once its window has ended, by the database's clock", async () => {
    const [onA, onB] = twoProcesses();
    for (const ip of ["4.0.0.1", "4.0.0.2", "4.0.0.3"]) await onA.attempt("finn@example.com", ip);
    expect((await onB.attempt("finn@example.com", "4.0.0.9")).allowed).toBe(false);
    await handle.db.execute(sql`update rate_limits set window_ends_at = now() - interval '1 second' where key = 'login-account:finn@example.com'`);
    expect(await onB.attempt("finn@example.com", "4.0.0.9")).toEqual({ allowed: true, delayMs: 0 });
  });
});

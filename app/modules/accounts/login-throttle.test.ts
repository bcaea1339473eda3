import { afterEach, describe, expect, it } from "vitest";
import { MemoryRateLimitStore, shareRateLimitsThrough } from "~/modules/security/rate-limit";
import { failureDelayMs, LoginThrottle, lockedMessage } from "./login-throttle";

describe("failureDelayMs", () => {
  it("waits for nothing at first, then longer each time, up to 8 s", () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(failureDelayMs)).toEqual([0, 0, 500, 1000, 2000, 4000, 8000]);
  });
});

/** An attempt whose password turns out wrong: counted, and nothing given back. */
const fail = async (throttle: LoginThrottle, email: string, ip: string) => throttle.attempt(email, ip);

describe("LoginThrottle", () => {
  const rules = { account: { maxFailures: 3, windowMs: 60_000 }, ip: { maxFailures: 5, windowMs: 60_000 } };
  afterEach(() => shareRateLimitsThrough(null));

  it("locks an account after its failures until the window ends, whatever the address", async () => {
    let now = 0;
    const throttle = new LoginThrottle(rules, () => now);
    for (const ip of ["1.1.1.1", "2.2.2.2", "3.3.3.3"]) expect((await fail(throttle, "dana@example.com", ip)).allowed).toBe(true);
    expect(await throttle.attempt("dana@example.com", "4.4.4.4")).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await throttle.attempt("mike@example.com", "4.4.4.4")).allowed).toBe(true);
    now = 60_000;
    expect((await throttle.attempt("dana@example.com", "4.4.4.4")).allowed).toBe(true);
  });

  it("locks an address that tries many accounts", async () => {
    const throttle = new LoginThrottle(rules, () => 0);
    for (let i = 0; i < 5; i += 1) await fail(throttle, `user${i}@example.com`, "9.9.9.9");
    expect((await throttle.attempt("new@example.com", "9.9.9.9")).allowed).toBe(false);
  });

  it("slows down answers as failures grow, and a success clears the account", async () => {
    const throttle = new LoginThrottle({ account: { maxFailures: 10, windowMs: 60_000 }, ip: { maxFailures: 50, windowMs: 60_000 } }, () => 0);
    const delays = [];
    for (let i = 0; i < 4; i += 1) delays.push(await fail(throttle, "dana@example.com", "1.1.1.1"));
    expect(delays).toEqual([0, 0, 500, 1000].map((delayMs) => ({ allowed: true, delayMs })));
    await throttle.recordSuccess("dana@example.com", "1.1.1.1");
    expect(await throttle.attempt("dana@example.com", "8.8.8.8")).toEqual({ allowed: true, delayMs: 0 });
  });

  it("does not hold successful logins against a shared address", async () => {
    const throttle = new LoginThrottle(rules, () => 0);
    // Five colleagues behind one office address log in fine; a sixth person is not locked out.
    for (let i = 0; i < 5; i += 1) {
      expect((await throttle.attempt(`user${i}@example.com`, "9.9.9.9")).allowed).toBe(true);
      await throttle.recordSuccess(`user${i}@example.com`, "9.9.9.9");
    }
    expect((await throttle.attempt("user5@example.com", "9.9.9.9")).allowed).toBe(true);
  });

  it("lets no more than the limit through when a burst of attempts comes at once", async () => {
    const throttle = new LoginThrottle(rules, () => 0);
    const answers = await Promise.all(Array.from({ length: 20 }, (_unused, i) => throttle.attempt("dana@example.com", `5.5.5.${i}`)));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(3);
  });

  it("counts in the shared store once one is set: failures through one process lock the account on another", async () => {
    shareRateLimitsThrough(new MemoryRateLimitStore());
    // Two throttles stand for two app processes.
    const onA = new LoginThrottle(rules, () => 0);
    const onB = new LoginThrottle(rules, () => 0);
    for (const ip of ["1.1.1.1", "2.2.2.2", "3.3.3.3"]) await fail(onA, "dana@example.com", ip);
    expect(await onB.attempt("dana@example.com", "4.4.4.4")).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it("keeps each process's failures apart in memory when nothing is shared (the embedded database)", async () => {
    const onA = new LoginThrottle(rules, () => 0);
    const onB = new LoginThrottle(rules, () => 0);
    for (const ip of ["1.1.1.1", "2.2.2.2", "3.3.3.3"]) await fail(onA, "dana@example.com", ip);
    expect((await onB.attempt("dana@example.com", "4.4.4.4")).allowed).toBe(true);
  });

  it("words the lock in minutes", () => {
    expect(lockedMessage(61)).toMatch(/wait 2 minutes/);
    expect(lockedMessage(5)).toMatch(/wait 1 minute /);
  });
});

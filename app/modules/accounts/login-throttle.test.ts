import { describe, expect, it } from "vitest";
import { failureDelayMs, LoginThrottle, lockedMessage } from "./login-throttle";

describe("failureDelayMs", () => {
  it("waits for nothing at first, then longer each time, up to 8 s", () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(failureDelayMs)).toEqual([0, 0, 500, 1000, 2000, 4000, 8000]);
  });
});

describe("LoginThrottle", () => {
  const rules = { account: { maxFailures: 3, windowMs: 60_000 }, ip: { maxFailures: 5, windowMs: 60_000 } };

  it("locks an account after its failures until the window ends, whatever the address", () => {
    let now = 0;
    const throttle = new LoginThrottle(rules, () => now);
    for (const ip of ["1.1.1.1", "2.2.2.2", "3.3.3.3"]) throttle.recordFailure("dana@example.com", ip);
    expect(throttle.check("dana@example.com", "4.4.4.4")).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(throttle.check("mike@example.com", "4.4.4.4").allowed).toBe(true);
    now = 60_000;
    expect(throttle.check("dana@example.com", "4.4.4.4").allowed).toBe(true);
  });

  it("locks an address that tries many accounts", () => {
    const throttle = new LoginThrottle(rules, () => 0);
    for (let i = 0; i < 5; i += 1) throttle.recordFailure(`user${i}@example.com`, "9.9.9.9");
    expect(throttle.check("new@example.com", "9.9.9.9").allowed).toBe(false);
  });

  it("slows down answers as failures grow, and a success clears the account", () => {
    const throttle = new LoginThrottle({ account: { maxFailures: 10, windowMs: 60_000 }, ip: { maxFailures: 50, windowMs: 60_000 } }, () => 0);
    for (let i = 0; i < 3; i += 1) throttle.recordFailure("dana@example.com", "1.1.1.1");
    expect(throttle.check("dana@example.com", "8.8.8.8")).toEqual({ allowed: true, delayMs: 1000 });
    throttle.recordSuccess("dana@example.com");
    expect(throttle.check("dana@example.com", "8.8.8.8")).toEqual({ allowed: true, delayMs: 0 });
  });

  it("words the lock in minutes", () => {
    expect(lockedMessage(61)).toMatch(/wait 2 minutes/);
    expect(lockedMessage(5)).toMatch(/wait 1 minute /);
  });
});

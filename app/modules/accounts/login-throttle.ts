/**
 * Failed logins, counted per account and per IP address, in memory (one app
 * process; see security/rate-limit.ts). After a few failures every further
 * answer is slowed down a little more, and past the limit the key is locked
 * until its window ends. A success clears the account's count.
 */
export type ThrottleRule = { maxFailures: number; windowMs: number };

export const ACCOUNT_RULE: ThrottleRule = { maxFailures: 10, windowMs: 15 * 60_000 };
export const IP_RULE: ThrottleRule = { maxFailures: 50, windowMs: 15 * 60_000 };

/** No delay for the first 3 failures, then 0.5 s, 1 s, 2 s … capped at 8 s. */
export function failureDelayMs(failures: number): number {
  if (failures < 3) return 0;
  return Math.min(500 * 2 ** (failures - 3), 8_000);
}

export type ThrottleCheck = { allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number };

export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly rules: { account: ThrottleRule; ip: ThrottleRule } = { account: ACCOUNT_RULE, ip: IP_RULE },
    private readonly now: () => number = Date.now,
  ) {}

  /** Before checking a password: is this account or address locked, and how long to wait before answering a failure. */
  check(email: string, ip: string): ThrottleCheck {
    const now = this.now();
    const account = this.current(`account:${email}`, now);
    const address = this.current(`ip:${ip}`, now);
    for (const [entry, rule] of [
      [account, this.rules.account],
      [address, this.rules.ip],
    ] as const) {
      if (entry && entry.count >= rule.maxFailures) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) };
      }
    }
    return { allowed: true, delayMs: failureDelayMs(Math.max(account?.count ?? 0, address?.count ?? 0) + 1) };
  }

  recordFailure(email: string, ip: string): void {
    const now = this.now();
    this.bump(`account:${email}`, this.rules.account, now);
    this.bump(`ip:${ip}`, this.rules.ip, now);
  }

  recordSuccess(email: string): void {
    this.failures.delete(`account:${email}`);
  }

  reset(): void {
    this.failures.clear();
  }

  private current(key: string, now: number) {
    const entry = this.failures.get(key);
    if (entry && entry.resetAt <= now) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }

  private bump(key: string, rule: ThrottleRule, now: number) {
    const entry = this.current(key, now);
    if (entry) entry.count += 1;
    else this.failures.set(key, { count: 1, resetAt: now + rule.windowMs });
    if (this.failures.size > 50_000) {
      for (const [k, value] of this.failures) if (value.resetAt <= now) this.failures.delete(k);
    }
  }
}

export function lockedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again, or reset your password.`;
}

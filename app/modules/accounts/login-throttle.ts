import { MemoryRateLimitStore, rateLimitStoreOr, type RateLimitStore, type WindowCount } from "~/modules/security";
import { plural } from "~/lib/plural";

/**
 * Login attempts, counted per account and per IP address in the rate-limit
 * store: PostgreSQL's rate_limits table when it is shared at boot, so every
 * app process sees the same attempts and a lock made through one holds on all
 * (docs/decisions/025); memory on the embedded database (one process).
 *
 * Each attempt is counted before its password is checked, in the store's one
 * atomic upsert: a burst of concurrent guesses (through one process or many)
 * cannot all slip past a check made before any of them failed. A success
 * clears the account's count and gives its attempt back to the address, so
 * what remains are failures. After a few failures every further answer is
 * slowed down a little more, and past the limit the key is locked until its
 * window ends.
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

/** Key prefixes in the store, apart from every rate limiter's name. */
const accountKey = (email: string) => `login-account:${email}`;
const ipKey = (ip: string) => `login-ip:${ip}`;

export class LoginThrottle {
  private readonly memory = new MemoryRateLimitStore();

  /** `store` fixes the store (tests); without it the shared one is used once set, else memory. */
  constructor(
    private readonly rules: { account: ThrottleRule; ip: ThrottleRule } = { account: ACCOUNT_RULE, ip: IP_RULE },
    private readonly now: () => number = Date.now,
    private readonly fixedStore?: RateLimitStore,
  ) {}

  private get store(): RateLimitStore {
    return this.fixedStore ?? rateLimitStoreOr(this.memory);
  }

  /**
   * Before checking a password: counts this attempt, then says whether the
   * account or the address is locked, and how long to wait before answering
   * if the password turns out wrong.
   */
  async attempt(email: string, ip: string): Promise<ThrottleCheck> {
    const now = this.now();
    const [account, address] = await Promise.all([
      this.store.hit(accountKey(email), this.rules.account.windowMs, now),
      this.store.hit(ipKey(ip), this.rules.ip.windowMs, now),
    ]);
    for (const [window, rule] of [
      [account, this.rules.account],
      [address, this.rules.ip],
    ] as Array<[WindowCount, ThrottleRule]>) {
      if (window.hits > rule.maxFailures) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - now) / 1000)) };
      }
    }
    return { allowed: true, delayMs: failureDelayMs(Math.max(account.hits, address.hits)) };
  }

  /** The password was right: the account starts over, and the address keeps only its failures. */
  async recordSuccess(email: string, ip: string): Promise<void> {
    await Promise.all([this.store.clear(accountKey(email)), this.store.release(ipKey(ip))]);
  }
}

export function lockedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed attempts. Please wait ${plural(minutes, "minute")} and try again, or reset your password.`;
}

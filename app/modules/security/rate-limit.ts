import { BRAND } from "~/brand";

/**
 * Fixed-window rate limits. Counts live in a store: memory by default (one
 * process, the embedded database), or a shared store (PostgreSQL's
 * rate_limits table, see rate-limit-store.server.ts) set at boot, so that
 * several app processes behind a load balancer count one client together
 * (docs/decisions/025). Every limiter has a `name`, required by the type so
 * that no new limiter can stay in one process's memory by omission: the name
 * keeps its keys apart from every other limiter's in the table.
 */
export type RateLimitRule = { name: string; limit: number; windowMs: number };

export type RateLimitResult =
  | { allowed: true; remaining: number }
  | { allowed: false; retryAfterSeconds: number };

/** One hit counted in a window: the count after it and when the window ends (ms since the epoch). */
export type WindowCount = { hits: number; endsAt: number };

export interface RateLimitStore {
  /** Counts one hit for `key`, opening a new window of `windowMs` when there is none or it ended. */
  hit(key: string, windowMs: number, now: number): Promise<WindowCount>;
  /** The open window of `key` without counting (null when there is none or it ended). */
  peek(key: string, now: number): Promise<WindowCount | null>;
  /** Forgets `key`'s window (a successful login clears its account's attempts). */
  clear(key: string): Promise<void>;
  /** Takes one hit back from `key`'s open window (a successful login's attempt, on its address). */
  release(key: string): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, WindowCount>();

  async hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { hits: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.hits += 1;
    return { ...window };
  }

  async peek(key: string, now: number): Promise<WindowCount | null> {
    const window = this.windows.get(key);
    return window && window.endsAt > now ? { ...window } : null;
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async release(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.hits > 0) window.hits -= 1;
  }

  clearAll(): void {
    this.windows.clear();
  }

  /** Drops expired windows now and then, so memory stays bounded by active clients. */
  private sweep(now: number) {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

let sharedStore: RateLimitStore | null = null;

/** At boot on PostgreSQL: limiters and the login throttle count in `store` from now on (null: back to memory). */
export function shareRateLimitsThrough(store: RateLimitStore | null): void {
  sharedStore = store;
}

/** The store set at boot, else `memory` (one process, the embedded database). */
export function rateLimitStoreOr(memory: RateLimitStore): RateLimitStore {
  return sharedStore ?? memory;
}

export class RateLimiter {
  private readonly memory = new MemoryRateLimitStore();

  constructor(
    private readonly rule: RateLimitRule,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string): Promise<RateLimitResult> {
    const now = this.now();
    const window = await rateLimitStoreOr(this.memory).hit(`${this.rule.name}:${key}`, this.rule.windowMs, now);
    if (window.hits > this.rule.limit) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - now) / 1000)) };
    }
    return { allowed: true, remaining: this.rule.limit - window.hits };
  }

  reset(): void {
    this.memory.clearAll();
  }
}

/** Human wording for a 429 answer. */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 60 ? "a minute" : `${minutes} minutes`;
  return `Too many requests from your connection. Please wait ${wait} and try again, or call us at ${BRAND.phoneDisplay}.`;
}

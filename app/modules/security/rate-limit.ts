import { BRAND } from "~/brand";

/**
 * A fixed-window rate limiter kept in memory. The app runs as one process (the
 * embedded database allows no other), so memory is the shared store; several
 * instances behind a load balancer would need a shared one (e.g. PostgreSQL).
 */
export type RateLimitRule = { limit: number; windowMs: number };

export type RateLimitResult =
  | { allowed: true; remaining: number }
  | { allowed: false; retryAfterSeconds: number };

export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly rule: RateLimitRule,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): RateLimitResult {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.rule.windowMs };
      this.windows.set(key, window);
    }
    if (window.count >= this.rule.limit) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
    }
    window.count += 1;
    return { allowed: true, remaining: this.rule.limit - window.count };
  }

  reset(): void {
    this.windows.clear();
  }

  /** Drops expired windows now and then, so memory stays bounded by active clients. */
  private sweep(now: number) {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** Human wording for a 429 answer. */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 60 ? "a minute" : `${minutes} minutes`;
  return `Too many requests from your connection. Please wait ${wait} and try again, or call us at ${BRAND.phoneDisplay}.`;
}

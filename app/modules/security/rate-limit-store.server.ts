import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { RateLimitStore, WindowCount } from "./rate-limit";

/** Every this many hits a process deletes the windows that ended, so the table stays small. */
const SWEEP_EVERY = 1000;

/**
 * Rate-limit windows in PostgreSQL's rate_limits table, shared by every app
 * process on the database (docs/decisions/025). One statement per hit: an
 * upsert that opens a new window when the old one ended and otherwise adds
 * one, so concurrent hits from several processes are counted exactly. The
 * database's clock decides when a window ends, not each process's.
 */
export class PostgresRateLimitStore implements RateLimitStore {
  private hitsSinceSweep = 0;

  constructor(private readonly db: Database) {}

  async hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    const result = await this.db.execute<{ hits: number; ms_left: string }>(sql`
      insert into rate_limits as r (key, hits, window_ends_at)
      values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        hits = case when r.window_ends_at <= now() then 1 else r.hits + 1 end,
        window_ends_at = case when r.window_ends_at <= now() then excluded.window_ends_at else r.window_ends_at end
      returning hits, (extract(epoch from (window_ends_at - now())) * 1000)::bigint::text as ms_left`);
    const row = (result as unknown as { rows: { hits: number; ms_left: string }[] }).rows[0];
    if (!row) throw new Error("rate limit upsert returned no row");
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep >= SWEEP_EVERY) {
      this.hitsSinceSweep = 0;
      await this.db.execute(sql`delete from rate_limits where window_ends_at < now()`);
    }
    // A hit that waited on another process's insert reads the time left
    // against its own, earlier transaction start: never report more than a window.
    return { hits: Number(row.hits), endsAt: now + Math.min(Number(row.ms_left), windowMs) };
  }

  async peek(key: string, now: number): Promise<WindowCount | null> {
    const result = await this.db.execute<{ hits: number; ms_left: string }>(sql`
      select hits, (extract(epoch from (window_ends_at - now())) * 1000)::bigint::text as ms_left
      from rate_limits where key = ${key} and window_ends_at > now()`);
    const row = (result as unknown as { rows: { hits: number; ms_left: string }[] }).rows[0];
    return row ? { hits: Number(row.hits), endsAt: now + Number(row.ms_left) } : null;
  }

  async clear(key: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limits where key = ${key}`);
  }

  async release(key: string): Promise<void> {
    await this.db.execute(sql`update rate_limits set hits = hits - 1 where key = ${key} and hits > 0 and window_ends_at > now()`);
  }
}

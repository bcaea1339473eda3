import { timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import { Gauge } from "prom-client";
import type { DatabaseHandle } from "~/db/client.server";
import { metricsRegistry } from "~/lib/metrics.server";
import { answer, answerText } from "./answers";
import type { Endpoint } from "./handler";
import { header } from "./request-facts";

/**
 * Gauges read when Prometheus scrapes: the pool's connections and the outbox's pending notifications and texts.
 * A scrape reads both with one query over their partial indexes (notifications_pending_idx, text_messages_due_idx).
 */
export function observeDatabase(handle: DatabaseHandle): void {
  new Gauge({
    name: "db_pool_connections",
    help: "PostgreSQL connections of this process's pool: total, idle, and requests waiting for one.",
    labelNames: ["state"] as const,
    registers: [metricsRegistry],
    collect() {
      const use = handle.poolUse?.();
      if (!use) return;
      this.set({ state: "total" }, use.total);
      this.set({ state: "idle" }, use.idle);
      this.set({ state: "waiting" }, use.waiting);
    },
  });
  // Both outbox gauges are collected in one scrape: one query serves them.
  let last: { at: number; reading: Promise<{ depth: number; oldest: number }> } | undefined;
  const pending = () => {
    if (!last || Date.now() - last.at > 1000) last = { at: Date.now(), reading: readOutbox() };
    return last.reading;
  };
  const readOutbox = async () => {
    const result = (await handle.db.execute(
      // Texts wait in their own table (app/modules/texting/text-outbox.server.ts); each side reads its partial index.
      sql`select count(*)::int as depth, coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest
          from (select created_at from notifications where status = 'pending'
                union all select created_at from text_messages where status = 'pending') as waiting`,
    )) as unknown as { rows: { depth: number; oldest: number }[] };
    return result.rows[0] ?? { depth: 0, oldest: 0 };
  };
  new Gauge({
    name: "outbox_pending",
    help: "Notifications waiting in the outbox: e-mails, pushes and texts.",
    registers: [metricsRegistry],
    async collect() {
      this.set((await pending()).depth);
    },
  });
  new Gauge({
    name: "outbox_oldest_pending_seconds",
    help: "Age of the oldest notification (e-mail, push or text) waiting in the outbox.",
    registers: [metricsRegistry],
    async collect() {
      this.set((await pending()).oldest);
    },
  });
}

/** GET /metrics with `Authorization: Bearer <METRICS_TOKEN>`; without a configured token it does not exist. */
export function metricsEndpoint(token: string | undefined): Endpoint {
  const expected = token ? Buffer.from(`Bearer ${token}`) : null;
  return async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (!expected) return answerText(res, 404, "Not found");
    const given = Buffer.from(header(req, "authorization") ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      return answerText(res, 401, "Unauthorized");
    }
    answer(res, 200, await metricsRegistry.metrics(), metricsRegistry.contentType);
  };
}

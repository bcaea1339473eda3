import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";

/**
 * The process's metrics, scraped from /metrics in Prometheus's text format (server/metrics.ts, docs/deploy.md).
 * Each process keeps its own; Prometheus adds the processes up. Modules count what they do through the
 * metrics below; gauges that read the database are registered by the server, which may reach it.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

/** Seconds from the request's arrival to its answer, by route pattern (never the raw path: its ids would explode the series). */
export const requestDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time to answer an HTTP request, by route pattern, method and status.",
  labelNames: ["route", "method", "status"] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
  registers: [metricsRegistry],
});

export const pageCacheRequests = new Counter({
  name: "page_cache_requests_total",
  help: "Requests the public page cache answered (hit) or passed on (miss).",
  labelNames: ["result"] as const,
  registers: [metricsRegistry],
});

export const notificationsHandedOver = new Counter({
  name: "notifications_total",
  help: "Notifications handed to their transport (sent) or given up on or retried after an error (failed), by channel.",
  labelNames: ["channel", "outcome"] as const,
  registers: [metricsRegistry],
});

export const leadsTaken = new Counter({
  name: "leads_total",
  help: "Homeowners' requests stored (intake) and leads bought by pros (accept).",
  labelNames: ["event"] as const,
  registers: [metricsRegistry],
});

export const matchingDuration = new Histogram({
  name: "matching_duration_seconds",
  help: "Time to choose the pros for one request.",
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25],
  registers: [metricsRegistry],
});

/** Seconds since `started` (a process.hrtime.bigint() reading), for the histograms above. */
export function secondsSince(started: bigint): number {
  return Number(process.hrtime.bigint() - started) / 1e9;
}

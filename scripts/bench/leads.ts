// `npm run bench -- leads`: lead submissions per second and latency on
// PostgreSQL with 20 concurrent clients, the whole intake called in-process
// (the HTTP layer's per-IP rate limit would, rightly, stop a load test from
// one address). A throwaway database is created on BENCH_DATABASE_URL and dropped.
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { createTestDatabase } from "../../tests/support/test-database";
import { intakeLead, leadIntakeInput } from "~/modules/intake/index.server";
import { RateLimiter } from "~/modules/security";
import { percentile, POSTGRES_URL, round, saveResult, seedProsThatTakeLeads } from "./shared";

const CONCURRENCY = 20;
const LEADS = Number(process.env.BENCH_LEADS ?? 2000);
const WARM_UP_LEADS = 300;

export type LeadsResult = {
  date: string;
  /** The machine's 1-minute load average when the run started. */
  loadAverage?: number;
  database: "postgres";
  leads: number;
  concurrency: number;
  failures: number;
  /** Leads sent before the measured ones, not measured. */
  warmUpLeads?: number;
  /** Measured leads that went to at least one pro. */
  matchedLeads?: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
};

export async function benchLeadSubmissions(): Promise<LeadsResult> {
  process.env.TEST_DATABASE_URL = POSTGRES_URL;
  const loadAverage = round(loadavg()[0] ?? 0, 1);
  const handle = await createTestDatabase();
  try {
    await seedProsThatTakeLeads(handle.db);
    const limiter = new RateLimiter({ name: "bench", limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 });
    const zips = ["43215", "44114", "45202", "43604", "44308", "45402", "43081", "44107"];
    const services = ["hvac", "plumbing", "electrical", "landscaping", "cleaning", "renovation"];
    let serial = 0;
    /** `count` leads from CONCURRENCY clients, each sending its next lead when the last is answered. */
    const submit = async (count: number) => {
      const latencies: number[] = [];
      let sent = 0;
      let failures = 0;
      let matched = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async (_unused, client) => {
          while (sent < count) {
            sent += 1;
            const i = serial++;
            const form = leadIntakeInput(
              {
                firstName: "Bench",
                lastName: `Client${client}`,
                email: `bench${i}@example.com`,
                phone: `614555${String(i % 10000).padStart(4, "0")}`,
                service: services[i % services.length]!,
                zip: zips[i % zips.length]!,
                budget: "1000to3000",
                urgency: "soon",
                details: "Benchmark request with a realistic amount of text about the job.",
                idempotencyKey: crypto.randomUUID(),
              },
              "questionnaire",
            );
            const t0 = performance.now();
            const result = await intakeLead(
              handle.db,
              form,
              { ip: `10.0.0.${client}`, userAgent: "bench", pageUrl: "/contact-info" },
              { limiter },
            );
            latencies.push(performance.now() - t0);
            if (!result.ok) failures += 1;
            else if (result.value.matchedProviderIds.length > 0) matched += 1;
          }
        }),
      );
      return { seconds: (performance.now() - started) / 1000, latencies, failures, matched };
    };
    // A new process and new connections: the first leads pay for V8's compiling and each connection's
    // first parses and plans, once; the measured leads are the ones after.
    await submit(WARM_UP_LEADS);
    const { seconds, latencies, failures, matched } = await submit(LEADS);
    latencies.sort((a, b) => a - b);
    return {
      date: new Date().toISOString(),
      loadAverage,
      database: "postgres",
      leads: LEADS,
      concurrency: CONCURRENCY,
      failures,
      warmUpLeads: WARM_UP_LEADS,
      matchedLeads: matched,
      perSecond: Math.round(LEADS / seconds),
      p50Ms: round(percentile(latencies, 50), 1),
      p95Ms: round(percentile(latencies, 95), 1),
      p99Ms: round(percentile(latencies, 99), 1),
    };
  } finally {
    await handle.close();
  }
}

export async function runLeads(): Promise<void> {
  const result = await benchLeadSubmissions();
  console.log("lead submissions", result);
  saveResult("leads", result);
}

// `npm run bench`: lead submissions per second and p95 latency on PostgreSQL
// with 20 concurrent clients, and matching time with 10,000 providers. Writes
// bench-results/report.md (and .json). Numbers, not pass/fail.
//
// Needs a PostgreSQL server: BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test). A throwaway database is created
// on it and dropped at the end.
import { mkdirSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { openDatabase } from "~/db/client.server";
import { createTestDatabase } from "~/db/test-database.server";
import { providerCategories, providers, providerServiceZips, serviceCategories } from "~/db/schema";
import { seedDatabase } from "~/modules/seed/seed.server";
import { allZips, zipsWithinRadius } from "~/modules/catalog/geo";
import { postLedgerEntry } from "~/modules/credits/ledger.server";
import { findMatchCandidates } from "~/modules/leads/match-candidates.server";
import { type MatchCandidate, selectMatches } from "~/modules/leads/matching";
import { intakeLead, leadIntakeInput } from "~/modules/leads/lead-intake.server";
import { RateLimiter } from "~/modules/security/rate-limit";
import { eq } from "drizzle-orm";

process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
process.env.LOG_LEVEL = "warn";

const CONCURRENCY = 20;
const LEADS = Number(process.env.BENCH_LEADS ?? 2000);
const PROVIDERS = 10_000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function benchLeadSubmissions() {
  const handle = await createTestDatabase();
  try {
    await seedDatabase(handle.db);
    const limiter = new RateLimiter({ limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 });
    const zips = ["43215", "44114", "45202", "43604", "44308", "45402", "43081", "44107"];
    const services = ["hvac", "plumbing", "electrical", "landscaping", "cleaning", "renovation"];
    const latencies: number[] = [];
    let next = 0;
    let failures = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_unused, client) => {
        while (next < LEADS) {
          const i = next++;
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
          const result = await intakeLead(handle.db, form, { ip: `10.0.0.${client}`, userAgent: "bench", pageUrl: "/contact-info" }, { limiter });
          latencies.push(performance.now() - t0);
          if (!result.ok) failures += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      leads: LEADS,
      concurrency: CONCURRENCY,
      failures,
      perSecond: Math.round(LEADS / seconds),
      p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
      p95Ms: Math.round(percentile(latencies, 95) * 10) / 10,
      p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
    };
  } finally {
    await handle.close();
  }
}

function benchMatchingInMemory() {
  const candidates: MatchCandidate[] = Array.from({ length: PROVIDERS }, (_unused, i) => ({
    id: `p${String(i).padStart(5, "0")}`,
    verificationStatus: i % 10 === 0 ? "pending" : "verified",
    paused: i % 17 === 0,
    servesCategory: true,
    coversZip: true,
    leadsThisWeek: i % 12,
    weeklyLeadCap: 10,
    creditBalance: (i * 37) % 200,
    maxCreditsPerLead: 40,
    ratingTenths: 40 + (i % 11),
    reviewCount: i % 90,
    medianResponseMinutes: 15 + ((i * 13) % 2000),
    answeredLeadCount: i % 30,
    distanceMiles: (i % 300) / 10,
    featured: i === 4242,
  }));
  const runs = 50;
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    selectMatches(candidates, 28);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { providers: PROVIDERS, runs, medianMs: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)) };
}

async function benchMatchingQuery() {
  const handle = await createTestDatabase();
  try {
    await seedDatabase(handle.db);
    const [hvac] = await handle.db.select({ id: serviceCategories.id }).from(serviceCategories).where(eq(serviceCategories.slug, "hvac"));
    const ohio = allZips().filter((z) => z.state === "OH" && z.residential);
    const batch = 500;
    for (let start = 0; start < PROVIDERS; start += batch) {
      const rows = Array.from({ length: Math.min(batch, PROVIDERS - start) }, (_unused, k) => {
        const i = start + k;
        const base = ohio[(i * 7) % ohio.length]!;
        return {
          slug: `bench-pro-${i}`,
          businessName: `Bench Pro ${i}`,
          phone: "6145550000",
          email: `pro${i}@example.com`,
          baseZip: base.zip,
          city: base.city,
          verificationStatus: "verified" as const,
          ratingTenths: 42 + (i % 9),
          reviewCount: i % 80,
          medianResponseMinutes: 30 + (i % 500),
          serviceRadiusMiles: 15,
        };
      });
      const inserted = await handle.db.insert(providers).values(rows).returning({ id: providers.id, baseZip: providers.baseZip });
      await handle.db.insert(providerCategories).values(inserted.map((p) => ({ providerId: p.id, categoryId: hvac!.id })));
      await handle.db
        .insert(providerServiceZips)
        .values(inserted.flatMap((p) => zipsWithinRadius(p.baseZip, 15).map((zip) => ({ providerId: p.id, zip }))));
      for (const pro of inserted) {
        await postLedgerEntry(handle.db, { providerId: pro.id, kind: "grant", amount: 200, idempotencyKey: `bench-${pro.id}` });
      }
    }
    const zips = ["43215", "44114", "45202", "43604", "44308", "45402"];
    const times: number[] = [];
    let candidatesSeen = 0;
    for (let r = 0; r < 60; r++) {
      const zip = zips[r % zips.length]!;
      const t0 = performance.now();
      const candidates = await findMatchCandidates(handle.db, { categoryId: hvac!.id, zip });
      selectMatches(candidates, 28);
      times.push(performance.now() - t0);
      candidatesSeen = Math.max(candidatesSeen, candidates.length);
    }
    times.sort((a, b) => a - b);
    return { providers: PROVIDERS, largestCandidateSet: candidatesSeen, medianMs: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)) };
  } finally {
    await handle.close();
  }
}

function round(ms: number) {
  return Math.round(ms * 100) / 100;
}

// Fail fast with a clear message when PostgreSQL is not reachable.
const probe = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL! });
const reachable = await probe.ping();
await probe.close();
if (!reachable) {
  console.error(`PostgreSQL is not reachable at ${process.env.TEST_DATABASE_URL}; set BENCH_DATABASE_URL.`);
  process.exit(1);
}

const leadSubmissions = await benchLeadSubmissions();
console.log("lead submissions", leadSubmissions);
const matchingInMemory = benchMatchingInMemory();
console.log("matching (rules, in memory)", matchingInMemory);
const matchingQuery = await benchMatchingQuery();
console.log("matching (query + rules, PostgreSQL)", matchingQuery);

const report = {
  date: new Date().toISOString(),
  machine: { node: process.version, cpus: (await import("node:os")).cpus().length },
  leadSubmissions,
  matchingInMemory,
  matchingQuery,
};
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/report.json", `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(
  "bench-results/report.md",
  `# Benchmark report

${report.date}, Node ${report.machine.node}, ${report.machine.cpus} cores. PostgreSQL on the same machine.

## Lead submissions (PostgreSQL, ${leadSubmissions.concurrency} concurrent clients)
The whole intake (validation, category, duplicate check, lead + contact + consent
rows, matching, notifications) in one transaction per lead, called in-process:
the HTTP layer's per-IP rate limit would (rightly) stop a load test from one address.

| leads | per second | p50 ms | p95 ms | p99 ms | failures |
|---|---|---|---|---|---|
| ${leadSubmissions.leads} | ${leadSubmissions.perSecond} | ${leadSubmissions.p50Ms} | ${leadSubmissions.p95Ms} | ${leadSubmissions.p99Ms} | ${leadSubmissions.failures} |

## Matching with ${PROVIDERS.toLocaleString("en-US")} providers
| what | median ms | p95 ms |
|---|---|---|
| rules and ranking over ${matchingInMemory.providers.toLocaleString("en-US")} candidates in memory | ${matchingInMemory.medianMs} | ${matchingInMemory.p95Ms} |
| candidate query + rules, ${matchingQuery.providers.toLocaleString("en-US")} HVAC pros in the database (largest candidate set ${matchingQuery.largestCandidateSet}) | ${matchingQuery.medianMs} | ${matchingQuery.p95Ms} |
`,
);
console.log("wrote bench-results/report.md");

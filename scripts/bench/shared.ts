import { execFileSync } from "node:child_process";
import os from "node:os";
// Helpers the benchmarks share: percentiles, the raw results file, the
// PostgreSQL probe. Results are measured by the benchmark that writes them;
// nothing here types in a number.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "~/db/client.server";
import { seedDatabase } from "~/modules/seed/index.server";

export const RESULTS_FILE = "bench-results/results.json";

export type BenchName = "pages" | "leads" | "matching" | "accept" | "portal-js" | "intake-http" | "speed-to-lead" | "signed-in" | "lighthouse";

/** Where a benchmark's server runs, and where its load generator runs: one core each, as docs/benchmarks.md says. */
export const SERVER_CORE = "0";
export const LOAD_CORE = "1";

/** Pins a running process and all its threads to `cores` ("0", "1" or "0,1"). */
export function pinProcess(pid: number | undefined, cores: string): void {
  if (pid === undefined) throw new Error("no process to pin: it did not start");
  execFileSync("taskset", ["-a", "-cp", cores, String(pid)], { stdio: "ignore" });
}

/** The kernel's clock ticks per second, the unit of /proc/<pid>/stat's times (100 on Linux everywhere in practice). */
const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/** CPU time a process has used so far, in ms (user and system, all its threads; Linux's /proc). */
export function processCpuMs(pid: number | undefined): number {
  if (pid === undefined) throw new Error("no process to read: it did not start");
  // The fields after the command's name, which is in parentheses and may itself hold spaces and parentheses, so it
  // ends at the last ")": utime is the 12th field after it, stime the 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** p50, p95 and p99 of sorted latencies in ms, to a tenth. */
export function latencyFigures(sorted: number[]): { p50Ms: number; p95Ms: number; p99Ms: number } {
  return { p50Ms: round(percentile(sorted, 50), 1), p95Ms: round(percentile(sorted, 95), 1), p99Ms: round(percentile(sorted, 99), 1) };
}

/**
 * Waits until PostgreSQL's statistics views show what the server's connections did: an idle backend reports its
 * counts within PGSTAT_IDLE_INTERVAL (10 s) of its last transaction.
 */
export function statisticsSettled(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 11_000));
}

export function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Every benchmark's latest results; one benchmark run alone keeps the others'. */
export function readResults(): Partial<Record<BenchName, unknown>> {
  if (!existsSync(RESULTS_FILE)) return {};
  return JSON.parse(readFileSync(RESULTS_FILE, "utf8")) as Partial<Record<BenchName, unknown>>;
}

/**
 * The processor a result was measured on: a report can hold results from
 * different machines. A virtual machine's model name can be as vague as "AMD
 * EPYC" for processors of different generations (stops 23 and 24 measured
 * twice the speed under that one name, with nothing recorded to tell the
 * machines apart), so the family and model numbers Linux reports are added
 * where it reports them.
 */
export function machineName(): string {
  return `${os.cpus()[0]?.model ?? "unknown CPU"}${cpuGeneration()}, ${os.cpus().length} cores`;
}

function cpuGeneration(): string {
  let info: string;
  try {
    info = readFileSync("/proc/cpuinfo", "utf8");
  } catch {
    return "";
  }
  const field = (name: string) => new RegExp(`^${name}\\s*:\\s*(\\S+)`, "m").exec(info)?.[1];
  const family = field("cpu family");
  const model = field("model");
  return family && model ? ` (family ${family}, model ${model})` : "";
}

export function saveResult(name: BenchName, result: object): void {
  const all = readResults();
  all[name] = { ...result, measuredOn: machineName() };
  mkdirSync("bench-results", { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(all, null, 2)}\n`);
}

/**
 * The seeded businesses as real pros, for the lead intake benchmarks' own throwaway databases: demo businesses never
 * receive a homeowner's request (find-matches.server.ts), and a pro is matched only with an account whose e-mail is
 * confirmed, so each gets one and loses its demo mark. Their weekly cap goes to its highest (100) so that most
 * measured leads are offered to pros and intake does the whole of its work: deliveries, events and the pros' notices.
 * Every demo business is seeded first, whatever DEMO_DATA says (scripts/db-seed.ts's template has only the portal's).
 */
export async function seedProsThatTakeLeads(db: Database): Promise<void> {
  await seedDatabase(db, { showDemo: true });
  await db.execute(sql`insert into users (id, name, email, email_verified)
    select 'bench-user-' || id, business_name, 'bench-pro-' || id || '@example.com', true from providers where is_demo`);
  await db.execute(sql`update providers set user_id = 'bench-user-' || id, is_demo = false, weekly_lead_cap = 100 where is_demo`);
}

export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export async function postgresReachable(url = POSTGRES_URL): Promise<boolean> {
  const probe = await openDatabase({ databaseUrl: url });
  try {
    return await probe.ping();
  } finally {
    await probe.close();
  }
}

/** Latencies (sorted) and failures of `clients` clients, each asking `next` for its next request until it has none. */
export async function runClients(
  clients: number,
  next: (client: number) => (() => Promise<boolean>) | null,
): Promise<{ latencies: number[]; failed: number; perSecond: number }> {
  const latencies: number[] = [];
  let failed = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_unused, client) => {
      for (let request = next(client); request; request = next(client)) {
        const sent = performance.now();
        const ok = await request().catch(() => false);
        latencies.push(performance.now() - sent);
        if (!ok) failed++;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return { latencies, failed, perSecond: Math.round(latencies.length / seconds) };
}

/** The CPU profile a server wrote into `dir` as it stopped. */
export function profileIn(dir: string): string | undefined {
  const [file] = readdirSync(dir).filter((name) => name.endsWith(".cpuprofile"));
  return file === undefined ? undefined : join(dir, file);
}

/**
 * BENCH_PROFILE_DIR keeps each profile there as `<name>.cpuprofile`, for reading by function (profile-summary.ts,
 * from `fromMicros` on when given).
 */
export function keepProfile(file: string | undefined, name: string, fromMicros = ""): void {
  const keepIn = process.env.BENCH_PROFILE_DIR;
  if (!keepIn || !file) return;
  // Made if missing: the profile arrives minutes into a run, too late to fail on a folder not there.
  mkdirSync(keepIn, { recursive: true });
  const kept = join(keepIn, `${name.replace(/\W+/g, "-")}.cpuprofile`);
  copyFileSync(file, kept);
  console.log(`profile kept: npx tsx scripts/bench/profile-summary.ts ${kept} 25 ${fromMicros}`.trimEnd());
}

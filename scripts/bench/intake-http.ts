// `npm run bench -- intake-http`: lead submissions over HTTP to the built
// server on PostgreSQL, at 20 and 100 concurrent clients, each request from
// its own client address (TRUST_PROXY, X-Forwarded-For) so the per-address
// limit stays out of the way; then the outage a PostgreSQL restart causes.
// Runs on a private PostgreSQL server (scripts/faults/postgres-instance.ts,
// default durability settings) so the restart touches nobody else's database.
// Under load the server runs on one core and the clients (this process) on the other.
// Needs `npm run build`.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "~/db/client.server";
import { performance } from "node:perf_hooks";
import { clientIp, postLead, sleep, startApp } from "../faults/app-process";
import { isLeadSuccess, leadIdFrom } from "../faults/checks";
import { type PostgresInstance, startPostgresInstance } from "../faults/postgres-instance";
import { keepProfile, LOAD_CORE, percentile, pinProcess, profileIn, round, saveResult, seedProsThatTakeLeads, SERVER_CORE } from "./shared";

const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55433);
const APP_PORT = Number(process.env.BENCH_PORT ?? 4295);
const LEADS = Number(process.env.BENCH_HTTP_LEADS ?? 2000);
/** Leads posted first and not measured, as in the in-process run (scripts/bench/leads.ts): a new process compiles as it goes. */
const WARM_UP = 300;

export type IntakeHttpRun = {
  clients: number;
  requests: number;
  successes: number;
  /** Leads of this run found in the database afterwards (successes' ids). */
  storedOfSuccesses: number;
  /** Every lead row the run left, answered with success or not. */
  rowsInDatabase: number;
  /** Of the successes, the leads offered to at least one pro (the seeded businesses made real pros: seedProsThatTakeLeads). */
  offeredToPros?: number;
  otherAnswers: Record<string, number>;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
};

export type OutageResult = {
  clients: number;
  /** ms from asking PostgreSQL to stop until it accepted connections again (pg_ctl stop + start). */
  restartMs: number;
  /** ms from the stop request to the first failed answer (negative: a request in flight failed first). */
  firstFailureAfterStopMs: number | null;
  /** ms from the first failed answer to the first good one after it: the window visitors saw. */
  windowMs: number | null;
  failedAnswers: number;
  failedStatuses: Record<string, number>;
  successesStored: string;
};

export type IntakeHttpResult = { date: string; loadAverage: number; runs: IntakeHttpRun[]; outage: OutageResult };

export async function benchIntakeHttp(): Promise<IntakeHttpResult> {
  const loadAverage = round(loadavg()[0] ?? 0, 1);
  const postgres = startPostgresInstance(PG_PORT, { fsync: true });
  try {
    postgres.prepareTemplate();
    const runs: IntakeHttpRun[] = [];
    for (const clients of [20, 100]) runs.push(await loadRun(postgres, clients));
    const outage = await outageRun(postgres, 20);
    return { date: new Date().toISOString(), loadAverage, runs, outage };
  } finally {
    postgres.remove();
  }
}

/** A database of its own, copied from the template, with pros that take leads, as the in-process run has. */
async function databaseWithPros(postgres: PostgresInstance, database: string): Promise<string> {
  const url = await postgres.createDatabase(database);
  const handle = await openDatabase({ databaseUrl: url });
  try {
    await seedProsThatTakeLeads(handle.db);
  } finally {
    await handle.close();
  }
  return url;
}

async function loadRun(postgres: PostgresInstance, clients: number): Promise<IntakeHttpRun> {
  const database = `bench_http_${clients}`;
  // With BENCH_PROFILE_DIR the server runs under V8's profiler (its figures then include the profiler's cost), kept
  // as intake-<clients>.cpuprofile and read from the measured leads on.
  const profileDir = process.env.BENCH_PROFILE_DIR ? mkdtempSync(join(tmpdir(), "buckeye-intake-profile-")) : null;
  const nodeArgs = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const app = await startApp(APP_PORT, { DATABASE_URL: await databaseWithPros(postgres, database) }, undefined, nodeArgs);
  let measuredFrom = "";
  try {
    pinProcess(app.child.pid, SERVER_CORE);
    pinProcess(process.pid, LOAD_CORE);
    let warm = 0;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (warm < WARM_UP) {
          const i = LEADS + warm++;
          await postLead(app.base, i, clientIp(i), `warm${clients}-`);
        }
      }),
    );
    const started = new Date();
    measuredFrom = String(process.hrtime.bigint() / 1000n);
    const latencies: number[] = [];
    const ids: string[] = [];
    const otherAnswers: Record<string, number> = {};
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (next < LEADS) {
          const i = next++;
          const sent = performance.now();
          const answer = await postLead(app.base, i, clientIp(i), `bench${clients}-`).catch(() => null);
          latencies.push(performance.now() - sent);
          if (answer && isLeadSuccess(answer.status, answer.location)) ids.push(leadIdFrom(answer.location)!);
          else {
            const key = answer ? String(answer.status) : "no answer";
            otherAnswers[key] = (otherAnswers[key] ?? 0) + 1;
          }
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    latencies.sort((a, b) => a - b);
    const stored = await postgres.query<{ count: string }>(database, "select count(*) from lead_requests where id = any($1::uuid[])", [ids]);
    const rows = await postgres.query<{ count: string }>(database, "select count(*) from lead_requests where created_at >= $1", [started]);
    const offered = await postgres.query<{ count: string }>(
      database,
      "select count(distinct lead_id) as count from lead_deliveries where lead_id = any($1::uuid[])",
      [ids],
    );
    return {
      clients,
      requests: LEADS,
      successes: ids.length,
      storedOfSuccesses: Number(stored[0]?.count ?? 0),
      rowsInDatabase: Number(rows[0]?.count ?? 0),
      offeredToPros: Number(offered[0]?.count ?? 0),
      otherAnswers,
      perSecond: Math.round(LEADS / seconds),
      p50Ms: round(percentile(latencies, 50), 1),
      p95Ms: round(percentile(latencies, 95), 1),
      p99Ms: round(percentile(latencies, 99), 1),
    };
  } finally {
    pinProcess(process.pid, `${SERVER_CORE},${LOAD_CORE}`);
    await app.kill("SIGTERM");
    if (profileDir) {
      keepProfile(profileIn(profileDir), `intake-${clients}`, measuredFrom);
      rmSync(profileDir, { recursive: true, force: true });
    }
  }
}

async function outageRun(postgres: PostgresInstance, clients: number): Promise<OutageResult> {
  const database = "bench_http_outage";
  const app = await startApp(APP_PORT, { DATABASE_URL: await databaseWithPros(postgres, database) });
  try {
    const answers: { at: number; ok: boolean; status: string; id: string | null }[] = [];
    let stop = false;
    let next = 0;
    const load = Promise.all(
      Array.from({ length: clients }, async () => {
        while (!stop) {
          const i = next++;
          const answer = await postLead(app.base, i, clientIp(i), "outage").catch(() => null);
          const ok = answer !== null && isLeadSuccess(answer.status, answer.location);
          answers.push({ at: performance.now(), ok, status: answer ? String(answer.status) : "no answer", id: ok ? leadIdFrom(answer!.location) : null });
          if (!ok) await sleep(10);
        }
      }),
    );
    await sleep(2_000);
    const stopAt = performance.now();
    await postgres.stop();
    await postgres.start();
    const restartMs = Math.round(performance.now() - stopAt);
    await sleep(4_000);
    stop = true;
    await load;
    const firstFailure = answers.find((answer) => !answer.ok);
    const firstGood = firstFailure ? answers.find((answer) => answer.ok && answer.at > firstFailure.at) : undefined;
    const failed = answers.filter((answer) => !answer.ok);
    const failedStatuses: Record<string, number> = {};
    for (const answer of failed) failedStatuses[answer.status] = (failedStatuses[answer.status] ?? 0) + 1;
    const ids = answers.flatMap((answer) => (answer.id ? [answer.id] : []));
    const stored = await postgres.query<{ count: string }>(database, "select count(*) from lead_requests where id = any($1::uuid[])", [ids]);
    return {
      clients,
      restartMs,
      firstFailureAfterStopMs: firstFailure ? Math.round(firstFailure.at - stopAt) : null,
      windowMs: firstFailure && firstGood ? Math.round(firstGood.at - firstFailure.at) : null,
      failedAnswers: failed.length,
      failedStatuses,
      successesStored: `${stored[0]?.count ?? 0} of ${ids.length}`,
    };
  } finally {
    await app.kill("SIGTERM");
  }
}

export async function runIntakeHttp(): Promise<void> {
  const result = await benchIntakeHttp();
  console.log("lead intake over HTTP", JSON.stringify(result, null, 2));
  saveResult("intake-http", result);
}

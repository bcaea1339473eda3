// One signed-in page under load, for `npm run bench -- signed-in` (scripts/bench/signed-in.ts on PostgreSQL,
// scripts/bench/signed-in-embedded.ts on the embedded database): 20 clients ask for one URL as fast as it answers.
import { performance } from "node:perf_hooks";
import { sleep } from "../faults/app-process";
import { latencyFigures, runClients } from "./shared";

export const CLIENTS = 20;
export const SECONDS = Number(process.env.BENCH_SIGNED_IN_SECONDS ?? 8);
/** Requests before the measured ones: the first requests compile queries and fill the process's caches. */
export const WARM_UP = 50;
/**
 * What a browser asks for: Node's fetch asks for gzip and deflate only, so the server compressed every answer as
 * gzip (about 2.5 times brotli's cost on a portal page), which no visitor's browser gets (server/content-encoding.ts).
 */
export const BROWSER_ACCEPT_ENCODING = { "accept-encoding": "gzip, deflate, br, zstd" };

export type SignedInRun = {
  page: string;
  path: string;
  requests: number;
  /** Answers other than 200 (a redirect to login would mean the session was lost). */
  notOk: number;
  /** PostgreSQL transactions per answer (each statement outside a transaction is one): the page's database round trips. */
  transactionsPerRequest: number;
  /** The server process's CPU time per answer (user and system): at 100% of its one core, 1000 / this is its most answers a second. */
  serverCpuMsPerRequest?: number;
  /** The database's own execution time per answer (pg_stat_statements), and the statements that took most of it. */
  databaseMsPerRequest?: number;
  topStatements?: { statement: string; callsPerRequest: number; msPerCall: number }[];
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
};

export type LoadFigures = Omit<SignedInRun, "transactionsPerRequest">;

export async function loadRun(base: string, page: string, path: string, cookie: string, seconds: number): Promise<LoadFigures> {
  const ask = async () => {
    const response = await fetch(`${base}${path}`, { headers: { cookie, ...BROWSER_ACCEPT_ENCODING }, redirect: "manual" });
    await response.arrayBuffer();
    return response.status;
  };
  const first = await ask();
  if (first !== 200) throw new Error(`${path} answered ${first} before the run`);
  for (let i = 0; i < WARM_UP; i++) await ask();
  const end = performance.now() + seconds * 1000;
  const { latencies, failed: notOk, perSecond } = await runClients(CLIENTS, () =>
    performance.now() < end ? async () => (await ask()) === 200 : null,
  );
  await sleep(500);
  return {
    page,
    path: path.replace(/[0-9a-f-]{36}/, ":leadId"),
    requests: latencies.length,
    notOk,
    perSecond,
    ...latencyFigures(latencies),
  };
}

// `npm run bench [-- pages|leads|matching|accept|portal-js|intake-http|speed-to-lead|signed-in|lighthouse ...]`: runs the named benchmarks
// (all of them when none is named), keeps their raw results in
// bench-results/results.json and writes docs/benchmarks.md from them.
//
// pages needs wrk, nginx and taskset (apt-get install wrk nginx-light); leads,
// matching and accept need PostgreSQL at BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test), where they create and drop
// throwaway databases. lighthouse needs Chromium (/usr/bin/chromium or CHROME_PATH) and installs
// Lighthouse itself on its first run (scripts/bench/bench-tools.ts). intake-http and speed-to-lead need the
// build (npm run build) and PostgreSQL's server binaries; so does signed-in, which
// also needs taskset: they start their own server on another port.
import pg from "pg";
import { runIntakeHttp } from "./intake-http";
import { runLeads } from "./leads";
import { runLighthouse } from "./lighthouse";
import { runMatching } from "./matching";
import { runPages } from "./pages";
import { runAccept, runPortalJs } from "./portal";
import { runSpeedToLead } from "./speed-to-lead";
import { runSignedIn } from "./signed-in";
import { writeReport } from "./report";
import { type BenchName, POSTGRES_URL, postgresReachable } from "./shared";

process.env.LOG_LEVEL = "warn";

const BENCHMARKS: Record<BenchName, () => Promise<void>> = {
  pages: runPages,
  leads: runLeads,
  matching: runMatching,
  accept: runAccept,
  "portal-js": runPortalJs,
  "intake-http": runIntakeHttp,
  "speed-to-lead": runSpeedToLead,
  "signed-in": runSignedIn,
  lighthouse: runLighthouse,
};
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in BENCHMARKS));
if (unknown.length > 0) {
  console.error(`Unknown benchmark ${unknown.join(", ")}; choose from ${Object.keys(BENCHMARKS).join(", ")}.`);
  process.exit(1);
}
const names = (asked.length > 0 ? asked : Object.keys(BENCHMARKS)) as BenchName[];

const reachable = await postgresReachable();
// pages, portal-js and lighthouse need no database; intake-http runs its own PostgreSQL server.
const ownDatabase = new Set<BenchName>(["pages", "portal-js", "intake-http", "speed-to-lead", "signed-in", "lighthouse"]);
if (!reachable && names.some((name) => !ownDatabase.has(name))) {
  console.error(`PostgreSQL is not reachable at ${POSTGRES_URL}; set BENCH_DATABASE_URL.`);
  process.exit(1);
}
for (const name of names) await BENCHMARKS[name]();

let postgresVersion: string | null = null;
if (reachable) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  postgresVersion = String((await client.query("show server_version")).rows[0]?.server_version ?? "");
  postgresVersion = `PostgreSQL ${postgresVersion}`;
  await client.end();
}
writeReport(postgresVersion);
console.log("wrote docs/benchmarks.md and bench-results/results.json");

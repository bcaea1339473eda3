// `npm run test:faults`: the fault scenarios of docs/deploy.md, each bounded in
// time, against the built server (run `npm run build` first) and a private
// PostgreSQL server this script starts, restarts and removes (never the
// machine's own). Prints pass/fail per check and exits non-zero on a failure.
//   npm run test:faults [-- restart smtp kill embedded processes]
import { existsSync } from "node:fs";
import type { Check } from "./checks";
import { databaseRestart } from "./database-restart";
import { embeddedKill } from "./embedded-kill";
import { serverKill } from "./server-kill";
import { smtpDown } from "./smtp-down";
import { twoProcesses } from "./two-processes";
import { freePorts } from "./free-port";
import { startPostgresInstance, type PostgresInstance } from "./postgres-instance";

// Ports come from the system unless given: another run on this machine may hold any fixed one.
const PG_PORT = process.env.FAULTS_PG_PORT ? Number(process.env.FAULTS_PG_PORT) : await freePorts(1);
// Two ports: the two-process scenario runs apps on APP_PORT and APP_PORT + 1.
const APP_PORT = process.env.FAULTS_PORT ? Number(process.env.FAULTS_PORT) : await freePorts(2);

type Scenario = { title: string; needsPostgres: boolean; run: (postgres: PostgresInstance) => Promise<Check[]> };

const SCENARIOS: Record<string, Scenario> = {
  restart: { title: "PostgreSQL restarted during a lead load", needsPostgres: true, run: (postgres) => databaseRestart(postgres, APP_PORT) },
  embedded: { title: "Embedded database: SIGKILL during writes, then start again", needsPostgres: false, run: () => embeddedKill(APP_PORT) },
  kill: { title: "The server SIGKILLed during leads, accepts and purchases", needsPostgres: true, run: (postgres) => serverKill(postgres, APP_PORT) },
  processes: { title: "Two app processes on one PostgreSQL", needsPostgres: true, run: (postgres) => twoProcesses(postgres, APP_PORT) },
  smtp: { title: "SMTP down: mail waits in the outbox", needsPostgres: true, run: (postgres) => smtpDown(postgres, APP_PORT) },
};

if (!existsSync(`${process.env.BUILD_DIR || "build"}/server/index.js`)) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in SCENARIOS));
if (unknown.length > 0) {
  console.error(`Unknown scenario ${unknown.join(", ")}; choose from ${Object.keys(SCENARIOS).join(", ")}.`);
  process.exit(1);
}
const names = asked.length > 0 ? asked : Object.keys(SCENARIOS);

let postgres: PostgresInstance | null = null;
let failed = 0;
let passed = 0;
const cleanUp = () => postgres?.remove();
process.on("SIGINT", () => {
  cleanUp();
  process.exit(130);
});
try {
  if (names.some((name) => SCENARIOS[name]!.needsPostgres)) {
    console.log(`▶ private PostgreSQL on 127.0.0.1:${PG_PORT}: migrate and seed a template database`);
    postgres = startPostgresInstance(PG_PORT);
    postgres.prepareTemplate();
  }
  for (const name of names) {
    const scenario = SCENARIOS[name]!;
    console.log(`\n▶ ${scenario.title}`);
    let checks: Check[];
    try {
      checks = await scenario.run(postgres!);
    } catch (error) {
      checks = [{ name: "the scenario ran to the end", ok: false, detail: error instanceof Error ? error.stack ?? error.message : String(error) }];
    }
    for (const result of checks) {
      console.log(`  ${result.ok ? "✓ pass" : "✗ FAIL"}  ${result.name}${result.detail ? `  (${result.detail})` : ""}`);
      if (result.ok) passed += 1;
      else failed += 1;
    }
  }
} finally {
  cleanUp();
}
console.log(`\nfaults: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

// The signed-in pages on the embedded database (PGlite, what `npm start` runs), as a new person finds them: the
// portal's demo (the demo business and its leads, entered from /provider/demo) and the console of the first
// operator, made through the setup link the server logs while it has none (docs/decisions/041). The database lives
// in the server's own process, so it shares the server's one core; nothing is written to it from outside.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cookieHeaderOf } from "~/modules/accounts";
import { startApp } from "../faults/app-process";
import { enterDemo } from "../faults/portal-load";
import { LOAD_CORE, pinProcess, processCpuMs, round, SERVER_CORE } from "./shared";
import { type LoadFigures, loadRun, SECONDS, WARM_UP } from "./signed-in-load";

const APP_PORT = Number(process.env.BENCH_EMBEDDED_PORT ?? 4297);
const FORM = { "content-type": "application/x-www-form-urlencoded" };

export type EmbeddedSignedInResult = {
  date: string;
  /** Leads in the demo business's inbox. */
  demoLeads: number;
  runs: (LoadFigures & { serverCpuMsPerRequest: number })[];
};

export async function benchSignedInEmbedded(): Promise<EmbeddedSignedInResult> {
  if (process.env.DATABASE_URL) throw new Error("DATABASE_URL is set: unset it, this run is on the embedded database");
  const dataDir = mkdtempSync(join(tmpdir(), "buckeye-bench-embedded-"));
  const app = await startApp(APP_PORT, { DATA_DIR: dataDir });
  try {
    const demo = await enterDemo(app.base);
    const operator = await createFirstOperator(app.base, app.output());
    const leadIds = await demoLeadIds(app.base, demo);
    if (leadIds.length === 0) throw new Error("the demo business has no leads");
    const pages = [
      { page: "demo dashboard", path: "/provider/dashboard", cookie: demo },
      { page: `demo leads (${leadIds.length})`, path: "/provider/leads", cookie: demo },
      { page: "demo lead page", path: `/provider/leads/${leadIds[0]}`, cookie: demo },
      { page: "console leads", path: "/admin/leads", cookie: operator },
    ];
    pinProcess(app.child.pid, SERVER_CORE);
    pinProcess(process.pid, LOAD_CORE);
    const runs: EmbeddedSignedInResult["runs"] = [];
    for (const { page, path, cookie } of pages) {
      for (const [name, url] of [[page, path], [`${page}, .data`, `${path}.data`]] as const) {
        const cpuBefore = processCpuMs(app.child.pid);
        const run = await loadRun(app.base, name, url, cookie, SECONDS);
        const answers = run.requests + WARM_UP + 1;
        runs.push({ ...run, serverCpuMsPerRequest: round((processCpuMs(app.child.pid) - cpuBefore) / answers, 1) });
      }
    }
    return { date: new Date().toISOString(), demoLeads: leadIds.length, runs };
  } finally {
    pinProcess(process.pid, `${SERVER_CORE},${LOAD_CORE}`);
    await app.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The first operator, through the one-time link in the server's log: the operator's session cookie. */
async function createFirstOperator(base: string, log: string): Promise<string> {
  const link = /"setupUrl":"[^"]*(\/setup\/[0-9a-f]+)"/.exec(log)?.[1];
  if (!link) throw new Error("the server logged no setup link");
  const password = "correct horse battery staple";
  const form = { firstName: "Bench", lastName: "Operator", email: "bench-operator@example.com", password, confirmPassword: password };
  const response = await fetch(`${base}${link}`, { method: "POST", body: new URLSearchParams(form), headers: { ...FORM, origin: base }, redirect: "manual" });
  if (response.status !== 302) throw new Error(`the operator setup answered ${response.status}`);
  return cookieHeaderOf(response.headers.getSetCookie());
}

/** The demo inbox's leads, newest first, read off its page's links. */
async function demoLeadIds(base: string, cookie: string): Promise<string[]> {
  const html = await (await fetch(`${base}/provider/leads`, { headers: { cookie } })).text();
  return [...new Set([...html.matchAll(/\/provider\/leads\/([0-9a-f-]{36})/g)].map((match) => match[1]!))];
}

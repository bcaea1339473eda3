// `npm run bench -- signed-in`: the portal and console pages a signed-in
// person opens, over HTTP, with a real session cookie, against the built
// server on PostgreSQL. The server is pinned to one core and this process to
// the other; 20 clients ask for one URL at a time, as fast as it answers.
// The data: one pro with 200 leads offered (one accepted, with a 40-message
// thread), and an operator. Everything is made through the app's own forms
// and callbacks (sign-up, log in, the test checkout), except what a person
// does elsewhere: the e-mail check and the message thread's history are
// written directly. Needs `npm run build` and PostgreSQL's server binaries.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { clientIp, postLead, startApp } from "../faults/app-process";
import { isLeadSuccess } from "../faults/checks";
import { acceptLead, buyCredits, logIn, signUpPro } from "../faults/portal-load";
import { startPostgresInstance } from "../faults/postgres-instance";
import { summarizeProfile } from "./profile-summary";
import { benchActions, type SignedInActionRun } from "./signed-in-actions";
import { benchSignedInEmbedded, type EmbeddedSignedInResult } from "./signed-in-embedded";
import { keepProfile, LOAD_CORE, pinProcess, processCpuMs, profileIn, round, saveResult, SERVER_CORE, statisticsSettled } from "./shared";
import { CLIENTS, loadRun, SECONDS, type SignedInRun, WARM_UP } from "./signed-in-load";

const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55434);
const APP_PORT = Number(process.env.BENCH_PORT ?? 4296);
const LEADS = 200;
/** Leads the actions' run accepts (scripts/bench/signed-in-actions.ts). */
const ACCEPTS = 100;
const THREAD_MESSAGES = 40;
/** Seconds of each page's load on the profiled server (its own run, not measured). */
const PROFILE_SECONDS = 3;
const PROFILE_ROWS = 8;

/** Where a page type's server spent its CPU (self time by package or file), largest first. */
export type SignedInProfile = { page: string; top: { owner: string; percent: number }[] };

export type SignedInResult = {
  date: string;
  loadAverage: number;
  database: string;
  clients: number;
  leads: number;
  runs: SignedInRun[];
  profiles: SignedInProfile[];
  actions: SignedInActionRun[];
  /**
   * For scale: /robots.txt, a route module that reads nothing, through the same server and React Router, without a
   * session: what every answer of the router costs before any page's own work.
   */
  routerFloor?: { perSecond: number; serverCpuMsPerRequest: number };
  /** The same pages' kinds on the embedded database, in its demo (scripts/bench/signed-in-embedded.ts). */
  embedded?: EmbeddedSignedInResult;
};

export async function benchSignedIn(): Promise<SignedInResult> {
  const loadAverage = round(loadavg()[0] ?? 0, 1);
  const postgres = startPostgresInstance(PG_PORT, { fsync: true, statements: true });
  try {
    postgres.prepareTemplate();
    const database = "bench_signed_in";
    const env = { DATABASE_URL: await postgres.createDatabase(database), PAYMENTS: "test" };
    await postgres.query(database, "create extension if not exists pg_stat_statements");
    const app = await startApp(APP_PORT, env);
    let pages: { page: string; path: string; cookie: string }[];
    let pro: Awaited<ReturnType<typeof signUpPro>>;
    let threadLead: string | undefined;
    try {
      pro = await signUpPro(app.base, postgres, database, 0);
      // Enough credits that every lead is offered and one can be bought.
      for (let i = 0; i < 8; i++) await buyCredits(app.base, pro);
      const leadIds: string[] = [];
      // A pro takes at most 100 leads a week: two weeks of leads, the first week's offers moved back a week.
      await postgres.query(database, "update providers set weekly_lead_cap = 100 where id = $1", [pro.providerId]);
      for (let i = 0; i < LEADS; i++) {
        if (i === LEADS / 2) {
          await postgres.query(database, "update lead_deliveries set created_at = created_at - interval '8 days' where provider_id = $1", [pro.providerId]);
        }
        const answer = await postLead(app.base, i, clientIp(i), "signed-in-");
        if (!isLeadSuccess(answer.status, answer.location)) throw new Error(`lead ${i} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
      }
      const offered = await postgres.query<{ lead_id: string }>(database, "select lead_id from lead_deliveries where provider_id = $1 order by created_at desc", [pro.providerId]);
      if (offered.length < LEADS) throw new Error(`only ${offered.length} of ${LEADS} leads reached the pro`);
      leadIds.push(...offered.map((row) => row.lead_id));
      // The thread's lead: the newest offer that stays bought (an accept is refunded at once when, say,
      // the homeowner's number cannot be dialled; the week-old offers may have expired).
      for (const leadId of leadIds) {
        await acceptLead(app.base, pro, leadId);
        const [row] = await postgres.query<{ status: string }>(database, "select status from lead_deliveries where lead_id = $1 and provider_id = $2", [leadId, pro.providerId]);
        if (row?.status === "accepted") {
          threadLead = leadId;
          break;
        }
      }
      if (!threadLead) throw new Error("no lead could be bought");
      await writeThread(postgres, database, threadLead, pro.providerId);
      const operatorCookie = await signUpOperator(app.base, postgres, database);

      pages = [
        { page: "pro dashboard", path: "/provider/dashboard", cookie: pro.cookie },
        { page: "pro leads (200)", path: "/provider/leads", cookie: pro.cookie },
        { page: "pro lead page (40 messages)", path: `/provider/leads/${threadLead}`, cookie: pro.cookie },
        { page: "console leads", path: "/admin/leads", cookie: operatorCookie },
      ];
    } finally {
      await app.kill("SIGTERM");
    }
    // Each page type on a server of its own. The figures are measured without a profiler (V8's sampling
    // costs the server CPU); a second server then runs a shorter load with one, for where the time goes.
    const runs: SignedInRun[] = [];
    const profiles: SignedInProfile[] = [];
    let actions: SignedInActionRun[] = [];
    let routerFloor: SignedInResult["routerFloor"];
    const transactions = () =>
      postgres
        .query<{ n: string }>(database, "select xact_commit + xact_rollback as n from pg_stat_database where datname = $1", [database])
        .then((rows) => Number(rows[0]?.n ?? 0));
    pinProcess(process.pid, LOAD_CORE);
    try {
      for (const { page, path, cookie } of pages) {
        const urls = [[page, path], [`${page}, .data`, `${path}.data`]] as const;
        const server = await startApp(APP_PORT, env);
        try {
          pinProcess(server.child.pid, SERVER_CORE);
          for (const [name, url] of urls) {
            const before = await transactions();
            await postgres.query(database, "select pg_stat_statements_reset()");
            const cpuBefore = processCpuMs(server.child.pid);
            const run = await loadRun(server.base, name, url, cookie, SECONDS);
            const serverCpuMs = processCpuMs(server.child.pid) - cpuBefore;
            await statisticsSettled();
            const answers = run.requests + WARM_UP + 1;
            runs.push({
              ...run,
              transactionsPerRequest: round(((await transactions()) - before) / answers, 1),
              serverCpuMsPerRequest: round(serverCpuMs / answers, 1),
              ...(await databaseTime(postgres, database, answers)),
            });
          }
        } finally {
          await server.kill("SIGTERM");
        }
        const profileDir = mkdtempSync(join(tmpdir(), "buckeye-signed-in-profile-"));
        const profiled = await startApp(APP_PORT, env, undefined, ["--cpu-prof", `--cpu-prof-dir=${profileDir}`]);
        // The profile covers the server's whole life; only its ticks from the counted load's start on are counted.
        let loadStarted = 0;
        try {
          pinProcess(profiled.child.pid, SERVER_CORE);
          // A first load that is not counted: what a new process compiles once (Node's fetch, the first renders'
          // code) would otherwise be a share of a profile this short, though no answer after it pays for it.
          for (const [name, url] of urls) await loadRun(profiled.base, name, url, cookie, 1);
          loadStarted = Number(process.hrtime.bigint() / 1000n);
          for (const [name, url] of urls) await loadRun(profiled.base, name, url, cookie, PROFILE_SECONDS);
        } finally {
          await profiled.kill("SIGTERM");
        }
        const file = profileIn(profileDir);
        if (file) profiles.push({ page, top: summarizeProfile(file, PROFILE_ROWS, loadStarted).byOwner });
        keepProfile(file, page, `${loadStarted}`);
        rmSync(profileDir, { recursive: true, force: true });
      }
      routerFloor = await floorRun(env);
      actions = await actionsRun(postgres, database, env, pro, threadLead);
    } finally {
      pinProcess(process.pid, `${SERVER_CORE},${LOAD_CORE}`);
    }
    return { date: new Date().toISOString(), loadAverage, database: "PostgreSQL", clients: CLIENTS, leads: LEADS, runs, profiles, actions, routerFloor };
  } finally {
    postgres.remove();
  }
}

/** What the statements of one run cost the database itself, per answer, and the three that cost most. */
async function databaseTime(postgres: ReturnType<typeof startPostgresInstance>, database: string, answers: number) {
  const rows = await postgres.query<{ query: string; calls: string; total: number }>(
    database,
    `select s.query, s.calls, s.total_exec_time as total from pg_stat_statements s join pg_database d on d.oid = s.dbid
     where d.datname = $1 and s.query not like '%pg_stat%' order by s.total_exec_time desc`,
    [database],
  );
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  return {
    databaseMsPerRequest: round(total / answers, 2),
    topStatements: rows.slice(0, 3).map((row) => ({
      statement: row.query.replace(/\s+/g, " ").slice(0, 120),
      callsPerRequest: round(Number(row.calls) / answers, 1),
      msPerCall: round(row.total / Number(row.calls), 3),
    })),
  };
}

/** /robots.txt on a server of its own, measured as the pages are. */
async function floorRun(env: Record<string, string>): Promise<SignedInResult["routerFloor"]> {
  const server = await startApp(APP_PORT, env);
  try {
    pinProcess(server.child.pid, SERVER_CORE);
    const cpuBefore = processCpuMs(server.child.pid);
    const run = await loadRun(server.base, "router floor", "/robots.txt", "", SECONDS);
    const answers = run.requests + WARM_UP + 1;
    if (run.notOk > 0) throw new Error(`/robots.txt answered ${run.notOk} times with other than 200`);
    return { perSecond: run.perSecond, serverCpuMsPerRequest: round((processCpuMs(server.child.pid) - cpuBefore) / answers, 2) };
  } finally {
    await server.kill("SIGTERM");
  }
}

/** The actions on a server of their own (no profile), after credits enough for ACCEPTS of the offered leads. */
async function actionsRun(
  postgres: ReturnType<typeof startPostgresInstance>,
  database: string,
  env: Record<string, string>,
  pro: Awaited<ReturnType<typeof signUpPro>>,
  threadLead: string,
): Promise<SignedInActionRun[]> {
  // With BENCH_PROFILE_DIR the actions' server runs under the profiler (their figures then include its cost).
  const profileDir = process.env.BENCH_PROFILE_DIR ? mkdtempSync(join(tmpdir(), "buckeye-actions-profile-")) : null;
  const server = await startApp(APP_PORT, env, undefined, profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []);
  try {
    pinProcess(server.child.pid, SERVER_CORE);
    const offered = (
      await postgres.query<{ lead_id: string; price_credits: number }>(
        database,
        "select lead_id, price_credits from lead_deliveries where provider_id = $1 and status = 'offered' order by created_at desc limit $2",
        [pro.providerId, ACCEPTS],
      )
    );
    // A run with nothing to accept would report zeros as a measurement.
    if (offered.length < CLIENTS) throw new Error(`only ${offered.length} of the pro's leads are still offered, fewer than the ${CLIENTS} clients that accept them`);
    const [balance] = await postgres.query<{ credit_balance: number }>(database, "select credit_balance from providers where id = $1", [pro.providerId]);
    const needed = offered.reduce((sum, row) => sum + row.price_credits, 0) - (balance?.credit_balance ?? 0);
    for (let bought = 0; bought < needed; bought += 400) await buyCredits(server.base, pro, "pro");
    return await benchActions({ base: server.base, postgres, database, pro, offered: offered.map((row) => row.lead_id), threadLead, seconds: SECONDS });
  } finally {
    await server.kill("SIGTERM");
    if (profileDir) {
      // The actions' whole server, its warm-up and set-up included.
      keepProfile(profileIn(profileDir), "actions");
      rmSync(profileDir, { recursive: true, force: true });
    }
  }
}

/** A thread's history as it would be after days of talk: the homeowner and the pro taking turns. */
async function writeThread(postgres: ReturnType<typeof startPostgresInstance>, database: string, leadId: string, providerId: string): Promise<void> {
  const [thread] = await postgres.query<{ id: string }>(
    database,
    `insert into message_threads (lead_id, provider_id) values ($1, $2)
     on conflict (lead_id, provider_id) do update set lead_id = excluded.lead_id returning id`,
    [leadId, providerId],
  );
  for (let i = 0; i < THREAD_MESSAGES; i++) {
    await postgres.query(
      database,
      `insert into messages (thread_id, sender, body, created_at, read_at) values ($1, $2, $3, now() - make_interval(mins => $4), now())`,
      [thread!.id, i % 2 === 0 ? "homeowner" : "pro", `Message ${i + 1} about the job: when can you come, and what will it cost?`, THREAD_MESSAGES - i],
    );
  }
}

/** An operator: an account signed up on the site, given the role as `npm run admin:create` would. */
async function signUpOperator(base: string, postgres: ReturnType<typeof startPostgresInstance>, database: string): Promise<string> {
  const email = "bench-operator@example.com";
  const password = "correct horse battery staple";
  const form = { firstName: "Bench", lastName: "Operator", email, password, zipCode: "43215" };
  const created = await fetch(`${base}/register`, {
    method: "POST",
    body: new URLSearchParams(form),
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "10.202.0.1" },
    redirect: "manual",
  });
  if (created.status !== 302) throw new Error(`operator sign-up answered ${created.status}`);
  await postgres.query(database, "update users set email_verified = true where email = $1", [email]);
  await postgres.query(database, "insert into user_roles (user_id, role) select id, 'admin' from users where email = $1 on conflict do nothing", [email]);
  return logIn(base, email, password, 100);
}

export async function runSignedIn(): Promise<void> {
  const result: SignedInResult = { ...(await benchSignedIn()), embedded: await benchSignedInEmbedded() };
  console.log("signed-in pages", JSON.stringify(result, null, 2));
  saveResult("signed-in", result);
}

// `npm run bench -- pages`: public pages over HTTP, as a new user runs the
// app (`npm start`: production build, one process), on the embedded database
// and on PostgreSQL, side by side with nginx serving the same bytes.
//
// The server and nginx run pinned to core 0, wrk (20 connections) to core 1,
// all on loopback. Each load runs BENCH_SECONDS (default 10) seconds.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "~/db/client.server";
import { seedDatabase } from "~/modules/seed/index.server";
import { LOAD_CORE, POSTGRES_URL, postgresReachable, round, saveResult, SERVER_CORE } from "./shared";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../server-launch.js";
import { freePorts } from "../faults/free-port";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const CONNECTIONS = 20;
const SUB_SERVICE_PAGE = "/services/hvac/furnace-repair/columbus";
const ROUNDS = 3;
/**
 * Server processes started again, one after another, for one more measure of
 * the cached page each: its rate differs between processes of the same build
 * (docs/decisions/029), so one process's figure is not the server's.
 */
const MORE_PROCESSES = 2;

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
};

export type PagesRun = {
  database: "pglite" | "postgres";
  subServiceCached: LoadResult;
  /** The cached page in each separately started server process, the first being subServiceCached's (docs/decisions/029). */
  subServiceCachedPerProcess?: LoadResult[];
  subServiceCachedBrotli: LoadResult;
  nginxSameBytes: LoadResult;
  bareNodeSameBytes: LoadResult;
  subServiceFresh: LoadResult;
  homeFresh: LoadResult;
  homeCached: LoadResult;
  /** nginx serving the home page's bytes (older results compared the home page with nginxSameBytes). */
  nginxHomeBytes?: LoadResult;
  homeBytes?: number;
  healthz: LoadResult;
  /** /healthz on a server that writes its request log line (LOG_LEVEL=info, the default); the other loads run at warn. */
  healthzLogged?: LoadResult;
  pageBytes: number;
  rssAfterLoadMb: number;
  peakRssMb: number;
};

export type PagesResult = {
  date: string;
  /** The cached page, nginx and bare Node alternate this many times; each figure is its median round. */
  rounds: number;
  /** The machine's 1-minute load average when the run started: other work on the machine shows here. */
  loadAverage: number;
  seconds: number;
  connections: number;
  nginxVersion: string;
  runs: PagesRun[];
};

export async function benchPages(): Promise<PagesResult> {
  for (const tool of ["wrk", "nginx", "taskset"]) {
    if (spawnSync("sh", ["-c", `command -v ${tool}`]).status !== 0) {
      throw new Error(`${tool} is not installed (apt-get install wrk nginx-light util-linux)`);
    }
  }
  if (!process.env.BENCH_SKIP_BUILD) {
    const build = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("build failed");
  }
  const work = mkdtempSync(path.join(tmpdir(), "buckeye-bench-pages-"));
  try {
    writeFileSync(
      path.join(work, "fresh-home.txt"),
      `${Array.from({ length: 50_000 }, (_unused, i) => `/?fresh=${i}`).join("\n")}\n`,
    );
    writeFileSync(path.join(work, "warm-home.txt"), `${Array.from({ length: 5_000 }, (_unused, i) => `/?warm=${i}`).join("\n")}\n`);
    const loadAverage = round(loadavg()[0] ?? 0, 1);
    const runs: PagesRun[] = [await benchOneDatabase("pglite", work)];
    if (await postgresReachable()) runs.push(await benchOneDatabase("postgres", work));
    else console.warn(`PostgreSQL not reachable at ${POSTGRES_URL}: pages measured on the embedded database only.`);
    const nginxVersion = spawnSync("nginx", ["-v"], { encoding: "utf8" }).stderr.trim().replace(/^nginx version: /, "");
    return { date: new Date().toISOString(), rounds: ROUNDS, loadAverage, seconds: SECONDS, connections: CONNECTIONS, nginxVersion, runs };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Sub-service pages in a fixed shuffled order, from the app's own sitemaps. */
async function subServiceUrls(base: string): Promise<string[]> {
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  const children = [...index.matchAll(/<loc>[^<]*?(\/sitemaps\/[^<]+)<\/loc>/g)].map((match) => match[1]!);
  const paths: string[] = [];
  for (const child of children) {
    const xml = await (await fetch(`${base}${child}`)).text();
    for (const match of xml.matchAll(/<loc>[^<]*?(\/services\/[^/<]+\/[^/<]+\/[^/<]+)<\/loc>/g)) paths.push(match[1]!);
  }
  // A fixed shuffle, so every run asks for pages in the same order.
  let seed = 42;
  for (let i = paths.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [paths[i], paths[j]] = [paths[j]!, paths[i]!];
  }
  if (paths.length < 1000) throw new Error(`only ${paths.length} sub-service pages found in the sitemap`);
  return paths;
}

async function benchOneDatabase(database: "pglite" | "postgres", work: string): Promise<PagesRun> {
  console.log(`pages on ${database}`);
  // Ports from the system: with fixed ones, two runs on one machine measured each other's servers.
  const port = await freePorts(1);
  const dataDir = mkdtempSync(path.join(work, "data-"));
  // Started the way `npm start` starts it (scripts/server-launch.js).
  const env: Record<string, string> = { ...SERVER_ENV, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "" };
  let dropDatabase = async () => {};
  if (database === "postgres") {
    const name = `buckeye_bench_${randomBytes(5).toString("hex")}`;
    const url = await createDatabase(name);
    dropDatabase = () => adminQuery(`drop database if exists ${name} with (force)`);
    const handle = await openDatabase({ databaseUrl: url });
    await handle.migrate();
    await seedDatabase(handle.db);
    await handle.close();
    Object.assign(env, { DATABASE_URL: url, PUBLIC_URL: `http://localhost:${port}`, AUTH_SECRET: randomBytes(32).toString("hex") });
  }
  try {
    const run = await measureOneServer(database, work, env, port);
    const more: LoadResult[] = [];
    for (let index = 0; index < MORE_PROCESSES; index++) more.push(await loadInNewProcess(env, port, SUB_SERVICE_PAGE));
    // As a server started with the defaults: the path every page that misses the cache takes, log line included.
    // Its log goes where the others' does (nowhere: a log shipper reading it would cost its own process, not this one).
    const healthzLogged = await loadInNewProcess({ ...env, LOG_LEVEL: "info" }, port, "/healthz");
    return { ...run, subServiceCachedPerProcess: [run.subServiceCached, ...more], healthzLogged };
  } finally {
    await dropDatabase();
  }
}

/** Every measure on one server process, started the way `npm start` starts it. */
async function measureOneServer(
  database: PagesRun["database"],
  work: string,
  env: Record<string, string>,
  port: number,
): Promise<Omit<PagesRun, "subServiceCachedPerProcess">> {
  const server = startPinned(process.execPath, [...SERVER_NODE_FLAGS, "server.js"], env);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/readyz`);
    const freshPages = path.join(work, "fresh-pages.txt");
    const warmPages = path.join(work, "warm-pages.txt");
    if (!existsSync(freshPages)) {
      const urls = await subServiceUrls(base);
      writeFileSync(freshPages, `${urls.join("\n")}\n`);
      // Warm-up pages from the list's far end: a measured load never asks for a page the warm-up left cached.
      writeFileSync(warmPages, `${urls.slice(-5_000).reverse().join("\n")}\n`);
    }
    const saved = async (pagePath: string) =>
      Buffer.from(await (await fetch(`${base}${pagePath}`, { headers: { "accept-encoding": "identity" } })).arrayBuffer());
    const page = await saved(SUB_SERVICE_PAGE);
    const homePage = await saved("/");
    await load(base, { path: SUB_SERVICE_PAGE, seconds: 2 });
    await load(base, { path: "/", seconds: 1 });

    // The app, nginx and bare Node take turns, ROUNDS times; each keeps its median
    // round, so a burst of other work on the machine does not decide the ratio.
    // The home page is compared with nginx serving the home page's own bytes.
    const rounds: Record<"app" | "nginx" | "bare" | "home" | "nginxHome", LoadResult[]> = { app: [], nginx: [], bare: [], home: [], nginxHome: [] };
    for (let round = 0; round < ROUNDS; round++) {
      rounds.app.push(await load(base, { path: SUB_SERVICE_PAGE }));
      rounds.nginx.push(await withNginx(work, page, (nginxBase) => load(nginxBase, { path: "/page.html" })));
      rounds.bare.push(await withBareNode(work, page, (nodeBase) => load(nodeBase, { path: "/" })));
      rounds.home.push(await load(base, { path: "/" }));
      rounds.nginxHome.push(await withNginx(work, homePage, (nginxBase) => load(nginxBase, { path: "/page.html" })));
    }
    const subServiceCached = median(rounds.app);
    const nginxSameBytes = median(rounds.nginx);
    const bareNodeSameBytes = median(rounds.bare);
    const subServiceCachedBrotli = await load(base, { path: SUB_SERVICE_PAGE, headers: { "Accept-Encoding": "br" } });
    // Rendering code is not yet compiled by V8 after loads that only hit the cache: a few seconds of
    // other fresh renders go first, unmeasured, as for any server that has been up a while.
    await load(base, { urlsFile: warmPages, seconds: WARM_UP_SECONDS });
    const subServiceFresh = await load(base, { urlsFile: freshPages });
    await load(base, { urlsFile: path.join(work, "warm-home.txt"), seconds: WARM_UP_SECONDS });
    const homeFresh = await load(base, { urlsFile: path.join(work, "fresh-home.txt") });
    const homeCached = median(rounds.home);
    const nginxHomeBytes = median(rounds.nginxHome);
    const healthz = await load(base, { path: "/healthz" });
    const memory = readFileSync(`/proc/${server.pid}/status`, "utf8");
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(memory)?.[1] ?? 0);
    return {
      database,
      subServiceCached,
      subServiceCachedBrotli,
      nginxSameBytes,
      bareNodeSameBytes,
      subServiceFresh,
      homeFresh,
      homeCached,
      nginxHomeBytes,
      healthz,
      pageBytes: page.length,
      homeBytes: homePage.length,
      rssAfterLoadMb: Math.round(kb("VmRSS") / 1024),
      peakRssMb: Math.round(kb("VmHWM") / 1024),
    };
  } finally {
    await stop(server);
  }
}

/** A new server process on the same database: one path, warmed for 2 s, then one load. */
async function loadInNewProcess(env: Record<string, string>, port: number, pagePath: string): Promise<LoadResult> {
  const server = startPinned(process.execPath, [...SERVER_NODE_FLAGS, "server.js"], env);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/readyz`);
    await load(base, { path: pagePath, seconds: 2 });
    return await load(base, { path: pagePath });
  } finally {
    await stop(server);
  }
}

function median(results: LoadResult[]): LoadResult {
  return [...results].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(results.length / 2)]!;
}

/** Runs wrk from the load core and reads the numbers its Lua `done` hook prints. */
async function load(
  base: string,
  options: { path?: string; urlsFile?: string; headers?: Record<string, string>; seconds?: number },
): Promise<LoadResult> {
  const script = path.join(mkdtempSync(path.join(tmpdir(), "buckeye-wrk-")), "bench.lua");
  writeFileSync(script, wrkScript(options));
  const seconds = options.seconds ?? SECONDS;
  const result = spawnSync(
    "taskset",
    ["-c", LOAD_CORE, "wrk", "-t1", `-c${CONNECTIONS}`, `-d${seconds}s`, "--timeout", "10s", "-s", script, base],
    { encoding: "utf8" },
  );
  rmSync(path.dirname(script), { recursive: true, force: true });
  const line = /BENCH_JSON (\{.*\})/.exec(result.stdout)?.[1];
  if (!line) throw new Error(`wrk gave no result: ${result.stdout}${result.stderr}`);
  const raw = JSON.parse(line) as Record<string, number>;
  const measured = {
    requestsPerSecond: Math.round(raw.requests! / (raw.durationUs! / 1e6)),
    p50Ms: round(raw.p50! / 1000),
    p95Ms: round(raw.p95! / 1000),
    p99Ms: round(raw.p99! / 1000),
    requests: raw.requests!,
    errors: raw.errors!,
    non2xx: raw.non2xx!,
  };
  console.log(`  ${options.path ?? options.urlsFile} ${JSON.stringify(options.headers ?? {})}: ${measured.requestsPerSecond}/s`);
  return measured;
}

function wrkScript(options: { path?: string; urlsFile?: string; headers?: Record<string, string> }): string {
  const headers = Object.entries(options.headers ?? {})
    .map(([name, value]) => `[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
    .join(", ");
  return `
local paths = {}
${options.urlsFile ? `for line in io.lines(${JSON.stringify(options.urlsFile)}) do paths[#paths + 1] = line end` : `paths[1] = ${JSON.stringify(options.path)}`}
local i = 0
request = function()
  i = i + 1
  if i > #paths then i = 1 end
  return wrk.format("GET", paths[i], { ${headers} })
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('BENCH_JSON {"requests":%d,"durationUs":%d,"errors":%d,"non2xx":%d,"p50":%d,"p95":%d,"p99":%d}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout, e.status,
    latency:percentile(50), latency:percentile(95), latency:percentile(99)))
end
`;
}

/** nginx 1 worker on the server core, serving the page the app served, from a file. */
async function withNginx<T>(work: string, page: Buffer, run: (base: string) => Promise<T>): Promise<T> {
  const root = mkdtempSync(path.join(work, "nginx-"));
  writeFileSync(path.join(root, "page.html"), page);
  // nginx's worker drops to an unprivileged user, which must read the page.
  chmodSync(work, 0o755);
  chmodSync(root, 0o755);
  chmodSync(path.join(root, "page.html"), 0o644);
  const port = await freePorts(1);
  writeFileSync(
    path.join(root, "nginx.conf"),
    `worker_processes 1;
daemon off;
pid ${root}/nginx.pid;
error_log ${root}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  keepalive_requests 1000000;
  types { text/html html; }
  client_body_temp_path ${root}/tmp; proxy_temp_path ${root}/tmp; fastcgi_temp_path ${root}/tmp; uwsgi_temp_path ${root}/tmp; scgi_temp_path ${root}/tmp;
  server { listen 127.0.0.1:${port}; root ${root}; }
}
`,
  );
  const nginx = startPinned("nginx", ["-p", root, "-c", path.join(root, "nginx.conf")], {});
  try {
    await waitFor(`http://127.0.0.1:${port}/page.html`);
    return await run(`http://127.0.0.1:${port}`);
  } finally {
    await stop(nginx);
  }
}

/** Bare Node `http` answering the same bytes from memory: the ceiling for any Node server. */
async function withBareNode<T>(work: string, page: Buffer, run: (base: string) => Promise<T>): Promise<T> {
  const file = path.join(work, "bare-page.html");
  writeFileSync(file, page);
  const port = await freePorts(1);
  const source = `const body = require("node:fs").readFileSync(${JSON.stringify(file)});
require("node:http").createServer((req, res) => { res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length }); res.end(body); }).listen(${port}, "127.0.0.1");`;
  const bare = startPinned(process.execPath, ["-e", source], {});
  try {
    await waitFor(`http://127.0.0.1:${port}/`);
    return await run(`http://127.0.0.1:${port}`);
  } finally {
    await stop(bare);
  }
}

function startPinned(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn("taskset", ["-c", SERVER_CORE, command, ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  child.on("error", (error) => console.error(error));
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  await exited;
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within 120 s`);
}

async function createDatabase(name: string): Promise<string> {
  await adminQuery(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function runPages(): Promise<void> {
  const result = await benchPages();
  saveResult("pages", result);
}

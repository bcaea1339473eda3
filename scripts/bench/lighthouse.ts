// `npm run bench -- lighthouse` (or `npm run bench:lighthouse`): Lighthouse's
// mobile preset in Debian's Chromium on one page of every public page type of
// the production build, each run LIGHTHOUSE_RUNS times (default 3); the report
// shows the median and every run, with the machine's load average, because a
// loaded machine lowers single runs.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { ensureBenchTools } from "./bench-tools";
import { LIGHTHOUSE_PAGES } from "./lighthouse-pages";
import { percentile, round, saveResult } from "./shared";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium";
import { freePorts } from "../faults/free-port";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../server-launch.js";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

export type LighthouseRun = {
  performance: number;
  totalBlockingTimeMs: number;
  lcpMs: number;
  cls: number;
  /**
   * The first contentful paint the browser itself recorded (not Lighthouse's simulation of a slow phone): a run
   * whose first frame the browser held back (docs/decisions/051) shows it here, with a lower score.
   */
  seenFirstPaintMs?: number;
};

export type LighthousePage = {
  name: string;
  path: string;
  /** The machine's 1-minute load average before the page's first run. */
  loadAverage: number;
  /** The median run by performance score. */
  performance: number;
  runs: LighthouseRun[];
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  /** The median of the runs' total blocking times. */
  totalBlockingTimeMs: number;
  domElements: number;
  jsGzipKb: number;
};

export type LighthouseResult = { date: string; runsPerPage: number; loadAverage: number; pages: LighthousePage[] };

type Lhr = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number; observedFirstContentfulPaint?: number }[] } } | undefined
  >;
  runtimeError?: { message: string };
};

export async function benchLighthouse(): Promise<LighthouseResult> {
  const buildDir = process.env.BUILD_DIR || "build";
  if (!process.env.BENCH_SKIP_BUILD) {
    const build = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("build failed");
  }
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePorts(1);
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "buckeye-lh-"));
  const startLoad = round(loadavg()[0] ?? 0, 1);
  // Started the way `npm start` starts it (scripts/server-launch.js).
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      ...SERVER_ENV,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
  });
  try {
    await waitFor(`${origin}/readyz`, server);
    ensureBenchTools();
    const pages: LighthousePage[] = [];
    for (const { name, path: pagePath } of LIGHTHOUSE_PAGES) {
      const warm = await fetch(`${origin}${pagePath}`, { redirect: "manual" }); // and fills the server's caches
      if (warm.status !== 200) throw new Error(`${pagePath} answered ${warm.status}; Lighthouse needs a page`);
      const loadAverage = round(loadavg()[0] ?? 0, 1);
      const lhrs: Lhr[] = [];
      for (let run = 0; run < RUNS; run++) lhrs.push(await audit(`${origin}${pagePath}`));
      const sorted = [...lhrs].sort((a, b) => score(a, "performance") - score(b, "performance"));
      const median = sorted[Math.floor(sorted.length / 2)]!;
      const page: LighthousePage = {
        name,
        path: pagePath,
        loadAverage,
        performance: score(median, "performance"),
        runs: lhrs.map((lhr) => ({
          performance: score(lhr, "performance"),
          totalBlockingTimeMs: metric(lhr, "total-blocking-time"),
          lcpMs: metric(lhr, "largest-contentful-paint"),
          cls: round(lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0, 3),
          seenFirstPaintMs: seenFirstPaint(lhr),
        })),
        accessibility: score(median, "accessibility"),
        bestPractices: score(median, "best-practices"),
        seo: score(median, "seo"),
        lcpMs: metric(median, "largest-contentful-paint"),
        cls: round(median.audits["cumulative-layout-shift"]?.numericValue ?? 0, 3),
        totalBlockingTimeMs: percentile(lhrs.map((lhr) => metric(lhr, "total-blocking-time")).sort((a, b) => a - b), 50),
        domElements: metric(median, "dom-size"),
        jsGzipKb: javaScriptKb(median),
      };
      pages.push(page);
      console.log(`  ${name} ${pagePath}: ${page.performance} (${page.runs.map((r) => r.performance).join("/")}), load ${loadAverage}`);
    }
    return { date: new Date().toISOString(), runsPerPage: RUNS, loadAverage: startLoad, pages };
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * One Lighthouse run: its command line in a process of its own, which starts a
 * browser with a new profile, as an outside run of Lighthouse does and as a first
 * visit finds a page. Run inside this process with one browser kept across runs,
 * it reported 0 ms of blocking time on pages where the command line found
 * 100-480 ms (docs/decisions/003); inside this process with a new browser each
 * run, this process's own heap (every earlier run's report) competed with the
 * page for the 2 cores. On a loaded machine Chromium now and then loses the
 * trace (NO_NAVSTART, NO_FCP): such a run is repeated, up to three times.
 */
async function audit(url: string): Promise<Lhr> {
  const folder = mkdtempSync(path.join(tmpdir(), "buckeye-lh-run-"));
  const report = path.join(folder, "report.json");
  let error = "";
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      const run = await lighthouseCli(url, report);
      const lhr = run.status === 0 ? (JSON.parse(readFileSync(report, "utf8")) as Lhr) : undefined;
      if (lhr && !lhr.runtimeError) return lhr;
      error = lhr?.runtimeError?.message ?? (run.stderr.trim() || `exit code ${run.status}`);
      console.warn(`  ${url}: ${error}; running it again`);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  throw new Error(`Lighthouse failed three times on ${url}: ${error}`);
}

/** Lighthouse's command line on `url`, its report written to `report`; awaited, so this process keeps serving its sockets. */
function lighthouseCli(url: string, report: string): Promise<{ status: number | null; stderr: string }> {
  const cli = path.join("node_modules", "lighthouse", "cli", "index.js");
  const child = spawn(
    process.execPath,
    [
      cli,
      url,
      "--output=json",
      `--output-path=${report}`,
      "--quiet",
      "--only-categories=performance,accessibility,best-practices,seo",
      `--chrome-flags=${CHROMIUM_FLAGS.join(" ")}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on("close", (status) => resolve({ status, stderr })));
}

function score(lhr: Lhr, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function metric(lhr: Lhr, audit: string): number {
  return Math.round(lhr.audits[audit]?.numericValue ?? 0);
}

// The first paint Chromium itself recorded; left out, not 0, when a report lacks it,
// so the report never shows a paint nobody saw.
function seenFirstPaint(lhr: Lhr): number | undefined {
  const seen = lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint;
  return typeof seen === "number" ? Math.round(seen) : undefined;
}

/**
 * JavaScript the page loaded, as Lighthouse saw it on the wire (the server
 * gzips): page scripts, their imported chunks and anything loaded later count.
 */
function javaScriptKb(lhr: Lhr): number {
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const bytes = requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return Math.round(bytes / 1024);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  await exited;
}

async function waitFor(url: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited (code ${server.exitCode}) before it answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server did not start at ${url}`);
}

export async function runLighthouse(): Promise<void> {
  saveResult("lighthouse", await benchLighthouse());
}

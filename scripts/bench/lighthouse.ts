// `npm run bench -- lighthouse` (or `npm run bench:lighthouse`): Lighthouse's
// mobile preset in Debian's Chromium on one page of every public page type of
// the production build, each run LIGHTHOUSE_RUNS times (default 3); the report
// shows the median and every run, with the machine's load average, because a
// loaded machine lowers single runs.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { benchTool } from "./bench-tools";
import { LIGHTHOUSE_PAGES } from "./lighthouse-pages";
import { round, saveResult } from "./shared";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium";
import { freePorts } from "../faults/free-port";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../server-launch.js";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** The parts of Lighthouse and chrome-launcher used here (they install on demand: scripts/bench/bench-tools.ts). */
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: unknown } | undefined>;
type ChromeLauncher = { launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): Promise<void> | void }> };
export type LighthouseRun = {
  performance: number;
  totalBlockingTimeMs: number;
  lcpMs: number;
  cls: number;
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
  totalBlockingTimeMs: number;
  domElements: number;
  jsGzipKb: number;
};

export type LighthouseResult = { date: string; runsPerPage: number; loadAverage: number; pages: LighthousePage[] };

type Lhr = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } } | undefined>;
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
    const { launch } = (await benchTool("chrome-launcher")) as ChromeLauncher;
    const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
    const pages: LighthousePage[] = [];
    try {
      for (const { name, path: pagePath } of LIGHTHOUSE_PAGES) {
        const warm = await fetch(`${origin}${pagePath}`, { redirect: "manual" }); // and fills the server's caches
        if (warm.status !== 200) throw new Error(`${pagePath} answered ${warm.status}; Lighthouse needs a page`);
        const loadAverage = round(loadavg()[0] ?? 0, 1);
        const lhrs: Lhr[] = [];
        for (let run = 0; run < RUNS; run++) lhrs.push(await audit(`${origin}${pagePath}`, chrome.port));
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
          })),
          accessibility: score(median, "accessibility"),
          bestPractices: score(median, "best-practices"),
          seo: score(median, "seo"),
          lcpMs: metric(median, "largest-contentful-paint"),
          cls: round(median.audits["cumulative-layout-shift"]?.numericValue ?? 0, 3),
          totalBlockingTimeMs: metric(median, "total-blocking-time"),
          domElements: metric(median, "dom-size"),
          jsGzipKb: javaScriptKb(median),
        };
        pages.push(page);
        console.log(`  ${name} ${pagePath}: ${page.performance} (${page.runs.map((r) => r.performance).join("/")}), load ${loadAverage}`);
      }
    } finally {
      await chrome.kill();
    }
    return { date: new Date().toISOString(), runsPerPage: RUNS, loadAverage: startLoad, pages };
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * One Lighthouse run. On a loaded machine Chromium now and then loses the
 * trace (NO_NAVSTART, NO_FCP): such a run is repeated, up to three times.
 */
async function audit(url: string, port: number): Promise<Lhr> {
  const { default: lighthouse } = (await benchTool("lighthouse")) as { default: Lighthouse };
  let error = "";
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const lhr = result?.lhr as unknown as Lhr | undefined;
    if (lhr && !lhr.runtimeError) return lhr;
    error = lhr?.runtimeError?.message ?? "no result";
    console.warn(`  ${url}: ${error}; running it again`);
  }
  throw new Error(`Lighthouse failed three times on ${url}: ${error}`);
}

function score(lhr: Lhr, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function metric(lhr: Lhr, audit: string): number {
  return Math.round(lhr.audits[audit]?.numericValue ?? 0);
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

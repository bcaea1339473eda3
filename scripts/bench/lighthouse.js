// `npm run bench:lighthouse`: Lighthouse's mobile preset in Debian's Chromium on
// five public pages of the production build; writes bench-results/lighthouse.md.
// Targets: performance 95+, accessibility, best practices and SEO 100.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const port = Number(process.env.BENCH_PORT ?? 4390);
// Lighthouse scores vary from run to run; the report takes the median of three.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const buildDir = process.env.BUILD_DIR || "build";
const origin = `http://localhost:${port}`;
const PAGES = [
  ["Home", "/"],
  ["City", "/locations/columbus"],
  ["Service in city", "/services/hvac/columbus"],
  ["Sub-service in city", "/services/hvac/furnace-repair/columbus"],
  ["Blog post", "/blog/ohio-furnace-winter-prep"],
];
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

if (!existsSync(`${buildDir}/server/index.js`)) {
  const build = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "buckeye-lh-"));
const server = spawn(process.execPath, ["server.js"], {
  stdio: "ignore",
  env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
});
try {
  await waitFor(`${origin}/readyz`);
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: FLAGS });
  const rows = [];
  try {
    for (const [name, pagePath] of PAGES) {
      await fetch(`${origin}${pagePath}`); // warms the server's caches
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${origin}${pagePath}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        runs.push(result.lhr);
      }
      runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
      const lhr = runs[Math.floor(runs.length / 2)];
      const score = (key) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
      rows.push({
        name,
        path: pagePath,
        performance: score("performance"),
        performanceRuns: runs.map((r) => Math.round(r.categories.performance.score * 100)).join("/"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
        cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
        jsGzipKb: javaScriptKb(lhr),
      });
      console.log(rows.at(-1));
    }
  } finally {
    await chrome.kill();
  }
  mkdirSync("bench-results", { recursive: true });
  const table = rows
    .map(
      (r) =>
        `| ${r.name} | \`${r.path}\` | ${r.performance} (${r.performanceRuns}) | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.cls} | ${r.jsGzipKb} |`,
    )
    .join("\n");
  writeFileSync(
    "bench-results/lighthouse.md",
    `# Lighthouse (mobile preset, Debian Chromium)\n\n${new Date().toISOString()}. Targets: performance 95+, the others 100; at most 100 KB of gzipped JavaScript per page.\n\n| page | path | performance (runs) | accessibility | best practices | SEO | LCP ms | CLS | JS KB (gzip, on the wire) |\n|---|---|---|---|---|---|---|---|---|\n${table}\n`,
  );
  console.log("wrote bench-results/lighthouse.md");
} finally {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * JavaScript the page loaded, as Lighthouse saw it on the wire (the server
 * gzips): page scripts, their imported chunks and anything loaded later count.
 */
function javaScriptKb(lhr) {
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const bytes = requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return Math.round(bytes / 1024);
}

async function waitFor(url) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server did not start at ${url}`);
}

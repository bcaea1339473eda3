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
      await fetch(`${origin}${pagePath}`); // warm the server's caches, as a visitor after the first would find them
      const result = await lighthouse(`${origin}${pagePath}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const c = result.lhr.categories;
      const score = (key) => Math.round((c[key]?.score ?? 0) * 100);
      const audits = result.lhr.audits;
      rows.push({
        name,
        path: pagePath,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
        cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
        jsKb: Math.round(
          (audits["network-requests"]?.details?.items ?? [])
            .filter((item) => item.resourceType === "Script")
            .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
        ),
      });
      console.log(rows.at(-1));
    }
  } finally {
    await chrome.kill();
  }
  mkdirSync("bench-results", { recursive: true });
  const table = rows
    .map((r) => `| ${r.name} | \`${r.path}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.cls} | ${r.jsKb} |`)
    .join("\n");
  writeFileSync(
    "bench-results/lighthouse.md",
    `# Lighthouse (mobile preset, Debian Chromium)\n\n${new Date().toISOString()}. Targets: performance 95+, the others 100.\n\n| page | path | performance | accessibility | best practices | SEO | LCP ms | CLS | JS KB (transferred) |\n|---|---|---|---|---|---|---|---|---|\n${table}\n`,
  );
  console.log("wrote bench-results/lighthouse.md");
} finally {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
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

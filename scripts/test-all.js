// `npm test`: typecheck, lint, unit and integration tests, production build and
// the browser suite, stopping at the first failure. The last line counts the
// tests as "N passed, N failed".
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";

const reports = "test-results";
mkdirSync(reports, { recursive: true });

const steps = [
  ["typecheck", "npm", ["run", "typecheck"]],
  ["lint", "npm", ["run", "lint"]],
  ["unit and integration", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/vitest.json`]],
  ["build", "npm", ["run", "build"]],
  ["chromium and java", "node", ["scripts/ensure-test-tools.js"]],
  ["e2e", "npx", ["playwright", "test"]],
];

let passed = 0;
let failed = 0;
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  console.log(`◀ ${name}: ${result.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (name === "unit and integration") ({ passed, failed } = add({ passed, failed }, vitestCounts()));
  if (name === "e2e") ({ passed, failed } = add({ passed, failed }, playwrightCounts()));
  if (result.status !== 0) {
    console.log(`\n${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n${passed} passed, ${failed} failed`);

function add(a, b) {
  return { passed: a.passed + b.passed, failed: a.failed + b.failed };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

function vitestCounts() {
  const report = readJson(`${reports}/vitest.json`);
  return { passed: report?.numPassedTests ?? 0, failed: report?.numFailedTests ?? 0 };
}

function playwrightCounts() {
  const report = readJson(`${reports}/playwright.json`);
  const stats = report?.stats ?? {};
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
}

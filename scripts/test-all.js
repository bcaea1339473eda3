// `npm test`: typecheck, lint, unit and integration tests, production build and
// the browser suite, stopping at the first failure. Steps that do not depend on
// each other run side by side (one stage at a time), each step's output printed
// whole when it ends, so a 2-core machine is kept busy. The last line counts the
// tests as "N passed, N failed".
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";

const reports = "test-results";
mkdirSync(reports, { recursive: true });

const stages = [
  [
    ["typecheck", "npm", ["run", "typecheck"]],
    ["lint", "npm", ["run", "lint"]],
  ],
  [
    ["unit and integration", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/vitest.json`]],
    // Vitest never reads the build; the browser suite needs it next.
    ["build", "npm", ["run", "build"]],
  ],
  [["chromium and java", "node", ["scripts/ensure-test-tools.js"]]],
  [["e2e", "npx", ["playwright", "test"]]],
];

let passed = 0;
let failed = 0;
for (const stage of stages) {
  const results = await Promise.all(stage.map(([name, command, args]) => run(name, command, args, stage.length > 1)));
  if (stage.some(([name]) => name === "unit and integration")) ({ passed, failed } = add({ passed, failed }, vitestCounts()));
  if (stage.some(([name]) => name === "e2e")) ({ passed, failed } = add({ passed, failed }, playwrightCounts()));
  const failure = results.find((status) => status !== 0);
  if (failure !== undefined) {
    console.log(`\n${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(failure ?? 1);
  }
}
console.log(`\n${passed} passed, ${failed} failed`);

/** Runs one step; beside another, its output is kept and printed when it ends so the two never interleave. */
function run(name, command, args, besideAnother) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const child = spawn(command, args, { stdio: besideAnother ? ["ignore", "pipe", "pipe"] : "inherit", env: process.env });
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (status) => {
      if (besideAnother) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(output).toString()}`);
      console.log(`◀ ${name}: ${status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(status);
    });
  });
}

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

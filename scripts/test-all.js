// `npm test`: typecheck, lint, unit and integration tests, production build and
// the browser suite, stopping at the first failure. Steps that do not depend on
// each other run side by side (one stage at a time), each step's output printed
// whole when it ends, so a 2-core machine is kept busy. The last line counts the
// tests as "N passed, N failed"; the line before it says how long the whole run took.
import { spawn } from "node:child_process";
import { mkdirSync, openSync, readFileSync } from "node:fs";

const started = Date.now();
const reports = "test-results";
mkdirSync(reports, { recursive: true });

// The browser suite's server (scripts/e2e-server.js: an operator, the embedded database, its seed) starts as soon
// as the build is made, beside the unit tests, instead of after them; Playwright then finds it answering and uses
// it (E2E_SERVER_STARTED in playwright.config.ts). Its log goes to a file, so it never interleaves with Vitest's.
const e2ePort = process.env.E2E_PORT ?? "4173";
const e2eServerLog = `${reports}/e2e-server.log`;
let e2eServer = null;

const stages = [
  [
    ["typecheck", "npm", ["run", "typecheck"]],
    ["lint", "npm", ["run", "lint"]],
  ],
  [
    ["unit and integration", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/vitest.json`]],
    // Vitest never reads the build; the browser suite needs it, and its server starts from it.
    ["build, then the browser suite's server", "npm", ["run", "build"], startE2eServer],
  ],
  [["chromium and java", "node", ["scripts/ensure-test-tools.js"]]],
  [["e2e", "npx", ["playwright", "test"]]],
];

let passed = 0;
let failed = 0;
for (const stage of stages) {
  const results = await Promise.all(
    stage.map(async ([name, command, args, then]) => {
      const status = await run(name, command, args, stage.length > 1);
      return status === 0 && then ? then() : status;
    }),
  );
  if (stage.some(([name]) => name === "unit and integration")) ({ passed, failed } = add({ passed, failed }, vitestCounts()));
  if (stage.some(([name]) => name === "e2e")) ({ passed, failed } = add({ passed, failed }, playwrightCounts()));
  const failure = results.find((status) => status !== 0);
  if (failure !== undefined) {
    if (stage.some(([name]) => name === "e2e")) console.log(`\nThe browser suite's server log: ${e2eServerLog}`);
    await stopE2eServer();
    console.log(`\nnpm test took ${elapsed()}.\n${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(failure ?? 1);
  }
}
await stopE2eServer();
console.log(`\nnpm test took ${elapsed()}.\n${passed} passed, ${failed} failed`);

function elapsed() {
  const seconds = Math.round((Date.now() - started) / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** Starts the browser suite's server and waits until it answers /readyz (0), or it failed (1). */
async function startE2eServer() {
  if (await answersReady()) {
    console.log(`Something already answers on port ${e2ePort}: stop it, or choose another port with E2E_PORT.`);
    return 1;
  }
  const log = openSync(e2eServerLog, "w");
  e2eServer = spawn("node", ["scripts/e2e-server.js"], {
    stdio: ["ignore", log, log],
    env: { ...process.env, PORT: e2ePort, LOG_LEVEL: "warn" },
  });
  const exited = new Promise((resolve) => e2eServer.on("exit", () => resolve(1)));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const answered = await Promise.race([exited, answersReady().then((ready) => (ready ? 0 : null))]);
    if (answered !== null) {
      if (answered === 0) process.env.E2E_SERVER_STARTED = "true";
      else console.log(`The browser suite's server stopped; its log:\n${readFileSync(e2eServerLog, "utf8")}`);
      return answered;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(`The browser suite's server did not answer in 2 minutes; its log:\n${readFileSync(e2eServerLog, "utf8")}`);
  return 1;
}

function answersReady() {
  return fetch(`http://localhost:${e2ePort}/readyz`).then((response) => response.ok, () => false);
}

/** Stops the browser suite's server; it removes its database folder as it exits. */
async function stopE2eServer() {
  if (!e2eServer || e2eServer.exitCode !== null) return;
  const exited = new Promise((resolve) => e2eServer.on("exit", resolve));
  e2eServer.kill("SIGTERM");
  await exited;
}

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

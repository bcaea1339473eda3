// CI smoke test of a production-style deploy on PostgreSQL: migrate with
// `npm run db:migrate`, start the built server, expect /readyz to report the
// database, then stop it with SIGTERM and expect a clean exit.
import { spawn, spawnSync } from "node:child_process";
import net from "node:net";

// A port from the system: another run on this machine may hold any fixed one.
const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, "127.0.0.1", () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
let server;
const migrate = spawnSync("npm", ["run", "db:migrate"], { stdio: "inherit" });
if (migrate.status !== 0) fail("db:migrate failed");

server = spawn(process.execPath, ["server.js"], {
  stdio: "inherit",
  env: { PUBLIC_URL: `http://127.0.0.1:${port}`, ...process.env, NODE_ENV: "production", PORT: String(port), LOG_LEVEL: "warn" },
});

const deadline = Date.now() + 30_000;
let ready;
while (Date.now() < deadline) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/readyz`);
    ready = { status: response.status, body: await response.json() };
    break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
if (!ready) fail("server did not answer /readyz within 30 s");
if (ready.status !== 200 || ready.body?.database?.kind !== "postgres" || ready.body?.database?.ok !== true) {
  fail(`unexpected /readyz answer: ${JSON.stringify(ready)}`);
}
const home = await fetch(`http://127.0.0.1:${port}/`);
if (home.status !== 200) fail(`home page answered ${home.status}`);

const exitCode = await new Promise((resolve) => {
  server.on("exit", (code) => resolve(code));
  server.kill("SIGTERM");
});
if (exitCode !== 0) fail(`server exited with ${exitCode} after SIGTERM`);
console.log("postgres deploy check: 2 passed, 0 failed");

function fail(message) {
  console.error(`postgres deploy check failed: ${message}`);
  server?.kill("SIGKILL");
  process.exit(1);
}

// Starts the built server for the browser tests on a throwaway embedded database.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dataDir = mkdtempSync(path.join(tmpdir(), "buckeye-e2e-"));
const server = spawn(process.execPath, ["server.js"], {
  stdio: "inherit",
  // E2E_TEST_HOOKS: /dev/approve-provider stands in for the operations console's vetting (docs/decisions/017).
  // TRUST_PROXY: each test sends its own X-Forwarded-For, so rate limits apply per test (tests/e2e/fixtures.ts).
  env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, DATABASE_URL: "", TRUST_PROXY: "true", E2E_TEST_HOOKS: "true" },
});
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => {
  cleanUp();
  process.exit(code ?? 0);
});

// Starts the built server for the browser tests on a throwaway embedded database.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dataDir = mkdtempSync(path.join(tmpdir(), "buckeye-e2e-"));
// One operator for the tests that need the admin role (tests/e2e/e2e-admin.json; tests/e2e/operator.ts signs
// in with it), made by the code `npm run admin:create` runs, before the server takes the embedded database.
const admin = JSON.parse(readFileSync(new URL("../tests/e2e/e2e-admin.json", import.meta.url), "utf8"));
const created = spawnSync(
  process.execPath,
  [path.join("node_modules", "tsx", "dist", "cli.mjs"), "scripts/admin-create.ts", "--email", admin.email, "--password", admin.password],
  { stdio: "inherit", env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, DATABASE_URL: "" } },
);
if (created.status !== 0) {
  rmSync(dataDir, { recursive: true, force: true });
  throw new Error("e2e: could not create the operator account");
}
// The push spec's local push service (tests/e2e/push-service.ts) answers over HTTPS with a certificate made here,
// which the server trusts as a browser's push service would be trusted.
const pushServiceDir = path.join(tmpdir(), `buckeye-e2e-push-${process.env.PORT}`);
rmSync(pushServiceDir, { recursive: true, force: true });
const certificate = spawnSync(process.execPath, [path.join("node_modules", "tsx", "dist", "cli.mjs"), "scripts/e2e-push-certificate.ts", pushServiceDir], {
  encoding: "utf8",
  stdio: ["ignore", "pipe", "inherit"],
});
if (certificate.status !== 0) {
  rmSync(dataDir, { recursive: true, force: true });
  throw new Error("e2e: could not make the push service's certificate");
}
const server = spawn(process.execPath, ["server.js"], {
  stdio: "inherit",
  // E2E_TEST_HOOKS: /dev/mail's outbox and /dev/push-subscription, for this machine only (app/config/env.server.ts).
  // TRUST_PROXY: each test sends its own X-Forwarded-For, so rate limits apply per test (tests/e2e/fixtures.ts).
  env: {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    TRUST_PROXY: "true",
    E2E_TEST_HOOKS: "true",
    NODE_EXTRA_CA_CERTS: certificate.stdout.trim(),
  },
});
const cleanUp = () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(pushServiceDir, { recursive: true, force: true });
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => {
  cleanUp();
  process.exit(code ?? 0);
});

import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "./fixtures";
import { E2E_OPERATOR } from "./operator";

/**
 * A spec's own built server on a fresh embedded database and its own port,
 * for what the shared e2e server cannot be (no operator yet, demo data off, a
 * card processor): started with `env` on top of production settings, ready
 * once `ready` holds on its log; `stop` ends it and removes its data. With
 * `operator`, the e2e operator (tests/e2e/e2e-admin.json) is made first, as
 * scripts/e2e-server.js makes it. A variable given as undefined is left out of the server's environment.
 */
export type OwnServer = { origin: string; log: () => string; stop: () => Promise<void> };

export async function startOwnServer(
  port: number,
  env: Record<string, string | undefined>,
  ready: (log: string) => Promise<boolean> | boolean,
  options: { operator?: boolean } = {},
): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "buckeye-own-server-"));
  if (options.operator) {
    // `npm run admin:create`'s code, before the server takes the embedded database.
    const created = spawnSync(
      process.execPath,
      [path.join("node_modules", "tsx", "dist", "cli.mjs"), "scripts/admin-create.ts", "--email", E2E_OPERATOR.email, "--password", E2E_OPERATOR.password],
      { encoding: "utf8", env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, DATABASE_URL: "" } },
    );
    expect(created.status, `${created.stdout}${created.stderr}`).toBe(0);
  }
  let log = "";
  const serverEnv: Record<string, string | undefined> = { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "", TRUST_PROXY: "true", ...env };
  for (const [name, value] of Object.entries(serverEnv)) if (value === undefined) delete serverEnv[name];
  const server: ChildProcess = spawn(process.execPath, ["server.js"], {
    env: serverEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  server.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  await expect(async () => {
    expect(server.exitCode, log).toBeNull();
    expect(await ready(log), log.slice(-2000)).toBe(true);
  }).toPass({ timeout: 220_000, intervals: [500] });
  return {
    origin: `http://localhost:${port}`,
    log: () => log,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        server.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

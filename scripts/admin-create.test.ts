import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { adminCreate, USAGE } from "./admin-create-command";

describe("npm run admin:create", { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "buckeye-admin-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const settings = { dataDir, publicUrl: "http://localhost:3000" };

  it("migrates a fresh embedded database and creates a verified admin, as a process of its own", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/admin-create.ts", "--email", "boss@example.com", "--password", "river-stone-81"], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "development" },
      encoding: "utf8",
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Created admin account boss@example.com \(e-mail verified\)\. Log in at .*\/provider\/login \[pglite:/);
  });

  it("leaves an entry in the console's audit log, naming the command", async () => {
    const handle = await openDatabase({ dataDir });
    try {
      const entries = await handle.db.select().from(auditLog).where(eq(auditLog.action, "operator.grant"));
      expect(entries).toMatchObject([{ actorEmail: "boss@example.com", targetType: "user", after: { role: "admin", via: "npm run admin:create" } }]);
    } finally {
      await handle.close();
    }
  });

  it("answers bad input with a clear message and the usage, before it opens any database", async () => {
    const elsewhere = path.join(dataDir, "never-opened");
    expect(await adminCreate(["--email", "boss@example.com"], { ...settings, dataDir: elsewhere })).toEqual({
      ok: false,
      error: `Both --email and --password are required.\n${USAGE}`,
    });
    const unknown = await adminCreate(["--mail", "x"], { ...settings, dataDir: elsewhere });
    expect(unknown.ok).toBe(false);
    expect(!unknown.ok && unknown.error).toMatch(/Unknown option '--mail'[\s\S]*Usage: npm run admin:create/);
    expect(readdirSync(dataDir)).not.toContain("never-opened");
  });

  it("says plainly when another process (the server) holds the embedded database", async () => {
    // A sleeping process stands in for the server: alive, and not the one running the command.
    const server = spawn("sleep", ["60"]);
    const held = path.join(dataDir, "held");
    mkdirSync(path.join(held, "pglite"), { recursive: true });
    writeFileSync(path.join(held, "pglite", "buckeye.lock"), String(server.pid));
    const answer = await adminCreate(["--email", "boss2@example.com", "--password", "river-stone-81"], { ...settings, dataDir: held }).finally(() =>
      server.kill(),
    );
    expect(answer.ok).toBe(false);
    const error = answer.ok ? "" : answer.error;
    // It names the holder (the server's pid) and points to the server's setup link
    // (the first operator without downtime), not to stopping the site.
    expect(error).toContain(`The server (pid ${server.pid})`);
    expect(error).toMatch(/open the setup link in the server's log.*"no operator yet".*setupUrl/s);
  });
});

// A private PostgreSQL server for the fault scenarios: initdb into a temporary
// directory, trust authentication, its own port, so it can be stopped and
// restarted at will without touching the machine's PostgreSQL (others use it).
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import pg from "pg";

export type PostgresInstance = {
  /** postgres://postgres@127.0.0.1:<port>/<name> */
  url(database: string): string;
  /** Stop and start without blocking this process's event loop (its clients keep sending meanwhile). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Creates the template database: migrated (npm run db:migrate) and seeded (npm run db:seed). */
  prepareTemplate(): void;
  /** A new database copied from the migrated, seeded template (fast). */
  createDatabase(name: string): Promise<string>;
  query<T extends pg.QueryResultRow>(database: string, text: string, values?: unknown[]): Promise<T[]>;
  remove(): void;
};

function binDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => path.join(root, version, "bin")).find((dir) => existsSync(path.join(dir, "initdb")));
  if (!found) throw new Error("PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin (apt-get install postgresql)");
  return found;
}

/**
 * fsync off makes the fault scenarios quicker; a benchmark keeps PostgreSQL's default (on). `statements` loads
 * pg_stat_statements, so a benchmark can say which statements took the database's time.
 */
export function startPostgresInstance(port: number, options: { fsync?: boolean; statements?: boolean } = {}): PostgresInstance {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), "buckeye-faults-pg-"));
  const dataDir = path.join(dir, "data");
  const asRoot = userInfo().uid === 0;
  // PostgreSQL refuses to run as root: as root, run its tools as the postgres user.
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o755);
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? "runuser" : path.join(bin, tool);
    const fullArgs = asRoot ? ["-u", "postgres", "--", path.join(bin, tool), ...args] : args;
    const result = spawnSync(command, fullArgs, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${tool} ${args.join(" ")} failed: ${result.stderr || result.stdout}${serverLogTail()}`);
  };
  // pg_ctl says only "Examine the log output": print the log's end, since the directory is removed after.
  const serverLogTail = () => {
    const log = path.join(dir, "log");
    if (!existsSync(log)) return "";
    return `\nserver log (last lines):\n${readFileSync(log, "utf8").trimEnd().split("\n").slice(-15).join("\n")}`;
  };
  const runAsync = (tool: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const command = asRoot ? "runuser" : path.join(bin, tool);
      const child = spawn(command, asRoot ? ["-u", "postgres", "--", path.join(bin, tool), ...args] : args, { stdio: "ignore" });
      child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${tool} ${args.join(" ")} exited with ${code}`))));
    });
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=${options.fsync ? "on" : "off"} -c max_connections=200${
    options.statements ? " -c shared_preload_libraries=pg_stat_statements" : ""
  }`;
  const pgCtlArgs = (action: string) => ["-D", dataDir, "-l", path.join(dir, "log"), "-o", serverOptions, "-w", "-t", "30", "-m", "fast", action];
  const pgCtl = (action: string) => run("pg_ctl", pgCtlArgs(action));

  run("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync"]);
  pgCtl("start");

  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const query = async <T extends pg.QueryResultRow>(database: string, text: string, values?: unknown[]) => {
    const client = new pg.Client({ connectionString: url(database) });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  let running = true;
  return {
    url,
    async stop() {
      await runAsync("pg_ctl", pgCtlArgs("stop"));
      running = false;
    },
    async start() {
      await runAsync("pg_ctl", pgCtlArgs("start"));
      running = true;
    },
    prepareTemplate() {
      run("psql", ["-h", dir, "-p", String(port), "-U", "postgres", "-qc", "create database buckeye_template"]);
      for (const script of ["scripts/db-migrate.ts", "scripts/db-seed.ts"]) {
        const result = spawnSync("npx", ["tsx", script], {
          env: { ...process.env, DATABASE_URL: url("buckeye_template"), LOG_LEVEL: "warn" },
          encoding: "utf8",
        });
        if (result.status !== 0) throw new Error(`${script} failed: ${result.stderr}`);
      }
    },
    async createDatabase(name) {
      await query("postgres", `create database ${name} template buckeye_template`);
      return url(name);
    },
    query,
    remove() {
      if (running) {
        try {
          pgCtl("stop");
        } catch {
          // Stopped already, or never started: the directory goes anyway.
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

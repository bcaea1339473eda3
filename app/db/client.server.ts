import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { logger } from "~/lib/logger.server";
import { lockDataDir } from "./data-dir-lock.server";
import { type Listen, postgresListener } from "./notify-listener.server";
import * as schema from "./schema";
import { TracedPGlite, TracedPool } from "./traced-drivers.server";

/** One Drizzle type for both drivers: modules never care which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** A short, password-free description for logs and /readyz. */
  label: string;
  /** Applies the migrations not yet applied; tests may name another folder (an older set, say). */
  migrate(migrationsFolder?: string): Promise<void>;
  ping(): Promise<boolean>;
  /**
   * Hears a channel's NOTIFYs, sent by any process when the transaction that sent them commits
   * (on PGlite, by this process: it is the only one).
   */
  listen: Listen;
  close(): Promise<void>;
  /** The connection pool's use, on PostgreSQL (PGlite has one connection and no pool). */
  poolUse?(): { total: number; idle: number; waiting: number };
};

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "app/db/migrations");

/**
 * PGlite runs PostgreSQL inside this process, so its buffers are our memory.
 * Its default shared_buffers (128 MB) is most of the process's RSS; the seeded
 * database is about 25 MB on disk, and 32 MB keeps all of it cached (about
 * 120 MB less RSS, queries as fast).
 */
export const PGLITE_OPTIONS = { startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"] };

/**
 * PostgreSQL connections per process. One Node process runs JavaScript on one
 * core; a lead intake transaction holds its connection for a few round trips,
 * so ten cover 20-100 concurrent requests without queueing on the database,
 * and several processes stay well under PostgreSQL's default 100 connections.
 */
const POOL_SIZE = 10;

export type OpenOptions =
  | { databaseUrl: string }
  | { dataDir: string }
  /** In-memory PGlite, for tests; `from` is a dumped data folder to start from instead of an empty database. */
  | { memory: true; from?: Blob };

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if ("databaseUrl" in options) {
    // A request that gets no connection within 10 s (an unreachable network, or
    // a queue for the pool that long) is answered 503 instead of waiting forever.
    // Each query a span when tracing is on (app/db/traced-drivers.server.ts).
    const pool = new TracedPool({
      connectionString: options.databaseUrl,
      max: POOL_SIZE,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 10_000,
    });
    // An idle client whose connection drops (a database restart, a failover, a
    // dropped database) emits 'error' on the pool; unhandled, that would end the
    // process. The pool discards the client and the next query opens a new one.
    pool.on("error", (error) => logger.warn("idle database connection lost", { error: error.message }));
    // A client checked out of the pool (inside a transaction, between two queries) that loses its
    // connection emits 'error' on itself, where the pool's listener does not hear it: unheard, it would
    // end the process. Its pending query fails on its own and the pool replaces the client.
    pool.on("connect", (client) => {
      client.on("error", (error) => logger.warn("database connection lost in use", { error: error.message }));
    });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    const url = new URL(options.databaseUrl);
    const listener = postgresListener(options.databaseUrl);
    return {
      db,
      kind: "postgres",
      label: `postgres://${url.hostname}:${url.port || 5432}${url.pathname}`,
      migrate: (migrationsFolder = MIGRATIONS_FOLDER) => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      ping: () => ping(db),
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: listener.listen,
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }

  let client: PGlite;
  let label: string;
  let release = () => {};
  if ("dataDir" in options) {
    const dir = path.resolve(options.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    const unlock = lockDataDir(dir);
    try {
      client = await TracedPGlite.open({ dataDir: dir, ...PGLITE_OPTIONS });
    } catch (error) {
      unlock();
      throw error;
    }
    release = unlock;
    label = `pglite:${dir}`;
  } else {
    client = await TracedPGlite.open({ ...PGLITE_OPTIONS, loadDataDir: options.from });
    label = "pglite:memory";
  }
  const pgliteDb = drizzlePglite(client, { schema });
  const db = pgliteDb as unknown as Database;
  return {
    db,
    kind: "pglite",
    label,
    migrate: (migrationsFolder = MIGRATIONS_FOLDER) => migratePglite(pgliteDb, { migrationsFolder }),
    ping: () => ping(db),
    async listen(channel, handler) {
      const stop = await client.listen(channel, handler);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

import { getEnv } from "~/config/env.server";
import { openDatabase, type Database, type DatabaseHandle } from "./client.server";

/**
 * The process-wide database, opened once at boot (PGlite takes seconds to open
 * and allows one process only). Kept on globalThis so the dev server's module
 * reloads reuse it.
 */
const holder = globalThis as typeof globalThis & { __buckeyeDb?: Promise<DatabaseHandle> };

export function getDatabaseHandle(): Promise<DatabaseHandle> {
  holder.__buckeyeDb ??= (() => {
    const env = getEnv();
    return openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  })();
  return holder.__buckeyeDb;
}

export async function getDb(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}

export async function closeDatabase(): Promise<void> {
  const pending = holder.__buckeyeDb;
  holder.__buckeyeDb = undefined;
  if (pending) await (await pending).close();
}

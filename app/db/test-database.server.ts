import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "./client.server";

/**
 * A fresh, migrated (unless asked not to) database for one integration test file: in-memory PGlite
 * by default, or a throwaway database on the PostgreSQL server named by
 * TEST_DATABASE_URL (created here and dropped by `close`).
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<DatabaseHandle> {
  const migrate = options.migrate ?? true;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ memory: true });
    if (migrate) await handle.migrate();
    return handle;
  }

  const name = `buckeye_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  if (migrate) await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export function testDatabaseKind(): "pglite" | "postgres" {
  return process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

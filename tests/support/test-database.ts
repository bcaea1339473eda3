import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SQL } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { type Database, MIGRATIONS_FOLDER, openDatabase, type DatabaseHandle } from "~/db/client.server";
import journal from "~/db/migrations/meta/_journal.json";
import { seedDatabase } from "~/modules/seed/seed.server";

/**
 * A fresh, migrated (unless asked not to) database for one integration test file: in-memory PGlite
 * by default, or a throwaway database on the PostgreSQL server named by
 * TEST_DATABASE_URL (created here and dropped by `close`). Each is a copy of a template made once per
 * run (tests/support/database-templates.ts); outside Vitest's run it is made from nothing. `seeded`
 * adds the demo data, as `seedDatabase` writes it with demo businesses shown.
 */
export async function createTestDatabase(options: { migrate?: boolean; seeded?: boolean } = {}): Promise<DatabaseHandle> {
  const migrate = options.migrate ?? true;
  const seeded = migrate && options.seeded === true;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const templates = process.env.VITEST ? inject("pgliteTemplates") : null;
    const template = templates && (seeded ? templates.seeded : migrate ? templates.migrated : templates.empty);
    const handle = await openDatabase({ memory: true, from: template ? new Blob([readFileSync(template)]) : undefined });
    if (migrate && !template) await handle.migrate();
    if (seeded && !template) await seedDatabase(handle.db, { showDemo: true });
    return handle;
  }

  const name = `buckeye_test_${randomBytes(6).toString("hex")}`;
  const templates = migrate && process.env.VITEST ? inject("postgresTemplates") : null;
  const template = templates && (seeded ? templates.seeded : templates.migrated);
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}${template ? ` template ${template}` : ""}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  if (migrate && !template) await handle.migrate();
  if (seeded && !template) await seedDatabase(handle.db, { showDemo: true });
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** A raw query's rows, for tests that read what the schema does not map (an older migration's columns). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
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

/**
 * A temporary folder holding the migrations numbered below `index` (and a journal
 * that lists only them), for a migration test to build a database as it stood
 * before migration `index`, fill it the old way, then migrate the rest. The
 * caller removes the folder.
 */
export function migrationsBefore(index: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), `buckeye-migrations-before-${index}-`));
  const entries = journal.entries.filter((entry) => entry.idx < index);
  for (const entry of entries) cpSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  cpSync(path.join(MIGRATIONS_FOLDER, "meta"), path.join(folder, "meta"), { recursive: true });
  writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  return folder;
}

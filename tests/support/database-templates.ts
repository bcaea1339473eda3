// Vitest's global setup: the integration files' databases are copies of one made here, once per run.
// Starting an in-memory PGlite runs initdb (about 7 s on a 2-core machine) while loading a dumped data
// folder takes about 1 s; on PostgreSQL, `create database … template` copies a migrated one instead of
// migrating each file's own. tests/support/test-database.ts reads what is provided here.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { MIGRATIONS_FOLDER, openDatabase, PGLITE_OPTIONS } from "../../app/db/client.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** Dumped PGlite data folders: an empty database and a migrated one. */
    pgliteTemplates: { empty: string; migrated: string } | null;
    /** A migrated PostgreSQL database to copy, when TEST_DATABASE_URL is set. */
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `buckeye_template_${randomBytes(6).toString("hex")}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    await handle.migrate();
    await handle.close();
    project.provide("postgresTemplate", name);
    project.provide("pgliteTemplates", null);
    return async () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }

  const folder = mkdtempSync(path.join(tmpdir(), "buckeye-test-templates-"));
  const client = await PGlite.create(PGLITE_OPTIONS);
  const dump = async (file: string) => {
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
    return file;
  };
  const empty = await dump(path.join(folder, "empty.tar"));
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  const migrated = await dump(path.join(folder, "migrated.tar"));
  await client.close();
  project.provide("pgliteTemplates", { empty, migrated });
  project.provide("postgresTemplate", null);
  return () => rmSync(folder, { recursive: true, force: true });
}

async function adminQuery(url: string, query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

// Vitest's global setup: the integration files' databases are copies of one made here, once per run
// (empty, migrated, or migrated with the demo data seeded, which takes 1 to 2 s on PGlite).
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
import type { ProvidedContext } from "vitest";
import type { TestProject } from "vitest/node";
import { type Database, MIGRATIONS_FOLDER, openDatabase, PGLITE_OPTIONS } from "../../app/db/client.server";
import * as schema from "../../app/db/schema";
import { seedDatabase } from "../../app/modules/seed/seed.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** Dumped PGlite data folders: an empty database, a migrated one, and a migrated one with the demo data. */
    pgliteTemplates: { empty: string; migrated: string; seeded: string } | null;
    /** Migrated PostgreSQL databases to copy (without and with the demo data), when TEST_DATABASE_URL is set. */
    postgresTemplates: { migrated: string; seeded: string } | null;
  }
}

type Templates = {
  provided: Pick<ProvidedContext, "pgliteTemplates" | "postgresTemplates">;
  removeAll: () => Promise<void> | void;
};

// Each of vitest.config.ts's projects runs its global setup, one after the other in this process: the first makes
// the templates, the second is handed the same ones instead of making them again (8 to 9 s on a 2-core machine:
// docs/decisions/086-where-the-test-suites-time-goes.md).
const holder = globalThis as typeof globalThis & { __buckeyeTemplates?: Promise<Templates> };

export default async function setup(project: TestProject) {
  holder.__buckeyeTemplates ??= makeTemplates();
  const { provided, removeAll } = await holder.__buckeyeTemplates;
  project.provide("pgliteTemplates", provided.pgliteTemplates);
  project.provide("postgresTemplates", provided.postgresTemplates);
  // Both projects' teardowns run once every file has ended; removing what is already gone does nothing.
  return removeAll;
}

async function makeTemplates(): Promise<Templates> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `buckeye_template_${randomBytes(6).toString("hex")}`;
    const seededName = `${name}_seeded`;
    const open = (database: string) => {
      const url = new URL(serverUrl);
      url.pathname = `/${database}`;
      return openDatabase({ databaseUrl: url.toString() });
    };
    await adminQuery(serverUrl, `create database ${name}`);
    const handle = await open(name);
    await handle.migrate();
    await handle.close();
    await adminQuery(serverUrl, `create database ${seededName} template ${name}`);
    const seeded = await open(seededName);
    await seedDatabase(seeded.db, { showDemo: true });
    await seeded.close();
    return {
      provided: { postgresTemplates: { migrated: name, seeded: seededName }, pgliteTemplates: null },
      async removeAll() {
        for (const database of [name, seededName]) await adminQuery(serverUrl, `drop database if exists ${database} with (force)`);
      },
    };
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
  await seedDatabase(drizzle(client, { schema }) as unknown as Database, { showDemo: true });
  const seeded = await dump(path.join(folder, "seeded.tar"));
  await client.close();
  return {
    provided: { pgliteTemplates: { empty, migrated, seeded }, postgresTemplates: null },
    removeAll: () => rmSync(folder, { recursive: true, force: true }),
  };
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

import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client.server";
import journal from "./migrations/meta/_journal.json";
import { createTestDatabase, migrationsBefore, testDatabaseKind } from "../../tests/support/test-database";
import { unappliedMigrations, unappliedMigrationsMessage } from "./unapplied-migrations.server";

const handles: DatabaseHandle[] = [];
const folders: string[] = [];
afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.close()));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const last = journal.entries.at(-1)!;

describe(`the migrations a database lacks, read at boot on ${testDatabaseKind()}`, () => {
  it("names every migration of a database never migrated, none once migrated, and the newest one after an upgrade", async () => {
    const handle = await createTestDatabase({ migrate: false });
    handles.push(handle);
    expect(await unappliedMigrations(handle.db)).toEqual(journal.entries.map((entry) => entry.tag));

    const older = migrationsBefore(last.idx);
    folders.push(older);
    await handle.migrate(older);
    expect(await unappliedMigrations(handle.db)).toEqual([last.tag]);

    await handle.migrate();
    expect(await unappliedMigrations(handle.db)).toEqual([]);
    // A process of the older version beside it (a rolling deploy) lacks nothing.
    expect(await unappliedMigrations(handle.db, journal.entries.slice(0, -1))).toEqual([]);
  });

  it("says what to run, naming the database and the migrations", () => {
    expect(unappliedMigrationsMessage("postgres://db:5432/buckeye", ["0024_live_rank_once", "0025_missed_lead_kind"])).toBe(
      "The database postgres://db:5432/buckeye lacks 2 migrations of this version (0024_live_rank_once to 0025_missed_lead_kind). " +
        'Run `npm run db:migrate` with this DATABASE_URL, then start the server again (docs/deploy.md, "What runs once").',
    );
    expect(unappliedMigrationsMessage("postgres://db:5432/buckeye", ["0025_missed_lead_kind"])).toContain("lacks 1 migration of this version (0025_missed_lead_kind)");
  });
});

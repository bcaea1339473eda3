import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { logger } from "~/lib/logger.server";
import type { DatabaseHandle } from "./client.server";
import { createTestDatabase, testDatabaseKind } from "../../tests/support/test-database";

// Only a server has connections that can drop; this runs in the PostgreSQL pass (TEST_DATABASE_URL).
describe.runIf(testDatabaseKind() === "postgres")("database connections on postgres", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("survives the server ending its idle connections (a restart or failover) and reconnects", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const current = await handle.db.execute(sql`select current_database() as name`);
    const database = (current as unknown as { rows: { name: string }[] }).rows[0]!.name;
    // What a restart does to each connection of this pool, from outside it.
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const ended = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [database]);
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith("idle database connection lost", expect.anything()));
    expect(await handle.ping()).toBe(true);
    warn.mockRestore();
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { recordAudit } from "./audit.server";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => handle?.close());

describe(`the audit log on ${testDatabaseKind()}`, () => {
  it("stores who did what to which target, with the values before and after", async () => {
    await recordAudit(
      handle.db,
      { userId: "admin-1", email: "ops@example.com" },
      { action: "provider.approve", targetType: "provider", targetId: "p-1", targetName: "Mad River Electric", before: { status: "pending" }, after: { status: "verified" } },
    );
    const [entry] = await handle.db.select().from(auditLog);
    expect(entry).toMatchObject({
      actorEmail: "ops@example.com",
      action: "provider.approve",
      targetName: "Mad River Electric",
      before: { status: "pending" },
      after: { status: "verified" },
    });
  });

  it("is written in the action's transaction: a failed action leaves no entry", async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await recordAudit(tx, { userId: "admin-1", email: "ops@example.com" }, { action: "deal.update", targetType: "deal", targetId: "d-1", targetName: "Tune-up", before: null, after: null });
        throw new Error("the action failed");
      }),
    ).rejects.toThrow("the action failed");
    const result = (await handle.db.execute(sql`select count(*)::int as n from audit_log where action = 'deal.update'`)) as unknown as { rows: { n: number }[] };
    expect(result.rows[0]!.n).toBe(0);
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { auditOperatorGranted, recordAudit } from "./audit.server";

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

  it("records an account made operator with no operator acting: the account is the actor, and the door is named", async () => {
    await auditOperatorGranted(handle.db, { userId: "op-1", email: "olive@example.com", name: "Olive Ops", created: true }, "setup link");
    await auditOperatorGranted(handle.db, { userId: "pro-1", email: "pat@example.com", name: "Pat Pro", created: false }, "npm run admin:create");
    const entries = await handle.db.select().from(auditLog).where(sql`${auditLog.action} = 'operator.grant'`).orderBy(auditLog.id);
    expect(entries).toMatchObject([
      { actorUserId: "op-1", actorEmail: "olive@example.com", targetType: "user", targetId: "op-1", targetName: "Olive Ops", before: null, after: { role: "admin", via: "setup link" } },
      { actorUserId: "pro-1", actorEmail: "pat@example.com", targetId: "pro-1", before: { role: "none" }, after: { role: "admin", via: "npm run admin:create" } },
    ]);
  });
});

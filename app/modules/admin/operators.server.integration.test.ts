import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { auditLog, notifications, providers, userRoles, users } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { OPERATOR } from "../../../tests/support/admin-fixtures";
import { addOperator, listOperators } from "./operators.server";

let handle: DatabaseHandle;

async function account(id: string, email: string, options: { verified?: boolean; operator?: boolean } = {}) {
  await handle.db.insert(users).values({ id, name: id, email, emailVerified: options.verified ?? true });
  if (options.operator) await handle.db.insert(userRoles).values({ userId: id, role: "admin" });
}

const rolesOf = async (userId: string) =>
  (await handle.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))).map((row) => row.role);

beforeAll(async () => {
  handle = await createTestDatabase();
  await account(OPERATOR.userId, OPERATOR.email, { operator: true });
});
afterAll(async () => handle?.close());

describe(`operators added from the console on ${testDatabaseKind()}`, () => {
  it("makes a colleague's confirmed account an operator, with its audit entry and an e-mail, and lists it", async () => {
    await account("colleague", "jo.colleague@example.com");
    // Typed as people type an address: spaces around it, capitals.
    expect(await addOperator(handle.db, OPERATOR, "  Jo.Colleague@Example.com ")).toEqual({ ok: true, message: "colleague is now an operator. We e-mailed them." });
    expect(await rolesOf("colleague")).toEqual(["admin"]);
    const [entry] = await handle.db.select().from(auditLog).where(and(eq(auditLog.action, "operator.grant"), eq(auditLog.targetId, "colleague")));
    expect(entry).toMatchObject({ actorUserId: OPERATOR.userId, actorEmail: OPERATOR.email, before: { role: "none" }, after: { role: "admin", via: "console" } });
    const [mail] = await handle.db.select().from(notifications).where(eq(notifications.recipient, "jo.colleague@example.com"));
    expect(mail).toMatchObject({ template: "operator-added", userId: "colleague" });
    expect(mail!.body).toContain(`${OPERATOR.email} made you an operator`);
    expect((await listOperators(handle.db)).map((operator) => operator.email)).toEqual([OPERATOR.email, "jo.colleague@example.com"]);

    // Adding them again changes nothing and says so.
    expect(await addOperator(handle.db, OPERATOR, "jo.colleague@example.com")).toEqual({ ok: true, message: "colleague is already an operator." });
    expect(await handle.db.select().from(auditLog).where(eq(auditLog.targetId, "colleague"))).toHaveLength(1);
  });

  it("refuses an address that is not an address, one no account uses, one not confirmed, and a pro's, writing nothing", async () => {
    await account("unconfirmed", "new.hire@example.com", { verified: false });
    await account("pro-owner", "owner@plumbing.example.com");
    await handle.db
      .insert(providers)
      .values({ userId: "pro-owner", slug: "owner-plumbing", businessName: "Owner Plumbing", phone: "6145550100", email: "owner@plumbing.example.com", baseZip: "43215", city: "Columbus" });

    expect(await addOperator(handle.db, OPERATOR, "not an address")).toMatchObject({ ok: false, field: "email" });
    expect(await addOperator(handle.db, OPERATOR, "nobody@example.com")).toMatchObject({ ok: false, field: "email", message: expect.stringContaining("No account uses nobody@example.com") });
    expect(await addOperator(handle.db, OPERATOR, "new.hire@example.com")).toMatchObject({ ok: false, message: expect.stringContaining("has not been confirmed yet") });
    expect(await addOperator(handle.db, OPERATOR, "owner@plumbing.example.com")).toMatchObject({ ok: false, message: expect.stringContaining("is a pro's account") });
    expect(await rolesOf("unconfirmed")).toEqual([]);
    expect(await rolesOf("pro-owner")).toEqual([]);
    expect(await handle.db.select().from(auditLog).where(eq(auditLog.targetId, "pro-owner"))).toEqual([]);
  });
});

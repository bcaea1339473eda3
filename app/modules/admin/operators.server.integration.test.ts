import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { auditLog, notifications, providers, sessions, userRoles, users } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { OPERATOR } from "../../../tests/support/admin-fixtures";
import { addOperator, listOperators, removeOperator } from "./operators.server";

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

  it("removes another operator: role gone, sessions ended, audit entry and e-mail, in one go", async () => {
    await account("leaving", "leaving@example.com", { operator: true });
    await handle.db.insert(sessions).values({ id: "leaving-session", token: "leaving-token", userId: "leaving", expiresAt: new Date(Date.now() + 86_400_000) });
    expect(await removeOperator(handle.db, OPERATOR, "leaving")).toEqual({ ok: true, message: "leaving is no longer an operator and was signed out. We e-mailed them." });
    expect(await rolesOf("leaving")).toEqual([]);
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, "leaving"))).toEqual([]);
    const [entry] = await handle.db.select().from(auditLog).where(and(eq(auditLog.action, "operator.revoke"), eq(auditLog.targetId, "leaving")));
    expect(entry).toMatchObject({ actorUserId: OPERATOR.userId, actorEmail: OPERATOR.email, targetName: "leaving", before: { role: "admin" }, after: { role: "none", via: "console" } });
    const [mail] = await handle.db.select().from(notifications).where(eq(notifications.recipient, "leaving@example.com"));
    expect(mail).toMatchObject({ template: "operator-removed", userId: "leaving" });
    expect(mail!.body).toContain(`${OPERATOR.email} removed you as an operator`);
    expect((await listOperators(handle.db)).map((operator) => operator.userId)).not.toContain("leaving");
    // The account itself stays.
    expect(await handle.db.select({ id: users.id }).from(users).where(eq(users.id, "leaving"))).toHaveLength(1);

    // Removing them again changes nothing and says why.
    expect(await removeOperator(handle.db, OPERATOR, "leaving")).toMatchObject({ ok: false, message: expect.stringContaining("not an operator any more") });
    expect(await handle.db.select().from(auditLog).where(and(eq(auditLog.action, "operator.revoke"), eq(auditLog.targetId, "leaving")))).toHaveLength(1);
  });

  it("never removes the operator who asks, nor the last operator, nor for someone who is no longer one, writing nothing", async () => {
    const before = (await listOperators(handle.db)).map((operator) => operator.userId);
    expect(await removeOperator(handle.db, OPERATOR, OPERATOR.userId)).toEqual({ ok: false, message: "You cannot remove yourself. Another operator can remove you." });

    // A former operator's page, still open, cannot remove anyone.
    expect(await removeOperator(handle.db, { userId: "leaving", email: "leaving@example.com" }, OPERATOR.userId)).toEqual({ ok: false, message: "You are no longer an operator." });

    // Only OPERATOR left once "colleague" (from the first test) is removed: the last one cannot be removed by anyone.
    expect((await removeOperator(handle.db, OPERATOR, "colleague")).ok).toBe(true);
    expect((await listOperators(handle.db)).map((operator) => operator.userId)).toEqual([OPERATOR.userId]);
    expect(await removeOperator(handle.db, { userId: "colleague", email: "jo.colleague@example.com" }, OPERATOR.userId)).toMatchObject({ ok: false });
    expect(await rolesOf(OPERATOR.userId)).toEqual(["admin"]);
    expect(before).toContain(OPERATOR.userId);
    expect(await handle.db.select().from(auditLog).where(and(eq(auditLog.action, "operator.revoke"), eq(auditLog.targetId, OPERATOR.userId)))).toEqual([]);
  });
});

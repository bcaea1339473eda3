import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { providers, providerStatusEvents } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { ensureCategory, insertPro, OPERATOR } from "../../../tests/support/admin-fixtures";
import { changeProStatus } from "./vetting-actions.server";

let handle: DatabaseHandle;
let hvac: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  hvac = await ensureCategory(handle.db, "hvac", "HVAC");
});
afterAll(async () => handle?.close());

async function eventsOf(providerId: string) {
  return handle.db
    .select({ event: providerStatusEvents.event, from: providerStatusEvents.fromStatus, to: providerStatusEvents.toStatus, actor: providerStatusEvents.actor, reason: providerStatusEvents.reason })
    .from(providerStatusEvents)
    .where(eq(providerStatusEvents.providerId, providerId))
    .orderBy(asc(providerStatusEvents.createdAt));
}

describe(`a pro's vetting status on ${testDatabaseKind()}`, () => {
  it("writes each move with its event row, and a refused move with none", async () => {
    const verified = await insertPro(handle.db, { categoryId: hvac });
    expect(await changeProStatus(handle.db, OPERATOR, verified.id, "suspend", "Complaints")).toEqual({ ok: true, value: { status: "suspended" } });
    const pending = await insertPro(handle.db, { categoryId: hvac, status: "pending" });
    expect(await changeProStatus(handle.db, OPERATOR, pending.id, "reject", "No insurance")).toEqual({ ok: true, value: { status: "rejected" } });
    expect(await changeProStatus(handle.db, OPERATOR, pending.id, "suspend", "Again")).toEqual({
      ok: false,
      reason: "not-allowed",
      message: "This pro is not approved, so it cannot be suspended now.",
    });

    const actor = `admin:${OPERATOR.userId}`;
    expect(await eventsOf(verified.id)).toEqual([{ event: "suspend", from: "verified", to: "suspended", actor, reason: "Complaints" }]);
    expect(await eventsOf(pending.id)).toEqual([{ event: "reject", from: "pending", to: "rejected", actor, reason: "No insurance" }]);
    const [row] = await handle.db.select({ status: providers.verificationStatus }).from(providers).where(eq(providers.id, pending.id));
    expect(row!.status).toBe("rejected");
  });

  it("keeps the history append-only", async () => {
    const pro = await insertPro(handle.db, { categoryId: hvac });
    await changeProStatus(handle.db, OPERATOR, pro.id, "suspend", "Late");
    await expect(handle.db.update(providerStatusEvents).set({ reason: "changed" }).where(eq(providerStatusEvents.providerId, pro.id))).rejects.toThrow();
  });
});

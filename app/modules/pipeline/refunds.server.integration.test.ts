import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { creditLedger, leadDeliveries, leadDeliveryEvents, refundRequestEvents, refundRequests } from "~/db/schema";
import { flagLeadAsFraud } from "~/modules/admin/admin-leads.server";
import { creditBalance, ledgerSum } from "~/modules/credits/ledger.server";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { ensureCategory, insertOfferedLead, insertPro, OPERATOR } from "../../../tests/support/admin-fixtures";
import { acceptLead } from "./accept-lead.server";
import { LeadActionError } from "./lead-events.server";
import { decideRefundRequest, requestRefund } from "./lead-pipeline.server";
import { refundDelivery } from "./refunds.server";

let handle: DatabaseHandle;
let hvac: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  hvac = await ensureCategory(handle.db, "hvac", "HVAC");
});
afterAll(async () => handle?.close());

async function deliveryOf(leadId: string, providerId: string) {
  const where = and(eq(leadDeliveries.leadId, leadId), eq(leadDeliveries.providerId, providerId));
  const [row] = await handle.db.select({ status: leadDeliveries.status }).from(leadDeliveries).where(where);
  const events = await handle.db
    .select({ event: leadDeliveryEvents.event, actor: leadDeliveryEvents.actor, reason: leadDeliveryEvents.reason })
    .from(leadDeliveryEvents)
    .where(and(eq(leadDeliveryEvents.leadId, leadId), eq(leadDeliveryEvents.providerId, providerId)))
    .orderBy(asc(leadDeliveryEvents.createdAt));
  return { status: row!.status, events };
}

async function requestEvents(requestId: string) {
  return handle.db
    .select({ event: refundRequestEvents.event, from: refundRequestEvents.fromStatus, to: refundRequestEvents.toStatus, actor: refundRequestEvents.actor, reason: refundRequestEvents.reason })
    .from(refundRequestEvents)
    .where(eq(refundRequestEvents.requestId, requestId))
    .orderBy(asc(refundRequestEvents.createdAt));
}

describe(`refunds on ${testDatabaseKind()}`, () => {
  it("refunds a paid delivery once: the move to refunded, its event, and the charge given back in one transaction", async () => {
    const pro = await insertPro(handle.db, { categoryId: hvac, credits: 100 });
    const leadId = await insertOfferedLead(handle.db, { categoryId: hvac, providerIds: [pro.id], price: 30 });
    await acceptLead(handle.db, { providerId: pro.id, leadId });
    expect(await creditBalance(handle.db, pro.id)).toBe(70);

    const refunded = await handle.db.transaction((tx) => refundDelivery(tx, { leadId, providerId: pro.id, actor: "admin:op-1", reason: "Wrong number", now: new Date() }));
    expect(refunded).toEqual({ credits: 30, balanceAfter: 100 });
    expect(await deliveryOf(leadId, pro.id)).toEqual({
      status: "refunded",
      events: [
        { event: "offer", actor: "system", reason: "" },
        { event: "accept", actor: `provider:${pro.id}`, reason: "" },
        { event: "refund", actor: "admin:op-1", reason: "Wrong number" },
      ],
    });
    const [refund] = await handle.db.select().from(creditLedger).where(and(eq(creditLedger.leadId, leadId), eq(creditLedger.kind, "refund")));
    expect(refund).toMatchObject({ providerId: pro.id, amount: 30, note: "Wrong number" });
    expect(refund!.reversesId).not.toBeNull();

    // Nothing is left to give back: a second refund is refused and changes nothing.
    await expect(handle.db.transaction((tx) => refundDelivery(tx, { leadId, providerId: pro.id, actor: "admin:op-1", reason: "Again" }))).rejects.toBeInstanceOf(
      LeadActionError,
    );
    expect(await creditBalance(handle.db, pro.id)).toBe(100);
    expect(await ledgerSum(handle.db, pro.id)).toBe(100);
  });

  it("refuses to refund a delivery that was never paid for", async () => {
    const pro = await insertPro(handle.db, { categoryId: hvac, credits: 100 });
    const leadId = await insertOfferedLead(handle.db, { categoryId: hvac, providerIds: [pro.id] });
    await expect(handle.db.transaction((tx) => refundDelivery(tx, { leadId, providerId: pro.id, actor: "system", reason: "No" }))).rejects.toThrow(
      "There is no charge for this lead to refund.",
    );
    expect((await deliveryOf(leadId, pro.id)).status).toBe("offered");
  });

  it("records a refund request and its decision as events, and a refused decision as none", async () => {
    const pro = await insertPro(handle.db, { categoryId: hvac, credits: 100 });
    const leadId = await insertOfferedLead(handle.db, { categoryId: hvac, providerIds: [pro.id], price: 20 });
    await acceptLead(handle.db, { providerId: pro.id, leadId });
    const request = await requestRefund(handle.db, { providerId: pro.id, leadId, reason: "  Nobody answers  " });
    await decideRefundRequest(handle.db, { requestId: request.id, approve: false, note: "They answered us", adminId: "op-1" });
    await expect(decideRefundRequest(handle.db, { requestId: request.id, approve: true, note: "", adminId: "op-1" })).rejects.toThrow("already rejected");
    expect(await requestEvents(request.id)).toEqual([
      { event: "request", from: null, to: "pending", actor: `provider:${pro.id}`, reason: "Nobody answers" },
      { event: "reject", from: "pending", to: "rejected", actor: "admin:op-1", reason: "They answered us" },
    ]);
    expect(await creditBalance(handle.db, pro.id)).toBe(80);
  });

  it("approves the open requests of a request flagged as fraud through their graph", async () => {
    const pro = await insertPro(handle.db, { categoryId: hvac, credits: 100 });
    const leadId = await insertOfferedLead(handle.db, { categoryId: hvac, providerIds: [pro.id], price: 20 });
    await acceptLead(handle.db, { providerId: pro.id, leadId });
    const request = await requestRefund(handle.db, { providerId: pro.id, leadId, reason: "Fake" });
    await flagLeadAsFraud(handle.db, { leadId, reason: "Spam", actor: OPERATOR });
    const note = "Refunded: the request was flagged as fraud (Spam)";
    expect((await requestEvents(request.id)).at(-1)).toEqual({ event: "approve", from: "pending", to: "approved", actor: `admin:${OPERATOR.userId}`, reason: note });
    expect((await handle.db.select({ status: refundRequests.status }).from(refundRequests).where(eq(refundRequests.id, request.id)))[0]!.status).toBe("approved");
    expect((await deliveryOf(leadId, pro.id)).events.at(-1)).toEqual({ event: "refund", actor: `admin:${OPERATOR.userId}`, reason: note });
    expect(await creditBalance(handle.db, pro.id)).toBe(100);
  });
});

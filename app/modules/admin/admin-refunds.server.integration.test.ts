import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { auditLog, creditLedger, leadDeliveries, notifications, providers, refundRequests } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { creditBalance } from "~/modules/credits/ledger.server";
import { acceptLead } from "~/modules/pipeline/accept-lead.server";
import { LeadActionError } from "~/modules/pipeline/lead-events.server";
import { NotFoundError } from "~/lib/not-found-error";
import { requestRefund } from "~/modules/pipeline/lead-pipeline.server";
import { withdrawRequest } from "~/modules/pipeline/hire-closes-request.server";
import { decideRefund, listRefundRequests } from "./admin-refunds.server";
import { ensureCategory, insertOfferedLead, insertPro, OPERATOR } from "../../../tests/support/admin-fixtures";

let handle: DatabaseHandle;
let hvac: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  hvac = await ensureCategory(handle.db, "hvac", "HVAC");
});
afterAll(async () => handle?.close());

/** A pro who paid 30 credits for a lead (70 left) and asked for a refund. */
async function pendingRefund() {
  const pro = await insertPro(handle.db, { categoryId: hvac, credits: 100 });
  const leadId = await insertOfferedLead(handle.db, { categoryId: hvac, providerIds: [pro.id], price: 30, title: "Boiler check" });
  await acceptLead(handle.db, { providerId: pro.id, leadId });
  const { id } = await requestRefund(handle.db, { providerId: pro.id, leadId, reason: "The homeowner never answered" });
  return { pro, leadId, requestId: id };
}

async function mailsTo(providerId: string) {
  const [pro] = await handle.db.select({ email: providers.email }).from(providers).where(eq(providers.id, providerId));
  return handle.db.select().from(notifications).where(and(eq(notifications.recipient, pro!.email), eq(notifications.template, "refund-decided")));
}

describe(`refund decisions on ${testDatabaseKind()}`, () => {
  it("lists pending requests first", async () => {
    const decided = await pendingRefund();
    await decideRefund(handle.db, { requestId: decided.requestId, approve: false, note: "The contact details were right", actor: OPERATOR });
    const pending = await pendingRefund();
    const list = await listRefundRequests(handle.db);
    expect(list[0]).toMatchObject({ id: pending.requestId, status: "pending", businessName: pending.pro.businessName, priceCredits: 30 });
    expect(list.map((row) => row.id)).toContain(decided.requestId);
    expect(list[0]).toMatchObject({ closedByHomeowner: false });
  });

  it("says on a request's card when its homeowner closed the request", async () => {
    const { leadId, requestId } = await pendingRefund();
    await withdrawRequest(handle.db, { leadId, actor: "homeowner:someone" });
    expect((await listRefundRequests(handle.db)).find((row) => row.id === requestId)).toMatchObject({ closedByHomeowner: true });
  });

  it("approves once: the credits come back, the delivery is refunded, the pro is told, the audit log says who", async () => {
    const { pro, leadId, requestId } = await pendingRefund();
    expect(await creditBalance(handle.db, pro.id)).toBe(70);
    const outcome = await decideRefund(handle.db, { requestId, approve: true, note: "", actor: OPERATOR });
    expect(outcome).toEqual({ status: "approved", refundedCredits: 30 });
    expect(await creditBalance(handle.db, pro.id)).toBe(100);
    const [delivery] = await handle.db.select({ status: leadDeliveries.status }).from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId));
    expect(delivery!.status).toBe("refunded");
    const mails = await mailsTo(pro.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Refund approved: 30 credits for "Boiler check"');
    expect(mails[0]!.body).toContain("returned 30 credits");
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.targetId, requestId));
    expect(entry).toMatchObject({ action: "refund.approve", actorEmail: OPERATOR.email, before: { status: "pending" }, after: { status: "approved", refundedCredits: 30 } });
    expect(entry!.targetName).toContain("Boiler check");

    // The same post again (a double click, a second operator): refused, nothing moves.
    await expect(decideRefund(handle.db, { requestId, approve: true, note: "", actor: OPERATOR })).rejects.toThrow("already approved");
    expect(await creditBalance(handle.db, pro.id)).toBe(100);
    expect(await mailsTo(pro.id)).toHaveLength(1);
  });

  it("refunds once when two approvals race", async () => {
    const { pro, leadId, requestId } = await pendingRefund();
    const results = await Promise.allSettled([
      decideRefund(handle.db, { requestId, approve: true, note: "ok", actor: OPERATOR }),
      decideRefund(handle.db, { requestId, approve: true, note: "ok", actor: OPERATOR }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await creditBalance(handle.db, pro.id)).toBe(100);
    expect(await handle.db.select().from(creditLedger).where(and(eq(creditLedger.leadId, leadId), eq(creditLedger.kind, "refund")))).toHaveLength(1);
    expect(await handle.db.select().from(auditLog).where(eq(auditLog.targetId, requestId))).toHaveLength(1);
  });

  it("rejects only with a reason, which the pro reads; nothing is refunded", async () => {
    const { pro, requestId } = await pendingRefund();
    await expect(decideRefund(handle.db, { requestId, approve: false, note: " ", actor: OPERATOR })).rejects.toBeInstanceOf(LeadActionError);
    await decideRefund(handle.db, { requestId, approve: false, note: "The homeowner answered our call", actor: OPERATOR });
    expect(await creditBalance(handle.db, pro.id)).toBe(70);
    const [request] = await handle.db.select().from(refundRequests).where(eq(refundRequests.id, requestId));
    expect(request).toMatchObject({ status: "rejected", decisionNote: "The homeowner answered our call", decidedBy: `admin:${OPERATOR.userId}` });
    const [mail] = await mailsTo(pro.id);
    expect(mail!.body).toContain("Note from our team: The homeowner answered our call");
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.targetId, requestId));
    expect(entry!.action).toBe("refund.reject");
  });

  it("says an unknown request is not found", async () => {
    await expect(decideRefund(handle.db, { requestId: "x", approve: true, note: "", actor: OPERATOR })).rejects.toBeInstanceOf(NotFoundError);
    await expect(decideRefund(handle.db, { requestId: "00000000-0000-4000-8000-000000000000", approve: true, note: "", actor: OPERATOR })).rejects.toBeInstanceOf(NotFoundError);
  });
});

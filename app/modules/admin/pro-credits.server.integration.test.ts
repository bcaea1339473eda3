import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, notifications, providers } from "~/db/schema";
import { creditBalance, ledgerEntries, ledgerSum } from "~/modules/credits/ledger.server";
import type { DatabaseHandle } from "~/db/client.server";
import { completePayment, startPurchase } from "~/modules/credits/payments.server";
import { signTestCheckoutResult, testCheckoutAdapter } from "~/modules/credits/test-checkout.server";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { acceptLead } from "~/modules/pipeline/accept-lead.server";
import { requestRefund } from "~/modules/pipeline/lead-pipeline.server";
import { decideRefund } from "./admin-refunds.server";
import { adjustProCredits, proCredits } from "./pro-credits.server";
import { ensureCategory, insertOfferedLead, insertPro, OPERATOR } from "../../../tests/support/admin-fixtures";

const SECRET = "pro-credits-test-secret-pro-credits-test";
let handle: DatabaseHandle;
let hvac: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  hvac = await ensureCategory(handle.db, "hvac", "HVAC");
});
afterAll(async () => handle?.close());

describe(`a pro's credits in the console on ${testDatabaseKind()}`, () => {
  it("shows the balance beside the ledger's sum, charges and refunds of leads, purchases paid, and the latest lines", async () => {
    const pro = await insertPro(handle.db, { categoryId: hvac, credits: 100 });
    const charged = await insertOfferedLead(handle.db, { categoryId: hvac, providerIds: [pro.id], price: 30, title: "Boiler check" });
    await acceptLead(handle.db, { providerId: pro.id, leadId: charged });
    const { id: refundId } = await requestRefund(handle.db, { providerId: pro.id, leadId: charged, reason: "The number was not in service" });
    await decideRefund(handle.db, { requestId: refundId, approve: true, note: "Checked: disconnected", actor: OPERATOR });
    const kept = await insertOfferedLead(handle.db, { categoryId: hvac, providerIds: [pro.id], price: 25, title: "Furnace tune-up" });
    await acceptLead(handle.db, { providerId: pro.id, leadId: kept });
    // A checkout left unfinished is not a purchase; a paid one is, and its credits are a ledger line.
    const adapter = testCheckoutAdapter(SECRET);
    await startPurchase(handle.db, adapter, { providerId: pro.id, packageKey: "starter" });
    const paid = await startPurchase(handle.db, adapter, { providerId: pro.id, packageKey: "starter" });
    const reference = paid.checkoutUrl.split("/").pop()!;
    await completePayment(handle.db, adapter, signTestCheckoutResult(SECRET, { reference, outcome: "paid", amountCents: 5_000 }));

    const credits = await proCredits(handle.db, pro.id);
    expect(credits).toMatchObject({
      balance: 125,
      ledgerSum: 125,
      entries: 5,
      leadCharges: 55,
      leadRefunds: 30,
      purchases: { count: 1, paidCents: 5000, refundedCents: 0 },
    });
    expect(credits.lines.map((line) => [line.kind, line.amount, line.balanceAfter])).toEqual([
      ["purchase", 50, 125],
      ["lead_charge", -25, 75],
      ["refund", 30, 100],
      ["lead_charge", -30, 70],
      ["grant", 100, 100],
    ]);
  });

  it("answers zeros for a pro with no ledger", async () => {
    const pro = await insertPro(handle.db, { categoryId: hvac });
    expect(await proCredits(handle.db, pro.id)).toMatchObject({ balance: 0, ledgerSum: 0, entries: 0, lines: [], purchases: { count: 0, paidCents: 0 } });
  });

  it("gives a pro credits and takes some back through the ledger, each with its audit entry and an e-mail to the pro", async () => {
    const pro = await insertPro(handle.db, { categoryId: hvac, credits: 10 });
    const added = await adjustProCredits(handle.db, OPERATOR, pro.id, { direction: "add", credits: 25, reason: "Sorry for Tuesday's outage" }, "form-a");
    expect(added).toEqual({ ok: true, value: { balanceAfter: 35, replayed: false } });
    const taken = await adjustProCredits(handle.db, OPERATOR, pro.id, { direction: "take-back", credits: 5, reason: "Given twice by mistake" }, "form-b");
    expect(taken).toEqual({ ok: true, value: { balanceAfter: 30, replayed: false } });
    expect(await creditBalance(handle.db, pro.id)).toBe(30);
    expect(await ledgerSum(handle.db, pro.id)).toBe(30);
    // What the pro reads in its ledger: the kind's label and the reason.
    expect((await ledgerEntries(handle.db, pro.id)).slice(1).map(({ kind, amount, balanceAfter, note }) => ({ kind, amount, balanceAfter, note }))).toEqual([
      { kind: "grant", amount: 25, balanceAfter: 35, note: "Sorry for Tuesday's outage" },
      { kind: "adjustment", amount: -5, balanceAfter: 30, note: "Given twice by mistake" },
    ]);
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.targetId, pro.id)).orderBy(auditLog.id);
    expect(audit.map(({ action, actorEmail, targetName, before, after }) => ({ action, actorEmail, targetName, before, after }))).toEqual([
      { action: "credits.grant", actorEmail: OPERATOR.email, targetName: pro.businessName, before: { balance: 10 }, after: { balance: 35, credits: 25, reason: "Sorry for Tuesday's outage" } },
      { action: "credits.take-back", actorEmail: OPERATOR.email, targetName: pro.businessName, before: { balance: 35 }, after: { balance: 30, credits: -5, reason: "Given twice by mistake" } },
    ]);
    const mail = await handle.db.select().from(notifications).where(and(eq(notifications.template, "credits-adjusted"), eq(notifications.recipient, await emailOf(pro.id)))).orderBy(notifications.createdAt);
    expect(mail.map((m) => m.subject)).toEqual(["25 credits added to your Buckeye Pros balance", "5 credits taken back from your Buckeye Pros balance"]);
    expect(mail[0]!.body).toContain("Why: Sorry for Tuesday's outage");
    expect(mail[1]!.body).toContain("Your balance now: 30 credits");

    // The same form sent twice moves the credits once; the same key for another move is refused.
    expect(await adjustProCredits(handle.db, OPERATOR, pro.id, { direction: "add", credits: 25, reason: "Sorry for Tuesday's outage" }, "form-a")).toEqual({ ok: true, value: { balanceAfter: 35, replayed: true } });
    expect(await adjustProCredits(handle.db, OPERATOR, pro.id, { direction: "add", credits: 40, reason: "Another" }, "form-a")).toMatchObject({ ok: false, reason: "stale" });
    expect(await creditBalance(handle.db, pro.id)).toBe(30);
    expect(await handle.db.select().from(auditLog).where(eq(auditLog.targetId, pro.id))).toHaveLength(2);
  });

  it("never takes back more than the balance, and writes nothing when it refuses", async () => {
    const pro = await insertPro(handle.db, { categoryId: hvac, credits: 12 });
    expect(await adjustProCredits(handle.db, OPERATOR, pro.id, { direction: "take-back", credits: 13, reason: "Too many" }, "form-c")).toEqual({
      ok: false,
      reason: "over-balance",
      message: `${pro.businessName} has 12 credits: you can take back at most 12.`,
    });
    expect(await creditBalance(handle.db, pro.id)).toBe(12);
    expect(await ledgerEntries(handle.db, pro.id)).toHaveLength(1);
    expect(await handle.db.select().from(auditLog).where(eq(auditLog.targetId, pro.id))).toEqual([]);
    expect(await handle.db.select().from(notifications).where(eq(notifications.recipient, await emailOf(pro.id)))).toEqual([]);
    // All of it may go back: the balance reaches zero, never below.
    expect(await adjustProCredits(handle.db, OPERATOR, pro.id, { direction: "take-back", credits: 12, reason: "Closing the account" }, "form-d")).toEqual({ ok: true, value: { balanceAfter: 0, replayed: false } });
    expect(await adjustProCredits(handle.db, OPERATOR, "00000000-0000-4000-8000-000000000000", { direction: "add", credits: 1, reason: "x" }, "form-e")).toEqual({ ok: false, reason: "not-found" });
  });
});

async function emailOf(providerId: string): Promise<string> {
  const [row] = await handle.db.select({ email: providers.email }).from(providers).where(eq(providers.id, providerId));
  return row!.email;
}

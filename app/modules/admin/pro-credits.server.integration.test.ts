import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { completePayment, startPurchase } from "~/modules/credits/payments.server";
import { signTestCheckoutResult, testCheckoutAdapter } from "~/modules/credits/test-checkout.server";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { acceptLead } from "~/modules/pipeline/accept-lead.server";
import { requestRefund } from "~/modules/pipeline/lead-pipeline.server";
import { decideRefund } from "./admin-refunds.server";
import { proCredits } from "./pro-credits.server";
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
});

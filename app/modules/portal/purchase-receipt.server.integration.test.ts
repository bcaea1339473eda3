import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { providers } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { logger } from "~/lib/logger.server";
import { refundPurchase } from "~/modules/admin/admin-purchases.server";
import { completePayment, startPurchase } from "~/modules/credits/payments.server";
import { signTestCheckoutResult, testCheckoutAdapter } from "~/modules/credits/test-checkout.server";
import { NotFoundError } from "~/lib/not-found-error";
import { purchaseReceipt } from "./purchase-receipt.server";

const SECRET = "receipt-test-secret-receipt-test-secret";
const adapter = testCheckoutAdapter(SECRET);
let handle: DatabaseHandle;
const pros: string[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  for (const n of [1, 2]) {
    const [row] = await handle.db
      .insert(providers)
      .values({ slug: `receipt-${n}`, businessName: `Receipt Pro ${n}`, phone: "6145550100", email: `r${n}@example.com`, baseZip: "43215", city: "Columbus" })
      .returning({ id: providers.id });
    pros.push(row!.id);
  }
});
afterAll(async () => {
  await handle?.close();
});

describe(`a purchase's receipt on ${testDatabaseKind()}`, () => {
  it("shows its own pro the package, credits, amount, status, reference and history, refunds included", async () => {
    const [owner, other] = pros as [string, string];
    const { paymentId, checkoutUrl } = await startPurchase(handle.db, adapter, { providerId: owner, packageKey: "starter" });
    const reference = checkoutUrl.split("/").pop()!;
    await completePayment(handle.db, adapter, signTestCheckoutResult(SECRET, { reference, outcome: "paid", amountCents: 5_000 }));

    expect(await purchaseReceipt(handle.db, { providerId: owner, paymentId })).toMatchObject({
      id: paymentId,
      packageName: "Starter",
      credits: 50,
      amountCents: 5_000,
      status: "paid",
      processor: "Test checkout (no card charged)",
      processorReference: reference,
      history: [{ event: "pay", toStatus: "paid", source: "test", detail: "50 credits added" }],
    });

    // A test-checkout purchase refunded from the console: no money moves, the credits come back out through the ledger.
    vi.spyOn(logger, "warn").mockImplementation(() => {});
    const refund = await refundPurchase(handle.db, () => adapter, { paymentId, reason: "Test purchase", actor: { userId: "op", email: "op@example.com" } });
    vi.restoreAllMocks();
    expect(refund).toMatchObject({ status: "refunded", creditsReversed: 50 });
    expect(await purchaseReceipt(handle.db, { providerId: owner, paymentId })).toMatchObject({
      status: "refunded",
      refundedCents: 5_000,
      creditsReversed: 50,
      history: [{ event: "pay" }, { event: "refund", toStatus: "refunded", source: "admin:op", detail: "$50.00 refunded in all; 50 credits taken back" }],
    });

    // Another pro's purchase, an unknown id, or something that is no id at all: not found.
    await expect(purchaseReceipt(handle.db, { providerId: other, paymentId })).rejects.toBeInstanceOf(NotFoundError);
    await expect(purchaseReceipt(handle.db, { providerId: owner, paymentId: "00000000-0000-4000-8000-000000000000" })).rejects.toBeInstanceOf(NotFoundError);
    await expect(purchaseReceipt(handle.db, { providerId: owner, paymentId: "not-an-id" })).rejects.toBeInstanceOf(NotFoundError);
  });
});

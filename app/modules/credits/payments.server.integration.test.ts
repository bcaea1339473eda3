import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { notifications, payments, providers } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { logger } from "~/lib/logger.server";
import { creditBalance, ledgerEntries } from "./ledger.server";
import { completePayment, PaymentError, paymentByReference, purchaseHistory, startPurchase } from "./payments.server";
import { signTestCheckoutResult, testCheckoutAdapter } from "./test-checkout.server";

const SECRET = "payments-test-secret-payments-test-secret";
let handle: DatabaseHandle;
let providerId: string;
const adapter = testCheckoutAdapter(SECRET);

beforeAll(async () => {
  handle = await createTestDatabase();
  const [row] = await handle.db
    .insert(providers)
    .values({ slug: "buyer", businessName: "Buyer", phone: "6145550100", email: "b@example.com", baseZip: "43215", city: "Columbus" })
    .returning({ id: providers.id });
  providerId = row!.id;
});
afterAll(async () => {
  await handle?.close();
});

async function checkout(packageKey = "growth") {
  const started = await startPurchase(handle.db, adapter, { providerId, packageKey });
  const reference = started.checkoutUrl.split("/").pop()!;
  const payment = await paymentByReference(handle.db, adapter, reference);
  return { ...started, reference, payment: payment! };
}

describe(`buying credits through the test checkout on ${testDatabaseKind()}`, () => {
  it("starts a pending payment for a package, and refuses an unknown package", async () => {
    const { payment, checkoutUrl } = await checkout("starter");
    expect(checkoutUrl).toMatch(/^\/checkout\/test\/test_[0-9a-f]{24}$/);
    expect(payment).toMatchObject({ providerId, credits: 50, amountCents: 5000, status: "pending" });
    await expect(startPurchase(handle.db, adapter, { providerId, packageKey: "free" })).rejects.toBeInstanceOf(PaymentError);
  });

  it("sends a second Buy of a package still pending to its checkout, and one of another package to a new one", async () => {
    const first = await checkout("pro");
    const again = await checkout("pro");
    expect(again).toEqual(first);
    const other = await checkout("growth");
    expect(other.paymentId).not.toBe(first.paymentId);
    // Failed: its page says so, and a new Buy is a new checkout.
    await completePayment(handle.db, adapter, signTestCheckoutResult(SECRET, { reference: first.reference, outcome: "failed", amountCents: 32_000 }));
    expect((await checkout("pro")).paymentId).not.toBe(first.paymentId);
  });

  it("credits the ledger exactly once for a paid callback, however often it arrives", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const before = (await creditBalance(handle.db, providerId))!;
    const { reference } = await checkout("growth");
    const fields = signTestCheckoutResult(SECRET, { reference, outcome: "paid", amountCents: 13_500 });
    const first = await completePayment(handle.db, adapter, fields);
    expect(first).toMatchObject({ ok: true, status: "paid", replayed: false });
    const replays = await Promise.all([1, 2, 3].map(() => completePayment(handle.db, adapter, fields)));
    expect(replays.every((r) => r.ok && r.replayed && r.status === "paid")).toBe(true);
    expect(await creditBalance(handle.db, providerId)).toBe(before + 150);
    const entries = (await ledgerEntries(handle.db, providerId)).filter((entry) => entry.kind === "purchase");
    const [paid] = await handle.db.select().from(payments).where(eq(payments.reference, reference));
    expect(paid!.ledgerEntryId).toBe(entries.at(-1)!.id);
    expect(warn).toHaveBeenCalledWith("payment news replayed or out of order: nothing changed", expect.anything());
    warn.mockRestore();
  });

  it("queues one receipt with the credit, however often the callback arrives, and none for a failed payment", async () => {
    vi.spyOn(logger, "warn").mockImplementation(() => {});
    const paid = await checkout("starter");
    const fields = signTestCheckoutResult(SECRET, { reference: paid.reference, outcome: "paid", amountCents: 5_000 });
    await completePayment(handle.db, adapter, fields);
    await completePayment(handle.db, adapter, fields);
    const failed = await checkout("starter");
    await completePayment(handle.db, adapter, signTestCheckoutResult(SECRET, { reference: failed.reference, outcome: "failed", amountCents: 5_000 }));
    vi.restoreAllMocks();

    const receipts = (await handle.db.select().from(notifications).where(eq(notifications.template, "payment-receipt"))).filter((row) =>
      row.body.includes(paid.paymentId) || row.body.includes(failed.paymentId),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ recipient: "b@example.com", subject: "Receipt: 50 lead credits for $50.00", status: "pending" });
    expect(receipts[0]!.body).toContain(`Receipt number: ${paid.paymentId}`);
    expect(receipts[0]!.body).toContain("Amount paid: $50.00");
    expect(receipts[0]!.body).toContain("because you bought lead credits");
    expect(receipts[0]!.htmlBody).toContain("Amount paid: $50.00");
  });

  it("changes nothing for a forged, altered or expired callback, and logs it", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const before = await creditBalance(handle.db, providerId);
    const { reference } = await checkout("pro");
    const genuine = signTestCheckoutResult(SECRET, { reference, outcome: "failed", amountCents: 32_000 });
    const attempts = [
      signTestCheckoutResult("someone-elses-secret-someone-elses-secret", { reference, outcome: "paid", amountCents: 32_000 }),
      { ...genuine, outcome: "paid" },
      { ...genuine, amountCents: "1" },
      { ...genuine, signature: "0".repeat(64) },
      signTestCheckoutResult(SECRET, { reference, outcome: "paid", amountCents: 32_000 }, Date.now() - 2 * 60 * 60 * 1000),
      signTestCheckoutResult(SECRET, { reference: "test_000000000000000000000000", outcome: "paid", amountCents: 32_000 }),
      signTestCheckoutResult(SECRET, { reference, outcome: "paid", amountCents: 100 }),
    ];
    for (const fields of attempts) expect(await completePayment(handle.db, adapter, fields)).toEqual({ ok: false, reason: "invalid" });
    expect(warn).toHaveBeenCalledTimes(attempts.length);
    expect(await creditBalance(handle.db, providerId)).toBe(before);
    expect((await paymentByReference(handle.db, adapter, reference))!.status).toBe("pending");

    // The genuine failure is recorded, credits nothing, and cannot be turned into a success later.
    expect(await completePayment(handle.db, adapter, genuine)).toMatchObject({ ok: true, status: "failed" });
    const late = signTestCheckoutResult(SECRET, { reference, outcome: "paid", amountCents: 32_000 });
    expect(await completePayment(handle.db, adapter, late)).toMatchObject({ ok: true, status: "failed", replayed: true });
    expect(await creditBalance(handle.db, providerId)).toBe(before);
    warn.mockRestore();
  });

  it("lists the pro's purchases newest first", async () => {
    const history = await purchaseHistory(handle.db, providerId);
    expect(history.length).toBeGreaterThanOrEqual(3);
    expect(history.map((p) => p.status)).toContain("paid");
    expect(history.map((p) => p.status)).toContain("failed");
    const times = history.map((p) => p.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

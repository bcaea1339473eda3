import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { auditLog, leadRequests, notifications, paymentEvents, payments, processorEvents, providers, serviceCategories } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { logger } from "~/lib/logger.server";
import { refundPurchase } from "~/modules/admin/admin-purchases.server";
import { type FakeStripe, startFakeStripe } from "../../../tests/support/fake-stripe";
import { chargeForLead, creditBalance, ledgerEntries, ledgerSum } from "./ledger.server";
import { CHECKOUT_REUSE_MS, startPurchase } from "./payments.server";
import { stripeAdapter, type StripePaymentAdapter } from "./stripe-adapter.server";
import { confirmReturnedCheckout } from "./stripe-return.server";
import { receiveStripeWebhook } from "./stripe-webhook.server";

const PUBLIC_URL = "https://pros.example";
const actor = { userId: "operator-1", email: "ops@example.com" };
let handle: DatabaseHandle;
let fake: FakeStripe;
let stripe: StripePaymentAdapter;
let leadId: string;
let proCount = 0;

beforeAll(async () => {
  [handle, fake] = await Promise.all([createTestDatabase(), startFakeStripe()]);
  stripe = stripeAdapter({ secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, apiUrl: fake.apiUrl, publicUrl: PUBLIC_URL });
  const [category] = await handle.db.insert(serviceCategories).values({ slug: "hvac", name: "HVAC" }).returning({ id: serviceCategories.id });
  const [lead] = await handle.db.insert(leadRequests).values({ title: "HVAC Service Request", zipCode: "43215", categoryId: category!.id }).returning({ id: leadRequests.id });
  leadId = lead!.id;
});
afterAll(async () => {
  await Promise.all([handle?.close(), fake?.close()]);
});

async function newPro(): Promise<string> {
  proCount += 1;
  const [row] = await handle.db
    .insert(providers)
    .values({ slug: `stripe-pro-${proCount}`, businessName: `Stripe Pro ${proCount}`, phone: "6145550100", email: `s${proCount}@example.com`, baseZip: "43215", city: "Columbus" })
    .returning({ id: providers.id });
  return row!.id;
}

/** A purchase through the adapter: our row and the session Stripe made for it. */
async function buy(providerId: string, packageKey = "growth") {
  const { paymentId, checkoutUrl } = await startPurchase(handle.db, stripe, { providerId, packageKey });
  const session = [...fake.sessions.values()].find((candidate) => candidate.url === checkoutUrl)!;
  return { paymentId, session };
}

const deliver = (delivery: { body: string; signature: string }, now?: Date) =>
  receiveStripeWebhook(handle.db, stripe, { rawBody: new TextEncoder().encode(delivery.body), signature: delivery.signature, now });

const sessionOf = (checkoutUrl: string) => [...fake.sessions.values()].find((candidate) => candidate.url === checkoutUrl)!;

const purchasesOf = (providerId: string) => handle.db.select({ id: payments.id }).from(payments).where(eq(payments.providerId, providerId));

async function paymentRow(paymentId: string) {
  const [row] = await handle.db.select().from(payments).where(eq(payments.id, paymentId));
  return row!;
}

async function purchaseEntries(providerId: string) {
  return (await ledgerEntries(handle.db, providerId)).filter((entry) => entry.kind === "purchase");
}

async function expectBalance(providerId: string, expected: number) {
  expect(await creditBalance(handle.db, providerId)).toBe(expected);
  expect(await ledgerSum(handle.db, providerId)).toBe(expected);
}

describe(`buying credits through Stripe (a local fake of its API) on ${testDatabaseKind()}`, () => {
  it("makes a Checkout Session at our price, carrying our purchase id, and returns to the credits page", async () => {
    const providerId = await newPro();
    const { paymentId, session } = await buy(providerId, "starter");
    expect(session).toMatchObject({
      amount_total: 5_000,
      currency: "usd",
      client_reference_id: paymentId,
      metadata: { purchase_id: paymentId },
      success_url: `${PUBLIC_URL}/provider/credits?checkout=done&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/provider/credits?checkout=cancelled`,
      line_item_name: "50 lead credits (Starter)",
    });
    expect(await paymentRow(paymentId)).toMatchObject({ status: "pending", adapter: "stripe", reference: session.id, amountCents: 5_000, credits: 50 });
  });

  it("sends a second Buy of the same package, minutes later, to the checkout still open, and makes a new one otherwise", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const providerId = await newPro();
    const start = (packageKey: string, now?: Date) => startPurchase(handle.db, stripe, { providerId, packageKey, now });
    const first = await start("growth");
    const sessionsBefore = fake.sessions.size;
    // A double click without JavaScript, or Buy in a second tab: the same purchase and the same checkout, nothing new at Stripe.
    expect(await start("growth")).toEqual(first);
    expect(fake.sessions.size).toBe(sessionsBefore);
    expect(await purchasesOf(providerId)).toHaveLength(1);

    // Another package is another checkout.
    const other = await start("starter");
    expect(other.paymentId).not.toBe(first.paymentId);
    // One older than the window is left to expire; a new one is made.
    const later = await start("growth", new Date(Date.now() + CHECKOUT_REUSE_MS + 60_000));
    expect(later.paymentId).not.toBe(first.paymentId);
    expect(later.checkoutUrl).not.toBe(first.checkoutUrl);

    // Expired, or paid at Stripe with the webhook still on its way (our row still pending): a new one.
    const expiring = await start("pro");
    await deliver(fake.sign(fake.expire(sessionOf(expiring.checkoutUrl).id)));
    const afterExpiry = await start("pro");
    expect(afterExpiry.paymentId).not.toBe(expiring.paymentId);
    fake.pay(sessionOf(afterExpiry.checkoutUrl).id);
    expect((await paymentRow(afterExpiry.paymentId)).status).toBe("pending");
    const afterPaying = await start("pro");
    expect([expiring.paymentId, afterExpiry.paymentId]).not.toContain(afterPaying.paymentId);
    expect(await purchasesOf(providerId)).toHaveLength(6);
    warn.mockRestore();
  });

  it("makes one checkout for two Buys of the same package at the same moment", async () => {
    const providerId = await newPro();
    const sessionsBefore = new Set(fake.sessions.keys());
    const starts = await Promise.all([1, 2, 3].map(() => startPurchase(handle.db, stripe, { providerId, packageKey: "growth" })));
    expect(new Set(starts.map((started) => started.paymentId)).size).toBe(1);
    expect(new Set(starts.map((started) => started.checkoutUrl)).size).toBe(1);
    expect(await purchasesOf(providerId)).toHaveLength(1);
    // Any checkout a simultaneous Buy opened before it found the other is closed at once, so only one can be paid.
    const made = [...fake.sessions.values()].filter((session) => !sessionsBefore.has(session.id));
    expect(made.filter((session) => session.status === "open").map((session) => session.url)).toEqual([starts[0]!.checkoutUrl]);
  });

  it("credits once for checkout.session.completed, however often and however many at once it arrives", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const providerId = await newPro();
    const { paymentId, session } = await buy(providerId, "growth");
    const completed = fake.sign(fake.pay(session.id));
    // The same event many times at once, and Stripe's resend of it as a new event (another id), at once too.
    const resent = fake.sign({ ...(JSON.parse(completed.body) as object), id: "evt_test_resent" } as { id: string; type: string });
    const answers = await Promise.all([...Array.from({ length: 10 }, () => deliver(completed)), deliver(resent), deliver(resent)]);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.body === "paid")).toHaveLength(1);
    // The one that credited names the pro (for what new credits allow: app/modules/portal/credits-arrived.server.ts); a replay names nobody.
    expect(answers.filter((answer) => answer.creditedProviderId === providerId)).toHaveLength(1);
    // A replay later, within the signature's five minutes, changes nothing either.
    expect(await deliver(completed)).toEqual({ status: 200, body: "duplicate" });

    await expectBalance(providerId, 150);
    const entries = await purchaseEntries(providerId);
    expect(entries).toHaveLength(1);
    const paid = await paymentRow(paymentId);
    expect(paid).toMatchObject({ status: "paid", ledgerEntryId: entries[0]!.id, chargeReference: session.payment_intent });
    const receipts = (await handle.db.select().from(notifications).where(eq(notifications.template, "payment-receipt"))).filter((row) => row.body.includes(paymentId));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.body).toContain(`See this receipt: `);
    expect(receipts[0]!.body).toContain(`/provider/credits/purchases/${paymentId}`);
    const moves = await handle.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
    expect(moves).toMatchObject([{ event: "pay", fromStatus: "pending", toStatus: "paid" }]);
    const claimed = await handle.db.select().from(processorEvents).where(eq(processorEvents.paymentId, paymentId));
    expect(claimed.map((row) => row.outcome).sort()).toEqual(["paid", "unchanged: paid"]);
    warn.mockRestore();
  });

  it("changes nothing for a forged, altered, unsigned or stale event", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const providerId = await newPro();
    const { paymentId, session } = await buy(providerId, "pro");
    const event = fake.pay(session.id);
    const genuine = fake.sign(event);
    const attempts = [
      fake.sign(event, { secret: "whsec_someone_else" }),
      { body: genuine.body.replace('"amount_total": 32000', '"amount_total": 100'), signature: genuine.signature },
      { body: genuine.body.replace(paymentId, "00000000-0000-4000-8000-000000000000"), signature: genuine.signature },
      { body: genuine.body, signature: "" },
      { body: genuine.body, signature: genuine.signature.replace(/v1=[0-9a-f]{4}/, "v1=0000") },
      // A captured delivery replayed an hour later is outside the signature's tolerance.
      fake.sign(event, { timestamp: Math.floor(Date.now() / 1000) - 60 * 60 }),
    ];
    for (const attempt of attempts) expect(await deliver(attempt)).toEqual({ status: 400, body: "Invalid signature" });
    expect(warn).toHaveBeenCalledTimes(attempts.length);
    await expectBalance(providerId, 0);
    expect((await paymentRow(paymentId)).status).toBe("pending");
    // The genuine one still works afterwards.
    expect(await deliver(genuine)).toEqual({ status: 200, body: "paid", creditedProviderId: providerId });
    await expectBalance(providerId, 400);
    warn.mockRestore();
  });

  it("records expired and failed sessions, and a late expiry never undoes a payment", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const providerId = await newPro();
    const expired = await buy(providerId, "starter");
    expect(await deliver(fake.sign(fake.expire(expired.session.id)))).toEqual({ status: 200, body: "expired" });
    expect(await paymentRow(expired.paymentId)).toMatchObject({ status: "expired", failureReason: "The checkout expired unpaid." });

    const failed = await buy(providerId, "starter");
    expect(await deliver(fake.sign(fake.pay(failed.session.id, { async: true })))).toEqual({ status: 200, body: "awaiting payment" });
    expect((await paymentRow(failed.paymentId)).status).toBe("pending");
    expect(await deliver(fake.sign(fake.failAsync(failed.session.id)))).toEqual({ status: 200, body: "failed" });
    expect((await paymentRow(failed.paymentId)).status).toBe("failed");

    const paid = await buy(providerId, "starter");
    const completed = fake.sign(fake.pay(paid.session.id));
    const lateExpiry = fake.sign(fake.expire(paid.session.id));
    expect(await deliver(completed)).toEqual({ status: 200, body: "paid", creditedProviderId: providerId });
    expect(await deliver(lateExpiry)).toEqual({ status: 200, body: "unchanged: paid" });
    expect((await paymentRow(paid.paymentId)).status).toBe("paid");
    await expectBalance(providerId, 50);
    warn.mockRestore();
  });

  it("settles a paid session when the pro comes back before the webhook, once, and only for its own pro", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const providerId = await newPro();
    const someoneElse = await newPro();
    const { paymentId, session } = await buy(providerId, "starter");
    expect(await confirmReturnedCheckout(handle.db, stripe, { providerId, sessionId: session.id })).toBe("processing");
    const completed = fake.sign(fake.pay(session.id));
    expect(await confirmReturnedCheckout(handle.db, stripe, { providerId: someoneElse, sessionId: session.id })).toBe("invalid");
    expect(await confirmReturnedCheckout(handle.db, stripe, { providerId, sessionId: "cs_test_unknown" })).toBe("invalid");
    expect(await confirmReturnedCheckout(handle.db, stripe, { providerId, sessionId: session.id })).toBe("paid");
    expect(await confirmReturnedCheckout(handle.db, stripe, { providerId, sessionId: session.id })).toBe("paid");
    expect(await deliver(completed)).toEqual({ status: 200, body: "unchanged: paid" });
    await expectBalance(providerId, 50);
    await expectBalance(someoneElse, 0);
    expect(await paymentEventsOf(paymentId)).toEqual(["pay stripe:return"]);
    warn.mockRestore();
  });

  it("refunds from the console through Stripe, takes back only the unspent credits, and records it once", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const providerId = await newPro();
    const { paymentId, session } = await buy(providerId, "growth");
    await deliver(fake.sign(fake.pay(session.id)));
    await chargeForLead(handle.db, { providerId, leadId, credits: 100, idempotencyKey: `${providerId}:spent` });
    await expectBalance(providerId, 50);

    const refunded = await refundPurchase(handle.db, () => stripe, { paymentId, reason: "Bought the wrong package", actor });
    expect(refunded).toEqual({ status: "refunded", creditsReversed: 50, creditsSpent: 100, processorPending: false });
    expect(fake.refunds).toMatchObject([{ amount: 13_500, payment_intent: session.payment_intent, metadata: { purchase_id: paymentId } }]);
    await expectBalance(providerId, 0);

    // Stripe's webhook for the same refund, and its retries, change nothing more.
    const webhook = fake.sign(fake.chargeRefundedEvent(session.payment_intent!));
    expect(await deliver(webhook)).toEqual({ status: 200, body: "unchanged: refunded" });
    expect(await deliver(webhook)).toEqual({ status: 200, body: "duplicate" });
    await expectBalance(providerId, 0);
    expect(await paymentRow(paymentId)).toMatchObject({ status: "refunded", refundedCents: 13_500, creditsReversed: 50 });
    const reversals = (await ledgerEntries(handle.db, providerId)).filter((entry) => entry.kind === "purchase_refund");
    expect(reversals.map((entry) => entry.amount)).toEqual([-50]);
    const audit = await handle.db.select().from(auditLog).where(and(eq(auditLog.action, "purchase.refund"), eq(auditLog.targetId, paymentId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorEmail: "ops@example.com", targetType: "payment", before: { status: "paid" } });
    expect(audit[0]!.after).toMatchObject({ status: "refunded", creditsReversed: 50, reason: "Bought the wrong package" });
    // The pro is told once (the webhook's replay above queued nothing more): the money, the credits taken back and those spent.
    const notices = await refundNotices(paymentId);
    expect(notices.map((row) => row.subject)).toEqual(["Refund: $135.00 for your Growth credits"]);
    expect(notices[0]!.body).toContain("With it, 50 unspent credits were taken back from your balance.");
    expect(notices[0]!.body).toContain("100 credits of it already went to leads; they stay spent.");
    expect(notices[0]!.body).toContain("Your balance now: 0 credits");

    // A second refund is refused before Stripe is called.
    const calls = fake.requests.length;
    await expect(refundPurchase(handle.db, () => stripe, { paymentId, reason: "again", actor })).rejects.toThrow("Only a paid purchase can be refunded; this one is refunded.");
    await expect(refundPurchase(handle.db, () => stripe, { paymentId, reason: "  ", actor })).rejects.toThrow("Say why");
    expect(fake.requests.length).toBe(calls);
    warn.mockRestore();
  });

  it("takes back credits for refunds made in Stripe's dashboard, in parts, never below zero, and waits for a payment not yet recorded", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const providerId = await newPro();
    const { paymentId, session } = await buy(providerId, "growth");
    const completed = fake.sign(fake.pay(session.id));
    // Out of order: the refund's event arrives before the payment's; Stripe is told to send it again.
    const half = fake.sign(fake.refundFromDashboard(session.payment_intent!, 6_750));
    expect(await deliver(half)).toEqual({ status: 503, body: "Not yet" });
    expect(await deliver(completed)).toEqual({ status: 200, body: "paid", creditedProviderId: providerId });
    expect(await deliver(half)).toEqual({ status: 200, body: "partially_refunded: 75 credits taken back" });
    await expectBalance(providerId, 75);

    await chargeForLead(handle.db, { providerId, leadId, credits: 60, idempotencyKey: `${providerId}:spent` });
    const rest = fake.sign(fake.refundFromDashboard(session.payment_intent!, 6_750));
    expect(await deliver(rest)).toEqual({ status: 200, body: "refunded: 15 credits taken back" });
    await expectBalance(providerId, 0);
    expect(await paymentRow(paymentId)).toMatchObject({ status: "refunded", refundedCents: 13_500, creditsReversed: 90 });
    expect(await paymentEventsOf(paymentId)).toEqual([`pay ${sourceOf(completed)}`, `refund_part ${sourceOf(half)}`, `refund ${sourceOf(rest)}`]);
    // One notice per part, each saying what that part gave back.
    expect((await refundNotices(paymentId)).map((row) => row.subject).sort()).toEqual(["Refund: $67.50 for your Growth credits", "Refund: $67.50 for your Growth credits"]);
    expect((await refundNotices(paymentId)).map((row) => row.body).join("\n")).toContain("The purchase is now refunded in full.");
    warn.mockRestore();
  });
});

async function refundNotices(paymentId: string) {
  return (await handle.db.select().from(notifications).where(eq(notifications.template, "purchase-refunded"))).filter((row) => row.body.includes(paymentId));
}

function sourceOf(delivery: { event: { id: string } }) {
  return `stripe:${delivery.event.id}`;
}

async function paymentEventsOf(paymentId: string) {
  const rows = await handle.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId)).orderBy(paymentEvents.createdAt);
  return rows.map((row) => `${row.event} ${row.source}`);
}

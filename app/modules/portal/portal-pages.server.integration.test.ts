import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import {
  leadContacts,
  leadDeliveries,
  leadRequests,
  payments,
  providers,
  providerServiceZips,
  serviceCategories,
} from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { logger } from "~/lib/logger.server";
import { creditBalance, ledgerSum, postLedgerEntry } from "~/modules/credits/ledger.server";
import { signTestCheckoutResult, testCheckoutAdapter } from "~/modules/credits/test-checkout.server";
import { contactKey } from "~/modules/intake/create-lead.server";
import { recordOffers } from "~/modules/pipeline/lead-events.server";
import { decideRefundRequest, NOTE_MAX_LENGTH, requestRefund } from "~/modules/pipeline/lead-pipeline.server";
import { NotFoundError } from "~/lib/not-found-error";
import { proLeadDetail } from "./pro-inbox.server";
import { buyCredits, creditsPage, paymentCallback } from "./credits-page.server";
import { proLeadPageAction } from "./lead-page.server";
import { checkoutPayment, signCheckoutOutcome } from "./test-checkout-page.server";

/**
 * What the portal's routes do with a real database: the lead page's posts,
 * buying credits through the test checkout and its callback. Two pros, so
 * every id is also tried as the other pro's.
 */
const SECRET = "portal-test-secret-portal-test-secret-0";
const adapter = testCheckoutAdapter(SECRET);
let handle: DatabaseHandle;
let categoryId: number;
let serial = 0;

async function pro(credits = 0): Promise<string> {
  serial += 1;
  const [row] = await handle.db
    .insert(providers)
    .values({ slug: `portal-pro-${serial}`, businessName: `Portal Pro ${serial}`, phone: "6145550100", email: `portal${serial}@example.com`, baseZip: "43215", city: "Columbus", verificationStatus: "verified" })
    .returning({ id: providers.id });
  await handle.db.insert(providerServiceZips).values({ providerId: row!.id, zip: "43215" });
  if (credits) await postLedgerEntry(handle.db, { providerId: row!.id, kind: "grant", amount: credits, idempotencyKey: `grant-${row!.id}` });
  return row!.id;
}

async function lead(providerId: string, price = 30): Promise<string> {
  serial += 1;
  const contact = { email: `home${serial}@example.com`, phone: "6142223344" };
  const [row] = await handle.db
    .insert(leadRequests)
    .values({ title: "HVAC Service Request", description: "Furnace makes noise", zipCode: "43215", categoryId, status: "matched" })
    .returning({ id: leadRequests.id });
  await handle.db.insert(leadContacts).values({ leadId: row!.id, firstName: "Dana", lastName: "Reyes", ...contact, contactKey: contactKey(contact) });
  await handle.db.insert(leadDeliveries).values({ leadId: row!.id, providerId, rank: 1, priceCredits: price });
  await recordOffers(handle.db, { leadId: row!.id, providerIds: [providerId], now: new Date() });
  return row!.id;
}

const post = (providerId: string, leadId: string, values: Record<string, string>) => proLeadPageAction(handle.db, { providerId, leadId, values });

beforeAll(async () => {
  handle = await createTestDatabase();
  const [category] = await handle.db.insert(serviceCategories).values({ slug: "hvac", name: "HVAC" }).returning({ id: serviceCategories.id });
  categoryId = category!.id;
});
afterAll(async () => {
  await handle?.close();
});

describe(`the lead page's posts on ${testDatabaseKind()}`, () => {
  it("accepts once for the shown price, then moves the lead to hired, with notes", async () => {
    const me = await pro(100);
    const leadId = await lead(me, 30);
    expect((await proLeadDetail(handle.db, me, leadId)).contact).toBeNull();

    expect(await post(me, leadId, { intent: "accept" })).toEqual({
      status: 200,
      intent: "accept",
      ok: true,
      message: "Lead accepted for 30 credits. Your balance: 70.",
    });
    expect(await post(me, leadId, { intent: "accept" })).toMatchObject({ status: 200, message: "You had already accepted this lead; nothing was charged again." });
    expect(await creditBalance(handle.db, me)).toBe(70);
    expect((await proLeadDetail(handle.db, me, leadId)).contact).toMatchObject({ firstName: "Dana", phone: "6142223344" });

    expect(await post(me, leadId, { intent: "move", move: "contact" })).toMatchObject({ status: 200, ok: true });
    // A hire is asked first; only the confirmed post makes it.
    expect(await post(me, leadId, { intent: "move", move: "hire" })).toMatchObject({ status: 200, ok: true, confirm: "hire" });
    expect((await proLeadDetail(handle.db, me, leadId)).status).toBe("contacted");
    const hired = await post(me, leadId, { intent: "move", move: "hire", confirmed: "yes" });
    expect(hired).toMatchObject({ status: 200, message: "Lead marked hired." });
    expect(hired).not.toHaveProperty("confirm");
    expect(await post(me, leadId, { intent: "note", body: "  Start Monday  " })).toMatchObject({ status: 200, message: "Note saved." });
    expect(await post(me, leadId, { intent: "note", body: "Bring the ladder" })).toMatchObject({ status: 200 });
    const detail = await proLeadDetail(handle.db, me, leadId);
    expect(detail.status).toBe("hired");
    // The history in the order it happened, the newest note first, instants as dates, and no refund asked.
    expect(detail.history.map((event) => [event.event, event.from, event.to])).toEqual([
      ["offer", null, "offered"],
      ["accept", "offered", "accepted"],
      ["contact", "accepted", "contacted"],
      ["hire", "contacted", "hired"],
    ]);
    expect(detail.history.every((event) => event.at instanceof Date && !Number.isNaN(event.at.getTime()))).toBe(true);
    expect(detail.notes.map((note) => note.body)).toEqual(["Bring the ladder", "Start Monday"]);
    expect(detail.notes[0]!.createdAt).toBeInstanceOf(Date);
    expect(detail.refundRequest).toBeNull();
  });

  it("answers bad input and refused moves with 400 and the module's message; nothing changes", async () => {
    const me = await pro(10);
    const leadId = await lead(me, 30);
    expect(await post(me, leadId, { intent: "accept" })).toEqual({
      status: 400,
      intent: "accept",
      ok: false,
      message: "Not enough credits for this lead. Buy credits to accept it.",
    });
    expect(await post(me, leadId, { intent: "move", move: "hire" })).toEqual({
      status: 400,
      intent: "move",
      ok: false,
      message: "Cannot hire a lead that is offered.",
    });
    // A refused note or refund reason comes back with what was typed, for its box (the page without JavaScript is new).
    expect(await post(me, leadId, { intent: "refund", reason: "Never answered 📵\nTwice" })).toMatchObject({
      status: 400,
      message: "Only a lead you paid for can be refunded.",
      typed: "Never answered 📵\nTwice",
    });
    expect(await post(me, leadId, { intent: "note", body: "   " })).toMatchObject({ status: 400, message: "Write something to save a note.", typed: "   " });
    expect(await post(me, leadId, { intent: "note", body: "x".repeat(NOTE_MAX_LENGTH + 1) })).toMatchObject({ status: 400, typed: "x".repeat(NOTE_MAX_LENGTH + 1) });
    expect(await post(me, leadId, { intent: "move", move: "refund" })).toMatchObject({ status: 400, message: "Choose a status." });
    expect(await post(me, leadId, { intent: "drop-table" })).toMatchObject({ status: 400 });
    expect(await creditBalance(handle.db, me)).toBe(10);
    expect((await proLeadDetail(handle.db, me, leadId)).status).toBe("offered");
  });

  it("answers another pro's lead with 404 for every post, and charges no one", async () => {
    const owner = await pro(100);
    const other = await pro(100);
    const leadId = await lead(owner);
    for (const values of [{ intent: "accept" }, { intent: "move", move: "contact" }, { intent: "note", body: "mine now" }, { intent: "refund", reason: "x" }] as Record<string, string>[]) {
      expect(await post(other, leadId, values)).toMatchObject({ status: 404, ok: false });
    }
    await expect(proLeadDetail(handle.db, other, leadId)).rejects.toBeInstanceOf(NotFoundError);
    expect(await creditBalance(handle.db, other)).toBe(100);
    expect(await creditBalance(handle.db, owner)).toBe(100);
  });

  it("answers every post to a lead address that is not a uuid with 404, not a database error", async () => {
    const me = await pro(100);
    const posts: Record<string, string>[] = [{ intent: "accept" }, { intent: "move", move: "contact" }, { intent: "note", body: "x" }, { intent: "refund", reason: "x" }, { intent: "message", body: "x" }, { intent: "reply", reply: "x" }];
    for (const values of posts) {
      expect(await post(me, "not-a-uuid", values), values.intent).toMatchObject({ status: 404, ok: false });
    }
  });

  it("takes one refund request for a paid lead", async () => {
    const me = await pro(100);
    const leadId = await lead(me);
    await post(me, leadId, { intent: "accept" });
    expect(await post(me, leadId, { intent: "refund", reason: "The homeowner says they never asked" })).toMatchObject({ status: 200, ok: true });
    expect(await post(me, leadId, { intent: "refund", reason: "again" })).toMatchObject({ status: 400, message: expect.stringContaining("already asked") });
    expect((await proLeadDetail(handle.db, me, leadId)).refundRequest).toMatchObject({ status: "pending" });
  });

  it("refuses a refund asked from a page left open after the lead was refunded, in plain words, keeping what was typed", async () => {
    const me = await pro(100);
    const leadId = await lead(me);
    await post(me, leadId, { intent: "accept" });
    // Asked in another tab and approved by an operator while this page stayed open.
    const request = await requestRefund(handle.db, { providerId: me, leadId, reason: "Wrong number" });
    await decideRefundRequest(handle.db, { requestId: request.id, approve: true, note: "", adminId: "op-1" });
    expect(await post(me, leadId, { intent: "refund", reason: "The number is wrong" })).toEqual({
      status: 400,
      intent: "refund",
      ok: false,
      message: "This lead was already refunded: its credits are back in your balance.",
      typed: "The number is wrong",
    });
    expect(await creditBalance(handle.db, me)).toBe(100);
    // The page that answers draws no refund form: the refusal needs its own place (lead-refund.tsx).
    expect(await proLeadDetail(handle.db, me, leadId)).toMatchObject({ status: "refunded", canAskRefund: false });
  });
});

describe(`buying credits on ${testDatabaseKind()}`, () => {
  it("buys through the checkout: pending, signed by Pay, credited once by the callback; a replay changes nothing", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const me = await pro();
    const other = await pro();
    const bought = await buyCredits(handle.db, adapter, { providerId: me, packageKey: "growth" });
    if (!bought.ok) throw new Error(bought.message);
    const reference = bought.checkoutUrl.split("/").pop()!;
    expect(await checkoutPayment(handle.db, adapter, { providerId: me, reference })).toMatchObject({ credits: 150, amountCents: 13_500, status: "pending", packageName: "Growth" });
    // Another pro cannot open or sign someone else's checkout.
    await expect(checkoutPayment(handle.db, adapter, { providerId: other, reference })).rejects.toBeInstanceOf(NotFoundError);
    await expect(signCheckoutOutcome(handle.db, adapter, { providerId: other, reference, outcome: "paid", secret: SECRET })).rejects.toBeInstanceOf(NotFoundError);

    expect(await signCheckoutOutcome(handle.db, adapter, { providerId: me, reference, outcome: "refund-me", secret: SECRET })).toEqual({ error: "Choose Pay or Fail." });
    const fields = await signCheckoutOutcome(handle.db, adapter, { providerId: me, reference, outcome: "paid", secret: SECRET });
    if ("error" in fields) throw new Error(fields.error);
    expect(await paymentCallback(handle.db, adapter, fields)).toBe("paid");
    expect(await paymentCallback(handle.db, adapter, fields)).toBe("replayed");
    expect(await creditBalance(handle.db, me)).toBe(150);
    expect(await ledgerSum(handle.db, me)).toBe(150);
    expect(await signCheckoutOutcome(handle.db, adapter, { providerId: me, reference, outcome: "paid", secret: SECRET })).toEqual({ error: "This payment is already paid." });

    const page = await creditsPage(handle.db, me, { demo: false });
    expect(page.balance).toBe(150);
    expect(page.packages.map((pkg) => pkg.key)).toEqual(["starter", "growth", "pro"]);
    expect(page.purchases).toMatchObject([{ status: "paid", credits: 150 }]);
    expect(page.ledger).toMatchObject([{ kind: "purchase", amount: 150, balanceAfter: 150 }]);
    warn.mockRestore();
  });

  it("records a failed payment without credits, and refuses forged or altered callbacks", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const me = await pro();
    const bought = await buyCredits(handle.db, adapter, { providerId: me, packageKey: "starter" });
    if (!bought.ok) throw new Error(bought.message);
    const reference = bought.checkoutUrl.split("/").pop()!;
    const forged = signTestCheckoutResult("not-the-server-secret-not-the-server-secret", { reference, outcome: "paid", amountCents: 5000 });
    expect(await paymentCallback(handle.db, adapter, forged)).toBe("invalid");
    const genuine = signTestCheckoutResult(SECRET, { reference, outcome: "paid", amountCents: 5000 });
    expect(await paymentCallback(handle.db, adapter, { ...genuine, amountCents: "500000" })).toBe("invalid");
    expect(await paymentCallback(handle.db, adapter, {})).toBe("invalid");
    expect(await creditBalance(handle.db, me)).toBe(0);

    const failed = await signCheckoutOutcome(handle.db, adapter, { providerId: me, reference, outcome: "failed", secret: SECRET });
    if ("error" in failed) throw new Error(failed.error);
    expect(await paymentCallback(handle.db, adapter, failed)).toBe("failed");
    expect(await creditBalance(handle.db, me)).toBe(0);
    const [row] = await handle.db.select().from(payments).where(eq(payments.reference, reference));
    expect(row).toMatchObject({ status: "failed", ledgerEntryId: null });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("refuses an unknown package with a message", async () => {
    const me = await pro();
    expect(await buyCredits(handle.db, adapter, { providerId: me, packageKey: "free" })).toEqual({ ok: false, status: 400, message: "Choose one of the credit packages." });
    expect(await handle.db.select().from(payments).where(eq(payments.providerId, me))).toEqual([]);
  });
});

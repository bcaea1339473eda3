import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import {
  creditLedger,
  leadContacts,
  leadDeliveries,
  leadDeliveryEvents,
  leadRequests,
  notifications,
  providers,
  refundRequests,
  serviceCategories,
} from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { deliveryStatus, insertMatchedLead, insertVerifiedPro } from "../../../tests/support/pipeline-fixtures";
import { creditBalance, ledgerSum } from "~/modules/credits/ledger.server";
import { acceptLead, NOT_VERIFIED_ACCEPT_TEXT } from "./accept-lead.server";
import { moveDelivery, recordOffers } from "./lead-events.server";
import { CLOSED_REQUEST_TEXT, EXPIRED_OFFER_TEXT, HIRED_ELSEWHERE_REASON, HIRED_ELSEWHERE_TEXT } from "./lead-labels";
import { NotFoundError } from "~/lib/not-found-error";
import { changeLeadStatus } from "~/modules/portal/lead-moves.server";
import { addLeadNote, decideRefundRequest, listLeadNotes, NOTE_REPEAT_WINDOW_MS, requestRefund } from "./lead-pipeline.server";
import { proInbox, proLeadDetail } from "~/modules/portal/pro-inbox.server";
import { dashboardSummary } from "~/modules/portal/pro-dashboard.server";
import { responseStats } from "~/modules/providers/response-stats.server";

let handle: DatabaseHandle;
let categoryId: number;

const pro = (options: Parameters<typeof insertVerifiedPro>[1] = {}) => insertVerifiedPro(handle.db, options);
const lead = (providerIds: string[], options: Parameters<typeof insertMatchedLead>[3] = {}) => insertMatchedLead(handle.db, categoryId, providerIds, options);
const statusOf = (leadId: string, providerId: string) => deliveryStatus(handle.db, leadId, providerId);

beforeAll(async () => {
  handle = await createTestDatabase();
  const [category] = await handle.db.insert(serviceCategories).values({ slug: "hvac", name: "HVAC" }).returning({ id: serviceCategories.id });
  categoryId = category!.id;
});
afterAll(async () => {
  await handle?.close();
});

describe(`accepting and working a lead on ${testDatabaseKind()}`, () => {
  it("charges the price once, reveals the contact and records the move", async () => {
    const me = await pro({ credits: 100 });
    const leadId = await lead([me]);
    const result = await acceptLead(handle.db, { providerId: me, leadId });
    expect(result).toMatchObject({
      status: "accepted",
      priceCredits: 28,
      balanceAfter: 72,
      refund: null,
      alreadyAccepted: false,
      contact: { firstName: "Dana", lastName: "Reyes", phone: "6142223344" },
    });
    const again = await acceptLead(handle.db, { providerId: me, leadId });
    expect(again).toMatchObject({ status: "accepted", alreadyAccepted: true, balanceAfter: 72 });
    expect(await creditBalance(handle.db, me)).toBe(72);
    expect(await statusOf(leadId, me)).toBe("accepted");
  });

  it("refuses a pro an operator suspended after the offer came: nothing charged, the contact stays hidden", async () => {
    const stopped = await pro({ credits: 100 });
    const leadId = await lead([stopped]);
    await handle.db.update(providers).set({ verificationStatus: "suspended" }).where(eq(providers.id, stopped));
    await expect(acceptLead(handle.db, { providerId: stopped, leadId })).rejects.toThrow(NOT_VERIFIED_ACCEPT_TEXT);
    expect(await statusOf(leadId, stopped)).toBe("offered");
    expect(await creditBalance(handle.db, stopped)).toBe(100);
  });

  it("refuses without enough credits, above the pro's maximum, and for another pro's lead; nothing changes", async () => {
    const poor = await pro({ credits: 10 });
    const leadA = await lead([poor]);
    await expect(acceptLead(handle.db, { providerId: poor, leadId: leadA })).rejects.toThrow("Not enough credits");
    expect(await statusOf(leadA, poor)).toBe("offered");
    expect(await ledgerSum(handle.db, poor)).toBe(10);

    const careful = await pro({ credits: 100, maxCreditsPerLead: 20 });
    const leadB = await lead([careful], { price: 28 });
    await expect(acceptLead(handle.db, { providerId: careful, leadId: leadB })).rejects.toThrow("more than your maximum of 20 per lead");
    expect(await creditBalance(handle.db, careful)).toBe(100);

    const stranger = await pro({ credits: 100 });
    await expect(acceptLead(handle.db, { providerId: stranger, leadId: leadB })).rejects.toBeInstanceOf(NotFoundError);
    await expect(changeLeadStatus(handle.db, { providerId: stranger, leadId: leadB, move: "contact" })).rejects.toBeInstanceOf(NotFoundError);
    await expect(addLeadNote(handle.db, { providerId: stranger, leadId: leadB, body: "mine now" })).rejects.toBeInstanceOf(NotFoundError);
    expect(await creditBalance(handle.db, stranger)).toBe(100);
  });

  it("refunds automatically outside the area, for a repeat purchase and for a number that cannot be dialed", async () => {
    const me = await pro({ credits: 200, zips: ["43215"] });
    const outside = await lead([me], { zip: "44114" });
    const r1 = await acceptLead(handle.db, { providerId: me, leadId: outside });
    expect(r1).toMatchObject({ status: "refunded", balanceAfter: 200, refund: { reason: "outside-area" } });
    expect(await statusOf(outside, me)).toBe("refunded");

    const first = await lead([me], { email: "same@example.com", phone: "6142229999" });
    await acceptLead(handle.db, { providerId: me, leadId: first });
    const repeat = await lead([me], { email: "same@example.com", phone: "6142229999" });
    expect(await acceptLead(handle.db, { providerId: me, leadId: repeat })).toMatchObject({ status: "refunded", refund: { reason: "duplicate" } });

    // A refunded purchase does not make the next one a duplicate: the outside-area lead's homeowner asks again.
    const [outsideContact] = await handle.db.select().from(leadContacts).where(eq(leadContacts.leadId, outside));
    const again = await lead([me], { email: outsideContact!.email, phone: outsideContact!.phone });
    expect(await acceptLead(handle.db, { providerId: me, leadId: again })).toMatchObject({ status: "accepted", refund: null });

    const fake = await lead([me], { phone: "6145550123" });
    expect(await acceptLead(handle.db, { providerId: me, leadId: fake })).toMatchObject({ status: "refunded", refund: { reason: "invalid-contact" } });

    // Each refund points at its charge; the pro paid only for the one good lead.
    const refunds = await handle.db.select().from(creditLedger).where(and(eq(creditLedger.providerId, me), eq(creditLedger.kind, "refund")));
    expect(refunds).toHaveLength(3);
    expect(refunds.every((entry) => entry.reversesId !== null)).toBe(true);
    expect(await creditBalance(handle.db, me)).toBe(144);
    expect(await ledgerSum(handle.db, me)).toBe(144);
  });

  it("moves a bought lead through the pipeline, refuses illegal moves, closes the request on a hire and times the response", async () => {
    const me = await pro({ credits: 100 });
    const leadId = await lead([me]);
    await expect(changeLeadStatus(handle.db, { providerId: me, leadId, move: "contact" })).rejects.toThrow("Cannot contact a lead that is offered.");
    await acceptLead(handle.db, { providerId: me, leadId });
    await changeLeadStatus(handle.db, { providerId: me, leadId, move: "contact" });
    await changeLeadStatus(handle.db, { providerId: me, leadId, move: "quote" });
    await expect(changeLeadStatus(handle.db, { providerId: me, leadId, move: "contact" })).rejects.toThrow("Cannot contact a lead that is quoted.");
    await changeLeadStatus(handle.db, { providerId: me, leadId, move: "hire" });
    expect(await statusOf(leadId, me)).toBe("hired");
    const [request] = await handle.db.select({ status: leadRequests.status }).from(leadRequests).where(eq(leadRequests.id, leadId));
    expect(request!.status).toBe("closed");
    expect(await handle.db.$count(leadDeliveryEvents, eq(leadDeliveryEvents.leadId, leadId))).toBe(5);
    expect((await responseStats(handle.db, me)).answered).toBe(1);
  });

  it("a hire ends the other pros' open offers: none of them can pay for the closed request, and each reads why", async () => {
    const hirer = await pro({ credits: 100 });
    const early = await pro({ credits: 100 });
    const late = await pro({ credits: 100 });
    const leadId = await lead([hirer, early, late]);
    await acceptLead(handle.db, { providerId: hirer, leadId });
    // A pro that accepted before the hire keeps its lead (and what it paid for it).
    await acceptLead(handle.db, { providerId: early, leadId });
    await changeLeadStatus(handle.db, { providerId: hirer, leadId, move: "hire" });

    expect(await statusOf(leadId, early)).toBe("accepted");
    expect(await statusOf(leadId, late)).toBe("expired");
    await expect(acceptLead(handle.db, { providerId: late, leadId })).rejects.toThrow(HIRED_ELSEWHERE_TEXT);
    expect(await creditBalance(handle.db, late)).toBe(100);
    expect(await ledgerSum(handle.db, late)).toBe(100);
    const [ended] = await handle.db
      .select({ actor: leadDeliveryEvents.actor, reason: leadDeliveryEvents.reason })
      .from(leadDeliveryEvents)
      .where(and(eq(leadDeliveryEvents.leadId, leadId), eq(leadDeliveryEvents.providerId, late), eq(leadDeliveryEvents.event, "expire")));
    expect(ended).toEqual({ actor: "system", reason: HIRED_ELSEWHERE_REASON });
    const page = await proLeadDetail(handle.db, late, leadId);
    expect(page).toMatchObject({ status: "expired", contact: null, endedText: HIRED_ELSEWHERE_TEXT, nextMoves: [] });
    expect((await proInbox(handle.db, late)).counts.byStatus).toMatchObject({ offered: 0, expired: 1 });
    expect((await dashboardSummary(handle.db, late)).summary!.newLeads).toBe(0);
    expect((await proLeadDetail(handle.db, early, leadId)).endedText).toBeNull();
    // The hired pro's page says how many pros the request went to, the one whose offer the hire ended among them.
    expect((await proLeadDetail(handle.db, hirer, leadId)).prosReceived).toBe(3);
    expect((await proInbox(handle.db, hirer)).leads.find((l) => l.leadId === leadId)?.prosReceived).toBe(3);

    // The offer taken away within the day is not an answer the pro missed, even once a day has passed.
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    const minutesLater = (minutes: number) => new Date(dayAgo.getTime() + minutes * 60_000);
    const past = await lead([]);
    await handle.db.insert(leadDeliveries).values([hirer, late].map((providerId, i) => ({ leadId: past, providerId, rank: i + 1, priceCredits: 28 })));
    await recordOffers(handle.db, { leadId: past, providerIds: [hirer, late], now: dayAgo });
    await acceptLead(handle.db, { providerId: hirer, leadId: past, now: minutesLater(1) });
    await changeLeadStatus(handle.db, { providerId: hirer, leadId: past, move: "hire", now: minutesLater(2) });
    expect(await responseStats(handle.db, late)).toMatchObject({ offered: 0, answered: 0, responseRate: null });
  });

  it("refuses an offer still open on a request closed before hires ended the other offers; nothing is charged", async () => {
    const me = await pro({ credits: 100 });
    const leadId = await lead([me]);
    await handle.db.update(leadRequests).set({ status: "closed" }).where(eq(leadRequests.id, leadId));
    await expect(acceptLead(handle.db, { providerId: me, leadId })).rejects.toThrow(CLOSED_REQUEST_TEXT);
    expect(await statusOf(leadId, me)).toBe("offered");
    expect(await creditBalance(handle.db, me)).toBe(100);
    expect((await proLeadDetail(handle.db, me, leadId)).endedText).toBe(CLOSED_REQUEST_TEXT);
  });

  it("says why an offer that waited a day expired", async () => {
    const me = await pro({ credits: 100 });
    const leadId = await lead([me]);
    await moveDelivery(handle.db, { leadId, providerId: me, event: "expire", actor: "system", reason: "Not accepted within 24 hours" });
    await expect(acceptLead(handle.db, { providerId: me, leadId })).rejects.toThrow(EXPIRED_OFFER_TEXT);
    expect((await proLeadDetail(handle.db, me, leadId)).endedText).toBe(EXPIRED_OFFER_TEXT);
  });

  it("keeps private notes per lead for its pro only", async () => {
    const me = await pro({ credits: 50 });
    const leadId = await lead([me]);
    await addLeadNote(handle.db, { providerId: me, leadId, body: "  Call after 5pm  " });
    await expect(addLeadNote(handle.db, { providerId: me, leadId, body: "   " })).rejects.toThrow("Write something");
    expect((await listLeadNotes(handle.db, { providerId: me, leadId })).map((n) => n.body)).toEqual(["Call after 5pm"]);
    // A double click on Save Note posts the note twice: it is kept once. The same words later are a new note.
    const now = new Date();
    await Promise.all([1, 2].map(() => addLeadNote(handle.db, { providerId: me, leadId, body: "Gate code 4412 🔑", now })));
    expect((await listLeadNotes(handle.db, { providerId: me, leadId })).map((n) => n.body)).toEqual(["Gate code 4412 🔑", "Call after 5pm"]);
    await addLeadNote(handle.db, { providerId: me, leadId, body: "Gate code 4412 🔑", now: new Date(now.getTime() + NOTE_REPEAT_WINDOW_MS + 1000) });
    expect(await listLeadNotes(handle.db, { providerId: me, leadId })).toHaveLength(3);
  });

  it("lets an operator refund a paid lead once, through the ledger", async () => {
    const me = await pro({ credits: 100 });
    const leadId = await lead([me]);
    await expect(requestRefund(handle.db, { providerId: me, leadId, reason: "Never answered" })).rejects.toThrow("Only a lead you paid for");
    await acceptLead(handle.db, { providerId: me, leadId });
    const request = await requestRefund(handle.db, { providerId: me, leadId, reason: "The homeowner says they never asked for quotes." });
    await expect(requestRefund(handle.db, { providerId: me, leadId, reason: "again" })).rejects.toThrow("already asked");
    expect(await decideRefundRequest(handle.db, { requestId: request.id, approve: true, note: "Confirmed by phone", adminId: "op-1" })).toEqual({
      status: "approved",
      refundedCredits: 28,
    });
    await expect(decideRefundRequest(handle.db, { requestId: request.id, approve: true, note: "", adminId: "op-1" })).rejects.toThrow("already approved");
    expect(await creditBalance(handle.db, me)).toBe(100);
    expect(await statusOf(leadId, me)).toBe("refunded");
    // Asked again from a page left open before the refund: said plainly, not as a lead never paid for.
    await expect(requestRefund(handle.db, { providerId: me, leadId, reason: "Never answered" })).rejects.toThrow(
      "This lead was already refunded: its credits are back in your balance.",
    );
    const [row] = await handle.db.select().from(refundRequests).where(eq(refundRequests.id, request.id));
    expect(row).toMatchObject({ status: "approved", decidedBy: "admin:op-1", decisionNote: "Confirmed by phone" });
  });

  it("e-mails the pro each refund decision in its transaction: approved, declined and automatic", async () => {
    const me = await pro({ credits: 200 });
    const myAddress = (await handle.db.select({ email: providers.email }).from(providers).where(eq(providers.id, me)))[0]!.email;
    const mails = async () =>
      (await handle.db.select().from(notifications).where(and(eq(notifications.recipient, myAddress), eq(notifications.template, "refund-decided")))).sort(
        (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.subject.localeCompare(b.subject),
      );

    const approved = await lead([me]);
    await acceptLead(handle.db, { providerId: me, leadId: approved });
    const first = await requestRefund(handle.db, { providerId: me, leadId: approved, reason: "Wrong number twice." });
    await decideRefundRequest(handle.db, { requestId: first.id, approve: true, note: "Confirmed by phone", adminId: "op-1" });

    const declined = await lead([me]);
    await acceptLead(handle.db, { providerId: me, leadId: declined });
    const second = await requestRefund(handle.db, { providerId: me, leadId: declined, reason: "They hired someone else." });
    await decideRefundRequest(handle.db, { requestId: second.id, approve: false, note: "The homeowner was reachable.", adminId: "op-1" });

    const outside = await lead([me], { zip: "44114" });
    await acceptLead(handle.db, { providerId: me, leadId: outside });

    const subjects = (await mails()).map((row) => row.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'Refund approved: 28 credits for "HVAC Service Request"',
        'Refund request declined: "HVAC Service Request"',
        'Refunded: 28 credits for "HVAC Service Request"',
      ]),
    );
    expect(subjects).toHaveLength(3);
    const bodies = (await mails()).map((row) => row.body).join("\n");
    expect(bodies).toContain("Note from our team: Confirmed by phone");
    expect(bodies).toContain("Note from our team: The homeowner was reachable.");
    expect(bodies).toContain(`/provider/leads/${outside}`);
    expect(bodies).toContain("outside your service area");

    // A decision that fails changes nothing and queues nothing.
    await expect(decideRefundRequest(handle.db, { requestId: second.id, approve: true, note: "", adminId: "op-1" })).rejects.toThrow("already rejected");
    expect(await mails()).toHaveLength(3);
  });

  it("under 50 simultaneous accepts: at most 3 buyers per request, no double charge, no overdraft", async () => {
    // Several pros racing for one request (three were offered it; the rest were not).
    const offered = [await pro({ credits: 100 }), await pro({ credits: 100 }), await pro({ credits: 100 })];
    const others = [await pro({ credits: 100 }), await pro({ credits: 100 })];
    const shared = await lead(offered);
    // One pro with credits for two leads, racing for five.
    const small = await pro({ credits: 60 });
    const leads: string[] = [];
    for (let i = 0; i < 5; i++) leads.push(await lead([small]));

    const attempts = [
      ...Array.from({ length: 30 }, (_unused, i) => ({ providerId: [...offered, ...others][i % 5]!, leadId: shared })),
      ...Array.from({ length: 20 }, (_unused, i) => ({ providerId: small, leadId: leads[i % 5]! })),
    ];
    await Promise.allSettled(attempts.map((attempt) => acceptLead(handle.db, attempt)));

    const buyers = await handle.db
      .select({ providerId: creditLedger.providerId })
      .from(creditLedger)
      .where(and(eq(creditLedger.leadId, shared), eq(creditLedger.kind, "lead_charge")));
    expect(buyers.map((b) => b.providerId).sort()).toEqual([...offered].sort());
    for (const id of offered) expect(await creditBalance(handle.db, id)).toBe(72);
    for (const id of others) expect(await creditBalance(handle.db, id)).toBe(100);
    const charges = await handle.db.select().from(creditLedger).where(and(eq(creditLedger.providerId, small), eq(creditLedger.kind, "lead_charge")));
    expect(charges).toHaveLength(2);
    expect(await creditBalance(handle.db, small)).toBe(4);
    expect(await ledgerSum(handle.db, small)).toBe(4);
  });

  it("shows a pro its inbox with counts and filters, and a lead's contact only once paid", async () => {
    const me = await pro({ credits: 100 });
    const other = await pro({ credits: 100 });
    const open = await lead([me, other]);
    const bought = await lead([me]);
    const fraud = await lead([me]);
    await handle.db.update(leadRequests).set({ status: "fraud" }).where(eq(leadRequests.id, fraud));
    await acceptLead(handle.db, { providerId: me, leadId: bought });

    const inbox = await proInbox(handle.db, me);
    expect(inbox.leads.map((l) => l.leadId).sort()).toEqual([open, bought].sort());
    expect(inbox.counts.all).toBe(2);
    expect(inbox.counts.byStatus).toMatchObject({ offered: 1, accepted: 1, hired: 0 });
    expect(inbox.categories).toEqual([{ slug: "hvac", name: "HVAC", count: 2 }]);
    expect(inbox.leads.find((l) => l.leadId === open)).toMatchObject({ prosReceived: 2, priceCredits: 28, city: "Columbus", status: "offered" });
    expect((await proInbox(handle.db, me, { status: "accepted" })).leads.map((l) => l.leadId)).toEqual([bought]);
    expect((await proInbox(handle.db, me, { category: "plumbing" })).leads).toEqual([]);

    const hidden = await proLeadDetail(handle.db, me, open);
    expect(hidden.contact).toBeNull();
    expect(hidden.nextMoves).toEqual(["accept"]);
    const shown = await proLeadDetail(handle.db, me, bought);
    expect(shown.contact).toMatchObject({ firstName: "Dana", phone: "6142223344" });
    expect(shown.nextMoves.sort()).toEqual(["contact", "hire", "lose", "quote"]);
    await expect(proLeadDetail(handle.db, other, bought)).rejects.toBeInstanceOf(NotFoundError);
    await expect(proLeadDetail(handle.db, me, fraud)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("sums a pro's week for the dashboard: offers, credits spent net of refunds, balance and new leads", async () => {
    const me = await pro({ credits: 100, zips: ["43215"] });
    await acceptLead(handle.db, { providerId: me, leadId: await lead([me]) });
    await acceptLead(handle.db, { providerId: me, leadId: await lead([me], { zip: "44114" }) });
    await lead([me]);
    const summary = (await dashboardSummary(handle.db, me)).summary!;
    expect(summary).toMatchObject({ balance: 72, newLeads: 1, leadsThisWeek: 3 });
    expect(summary.weeks).toHaveLength(12);
    expect(summary.weeks.at(-1)).toMatchObject({ leads: 3, creditsSpent: 28 });
    expect(summary.weeks.slice(0, -1).every((week) => week.leads === 0 && week.creditsSpent === 0)).toBe(true);
  });
});

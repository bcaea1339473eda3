import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { auditLog, creditLedger, leadContacts, leadDeliveries, leadRequests, notifications, providers, refundRequests, users } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { creditBalance, ledgerSum } from "~/modules/credits/ledger.server";
import { acceptLead } from "~/modules/pipeline/accept-lead.server";
import { LeadActionError } from "~/modules/pipeline/lead-events.server";
import { NotFoundError } from "~/lib/not-found-error";
import { requestRefund } from "~/modules/pipeline/lead-pipeline.server";
import { proInbox } from "~/modules/portal/pro-inbox.server";
import { allNotificationsOn } from "~/modules/notifications/notification-kinds";
import { setNotificationPreferences } from "~/modules/notifications/notification-preferences.server";
import { adminLeadDetail, flagLeadAsFraud, parseLeadSearch, searchLeadRequests } from "./admin-leads.server";
import { decideRefund } from "./admin-refunds.server";
import { ensureCategory, insertOfferedLead, insertPro, OPERATOR } from "../../../tests/support/admin-fixtures";

let handle: DatabaseHandle;
let hvac: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  hvac = await ensureCategory(handle.db, "hvac", "HVAC");
});
afterAll(async () => handle?.close());

describe(`operators' leads on ${testDatabaseKind()}`, () => {
  it("finds requests by ZIP, category, status, the homeowner's e-mail, phone or name, and date", async () => {
    const pro = await insertPro(handle.db, { categoryId: hvac });
    const plumbing = await ensureCategory(handle.db, "plumbing", "Plumbing");
    const leadId = await insertOfferedLead(handle.db, { categoryId: hvac, providerIds: [pro.id], email: "Findable.Person@example.com", zip: "43017" });
    await insertOfferedLead(handle.db, { categoryId: plumbing, providerIds: [], email: "other@example.com" });
    const ids = async (query: string) => (await searchLeadRequests(handle.db, parseLeadSearch(new URLSearchParams(query)))).map((row) => row.id);

    expect(await ids("zip=43017")).toEqual([leadId]);
    expect(await ids("contact=findable.person")).toEqual([leadId]);
    expect(await ids("contact=findable&category=plumbing")).toEqual([]);
    expect(await ids("contact=findable&category=hvac&status=matched")).toEqual([leadId]);
    const [contact] = await searchLeadRequests(handle.db, { zip: "43017" });
    expect(await ids(`contact=${encodeURIComponent(`Dana ${contact!.lastName}`)}`)).toEqual([leadId]);
    // The phone as people type it, the country code included (app/lib/phone.ts: one number however it is written).
    const [stored] = await handle.db.select({ phone: leadContacts.phone }).from(leadContacts).where(eq(leadContacts.leadId, leadId));
    const ten = stored!.phone;
    for (const typed of [`${ten.slice(0, 3)}.${ten.slice(3, 6)}.${ten.slice(6)}`, `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`, `+1 ${ten.slice(0, 3)} ${ten.slice(3, 6)} ${ten.slice(6)}`, `1-${ten}`]) {
      expect(await ids(`contact=${encodeURIComponent(typed)}`), typed).toEqual([leadId]);
    }
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids(`zip=43017&from=${today}&to=${today}`)).toEqual([leadId]);
    expect(await ids("zip=43017&to=2000-01-01")).toEqual([]);
    // A ZIP+4 as an operator pastes it finds the request by its five digits.
    expect(await ids(`zip=${encodeURIComponent("43017 1234")}&from=${today}`)).toEqual([leadId]);
    expect(await ids(`zip=43017-1234&from=${today}`)).toEqual([leadId]);
    // Values that cannot match are dropped, not refused: a stray status shows every request.
    expect(parseLeadSearch(new URLSearchParams("status=bogus&zip=abc&from=yesterday"))).toEqual({
      zip: undefined,
      category: undefined,
      status: undefined,
      contact: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it("shows one request with its contact, deliveries (charged or not) and events; an unknown id is not found", async () => {
    const payer = await insertPro(handle.db, { categoryId: hvac, credits: 100 });
    const browser = await insertPro(handle.db, { categoryId: hvac, credits: 100 });
    const leadId = await insertOfferedLead(handle.db, { categoryId: hvac, providerIds: [payer.id, browser.id], price: 30 });
    await acceptLead(handle.db, { providerId: payer.id, leadId });
    const detail = await adminLeadDetail(handle.db, leadId);
    expect(detail.lead.email).toMatch(/@example.com$/);
    expect(detail.deliveries).toEqual([
      expect.objectContaining({ businessName: payer.businessName, status: "accepted", priceCredits: 30, chargedCredits: 30, refundedCredits: 0 }),
      expect.objectContaining({ businessName: browser.businessName, status: "offered", chargedCredits: 0 }),
    ]);
    // The history in the operator's words: pros by name, not "You accepted" nor a raw actor id.
    const entries = detail.history.map((entry) => [entry.what, entry.who]);
    expect(entries[0]).toEqual(["Request made", "the homeowner"]);
    // The two offers were made in one statement, at one moment: either may come first.
    expect(entries.slice(1, 3).sort()).toEqual([
      [`Offered to ${payer.businessName}`, "the system"],
      [`Offered to ${browser.businessName}`, "the system"],
    ].sort());
    expect(entries.slice(3)).toEqual([[`${payer.businessName} accepted the lead`, payer.businessName]]);
    // The pro's refund request and the operator's answer are part of it, with the operator's e-mail.
    await handle.db.insert(users).values({ id: OPERATOR.userId, name: "Ops", email: OPERATOR.email }).onConflictDoNothing();
    await requestRefund(handle.db, { providerId: payer.id, leadId, reason: "Wrong number" });
    const [request] = await handle.db.select({ id: refundRequests.id }).from(refundRequests).where(eq(refundRequests.leadId, leadId));
    await decideRefund(handle.db, { requestId: request!.id, approve: false, note: "The homeowner answered our call.", actor: OPERATOR });
    expect((await adminLeadDetail(handle.db, leadId)).history.slice(4).map((entry) => [entry.what, entry.who, entry.reason])).toEqual([
      [`${payer.businessName} asked for a refund`, payer.businessName, "Wrong number"],
      [`Refund to ${payer.businessName} refused`, OPERATOR.email, "The homeowner answered our call."],
    ]);
    await expect(adminLeadDetail(handle.db, "not-a-uuid")).rejects.toBeInstanceOf(NotFoundError);
    await expect(adminLeadDetail(handle.db, "00000000-0000-4000-8000-000000000000")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("marks a request offered to a demo business as demo, in the search and on its page; a real one is not", async () => {
    const demo = await insertPro(handle.db, { categoryId: hvac });
    await handle.db.update(providers).set({ isDemo: true }).where(eq(providers.id, demo.id));
    const real = await insertPro(handle.db, { categoryId: hvac });
    const demoLead = await insertOfferedLead(handle.db, { categoryId: hvac, providerIds: [demo.id], zip: "43085" });
    const realLead = await insertOfferedLead(handle.db, { categoryId: hvac, providerIds: [real.id], zip: "43085" });
    const waiting = await insertOfferedLead(handle.db, { categoryId: hvac, providerIds: [], zip: "43085" });

    const found = await searchLeadRequests(handle.db, { zip: "43085" });
    expect(Object.fromEntries(found.map((row) => [row.id, row.demo]))).toEqual({ [demoLead]: true, [realLead]: false, [waiting]: false });
    const page = await adminLeadDetail(handle.db, demoLead);
    expect(page.lead.demo).toBe(true);
    expect(page.deliveries).toEqual([expect.objectContaining({ businessName: demo.businessName, isDemo: true })]);
    expect((await adminLeadDetail(handle.db, realLead)).lead.demo).toBe(false);
  });

  it("flags fraud: refunds every pro who paid once, moves their deliveries to refunded, hides it from inboxes, audits it", async () => {
    const first = await insertPro(handle.db, { categoryId: hvac, credits: 100 });
    const second = await insertPro(handle.db, { categoryId: hvac, credits: 100 });
    const unpaid = await insertPro(handle.db, { categoryId: hvac, credits: 100 });
    const leadId = await insertOfferedLead(handle.db, { categoryId: hvac, providerIds: [first.id, second.id, unpaid.id], price: 40, title: "Suspicious request" });
    await acceptLead(handle.db, { providerId: first.id, leadId });
    await acceptLead(handle.db, { providerId: second.id, leadId });
    await requestRefund(handle.db, { providerId: second.id, leadId, reason: "Number is fake" });
    expect(await creditBalance(handle.db, first.id)).toBe(60);

    const flagged = await flagLeadAsFraud(handle.db, { leadId, reason: "Fake homeowner", actor: OPERATOR });
    expect(flagged.refunds).toEqual(
      expect.arrayContaining([
        { providerId: first.id, credits: 40 },
        { providerId: second.id, credits: 40 },
      ]),
    );
    expect(flagged.refunds).toHaveLength(2);
    for (const pro of [first, second, unpaid]) {
      expect(await creditBalance(handle.db, pro.id)).toBe(100);
      expect(await ledgerSum(handle.db, pro.id)).toBe(100);
      expect(await proInbox(handle.db, pro.id)).toEqual(expect.not.arrayContaining([expect.objectContaining({ leadId })]));
    }
    const statuses = await handle.db.select({ providerId: leadDeliveries.providerId, status: leadDeliveries.status }).from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId));
    expect(Object.fromEntries(statuses.map((row) => [row.providerId, row.status]))).toEqual({ [first.id]: "refunded", [second.id]: "refunded", [unpaid.id]: "offered" });
    const [request] = await handle.db.select({ status: leadRequests.status }).from(leadRequests).where(eq(leadRequests.id, leadId));
    expect(request!.status).toBe("fraud");
    const [refundRequest] = await handle.db.select({ status: refundRequests.status }).from(refundRequests).where(eq(refundRequests.leadId, leadId));
    expect(refundRequest!.status).toBe("approved");
    const [entry] = await handle.db.select().from(auditLog).where(and(eq(auditLog.targetId, leadId), eq(auditLog.action, "lead.flag-fraud")));
    expect(entry).toMatchObject({ actorEmail: OPERATOR.email, targetName: "Suspicious request", before: { status: "matched" }, after: { status: "fraud", reason: "Fake homeowner" } });

    // Each pro who paid gets one mail, in the flag's transaction, saying what came back; the unpaid one none.
    const mails = await handle.db
      .select({ recipient: notifications.recipient, subject: notifications.subject, body: notifications.body, userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.template, "refund-decided"), sql`${notifications.subject} like 'Lead flagged as fraud%'`, sql`${notifications.body} like ${"%Suspicious request%"}`));
    const emailOf = async (id: string) => (await handle.db.select({ email: providers.email }).from(providers).where(eq(providers.id, id)))[0]!.email;
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([await emailOf(first.id), await emailOf(second.id)].sort());
    for (const mail of mails) {
      expect(mail.subject).toBe('Lead flagged as fraud: 40 credits returned for "Suspicious request"');
      expect(mail.body).toContain("/provider/credits");
    }

    // A second flag (a double submit, another operator) is refused and refunds nothing more.
    await expect(flagLeadAsFraud(handle.db, { leadId, reason: "Again", actor: OPERATOR })).rejects.toThrow("already flagged");
    const refunds = await handle.db.select().from(creditLedger).where(and(eq(creditLedger.leadId, leadId), eq(creditLedger.kind, "refund")));
    expect(refunds).toHaveLength(2);
    expect(await handle.db.select().from(notifications).where(sql`${notifications.subject} like 'Lead flagged as fraud%' and ${notifications.body} like ${"%Suspicious request%"}`)).toHaveLength(2);
  });

  it("still refunds, but does not mail, a pro who turned refund e-mails off", async () => {
    const pro = await insertPro(handle.db, { categoryId: hvac, credits: 50 });
    const userId = `fraud-quiet-${pro.id}`;
    await handle.db.insert(users).values({ id: userId, name: "Quiet", email: `${userId}@example.com`, emailVerified: true });
    await handle.db.update(providers).set({ userId }).where(eq(providers.id, pro.id));
    await setNotificationPreferences(handle.db, userId, { ...allNotificationsOn(), "refund-decided": false });
    const leadId = await insertOfferedLead(handle.db, { categoryId: hvac, providerIds: [pro.id], price: 20, title: "Quiet fraud" });
    await acceptLead(handle.db, { providerId: pro.id, leadId });
    await flagLeadAsFraud(handle.db, { leadId, reason: "Spam", actor: OPERATOR });
    expect(await creditBalance(handle.db, pro.id)).toBe(50);
    expect(await handle.db.select().from(notifications).where(eq(notifications.userId, userId))).toEqual([]);
  });

  it("refunds once when two flags race", async () => {
    const pro = await insertPro(handle.db, { categoryId: hvac, credits: 50 });
    const leadId = await insertOfferedLead(handle.db, { categoryId: hvac, providerIds: [pro.id], price: 20 });
    await acceptLead(handle.db, { providerId: pro.id, leadId });
    const results = await Promise.allSettled([
      flagLeadAsFraud(handle.db, { leadId, reason: "Spam", actor: OPERATOR }),
      flagLeadAsFraud(handle.db, { leadId, reason: "Spam", actor: OPERATOR }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await creditBalance(handle.db, pro.id)).toBe(50);
    expect(await handle.db.select().from(auditLog).where(eq(auditLog.targetId, leadId))).toHaveLength(1);
  });

  it("needs a reason, and refuses an unknown request", async () => {
    const pro = await insertPro(handle.db, { categoryId: hvac });
    const leadId = await insertOfferedLead(handle.db, { categoryId: hvac, providerIds: [pro.id] });
    await expect(flagLeadAsFraud(handle.db, { leadId, reason: "  ", actor: OPERATOR })).rejects.toBeInstanceOf(LeadActionError);
    await expect(flagLeadAsFraud(handle.db, { leadId: "nope", reason: "Spam", actor: OPERATOR })).rejects.toBeInstanceOf(NotFoundError);
    const [request] = await handle.db.select({ status: leadRequests.status }).from(leadRequests).where(eq(leadRequests.id, leadId));
    expect(request!.status).toBe("matched");
  });
});

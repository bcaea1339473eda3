import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { notifications, providers, serviceCategories, users } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { insertMatchedLead, insertVerifiedPro } from "../../../tests/support/pipeline-fixtures";
import { setNotificationChoices } from "~/modules/notifications/notification-preferences.server";
import { acceptLead } from "./accept-lead.server";
import { withdrawRequest } from "./hire-closes-request.server";
import { changeLeadStatus } from "~/modules/portal/lead-moves.server";
import { proInbox } from "~/modules/portal/pro-inbox.server";
import { proLeadDetail } from "~/modules/portal/pro-inbox.server";
import { HOMEOWNER_CLOSED_BOUGHT_TEXT, HOMEOWNER_CLOSED_REFUND_ASKED_TEXT, HOMEOWNER_CLOSED_REFUNDED_TEXT, historyLine } from "./lead-labels";
import { decideRefundRequest, requestRefund } from "./lead-pipeline.server";

let handle: DatabaseHandle;
let categoryId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  const [category] = await handle.db.insert(serviceCategories).values({ slug: "plumbing", name: "Plumbing" }).returning({ id: serviceCategories.id });
  categoryId = category!.id;
});
afterAll(async () => {
  await handle?.close();
});

const pro = () => insertVerifiedPro(handle.db, { credits: 100 });

async function closingMails(providerIds: string[]) {
  const emails = await handle.db.select({ email: providers.email }).from(providers).where(inArray(providers.id, providerIds));
  if (emails.length === 0) return [];
  return handle.db
    .select({ to: notifications.recipient, subject: notifications.subject, body: notifications.body, channel: notifications.channel })
    .from(notifications)
    .where(and(eq(notifications.template, "request-closed-by-homeowner"), inArray(notifications.recipient, emails.map((row) => row.email))));
}

describe(`a pro who bought a request hears that its homeowner closed it, on ${testDatabaseKind()}`, () => {
  it("e-mails the pros still working it, with the place, the homeowner and what they can do, and no one else", async () => {
    const [accepted, contacted, onlyOffered, refundAsked, lost] = [await pro(), await pro(), await pro(), await pro(), await pro()];
    // A request goes to three pros at most: two requests of the same homeowner, closed one after the other.
    const leadId = await insertMatchedLead(handle.db, categoryId, [accepted, contacted, onlyOffered]);
    const otherId = await insertMatchedLead(handle.db, categoryId, [refundAsked, lost]);
    for (const buyer of [accepted, contacted]) await acceptLead(handle.db, { providerId: buyer, leadId });
    for (const buyer of [refundAsked, lost]) await acceptLead(handle.db, { providerId: buyer, leadId: otherId });
    await changeLeadStatus(handle.db, { providerId: contacted, leadId, move: "contact" });
    await changeLeadStatus(handle.db, { providerId: lost, leadId: otherId, move: "lose" });
    await requestRefund(handle.db, { providerId: refundAsked, leadId: otherId, reason: "The homeowner never answered." });

    expect(await withdrawRequest(handle.db, { leadId, actor: "homeowner:someone" })).toEqual([onlyOffered]);
    await withdrawRequest(handle.db, { leadId: otherId, actor: "homeowner:someone" });

    const [toAccepted] = await closingMails([accepted]);
    expect(toAccepted?.subject).toBe("Dana R. closed their plumbing request near Columbus, OH 43215");
    expect(toAccepted?.body).toContain("Dana R. closed their plumbing request near Columbus, OH 43215: they no longer need the work.");
    expect(toAccepted?.body).toContain("nothing was refunded on its own");
    expect(toAccepted?.body).toContain("ask for a refund on the lead's page");
    expect(toAccepted?.body).toContain(`/provider/leads/${leadId}`);
    expect((await closingMails([contacted])).length).toBe(1);
    // A pro whose refund request waits is told it waits, not asked to ask again.
    const [toRefundAsked] = await closingMails([refundAsked]);
    expect(toRefundAsked?.body).toContain("You already asked for a refund of this lead");
    expect(toRefundAsked?.body).not.toContain("ask for a refund on the lead's page");
    // A pro that marked it lost is done with it; one only offered paid nothing and its offer just ended.
    expect(await closingMails([lost, onlyOffered])).toEqual([]);

    // The inbox card says the homeowner closed it, as the lead page does: a bought lead's, and an ended offer's beside
    // "Expired" (the offer was not only left to lapse).
    const card = async (providerId: string) => (await proInbox(handle.db, providerId)).leads.find((item) => item.leadId === leadId);
    expect(await card(accepted)).toMatchObject({ status: "accepted", closedByHomeowner: true });
    expect(await card(onlyOffered)).toMatchObject({ status: "expired", closedByHomeowner: true });

    // The bought lead's history ends with the closing, once; the ended offer's says it in its own expiry.
    const history = async (providerId: string) => (await proLeadDetail(handle.db, providerId, leadId)).history.map((event) => historyLine(event.event, event.reason));
    expect(await history(contacted)).toEqual(["Request sent to you", "You accepted the lead", "Marked contacted", "The homeowner closed the request"]);
    expect(await history(onlyOffered)).toEqual(["Request sent to you", "Offer expired. The homeowner closed the request."]);
    const closedAt = (await proLeadDetail(handle.db, contacted, leadId)).history.at(-1)!.at;
    expect(closedAt).toBeInstanceOf(Date);
    expect(Number.isNaN(closedAt.getTime())).toBe(false);
  });

  it("follows the pro's e-mail choice for request updates, and never writes to a demo business", async () => {
    const [choosing, demo] = [await pro(), await pro()];
    const userId = "closed-request-choosing-pro";
    await handle.db.insert(users).values({ id: userId, name: "Choosing Pro", email: `${userId}@example.com`, emailVerified: true });
    await handle.db.update(providers).set({ userId }).where(eq(providers.id, choosing));
    await setNotificationChoices(handle.db, userId, { "request-update": false });
    const leadId = await insertMatchedLead(handle.db, categoryId, [choosing, demo]);
    for (const buyer of [choosing, demo]) await acceptLead(handle.db, { providerId: buyer, leadId });
    // Demo businesses never get a real request; should one hold one anyway, it is told nothing.
    await handle.db.update(providers).set({ isDemo: true }).where(eq(providers.id, demo));

    await withdrawRequest(handle.db, { leadId, actor: "homeowner:someone" });
    expect(await closingMails([choosing, demo])).toEqual([]);
  });

  it("says on the lead's page where its refund stands: one to ask for, asked, or done", async () => {
    const buyer = await pro();
    const leadId = await insertMatchedLead(handle.db, categoryId, [buyer]);
    await acceptLead(handle.db, { providerId: buyer, leadId });
    await withdrawRequest(handle.db, { leadId, actor: "homeowner:someone" });
    const page = () => proLeadDetail(handle.db, buyer, leadId);
    expect(await page()).toMatchObject({ closedByHomeownerText: HOMEOWNER_CLOSED_BOUGHT_TEXT, canAskRefund: true });

    // Asked: the page no longer asks the pro to ask, as the e-mail does not (request-closed-email.ts).
    const asked = await requestRefund(handle.db, { providerId: buyer, leadId, reason: "They closed it before I could call." });
    expect(await page()).toMatchObject({ closedByHomeownerText: HOMEOWNER_CLOSED_REFUND_ASKED_TEXT, canAskRefund: false });

    const adminId = "closed-request-operator";
    await handle.db.insert(users).values({ id: adminId, name: "Olive Ops", email: `${adminId}@example.com`, emailVerified: true });
    await decideRefundRequest(handle.db, { requestId: asked.id, approve: true, note: "", adminId });
    expect(await page()).toMatchObject({ status: "refunded", closedByHomeownerText: HOMEOWNER_CLOSED_REFUNDED_TEXT, canAskRefund: false });
  });
});

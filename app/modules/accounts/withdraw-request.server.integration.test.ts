import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { leadDeliveryEvents, leadRequestEvents, leadRequests, providerCategories, providers, serviceCategories, users } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { deliveryStatus, insertMatchedLead, insertVerifiedPro } from "../../../tests/support/pipeline-fixtures";
import { creditBalance, ledgerSum } from "~/modules/credits/ledger.server";
import { deliverLead, DeliveryError } from "~/modules/matching/deliver-lead.server";
import { resultsForLead } from "~/modules/matching/search-results.server";
import { acceptLead } from "~/modules/pipeline/accept-lead.server";
import { HOMEOWNER_CLOSED_BOUGHT_TEXT, HOMEOWNER_CLOSED_HIRE_TEXT, HOMEOWNER_CLOSED_REASON, HOMEOWNER_CLOSED_TEXT, REQUEST_ALREADY_CLOSED_TEXT } from "~/modules/pipeline/lead-labels";
import { changeLeadStatus } from "~/modules/portal/lead-moves.server";
import { proInbox, proLeadDetail } from "~/modules/portal/pro-inbox.server";
import { homeownerReviewAction, homeownerReviewStates } from "~/modules/reviews/homeowner-reviews.server";
import { WITHDRAWN_REQUEST_TEXT } from "~/modules/matching";
import { homeownerRequests, WITHDRAW_CONFIRM_TEXT, WITHDRAWN_TEXT, withdrawHomeownerRequest } from "./homeowner-requests.server";

let handle: DatabaseHandle;
let categoryId: number;
const userId = "7d9f9c6e-2f55-4c4a-9d0e-5b8c1f0a3e21";

const pro = (credits: number) => insertVerifiedPro(handle.db, { credits });
const lead = (email: string, providerIds: string[]) => insertMatchedLead(handle.db, categoryId, providerIds, { email, phone: "6142223344" });
const statusOf = (leadId: string, providerId: string) => deliveryStatus(handle.db, leadId, providerId);

beforeAll(async () => {
  handle = await createTestDatabase();
  const [category] = await handle.db.insert(serviceCategories).values({ slug: "hvac", name: "HVAC" }).returning({ id: serviceCategories.id });
  categoryId = category!.id;
});
afterAll(async () => {
  await handle?.close();
});

describe(`a homeowner closes a request they no longer need on ${testDatabaseKind()}`, () => {
  const email = "dana.reyes@example.com";
  const withdraw = (leadId: string, confirmed: boolean, verifiedEmail = email) =>
    withdrawHomeownerRequest(handle.db, { verifiedEmail, userId, leadId, confirmed });

  it("asks first, then closes it: the open offers end with the reason pros read, who bought it keeps it", async () => {
    const bought = await pro(100);
    const waiting = await pro(100);
    const leadId = await lead(email, [bought, waiting]);
    await acceptLead(handle.db, { providerId: bought, leadId });
    expect(await proLeadDetail(handle.db, bought, leadId)).toMatchObject({ closedByHomeownerText: null, nextMoves: ["contact", "quote", "hire", "lose"] });

    // The first post only asks what closing does.
    expect(await withdraw(leadId, false)).toEqual({ status: 200, ok: true, leadId, confirming: true, message: WITHDRAW_CONFIRM_TEXT });
    expect((await handle.db.select({ status: leadRequests.status }).from(leadRequests).where(eq(leadRequests.id, leadId)))[0]?.status).toBe("matched");
    expect((await homeownerRequests(handle.db, email)).find((item) => item.id === leadId)).toMatchObject({ canWithdraw: true, endedText: null });

    expect(await withdraw(leadId, true)).toEqual({ status: 200, ok: true, leadId, message: WITHDRAWN_TEXT });

    // The request moved through its graph, with its event row.
    const events = await handle.db
      .select({ from: leadRequestEvents.fromStatus, to: leadRequestEvents.toStatus, event: leadRequestEvents.event, actor: leadRequestEvents.actor, reason: leadRequestEvents.reason })
      .from(leadRequestEvents)
      .where(and(eq(leadRequestEvents.leadId, leadId), eq(leadRequestEvents.event, "close")));
    expect(events).toEqual([{ from: "matched", to: "closed", event: "close", actor: `homeowner:${userId}`, reason: HOMEOWNER_CLOSED_REASON }]);

    // The pro who had not taken it: its offer ended through the delivery graph, and it cannot pay for it now.
    expect(await statusOf(leadId, waiting)).toBe("expired");
    const [ended] = await handle.db
      .select({ actor: leadDeliveryEvents.actor, reason: leadDeliveryEvents.reason })
      .from(leadDeliveryEvents)
      .where(and(eq(leadDeliveryEvents.leadId, leadId), eq(leadDeliveryEvents.providerId, waiting), eq(leadDeliveryEvents.event, "expire")));
    expect(ended).toEqual({ actor: "system", reason: HOMEOWNER_CLOSED_REASON });
    await expect(acceptLead(handle.db, { providerId: waiting, leadId })).rejects.toThrow(HOMEOWNER_CLOSED_TEXT);
    expect(await creditBalance(handle.db, waiting)).toBe(100);
    expect(await ledgerSum(handle.db, waiting)).toBe(100);
    expect(await proLeadDetail(handle.db, waiting, leadId)).toMatchObject({ status: "expired", contact: null, endedText: HOMEOWNER_CLOSED_TEXT });
    expect((await proInbox(handle.db, waiting)).counts.byStatus).toMatchObject({ offered: 0, expired: 1 });
    // Its card says why beside "Expired", as its page does.
    expect((await proInbox(handle.db, waiting)).leads).toMatchObject([{ status: "expired", closedByHomeowner: true }]);

    // The pro who bought it keeps the lead and what it paid; nobody can mark it hired now.
    expect(await statusOf(leadId, bought)).toBe("accepted");
    expect(await creditBalance(handle.db, bought)).toBe(72);
    // Its lead page says so, beside the contact, and offers no hire.
    expect(await proLeadDetail(handle.db, bought, leadId)).toMatchObject({
      closedByHomeownerText: HOMEOWNER_CLOSED_BOUGHT_TEXT,
      nextMoves: ["contact", "quote", "lose"],
      // The closing ended the other offer: it went to no one else, so "Sent to 2 pros" stays true.
      prosReceived: 2,
      contact: { firstName: "Dana" },
    });
    await expect(changeLeadStatus(handle.db, { providerId: bought, leadId, move: "hire" })).rejects.toThrow(HOMEOWNER_CLOSED_HIRE_TEXT);
    expect(await statusOf(leadId, bought)).toBe("accepted");
    expect((await homeownerReviewStates(handle.db, email, [leadId])).find((state) => state.providerId === bought)?.canSayHired).toBe(false);
    expect(
      await homeownerReviewAction(handle.db, { verifiedEmail: email, userId, values: { intent: "hired", confirmed: "yes", leadId, providerId: bought } }),
    ).toMatchObject({ status: 400, ok: false, message: HOMEOWNER_CLOSED_HIRE_TEXT });
    // Its other moves go on: it may still say how it went.
    await changeLeadStatus(handle.db, { providerId: bought, leadId, move: "contact" });

    // My requests shows it closed, each pro in the homeowner's words; it cannot be closed twice.
    const shown = (await homeownerRequests(handle.db, email)).find((item) => item.id === leadId);
    expect(shown).toMatchObject({ status: "closed", canWithdraw: false, endedText: WITHDRAWN_REQUEST_TEXT });
    expect(shown?.pros.map((item) => item.statusText)).toEqual(["Pro contacted you", "Closed: you closed the request"]);
    // Its results page still lists the pro who has it (to call), and says the homeowner closed it.
    expect(await resultsForLead(handle.db, leadId, { showDemoExamples: false })).toMatchObject({ noRealPro: false, endedText: null, withdrawn: true, pros: [{ id: bought }] });
    expect(await withdraw(leadId, false)).toMatchObject({ status: 400, ok: false, message: REQUEST_ALREADY_CLOSED_TEXT });
    expect(await withdraw(leadId, true)).toMatchObject({ status: 400, ok: false, message: REQUEST_ALREADY_CLOSED_TEXT });
  });

  it("the results page of a request closed before any pro took it says the homeowner closed it, not that pros let it lapse", async () => {
    const offered = await pro(100);
    const leadId = await lead(email, [offered]);
    const waiting = await lead(email, []);
    for (const id of [leadId, waiting]) expect(await withdraw(id, true)).toMatchObject({ ok: true });
    // Minutes old, not 24 hours, and no wait ended: the homeowner's own closing is the reason on both pages.
    for (const id of [leadId, waiting]) {
      expect(await resultsForLead(handle.db, id, { showDemoExamples: false })).toMatchObject({ pros: [], noRealPro: true, endedText: WITHDRAWN_REQUEST_TEXT });
      expect((await homeownerRequests(handle.db, email)).find((item) => item.id === id)?.endedText).toBe(WITHDRAWN_REQUEST_TEXT);
    }
  });

  it("sends a closed request to no new pro, even from a results page posted by hand", async () => {
    const first = await pro(100);
    const leadId = await lead(email, [first]);
    // A pro the request could go to: an account with a confirmed address, verified, in its ZIP and trade, with credits.
    const another = await pro(100);
    const anotherUser = "withdraw-another-pro";
    await handle.db.insert(users).values({ id: anotherUser, name: "Another Pro", email: `${anotherUser}@example.com`, emailVerified: true });
    await handle.db.update(providers).set({ userId: anotherUser }).where(eq(providers.id, another));
    await handle.db.insert(providerCategories).values({ providerId: another, categoryId });
    expect(await withdraw(leadId, true)).toMatchObject({ ok: true });

    for (const intent of ["phone", "message"] as const) {
      const sent = deliverLead(handle.db, { leadId, providerIds: [another], intent, message: intent === "message" ? "Are you free Tuesday?" : undefined });
      await expect(sent).rejects.toThrow(DeliveryError);
      await expect(sent).rejects.toThrow("This request is closed");
    }
    expect(await statusOf(leadId, another)).toBeUndefined();
  });

  it("answers another homeowner's request, an unknown id and a malformed one as not found, and changes nothing", async () => {
    const someone = await pro(100);
    const theirs = await lead("someone.else@example.com", [someone]);
    for (const confirmed of [false, true]) {
      expect(await withdraw(theirs, confirmed)).toMatchObject({ status: 404, ok: false });
      expect(await withdraw("00000000-0000-4000-8000-000000000000", confirmed)).toMatchObject({ status: 404 });
      expect(await withdraw("not-a-uuid", confirmed)).toMatchObject({ status: 404 });
    }
    expect(await statusOf(theirs, someone)).toBe("offered");
    expect((await handle.db.select({ status: leadRequests.status }).from(leadRequests).where(eq(leadRequests.id, theirs)))[0]?.status).toBe("matched");
  });

  it("a hired request cannot be closed again, and a hire still works on a request nobody withdrew", async () => {
    const hired = await pro(100);
    const leadId = await lead(email, [hired]);
    await acceptLead(handle.db, { providerId: hired, leadId });
    await changeLeadStatus(handle.db, { providerId: hired, leadId, move: "hire" });
    expect((await proLeadDetail(handle.db, hired, leadId)).closedByHomeownerText).toBeNull();
    expect(await withdraw(leadId, true)).toMatchObject({ status: 400, message: REQUEST_ALREADY_CLOSED_TEXT });
    expect((await homeownerRequests(handle.db, email)).find((item) => item.id === leadId)).toMatchObject({ canWithdraw: false, endedText: null });
  });
});

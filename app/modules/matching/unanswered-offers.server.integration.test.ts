import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import {
  leadDeliveries,
  leadDeliveryEvents,
  leadRequestEvents,
  leadRequests,
  notifications,
  providerCategories,
  providers,
  providerServiceZips,
  users,
} from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { insertCategories } from "../../../tests/support/catalog-fixtures";
import { postLedgerEntry } from "~/modules/credits/ledger.server";
import { homeownerRequests } from "~/modules/accounts/homeowner-requests.server";
import { type LeadSubmissionInput, submitLead } from "~/modules/intake/create-lead.server";
import { acceptLead } from "~/modules/pipeline/accept-lead.server";
import { recordOffers } from "~/modules/pipeline/lead-events.server";
import { EXPIRED_OFFER_TEXT, HOMEOWNER_OFFER_TEXT, OFFER_DEADLINE_TEXT, SUSPENDED_OFFER_TEXT, SUSPENDED_PRO_REASON } from "~/modules/pipeline/lead-labels";
import { OFFER_HOURS } from "~/modules/pipeline/delivery-states";
import { DeliveryError, deliverLead } from "./deliver-lead.server";
import { noProAnsweredText } from "./held-requests";
import { resultsForLead } from "./search-results.server";
import { NO_PRO_ANSWERED_REASON, OFFER_EXPIRED_REASON, passOnOffersOfSuspendedPro, passOnUnansweredOffers } from "./unanswered-offers.server";

const ZIP = "43215";
const LONE_ZIP = "43230";
const HOUR_MS = 60 * 60 * 1000;

function request(zip: string, key: string): LeadSubmissionInput {
  return {
    contact: { firstName: "Dana", lastName: "Miller", email: `${key}@example.com`, phone: "6143827719", smsConsent: false },
    answers: { service: "hvac", zip },
    idempotencyKey: `unanswered-${key}`,
    consent: { text: "I agree", version: "1", ip: "203.0.113.7", userAgent: "Test", pageUrl: "http://localhost/search" },
    source: "questionnaire",
    showDemoExamples: false,
  };
}

describe(`offers nobody accepts in time go to the next pro, on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  let hvacId: number;
  const ids: Record<string, string> = {};

  async function pro(slug: string, zips: string[], rating: number, demo = false) {
    const userId = demo ? null : `user-${slug}`;
    if (userId) await handle.db.insert(users).values({ id: userId, name: slug, email: `${slug}@example.com`, emailVerified: true });
    const [row] = await handle.db
      .insert(providers)
      .values({
        userId,
        slug,
        businessName: `${slug} Heating`,
        phone: "6145550199",
        email: `${slug}@example.com`,
        baseZip: zips[0]!,
        city: "Columbus",
        verificationStatus: "verified",
        isDemo: demo,
        ratingTenths: rating,
        reviewCount: 10,
      })
      .returning({ id: providers.id });
    await handle.db.insert(providerCategories).values({ providerId: row!.id, categoryId: hvacId });
    await handle.db.insert(providerServiceZips).values(zips.map((zip) => ({ providerId: row!.id, zip })));
    await postLedgerEntry(handle.db, { providerId: row!.id, kind: "grant", amount: 500, idempotencyKey: `grant-${slug}` });
    ids[slug] = row!.id;
  }

  beforeAll(async () => {
    handle = await createTestDatabase();
    hvacId = (await insertCategories(handle.db)).hvac!;
    // Four real pros where one request goes to three: the fourth, the least rated, is the one an expired offer goes to.
    await pro("alpha", [ZIP], 50);
    await pro("bravo", [ZIP], 48);
    await pro("charlie", [ZIP], 46);
    await pro("delta", [ZIP], 45);
    await pro("lone", [LONE_ZIP], 45);
    await pro("demo", [ZIP, LONE_ZIP], 50, true);
  });

  afterAll(async () => {
    await handle?.close();
  });

  const statuses = async (leadId: string) =>
    Object.fromEntries(
      (
        await handle.db
          .select({ providerId: leadDeliveries.providerId, status: leadDeliveries.status, rank: leadDeliveries.rank })
          .from(leadDeliveries)
          .where(eq(leadDeliveries.leadId, leadId))
      ).map((row) => [Object.keys(ids).find((slug) => ids[slug] === row.providerId), `${row.status} ${row.rank}`]),
    );
  const mailTo = async (email: string) =>
    (await handle.db.select().from(notifications).where(eq(notifications.recipient, email)).orderBy(asc(notifications.createdAt))).map(
      (mail) => ({ template: mail.template, body: mail.body }),
    );

  it("expires an offer left unaccepted, offers the request to the next pro in its rank, and tells the homeowner", async () => {
    const offeredAt = new Date(Date.now() - 2 * OFFER_HOURS * HOUR_MS);
    const lead = await submitLead(handle.db, request(ZIP, "homeowner"), offeredAt);
    expect(lead.matchedProviderIds).toEqual([ids.alpha, ids.bravo, ids.charlie]);
    await acceptLead(handle.db, { providerId: ids.alpha!, leadId: lead.leadId, now: new Date(offeredAt.getTime() + HOUR_MS) });
    // The homeowner asked bravo for its phone number: that offer is theirs, and stays however long it waits.
    await deliverLead(handle.db, { leadId: lead.leadId, providerIds: [ids.bravo!], intent: "phone", now: new Date(offeredAt.getTime() + HOUR_MS) });

    // Not yet a day: nothing moves.
    const early = await passOnUnansweredOffers(handle.db, new Date(offeredAt.getTime() + (OFFER_HOURS - 1) * HOUR_MS));
    expect(early).toEqual({ expired: 0, offered: 0, closed: 0, full: false });

    const sweptAt = new Date(offeredAt.getTime() + OFFER_HOURS * HOUR_MS + 60_000);
    expect(await passOnUnansweredOffers(handle.db, sweptAt)).toEqual({ expired: 1, offered: 1, closed: 0, full: false });
    expect(await statuses(lead.leadId)).toEqual({ alpha: "accepted 1", bravo: "offered 2", charlie: "expired 3", delta: "offered 3" });

    const events = await handle.db
      .select({ event: leadDeliveryEvents.event, from: leadDeliveryEvents.fromStatus, actor: leadDeliveryEvents.actor, reason: leadDeliveryEvents.reason })
      .from(leadDeliveryEvents)
      .where(and(eq(leadDeliveryEvents.leadId, lead.leadId), eq(leadDeliveryEvents.providerId, ids.charlie!)))
      .orderBy(asc(leadDeliveryEvents.createdAt));
    expect(events).toEqual([
      { event: "offer", from: null, actor: "system", reason: "" },
      { event: "expire", from: "offered", actor: "system", reason: OFFER_EXPIRED_REASON },
    ]);
    const deltaMail = await mailTo("delta@example.com");
    expect(deltaMail.map((mail) => mail.template)).toEqual(["lead-offered"]);
    expect(deltaMail[0]!.body).toContain("A homeowner near Columbus, OH 43215 asked for");
    expect(deltaMail[0]!.body).toContain("the pro it went to first did not accept it in time");
    expect(deltaMail[0]!.body).toContain(OFFER_DEADLINE_TEXT);
    const homeowner = await mailTo("homeowner@example.com");
    expect(homeowner.map((mail) => mail.template)).toEqual(["lead-confirmation", "lead-pro-replaced"]);
    expect(homeowner[1]!.body).toContain("so we sent it to delta Heating, a verified pro near Columbus, OH 43215.");
    expect(homeowner[1]!.body).toContain(HOMEOWNER_OFFER_TEXT);
    expect(await mailTo("demo@example.com")).toEqual([]);

    // The expired pro can no longer take it, nor can the homeowner pick it again; the homeowner sees who has it now.
    await expect(acceptLead(handle.db, { providerId: ids.charlie!, leadId: lead.leadId, now: sweptAt })).rejects.toThrow(EXPIRED_OFFER_TEXT);
    await expect(deliverLead(handle.db, { leadId: lead.leadId, providerIds: [ids.charlie!], intent: "phone" })).rejects.toThrow(DeliveryError);
    const results = await resultsForLead(handle.db, lead.leadId, { showDemoExamples: true });
    expect(results!.pros.map((p) => p.id)).toEqual([ids.alpha, ids.bravo, ids.delta]);
    const [listed] = await homeownerRequests(handle.db, "homeowner@example.com");
    expect(listed!.pros.map((p) => `${p.slug} ${p.status}`)).toEqual(["alpha accepted", "bravo offered", "charlie expired", "delta offered"]);
    expect(listed!.endedText).toBeNull();
    // The database holds it too: one live offer per rank, so a fourth live pro has no place (charlie's rank 3 is delta's now).
    await expect(
      handle.db.insert(leadDeliveries).values({ leadId: lead.leadId, providerId: ids.lone!, rank: 3, priceCredits: 20, createdAt: sweptAt }),
    ).rejects.toMatchObject({ cause: { constraint: "lead_deliveries_live_rank" } });
    // "All pros" means the ones the request has now.
    await deliverLead(handle.db, { leadId: lead.leadId, providerIds: "all", intent: "all", now: sweptAt });
    expect(await statuses(lead.leadId)).toMatchObject({ charlie: "expired 3", delta: "offered 3" });

    // A day later the new offer was chosen by the homeowner ("all"), so it stays; every other is accepted or chosen.
    expect(await passOnUnansweredOffers(handle.db, new Date(sweptAt.getTime() + 2 * OFFER_HOURS * HOUR_MS))).toEqual({
      expired: 0,
      offered: 0,
      closed: 0,
      full: false,
    });
  });

  it("closes a request whose every offer expired with no other pro to take it, and says so", async () => {
    const offeredAt = new Date(Date.now() - 2 * OFFER_HOURS * HOUR_MS);
    const lead = await submitLead(handle.db, request(LONE_ZIP, "alone"), offeredAt);
    expect(lead.matchedProviderIds).toEqual([ids.lone]);

    const sweptAt = new Date(offeredAt.getTime() + OFFER_HOURS * HOUR_MS);
    expect(await passOnUnansweredOffers(handle.db, sweptAt)).toEqual({ expired: 1, offered: 0, closed: 1, full: false });
    expect(await statuses(lead.leadId)).toEqual({ lone: "expired 1" });
    const [row] = await handle.db.select({ status: leadRequests.status }).from(leadRequests).where(eq(leadRequests.id, lead.leadId));
    expect(row!.status).toBe("closed");
    const closing = await handle.db
      .select({ event: leadRequestEvents.event, actor: leadRequestEvents.actor, reason: leadRequestEvents.reason })
      .from(leadRequestEvents)
      .where(and(eq(leadRequestEvents.leadId, lead.leadId), eq(leadRequestEvents.event, "close")));
    expect(closing).toEqual([{ event: "close", actor: "system", reason: NO_PRO_ANSWERED_REASON }]);
    const told = noProAnsweredText({ categoryName: "HVAC", zip: LONE_ZIP });
    expect((await mailTo("alone@example.com")).map((mail) => mail.template)).toEqual(["lead-confirmation", "lead-no-pro-answered"]);
    expect((await mailTo("alone@example.com"))[1]!.body).toContain(told);
    expect((await mailTo("alone@example.com"))[1]!.body).toContain(`/service-request?service=hvac&zip=${LONE_ZIP}`);
    expect(await resultsForLead(handle.db, lead.leadId, { showDemoExamples: true })).toMatchObject({
      pros: [],
      noRealPro: true,
      endedText: told,
      askAgainHref: `/service-request?service=hvac&zip=${LONE_ZIP}`,
    });
    // /account/requests says the same above the pro who did not answer.
    expect(await homeownerRequests(handle.db, "alone@example.com")).toEqual([
      expect.objectContaining({
        status: "closed",
        endedText: told,
        askAgainHref: `/service-request?service=hvac&zip=${LONE_ZIP}`,
        pros: [expect.objectContaining({ slug: "lone", status: "expired" })],
      }),
    ]);
  });

  it("e-mails the homeowner nothing when an offer ends with nobody new to take it while another pro still holds one, as its confirmation promised", async () => {
    const PAIR_ZIP = "43229";
    await pro("east", [PAIR_ZIP], 47);
    await pro("west", [PAIR_ZIP], 46);
    const offeredAt = new Date(Date.now() - 2 * OFFER_HOURS * HOUR_MS);
    const lead = await submitLead(handle.db, request(PAIR_ZIP, "pair"), offeredAt);
    expect(lead.matchedProviderIds).toEqual([ids.east, ids.west]);
    // The homeowner asked east for its phone number: that offer stays theirs.
    await deliverLead(handle.db, { leadId: lead.leadId, providerIds: [ids.east!], intent: "phone", now: new Date(offeredAt.getTime() + HOUR_MS) });

    const sweptAt = new Date(offeredAt.getTime() + OFFER_HOURS * HOUR_MS + 60_000);
    expect(await passOnUnansweredOffers(handle.db, sweptAt)).toEqual({ expired: 1, offered: 0, closed: 0, full: false });
    const mail = await mailTo("pair@example.com");
    expect(mail.map((sent) => sent.template)).toEqual(["lead-confirmation"]);
    // What the confirmation promised holds: an e-mail only when another pro has the request, or none is left.
    expect(mail[0]!.body).toContain(HOMEOWNER_OFFER_TEXT);
    expect(HOMEOWNER_OFFER_TEXT).toContain("we send it to another pro when one can take it, and e-mail you when we do, or when no pro is left to take it");
  });

  it("leaves a demo business's offers alone: they are the demo portal's examples", async () => {
    const offeredAt = new Date(Date.now() - 10 * OFFER_HOURS * HOUR_MS);
    const [demoLead] = await handle.db
      .insert(leadRequests)
      .values({ title: "HVAC Service Request", description: "Demo", zipCode: ZIP, categoryId: hvacId, status: "matched", createdAt: offeredAt })
      .returning({ id: leadRequests.id });
    await handle.db.insert(leadDeliveries).values({ leadId: demoLead!.id, providerId: ids.demo!, rank: 1, priceCredits: 20, createdAt: offeredAt });
    await recordOffers(handle.db, { leadId: demoLead!.id, providerIds: [ids.demo!], now: offeredAt });

    expect(await passOnUnansweredOffers(handle.db)).toEqual({ expired: 0, offered: 0, closed: 0, full: false });
    expect(await statuses(demoLead!.id)).toEqual({ demo: "offered 1" });
  });

  it("passes a suspended pro's open offers to the next pros at once, and keeps the one a homeowner chose", async () => {
    const offeredAt = new Date(Date.now() - HOUR_MS);
    const first = await submitLead(handle.db, request(ZIP, "suspended-a"), offeredAt);
    const second = await submitLead(handle.db, request(ZIP, "suspended-b"), offeredAt);
    expect(first.matchedProviderIds).toContain(ids.charlie);
    expect(second.matchedProviderIds).toContain(ids.charlie);
    // On the second request the homeowner asked charlie for its phone: that offer is theirs (the sweep keeps it too).
    await deliverLead(handle.db, { leadId: second.leadId, providerIds: [ids.charlie!], intent: "phone", now: offeredAt });

    const suspendedAt = new Date();
    await handle.db.update(providers).set({ verificationStatus: "suspended" }).where(eq(providers.id, ids.charlie!));
    expect(await handle.db.transaction((tx) => passOnOffersOfSuspendedPro(tx, ids.charlie!, suspendedAt))).toBe(1);

    const now = await statuses(first.leadId);
    expect(now.charlie).toMatch(/^expired /);
    const next = Object.keys(now).find((slug) => !first.matchedProviderIds.includes(ids[slug]!));
    expect(next && now[next]).toBe(`offered ${now.charlie!.split(" ")[1]}`);
    expect((await statuses(second.leadId)).charlie).toMatch(/^offered /);
    const [ended] = await handle.db
      .select({ actor: leadDeliveryEvents.actor, reason: leadDeliveryEvents.reason })
      .from(leadDeliveryEvents)
      .where(and(eq(leadDeliveryEvents.leadId, first.leadId), eq(leadDeliveryEvents.providerId, ids.charlie!), eq(leadDeliveryEvents.event, "expire")));
    expect(ended).toEqual({ actor: "system", reason: SUSPENDED_PRO_REASON });
    const homeowner = await mailTo("suspended-a@example.com");
    expect(homeowner.map((mail) => mail.template)).toEqual(["lead-confirmation", "lead-pro-replaced"]);
    expect(homeowner[1]!.body).toContain(`can no longer take it, so we sent it to ${next} Heating`);
    await expect(acceptLead(handle.db, { providerId: ids.charlie!, leadId: first.leadId })).rejects.toThrow(SUSPENDED_OFFER_TEXT);
    // The homeowner's list does not say the suspended pro failed to answer.
    const [listed] = await homeownerRequests(handle.db, "suspended-a@example.com");
    expect(listed!.pros.find((p) => p.slug === "charlie")).toMatchObject({ status: "expired", statusText: "No longer available" });
    await handle.db.update(providers).set({ verificationStatus: "verified" }).where(eq(providers.id, ids.charlie!));
  });
});

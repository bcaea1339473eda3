import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import {
  consentRecords,
  leadDeliveries,
  leadRequestEvents,
  leadRequests,
  notifications,
  providerCategories,
  providers,
  providerServiceZips,
  pushSubscriptions,
  users,
} from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { insertCategories } from "../../../tests/support/catalog-fixtures";
import { listUnmetDemand, unmetDemandCsv } from "~/modules/admin/unmet-demand.server";
import { homeownerRequests } from "~/modules/accounts/homeowner-requests.server";
import { postLedgerEntry } from "~/modules/credits/ledger.server";
import { updateLeadPreferences } from "./lead-preferences.server";
import { type LeadSubmissionInput, submitLead } from "~/modules/intake/create-lead.server";
import { DeliveryError, deliverLead } from "./deliver-lead.server";
import { holdEnds, waitEndedText } from "./held-requests";
import { endFinishedWaits, offerStillWaitingRequests, WAIT_ENDED_REASON } from "./held-request-sweep.server";
import { resultsForLead, verifiedProsFor } from "./search-results.server";
import { DAY_MS } from "~/lib/ohio-time";

const BOTH_ZIP = "43215";
const DEMO_ONLY_ZIP = "43201";

/** A homeowner's HVAC request for the ZIP, as lead intake hands it over. */
function request(zip: string, key: string, showDemoExamples = true): LeadSubmissionInput {
  return {
    contact: { firstName: "Dana", lastName: "Miller", email: `${key}@example.com`, phone: "6145550101", smsConsent: false },
    answers: { service: "hvac", zip },
    idempotencyKey: `honest-matching-${key}`,
    consent: { text: "I agree", version: "1", ip: "203.0.113.7", userAgent: "Test", pageUrl: "http://localhost/search" },
    source: "questionnaire",
    showDemoExamples,
  };
}

describe(`demo businesses never get a real request, on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  let hvacId: number;
  let demoId: string;
  let realId: string;
  let waitingId: string;

  async function pro(args: { slug: string; zips: string[]; demo?: boolean; account?: boolean; paused?: boolean; rating: number; reviews: number }) {
    const userId = args.account ? `user-${args.slug}` : null;
    if (userId) await handle.db.insert(users).values({ id: userId, name: args.slug, email: `${args.slug}@example.com`, emailVerified: true });
    const [row] = await handle.db
      .insert(providers)
      .values({
        userId,
        slug: args.slug,
        businessName: `${args.slug} Heating`,
        phone: "6145550199",
        email: `${args.slug}@example.com`,
        baseZip: BOTH_ZIP,
        city: "Columbus",
        verificationStatus: "verified",
        isDemo: args.demo ?? false,
        paused: args.paused ?? false,
        ratingTenths: args.rating,
        reviewCount: args.reviews,
        medianResponseMinutes: args.demo ? 15 : null,
      })
      .returning({ id: providers.id });
    await handle.db.insert(providerCategories).values({ providerId: row!.id, categoryId: hvacId });
    await handle.db.insert(providerServiceZips).values(args.zips.map((zip) => ({ providerId: row!.id, zip })));
    await postLedgerEntry(handle.db, { providerId: row!.id, kind: "grant", amount: 500, idempotencyKey: `grant-${args.slug}` });
    return row!.id;
  }

  beforeAll(async () => {
    handle = await createTestDatabase();
    hvacId = (await insertCategories(handle.db)).hvac!;
    // The demo business has the best figures there are; the real pro is new, with none.
    demoId = await pro({ slug: "demo", zips: [BOTH_ZIP, DEMO_ONLY_ZIP], demo: true, rating: 50, reviews: 120 });
    realId = await pro({ slug: "real", zips: [BOTH_ZIP], account: true, rating: 0, reviews: 0 });
    // A real pro of the demo-only ZIP that is paused: it takes nothing until it unpauses.
    waitingId = await pro({ slug: "waiting", zips: [DEMO_ONLY_ZIP], account: true, paused: true, rating: 0, reviews: 0 });
  });

  afterAll(async () => {
    await handle?.close();
  });

  beforeEach(async () => {
    await handle.db.delete(leadRequests);
    await handle.db.delete(notifications);
    await handle.db.update(providers).set({ paused: true }).where(eq(providers.id, waitingId));
  });

  const mailTo = async (email: string) => handle.db.select().from(notifications).where(eq(notifications.recipient, email));

  it("sends a request to the real pro only, even when a demo business ranks higher", async () => {
    const lead = await submitLead(handle.db, request(BOTH_ZIP, "both"));
    expect(lead.matchedProviderIds).toEqual([realId]);
    const matches = await handle.db.select({ providerId: leadDeliveries.providerId }).from(leadDeliveries).where(eq(leadDeliveries.leadId, lead.leadId));
    expect(matches).toEqual([{ providerId: realId }]);
    expect(await mailTo("demo@example.com")).toEqual([]);
    expect((await mailTo("real@example.com")).map((m) => m.template)).toEqual(["lead-offered"]);
    const [consent] = await handle.db.select().from(consentRecords).where(eq(consentRecords.leadId, lead.leadId));
    expect(consent!.shownProviders).toEqual([{ providerId: realId, demo: false }]);
    const [row] = await handle.db.select({ heldUntil: leadRequests.heldUntil }).from(leadRequests).where(eq(leadRequests.id, lead.leadId));
    expect(row!.heldUntil).toBeNull();
  });

  it("says before the request whether a verified pro would take it: a demo business is no such pro, nor is a paused one", async () => {
    const ask = (zip: string, categorySlug = "hvac") => verifiedProsFor(handle.db, { categorySlug, zip, subServiceSlug: null, urgency: "soon" });
    expect(await ask(BOTH_ZIP)).toEqual({ categoryName: "HVAC", found: true });
    expect(await ask(DEMO_ONLY_ZIP)).toEqual({ categoryName: "HVAC", found: false });
    expect(await ask(BOTH_ZIP, "plumbing")).toEqual({ categoryName: "Plumbing", found: false });
    expect(await ask(BOTH_ZIP, "no-such-service")).toBeNull();
    // Once the paused pro takes requests again, the same question has the other answer; and it asked without writing.
    await updateLeadPreferences(handle.db, waitingId, { weeklyLeadCap: 10, maxCreditsPerLead: 50, paused: false });
    expect(await ask(DEMO_ONLY_ZIP)).toEqual({ categoryName: "HVAC", found: true });
    expect(await handle.db.$count(leadRequests)).toBe(0);
  });

  it("with only demo businesses in range: nothing is sent, the homeowner is told, the examples are recorded as shown", async () => {
    const now = new Date();
    const lead = await submitLead(handle.db, { ...request(DEMO_ONLY_ZIP, "demo-only"), requestsLink: "http://localhost/account/requests" }, now);
    expect(lead.matchedProviderIds).toEqual([]);
    expect(await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, lead.leadId))).toEqual([]);
    expect(await mailTo("demo@example.com")).toEqual([]);

    const [row] = await handle.db.select().from(leadRequests).where(eq(leadRequests.id, lead.leadId));
    expect(row!.status).toBe("new");
    expect(row!.heldUntil?.getTime()).toBe(holdEnds(now).getTime());
    const [consent] = await handle.db.select().from(consentRecords).where(eq(consentRecords.leadId, lead.leadId));
    expect(consent!.shownProviders).toEqual([{ providerId: demoId, demo: true }]);

    const [confirmation] = await mailTo("demo-only@example.com");
    expect(confirmation!.body).toContain("your request was not sent to anyone");
    expect(confirmation!.body).toContain("examples from our demo data");
    expect(confirmation!.body).toContain("72 hours");
    // It went to nobody: the link to follow it does not speak of the pros it went to.
    expect(confirmation!.body).toContain("Follow your request: http://localhost/account/requests");
    expect(confirmation!.body).not.toMatch(/sent your request to \d/);

    const shown = (await resultsForLead(handle.db, lead.leadId, { showDemoExamples: true }))!;
    expect(shown.noRealPro).toBe(true);
    expect(shown.pros.map((p) => [p.id, p.isDemo])).toEqual([[demoId, true]]);
    // Demo data off: no demo business at all.
    const hidden = (await resultsForLead(handle.db, lead.leadId, { showDemoExamples: false }))!;
    expect(hidden).toMatchObject({ noRealPro: true, pros: [] });

    // The homeowner cannot reach the demo business either: no phone, no message.
    await expect(deliverLead(handle.db, { leadId: lead.leadId, providerIds: [demoId], intent: "phone" })).rejects.toThrow(DeliveryError);
    await expect(
      deliverLead(handle.db, { leadId: lead.leadId, providerIds: [demoId], intent: "message", message: "Hello?" }),
    ).rejects.toThrow(DeliveryError);
    expect(await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, lead.leadId))).toEqual([]);
  });

  it("shows no demo business with demo data off", async () => {
    const lead = await submitLead(handle.db, request(DEMO_ONLY_ZIP, "off", false));
    const [consent] = await handle.db.select().from(consentRecords).where(eq(consentRecords.leadId, lead.leadId));
    expect(consent!.shownProviders).toEqual([]);
    const [confirmation] = await mailTo("off@example.com");
    expect(confirmation!.body).toContain("your request was not sent to anyone");
    expect(confirmation!.body).not.toContain("demo data");
  });

  it("gives a waiting request to the first real pro who becomes available, and tells the homeowner", async () => {
    const lead = await submitLead(handle.db, request(DEMO_ONLY_ZIP, "held"));
    // The pro's phone gets the same web push a request matched at intake sends.
    await handle.db.delete(pushSubscriptions);
    await handle.db.insert(pushSubscriptions).values({ userId: "user-waiting", endpoint: "https://push.example/waiting", p256dh: "key", auth: "auth", device: "Chrome on Android" });
    await updateLeadPreferences(handle.db, waitingId, { weeklyLeadCap: 10, maxCreditsPerLead: 50, paused: false });

    const matches = await handle.db.select({ providerId: leadDeliveries.providerId }).from(leadDeliveries).where(eq(leadDeliveries.leadId, lead.leadId));
    expect(matches).toEqual([{ providerId: waitingId }]);
    const [row] = await handle.db.select({ status: leadRequests.status }).from(leadRequests).where(eq(leadRequests.id, lead.leadId));
    expect(row!.status).toBe("matched");
    const events = await handle.db
      .select({ event: leadRequestEvents.event, from: leadRequestEvents.fromStatus, to: leadRequestEvents.toStatus, actor: leadRequestEvents.actor })
      .from(leadRequestEvents)
      .where(eq(leadRequestEvents.leadId, lead.leadId));
    expect(events).toEqual([{ event: "match", from: "new", to: "matched", actor: "system" }]);
    const proFound = (await mailTo("held@example.com")).find((m) => m.template === "lead-pro-found");
    // The homeowner reads their town, as the pro does.
    expect(proFound!.body).toContain("a verified pro near Columbus, OH 43201, is now available");
    expect((await mailTo("waiting@example.com")).map((m) => m.template)).toEqual(["lead-offered"]);
    const pushes = await handle.db.select().from(notifications).where(eq(notifications.channel, "push"));
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ template: "lead-offered", openPath: `/provider/leads/${lead.leadId}` });

    // Once taken, it is no longer waiting: saving again offers it to nobody else.
    await updateLeadPreferences(handle.db, waitingId, { weeklyLeadCap: 11, maxCreditsPerLead: 50, paused: false });
    expect(await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, lead.leadId))).toHaveLength(1);
  });

  it("lists the requests no real pro could take for the operators' recruiting list", async () => {
    await submitLead(handle.db, request(DEMO_ONLY_ZIP, "unmet-1"));
    await submitLead(handle.db, request(DEMO_ONLY_ZIP, "unmet-2"));
    await submitLead(handle.db, request(BOTH_ZIP, "met"));
    const rows = await listUnmetDemand(handle.db);
    expect(rows).toEqual([
      expect.objectContaining({ zip: DEMO_ONLY_ZIP, county: "Franklin", trade: "HVAC", requests: 2, waiting: 2, laterMatched: 0 }),
    ]);
    expect(unmetDemandCsv(rows)).toContain(`,${DEMO_ONLY_ZIP},Franklin,HVAC,2,2,0`);
  });

  it("lets a request wait 72 hours, no longer", async () => {
    const fourDaysAgo = new Date(Date.now() - 4 * DAY_MS);
    const lead = await submitLead(handle.db, request(DEMO_ONLY_ZIP, "expired"), fourDaysAgo);
    await updateLeadPreferences(handle.db, waitingId, { weeklyLeadCap: 10, maxCreditsPerLead: 50, paused: false });
    expect(await handle.db.select().from(leadDeliveries).where(and(eq(leadDeliveries.leadId, lead.leadId)))).toEqual([]);
    expect(await mailTo("expired@example.com")).toHaveLength(1);
  });

  it("closes a request whose wait ended with no pro, says why in its history, and tells the homeowner once", async () => {
    const fourDaysAgo = new Date(Date.now() - 4 * DAY_MS);
    const ended = await submitLead(handle.db, request(DEMO_ONLY_ZIP, "ended"), fourDaysAgo);
    const stillWaiting = await submitLead(handle.db, request(DEMO_ONLY_ZIP, "still"));

    // Until then, the homeowner's requests page says until when each waits.
    const [row] = await handle.db.select({ heldUntil: leadRequests.heldUntil }).from(leadRequests).where(eq(leadRequests.id, stillWaiting.leadId));
    expect(await homeownerRequests(handle.db, "still@example.com")).toEqual([
      expect.objectContaining({ status: "new", pros: [], waitsUntil: row!.heldUntil!.toISOString() }),
    ]);
    expect(await homeownerRequests(handle.db, "ended@example.com")).toEqual([expect.objectContaining({ status: "new", waitsUntil: null })]);

    expect(await endFinishedWaits(handle.db)).toEqual([ended.leadId]);
    expect(await homeownerRequests(handle.db, "ended@example.com")).toEqual([
      expect.objectContaining({ status: "closed", pros: [], waitsUntil: null, endedText: waitEndedText({ categoryName: "HVAC", zip: "43201" }) }),
    ]);
    const statuses = await handle.db.select({ id: leadRequests.id, status: leadRequests.status }).from(leadRequests);
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({ [ended.leadId]: "closed", [stillWaiting.leadId]: "new" });
    const events = await handle.db
      .select({ event: leadRequestEvents.event, to: leadRequestEvents.toStatus, actor: leadRequestEvents.actor, reason: leadRequestEvents.reason })
      .from(leadRequestEvents)
      .where(eq(leadRequestEvents.leadId, ended.leadId));
    expect(events).toEqual([{ event: "close", to: "closed", actor: "system", reason: WAIT_ENDED_REASON }]);
    const mail = await mailTo("ended@example.com");
    expect(mail.map((m) => m.template)).toEqual(["lead-confirmation", "lead-wait-ended"]);
    expect(mail[1]!.body).toContain("no verified pro near Columbus, OH 43201 became available");
    // Asking again starts from the same trade and ZIP, not from choosing the service again.
    expect(mail[1]!.body).toContain("/service-request?service=hvac&zip=43201");
    expect(await mailTo("still@example.com")).toHaveLength(1);

    // The homeowner's results say so; the operators' list counts it as never matched.
    expect(await resultsForLead(handle.db, ended.leadId, { showDemoExamples: true })).toMatchObject({
      noRealPro: true,
      endedText: waitEndedText({ categoryName: "HVAC", zip: "43201" }),
    });
    expect(await resultsForLead(handle.db, stillWaiting.leadId, { showDemoExamples: true })).toMatchObject({ noRealPro: true, endedText: null });
    // Summed over weeks: from Monday to Thursday, four days ago was last week.
    const unmet = await listUnmetDemand(handle.db);
    const total = (key: "requests" | "waiting" | "laterMatched") => unmet.reduce((sum, row) => sum + row[key], 0);
    expect({ requests: total("requests"), waiting: total("waiting"), laterMatched: total("laterMatched") }).toEqual({ requests: 2, waiting: 1, laterMatched: 0 });

    // A second sweep finds nothing more to close, and a pro who becomes available gets only the open request.
    expect(await endFinishedWaits(handle.db)).toEqual([]);
    expect(await mailTo("ended@example.com")).toHaveLength(2);
    await updateLeadPreferences(handle.db, waitingId, { weeklyLeadCap: 10, maxCreditsPerLead: 50, paused: false });
    const offered = await handle.db.select({ leadId: leadDeliveries.leadId }).from(leadDeliveries).where(eq(leadDeliveries.providerId, waitingId));
    expect(offered).toEqual([{ leadId: stillWaiting.leadId }]);
  });

  it("starts a new request when the homeowner asks again after the wait ended, instead of updating the closed one", async () => {
    const ended = await submitLead(handle.db, request(DEMO_ONLY_ZIP, "again"), new Date(Date.now() - 4 * DAY_MS));
    await endFinishedWaits(handle.db);
    // Signed in to the account of that address: the repeat of a request still open would update it.
    const access = { leadId: null, verifiedEmail: "again@example.com" };
    const again = await submitLead(handle.db, { ...request(DEMO_ONLY_ZIP, "again"), idempotencyKey: "honest-matching-again-2", access });
    expect(again.updatedExisting).toBe(false);
    expect(again.leadId).not.toBe(ended.leadId);
    const [row] = await handle.db.select({ status: leadRequests.status, heldUntil: leadRequests.heldUntil }).from(leadRequests).where(eq(leadRequests.id, again.leadId));
    expect(row!.status).toBe("new");
    expect(row!.heldUntil!.getTime()).toBeGreaterThan(Date.now());
  });

  it("offers a waiting request when a new week lets a pro at its weekly cap take it", async () => {
    const first = await submitLead(handle.db, request(DEMO_ONLY_ZIP, "first"));
    // Unpausing with a cap of one: the first request is offered, and the pro is at its cap.
    await updateLeadPreferences(handle.db, waitingId, { weeklyLeadCap: 1, maxCreditsPerLead: 50, paused: false });
    const second = await submitLead(handle.db, request(DEMO_ONLY_ZIP, "second"));
    const offers = () => handle.db.select({ leadId: leadDeliveries.leadId }).from(leadDeliveries).where(eq(leadDeliveries.providerId, waitingId));
    expect(await offers()).toEqual([{ leadId: first.leadId }]);
    expect(await offerStillWaitingRequests(handle.db)).toEqual([]);

    // A week later (the first offer a week old), the sweep offers the second.
    await handle.db
      .update(leadDeliveries)
      .set({ createdAt: new Date(Date.now() - 8 * DAY_MS) })
      .where(eq(leadDeliveries.leadId, first.leadId));
    expect(await offerStillWaitingRequests(handle.db)).toEqual([second.leadId]);
    expect((await offers()).map((row) => row.leadId).sort()).toEqual([first.leadId, second.leadId].sort());
    const [row] = await handle.db.select({ status: leadRequests.status }).from(leadRequests).where(eq(leadRequests.id, second.leadId));
    expect(row!.status).toBe("matched");
    expect((await mailTo("second@example.com")).map((m) => m.template)).toContain("lead-pro-found");
    // Taken: neither a second sweep nor the end of its wait touches it.
    expect(await offerStillWaitingRequests(handle.db)).toEqual([]);
    expect(await endFinishedWaits(handle.db, new Date(Date.now() + 4 * DAY_MS))).toEqual([]);
  });
});

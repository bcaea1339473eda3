import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-node";
import { ATTR_DB_QUERY_TEXT } from "@opentelemetry/semantic-conventions";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import {
  consentRecords,
  featuredPartners,
  leadContacts,
  leadDetails,
  leadDeliveries,
  leadDeliveryEvents,
  leadRequestEvents,
  leadRequests,
  leadSubmissions,
  notifications,
  providerCategories,
  providers,
  providerSubServices,
  providerServiceZips,
  pushSubscriptions,
  users,
} from "~/db/schema";
import { savePushSubscription } from "~/modules/notifications/push-subscriptions.server";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { insertCategories } from "../../../tests/support/catalog-fixtures";
import { RateLimiter } from "~/modules/security/rate-limit";
import { deliverLead } from "~/modules/matching/deliver-lead.server";
import { intakeLead, leadIntakeInput } from "./lead-intake.server";
import { leadAccessToken } from "~/modules/matching/lead-access.server";
import { CONSENT_VERSION, consentText, type LeadSubmitButton } from "./lead-form";
import { postLedgerEntry } from "~/modules/credits/ledger.server";
import { findMatchCandidates } from "~/modules/matching/match-candidates.server";
import { ineligibility } from "~/modules/matching/matching";
import { HOMEOWNER_OFFER_TEXT, OFFER_DEADLINE_TEXT } from "~/modules/pipeline/lead-labels";
import { moveRequest } from "~/modules/pipeline/index.server";
import { proLeadDetail } from "~/modules/portal/pro-inbox.server";
import { subServiceLabel } from "~/modules/catalog";

/** Each statement the drivers send is a span (app/db/traced-drivers.server.ts): what a submit reads, counted. */
const exporter = new InMemorySpanExporter();
const tracing = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });

const meta = { ip: "203.0.113.7", userAgent: "TestBrowser/1.0", pageUrl: "http://localhost/contact-info?service=hvac" };

/** A lead form as posted, read the way the routes read it. */
function leadForm(overrides: Record<string, string> = {}, button: LeadSubmitButton = "questionnaire", verifiedEmail: string | null = null) {
  const values: Record<string, string> = {
    firstName: "Dana",
    lastName: "Miller",
    email: "dana@example.com",
    phone: "6145550101",
    smsConsent: "on",
    service: "hvac",
    zip: "43215",
    system: "Heating - Repair",
    budget: "1000to3000",
    urgency: "soon",
    details: "Furnace blows cold air.",
    idempotencyKey: crypto.randomUUID(),
    ...overrides,
  };
  return leadIntakeInput(values, button, { verifiedEmail });
}

describe(`lead intake on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  let hvacId: number;
  const proIds: Record<string, string> = {};
  const limiter = () => new RateLimiter({ name: "test", limit: 100, windowMs: 60_000 });

  beforeAll(async () => {
    tracing.register();
    handle = await createTestDatabase();
    const db = handle.db;
    hvacId = (await insertCategories(db)).hvac!;

    // Five HVAC pros covering 43215: one featured, one paused, one without credits.
    const specs = [
      { slug: "alpha", rating: 48, reviews: 40, credits: 500 },
      { slug: "bravo", rating: 47, reviews: 30, credits: 500 },
      { slug: "charlie", rating: 46, reviews: 25, credits: 500, featured: true },
      { slug: "delta", rating: 49, reviews: 50, credits: 500, paused: true },
      { slug: "echo", rating: 50, reviews: 60, credits: 0 },
      { slug: "foxtrot", rating: 45, reviews: 10, credits: 500 },
    ];
    for (const spec of specs) {
      // Real pros: requests go only to pros with a verified account.
      await db.insert(users).values({ id: `user-${spec.slug}`, name: spec.slug, email: `${spec.slug}@example.com`, emailVerified: true });
      const [row] = await db
        .insert(providers)
        .values({
          userId: `user-${spec.slug}`,
          slug: spec.slug,
          businessName: `${spec.slug} Heating`,
          phone: "6145550199",
          email: `${spec.slug}@example.com`,
          baseZip: "43215",
          city: "Columbus",
          verificationStatus: "verified",
          ratingTenths: spec.rating,
          reviewCount: spec.reviews,
          medianResponseMinutes: 60,
          paused: spec.paused ?? false,
        })
        .returning({ id: providers.id });
      proIds[spec.slug] = row!.id;
      await db.insert(providerCategories).values({ providerId: row!.id, categoryId: hvacId });
      await db.insert(providerServiceZips).values([{ providerId: row!.id, zip: "43215" }, { providerId: row!.id, zip: "43201" }]);
      if (spec.credits) {
        await postLedgerEntry(db, { providerId: row!.id, kind: "grant", amount: spec.credits, idempotencyKey: `grant-${spec.slug}` });
      }
      if (spec.featured) {
        await db.insert(featuredPartners).values({
          categoryId: hvacId,
          providerId: row!.id,
          startsAt: new Date(Date.now() - 86_400_000),
          endsAt: new Date(Date.now() + 86_400_000 * 30),
        });
      }
    }
  });

  afterAll(async () => {
    await handle?.close();
    await tracing.shutdown();
  });

  beforeEach(async () => {
    await handle.db.delete(leadRequests);
    await handle.db.delete(notifications);
  });

  it("stores the lead, contact, consent, at most three matches (featured first) and notifications in one go", async () => {
    const result = await intakeLead(handle.db, leadForm(), meta, { limiter: limiter() });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const leadId = result.value.leadId;

    const [lead] = await handle.db.select().from(leadRequests).where(eq(leadRequests.id, leadId));
    expect(lead).toMatchObject({ status: "matched", budget: 1000, zipCode: "43215", categoryId: hvacId });
    // The title tells this request apart: the job, the town and the Ohio day (lead-title.ts), not "HVAC Service Request".
    expect(lead!.title).toMatch(/^HVAC(: .+)? in Columbus, [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(lead!.description).toBe("Furnace blows cold air.");

    const matches = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId)).orderBy(leadDeliveries.rank);
    expect(matches.map((m) => m.providerId)).toEqual([proIds.charlie, proIds.alpha, proIds.bravo]);
    expect(result.value.matchedProviderIds).toHaveLength(3);

    const [consent] = await handle.db.select().from(consentRecords).where(eq(consentRecords.leadId, leadId));
    expect(consent).toMatchObject({ consentVersion: CONSENT_VERSION, smsConsent: true, ip: meta.ip, userAgent: meta.userAgent, pageUrl: meta.pageUrl });
    expect(consent!.consentText).toBe(consentText("questionnaire"));

    const queued = await handle.db.select().from(notifications);
    expect(queued.filter((n) => n.template === "lead-offered")).toHaveLength(3);
    // Each pro is told the offer's deadline (it expires unaccepted: app/modules/matching/unanswered-offers.server.ts).
    for (const offer of queued.filter((n) => n.template === "lead-offered")) expect(offer.body).toContain(OFFER_DEADLINE_TEXT);
    const confirmations = queued.filter((n) => n.template === "lead-confirmation");
    expect(confirmations.map((n) => n.recipient)).toEqual(["dana@example.com"]);
    // A pro calls only once it takes the request: the homeowner is not promised a call before that.
    expect(confirmations[0]!.body).toContain(`We sent your request to 3 vetted local pros. ${HOMEOWNER_OFFER_TEXT}`);
    // The answers come back to the homeowner, so a wrong number can be caught before a pro dials it.
    expect(confirmations[0]!.body).toContain("What you sent us:\n- Service: ");
    expect(confirmations[0]!.body).toMatch(/- Your phone: \(\d{3}\) \d{3}-\d{4} \(the pros who take your request call or text it/);
  });

  it("queues a push for each device of a matched pro, which opens the new lead, in the request's statement", async () => {
    // alpha's account (user-alpha, verified) comes from beforeAll: every matched pro has one.
    const subscription = { endpoint: "https://fcm.googleapis.com/fcm/send/alpha-phone", p256dh: `B${"A".repeat(86)}`, auth: "YXV0aC1zZWNyZXQtMTIzNA" };
    await savePushSubscription(handle.db, { userId: "user-alpha", subscription, device: "Chrome on Android" });
    try {
      exporter.reset();
      const result = await intakeLead(handle.db, leadForm(), meta, { limiter: limiter() });
      if (!result.ok) throw new Error("the lead was refused");
      // What the submit asks of its recipients: the e-mails they turned off with their devices in one statement, and
      // the push and quiet-hours choices of those with a device in one more (a statement per table before).
      const reads = exporter
        .getFinishedSpans()
        .map((span) => span.attributes[ATTR_DB_QUERY_TEXT])
        .filter((text) => typeof text === "string" && /notification_preferences|push_subscriptions|channel_choices|quiet_hours/.test(text));
      expect(reads).toHaveLength(2);
      const pushes = await handle.db.select().from(notifications).where(eq(notifications.channel, "push"));
      expect(pushes).toHaveLength(1);
      // Named by the request's own title (job, town, day), as in the pro's inbox.
      const [stored] = await handle.db.select({ title: leadRequests.title }).from(leadRequests).where(eq(leadRequests.id, result.value.leadId));
      expect(stored!.title).toMatch(/^HVAC.* in Columbus, [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      expect(pushes[0]).toMatchObject({
        template: "lead-offered",
        userId: "user-alpha",
        subject: `New lead: ${stored!.title}`,
        openPath: `/provider/leads/${result.value.leadId}`,
        status: "pending",
      });
      expect(pushes[0]!.body).toMatch(/Accept it for \d+ credits to see the contact details\.$/);
    } finally {
      // alpha keeps its account: without it alpha is no real pro and no later request would reach it.
      await handle.db.delete(pushSubscriptions);
    }
  });

  it("sends a questionnaire choice with a job type only to pros who do that job or chose no job types", async () => {
    // alpha does furnaces only, bravo air conditioning only; the others chose no job types.
    await handle.db.insert(providerSubServices).values([
      { providerId: proIds.alpha!, categoryId: hvacId, subServiceSlug: "furnace-repair" },
      { providerId: proIds.bravo!, categoryId: hvacId, subServiceSlug: "ac-repair" },
    ]);
    try {
      const matchedFor = async (system: string) => {
        const selectedOption = system.startsWith("Air") ? "air-conditioning" : "heating";
        const form = leadForm({ system, selectedOption, email: `${crypto.randomUUID()}@example.com` });
        const result = await intakeLead(handle.db, form, meta, { limiter: limiter() });
        if (!result.ok) throw new Error("intake failed");
        const matches = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, result.value.leadId)).orderBy(leadDeliveries.rank);
        return matches.map((m) => m.providerId);
      };
      expect(await matchedFor("Air conditioning - Repair an AC that isn't cooling")).toEqual([proIds.charlie, proIds.bravo, proIds.foxtrot]);
      expect(await matchedFor("Heating - Repair a furnace or no heat")).toEqual([proIds.charlie, proIds.alpha, proIds.foxtrot]);
      // A broad choice stays open to the whole category.
      expect(await matchedFor("Heating - Heat pump install or repair")).toEqual([proIds.charlie, proIds.alpha, proIds.bravo]);
    } finally {
      await handle.db.delete(providerSubServices);
    }
  });

  it("gives the pro's lead page the service a hand-made post named: a label as the questionnaire writes it, else the homeowner's words", async () => {
    const serviceOnLeadPage = async (system: string) => {
      const result = await intakeLead(handle.db, leadForm({ system, email: `${crypto.randomUUID()}@example.com` }), meta, { limiter: limiter() });
      if (!result.ok) throw new Error("intake failed");
      // What the lead page reads (proLeadDetail) and how it says it (app/routes/portal/lead-detail.tsx).
      const lead = await proLeadDetail(handle.db, proIds.alpha!, result.value.leadId);
      return { service: subServiceLabel(lead.categorySlug, lead.subService), title: lead.title };
    };
    // Not "Service: Not given" (decision 071): words of no label, on one line, as plain text.
    const words = await serviceOnLeadPage("  Furnace\r\n bangs <b>at night</b>  ");
    expect(words.service).toBe("Furnace bangs <b>at night</b>");
    expect(words.title).toMatch(/^HVAC: Furnace bangs <b>at night<\/b> in Columbus, /);
    // A label retyped (case, dash, no selectedOption) is the label, which matching also reads.
    expect((await serviceOnLeadPage("heating \u2013 repair a furnace or no heat")).service).toBe("Heating - Repair a furnace or no heat");
  });

  it("records the request's move to matched and each pro's offer with the request", async () => {
    const result = await intakeLead(handle.db, leadForm(), meta, { limiter: limiter() });
    if (!result.ok) throw new Error("intake failed");
    const leadId = result.value.leadId;
    const moves = await handle.db.select().from(leadRequestEvents).where(eq(leadRequestEvents.leadId, leadId));
    expect(moves.map((m) => [m.fromStatus, m.event, m.toStatus, m.actor])).toEqual([["new", "match", "matched", "system"]]);
    const offers = await handle.db.select().from(leadDeliveryEvents).where(eq(leadDeliveryEvents.leadId, leadId));
    expect(offers.map((o) => [o.providerId, o.event, o.toStatus]).sort()).toEqual(
      result.value.matchedProviderIds.map((id) => [id, "offer", "offered"]).sort(),
    );
  });

  it("leaves a request nobody could take new, with no moves", async () => {
    const result = await intakeLead(handle.db, leadForm({ zip: "45202" }), meta, { limiter: limiter() });
    if (!result.ok) throw new Error("intake failed");
    const [lead] = await handle.db.select().from(leadRequests).where(eq(leadRequests.id, result.value.leadId));
    expect(lead!.status).toBe("new");
    expect(await handle.db.$count(leadRequestEvents, eq(leadRequestEvents.leadId, result.value.leadId))).toBe(0);
    expect(await handle.db.$count(notifications, eq(notifications.template, "lead-confirmation"))).toBe(1);
  });

  it("writes nothing of a request when any part of it fails", async () => {
    // The database refuses the e-mails: the lead, contact, consent, key, matches and events must go with them.
    await handle.db.execute(sql`create function refuse_mail() returns trigger language plpgsql as $$
      begin raise exception 'no mail today'; end $$`);
    await handle.db.execute(sql`create trigger refuse_mail before insert on notifications for each row execute function refuse_mail()`);
    try {
      const result = await intakeLead(handle.db, leadForm(), meta, { limiter: limiter() });
      expect(result).toMatchObject({ ok: false, reason: "failed" });
    } finally {
      await handle.db.execute(sql`drop trigger refuse_mail on notifications`);
      await handle.db.execute(sql`drop function refuse_mail()`);
    }
    for (const table of [leadRequests, leadContacts, leadDetails, consentRecords, leadSubmissions, leadDeliveries, leadDeliveryEvents, leadRequestEvents]) {
      expect(await handle.db.$count(table)).toBe(0);
    }
  });

  it("creates one lead for a double submit with the same idempotency key", async () => {
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([
      intakeLead(handle.db, leadForm({ idempotencyKey: key }), meta, { limiter: limiter() }),
      intakeLead(handle.db, leadForm({ idempotencyKey: key }), meta, { limiter: limiter() }),
    ]);
    expect(a.ok).toBe(true);
    expect(b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(a.value.leadId).toBe(b.value.leadId);
    expect(await handle.db.$count(leadRequests)).toBe(1);
  });

  it("makes a repeat from someone without the request's access a new request: an e-mail and a phone are not enough", async () => {
    const first = await intakeLead(handle.db, leadForm(), meta, { limiter: limiter() });
    const stranger = await intakeLead(
      handle.db,
      leadForm({ firstName: "Mallory", details: "Overwritten by a stranger.", budget: "3000to5000", lead: "", token: "" }),
      meta,
      { limiter: limiter() },
    );
    // A results link for another request, or a forged token, gives no access to this one either.
    const forged = await intakeLead(
      handle.db,
      leadForm({ details: "Forged token.", lead: first.ok ? first.value.leadId : "", token: "x".repeat(32) }),
      meta,
      { limiter: limiter() },
    );
    // Signed in, but with another verified address.
    const otherAccount = await intakeLead(handle.db, leadForm({ details: "Another account." }, "questionnaire", "mallory@example.com"), meta, {
      limiter: limiter(),
    });
    if (!first.ok || !stranger.ok || !forged.ok || !otherAccount.ok) throw new Error("expected all accepted");
    for (const repeat of [stranger, forged, otherAccount]) {
      expect(repeat.value.updatedExisting).toBe(false);
      expect(repeat.value.leadId).not.toBe(first.value.leadId);
    }
    expect(await handle.db.$count(leadRequests)).toBe(4);
    const [lead] = await handle.db.select().from(leadRequests).where(eq(leadRequests.id, first.value.leadId));
    expect(lead).toMatchObject({ description: "Furnace blows cold air.", budgetOption: "1000to3000" });
    expect((await handle.db.select().from(notifications)).filter((n) => n.template === "lead-updated")).toEqual([]);
  });

  it("lets the signed-in owner (the request's verified address) update it", async () => {
    const first = await intakeLead(handle.db, leadForm(), meta, { limiter: limiter() });
    const owner = await intakeLead(handle.db, leadForm({ details: "From my account." }, "questionnaire", "Dana@Example.com"), meta, {
      limiter: limiter(),
    });
    if (!first.ok || !owner.ok) throw new Error("expected both accepted");
    expect(owner.value).toMatchObject({ leadId: first.value.leadId, updatedExisting: true });
    expect(await handle.db.$count(leadRequests)).toBe(1);
  });

  it("starts a new request when the holder asks again after the earlier one closed, as the closing e-mail invites", async () => {
    const first = await intakeLead(handle.db, leadForm(), meta, { limiter: limiter() });
    if (!first.ok) throw new Error("expected accepted");
    // Closed as the sweep closes a request no pro took ("lead-no-pro-answered": "you can ask again"), or a homeowner's "I no longer need this".
    await handle.db.transaction((tx) => moveRequest(tx, { leadId: first.value.leadId, event: "close", actor: "system", reason: "test" }));
    const access = { lead: first.value.leadId, token: leadAccessToken(first.value.leadId) };
    const again = await intakeLead(handle.db, leadForm({ idempotencyKey: crypto.randomUUID(), ...access }), meta, { limiter: limiter() });
    if (!again.ok) throw new Error("expected accepted");
    expect(again.value).toMatchObject({ updatedExisting: false });
    expect(again.value.leadId).not.toBe(first.value.leadId);
    const mail = await handle.db.select().from(notifications);
    expect(mail.filter((n) => n.template === "lead-updated")).toEqual([]);
    expect(mail.filter((n) => n.template === "lead-confirmation")).toHaveLength(2);
  });

  it("updates the earlier request when its holder (the signed results link) asks again for the same category and ZIP", async () => {
    const first = await intakeLead(handle.db, leadForm(), meta, { limiter: limiter() });
    if (!first.ok) throw new Error("expected accepted");
    const access = { lead: first.value.leadId, token: leadAccessToken(first.value.leadId) };
    const repeatKey = crypto.randomUUID();
    const second = await intakeLead(
      handle.db,
      leadForm({
        email: "DANA@example.com",
        firstName: "Mallory",
        details: "Now it makes a noise too.",
        budget: "3000to5000",
        urgency: "",
        idempotencyKey: repeatKey,
        ...access,
      }),
      meta,
      { limiter: limiter() },
    );
    if (!first.ok || !second.ok) throw new Error("expected both accepted");
    expect(second.value.leadId).toBe(first.value.leadId);
    expect(second.value.updatedExisting).toBe(true);
    expect(await handle.db.$count(leadRequests)).toBe(1);
    const [lead] = await handle.db.select().from(leadRequests);
    expect(lead).toMatchObject({ description: "Now it makes a noise too.", budgetOption: "3000to5000", budget: 3000 });
    expect(await handle.db.$count(consentRecords)).toBe(2);

    // The contact stays as its owner entered it, an answer left out is not erased,
    // and the link goes to the owner's inbox.
    const [contact] = await handle.db.select().from(leadContacts).where(eq(leadContacts.leadId, first.value.leadId));
    expect(contact).toMatchObject({ firstName: "Dana", email: "dana@example.com" });
    const [details] = await handle.db.select().from(leadDetails).where(eq(leadDetails.leadId, first.value.leadId));
    expect(details).toMatchObject({ urgency: "soon" });
    const updated = (await handle.db.select().from(notifications)).filter((n) => n.template === "lead-updated");
    expect(updated.map((n) => n.recipient)).toEqual(["dana@example.com"]);
    expect(updated[0]!.body).toContain(`/search?lead=${first.value.leadId}&token=`);

    // Replaying the repeat's key still says it was an update (so no link is handed out).
    const replay = await intakeLead(handle.db, leadForm({ idempotencyKey: repeatKey, ...access }), meta, { limiter: limiter() });
    expect(replay).toMatchObject({ ok: true, value: { replayed: true, updatedExisting: true } });

    const otherZip = await intakeLead(handle.db, leadForm({ zip: "43201", ...access }), meta, { limiter: limiter() });
    if (!otherZip.ok) throw new Error("expected accepted");
    expect(otherZip.value.leadId).not.toBe(first.value.leadId);
  });

  it("stores the consent page without the homeowner's details from its query string", async () => {
    const result = await intakeLead(
      handle.db,
      leadForm({}, "phone"),
      { ...meta, pageUrl: "http://localhost/search?query=x&zip=43215&firstName=Dana&email=dana%40example.com&phone=6145550101" },
      { limiter: limiter() },
    );
    if (!result.ok) throw new Error("expected accepted");
    const [consent] = await handle.db.select().from(consentRecords).where(eq(consentRecords.leadId, result.value.leadId));
    expect(consent!.pageUrl).toBe("http://localhost/search?query=x&zip=43215");
    // The text of the button that sent it, not the questionnaire's.
    expect(consent!.consentText).toBe(consentText("phone"));
  });

  it("prices a delivery to a request without matches from its category, never at zero", async () => {
    // A pro covering 43230 whose maximum (10 credits) is below the HVAC price: the request gets no match.
    const [golf] = await handle.db
      .insert(providers)
      .values({
        slug: "golf",
        businessName: "golf Heating",
        phone: "6145550198",
        email: "golf@example.com",
        baseZip: "43230",
        city: "Gahanna",
        verificationStatus: "verified",
        ratingTenths: 48,
        reviewCount: 20,
        maxCreditsPerLead: 10,
      })
      .returning({ id: providers.id });
    await handle.db.insert(providerCategories).values({ providerId: golf!.id, categoryId: hvacId });
    await handle.db.insert(providerServiceZips).values({ providerId: golf!.id, zip: "43230" });
    await postLedgerEntry(handle.db, { providerId: golf!.id, kind: "grant", amount: 500, idempotencyKey: "grant-golf" });

    const result = await intakeLead(handle.db, leadForm({ zip: "43230", email: "gahanna@example.com" }), meta, {
      limiter: limiter(),
    });
    if (!result.ok) throw new Error("expected accepted");
    expect(result.value.matchedProviderIds).toEqual([]);
    await expect(deliverLead(handle.db, { leadId: result.value.leadId, providerIds: [golf!.id], intent: "phone" })).rejects.toThrow(
      /cannot take/,
    );
    expect(await handle.db.$count(leadDeliveries)).toBe(0);
  });

  it("answers bad input with field messages and stores nothing", async () => {
    const result = await intakeLead(handle.db, leadForm({ firstName: "", phone: "12-34" }), meta, { limiter: limiter() });
    expect(result).toMatchObject({
      ok: false,
      reason: "invalid",
      errors: { firstName: "First name is required", phone: "Phone number must be at least 10 digits" },
    });
    const badZip = await intakeLead(handle.db, leadForm({ zip: "90210" }), meta, { limiter: limiter() });
    expect(badZip).toMatchObject({ ok: false, reason: "invalid" });
    expect(await handle.db.$count(leadRequests)).toBe(0);
  });

  it("ignores a filled honeypot without storing anything", async () => {
    const result = await intakeLead(handle.db, leadForm({ company_website: "http://spam.test" }), meta, { limiter: limiter() });
    expect(result).toEqual({ ok: false, reason: "ignored" });
    expect(await handle.db.$count(leadRequests)).toBe(0);
  });

  it("rate-limits per IP", async () => {
    const tight = new RateLimiter({ name: "test", limit: 2, windowMs: 60_000 });
    await intakeLead(handle.db, leadForm(), meta, { limiter: tight });
    await intakeLead(handle.db, leadForm({ email: "x@example.com" }), meta, { limiter: tight });
    const third = await intakeLead(handle.db, leadForm({ email: "y@example.com" }), meta, { limiter: tight });
    expect(third).toMatchObject({ ok: false, reason: "rate-limited" });
    const otherIp = await intakeLead(handle.db, leadForm({ email: "z@example.com" }), { ...meta, ip: "198.51.100.1" }, { limiter: tight });
    expect(otherIp.ok).toBe(true);
  });

  it("delivers to the chosen pro once, with the intent recorded", async () => {
    const result = await intakeLead(handle.db, leadForm(), meta, { limiter: limiter() });
    if (!result.ok) throw new Error("expected accepted");
    const leadId = result.value.leadId;
    const delivered = await deliverLead(handle.db, { leadId, providerIds: [proIds.alpha!], intent: "phone" });
    expect(delivered.delivered).toEqual([{ providerId: proIds.alpha, businessName: "alpha Heating", phone: "6145550199" }]);
    await deliverLead(handle.db, { leadId, providerIds: [proIds.alpha!], intent: "phone" });
    const [match] = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.providerId, proIds.alpha!));
    expect(match).toMatchObject({ homeownerIntent: "phone" });
    expect(match!.deliveredAt).not.toBeNull();
    const phoneNotices = (await handle.db.select().from(notifications)).filter((n) => n.template === "lead-phone");
    expect(phoneNotices).toHaveLength(1);

    // A pro outside the three matches cannot be added to a full request.
    await expect(deliverLead(handle.db, { leadId, providerIds: [proIds.foxtrot!], intent: "message", message: "Hi" })).rejects.toThrow(
      /at most three/,
    );
    const all = await deliverLead(handle.db, { leadId, providerIds: "all", intent: "all" });
    expect(all.delivered).toHaveLength(3);
  });

  it("keeps the contact details off the lead row itself", async () => {
    const result = await intakeLead(handle.db, leadForm(), meta, { limiter: limiter() });
    if (!result.ok) throw new Error("expected accepted");
    const [contact] = await handle.db.select().from(leadContacts).where(eq(leadContacts.leadId, result.value.leadId));
    expect(contact).toMatchObject({ firstName: "Dana", email: "dana@example.com", phone: "6145550101", contactKey: "dana@example.com|6145550101" });
  });

  it("offers leads to a pro with an account only once its e-mail is verified", async () => {
    await handle.db.insert(users).values({ id: "user-hotel", name: "Hotel Owner", email: "hotel@example.com" });
    const [hotel] = await handle.db
      .insert(providers)
      .values({ slug: "hotel", userId: "user-hotel", businessName: "Hotel Heating", phone: "6145550198", email: "hotel@example.com", baseZip: "43215", city: "Columbus", verificationStatus: "verified" })
      .returning({ id: providers.id });
    await handle.db.insert(providerCategories).values({ providerId: hotel!.id, categoryId: hvacId });
    await handle.db.insert(providerServiceZips).values({ providerId: hotel!.id, zip: "43215" });
    await postLedgerEntry(handle.db, { providerId: hotel!.id, kind: "grant", amount: 500, idempotencyKey: "grant-hotel" });
    const candidate = async () => (await findMatchCandidates(handle.db, { categoryId: hvacId, zip: "43215" })).find((c) => c.id === hotel!.id)!;
    expect(ineligibility(await candidate(), 28)).toBe("email-not-verified");
    await handle.db.update(users).set({ emailVerified: true }).where(eq(users.id, "user-hotel"));
    expect(ineligibility(await candidate(), 28)).toBeNull();
    // Its lead e-mails carry the account, so its notification preferences apply.
    expect((await candidate()).userId).toBe("user-hotel");
    // A business without an account (as demo businesses are) is never offered a lead.
    await handle.db.update(providers).set({ userId: null }).where(eq(providers.id, hotel!.id));
    expect(ineligibility(await candidate(), 28)).toBe("no-account");
  });
});

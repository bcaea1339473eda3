import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import {
  consentRecords,
  featuredPartners,
  leadContacts,
  leadDetails,
  leadMatches,
  leadRequests,
  notifications,
  providerCategories,
  providers,
  providerServiceZips,
  serviceCategories,
} from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "~/db/test-database.server";
import { SERVICES } from "~/modules/catalog/services";
import { RateLimiter } from "~/modules/security/rate-limit";
import { deliverLead } from "./deliver-lead.server";
import { intakeLead } from "./lead-intake.server";
import { CONSENT_VERSION } from "./lead-form";
import { postLedgerEntry } from "~/modules/credits/ledger.server";

const meta = { ip: "203.0.113.7", userAgent: "TestBrowser/1.0", pageUrl: "http://localhost/contact-info?service=hvac" };

function leadForm(overrides: Record<string, string> = {}) {
  const form = new FormData();
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
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  return form;
}

describe(`lead intake on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  let hvacId: number;
  const proIds: Record<string, string> = {};
  const limiter = () => new RateLimiter({ limit: 100, windowMs: 60_000 });

  beforeAll(async () => {
    handle = await createTestDatabase();
    const db = handle.db;
    const categories = await db
      .insert(serviceCategories)
      .values(SERVICES.map((s, i) => ({ slug: s.slug, name: s.name, description: s.description, sortOrder: i })))
      .returning({ id: serviceCategories.id, slug: serviceCategories.slug });
    hvacId = categories.find((c) => c.slug === "hvac")!.id;

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
      const [row] = await db
        .insert(providers)
        .values({
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
  });

  beforeEach(async () => {
    await handle.db.delete(leadRequests);
    await handle.db.delete(notifications);
  });

  it("stores the lead, contact, consent, at most three matches (featured first) and notifications in one go", async () => {
    const result = await intakeLead(handle.db, leadForm(), meta, { source: "questionnaire", limiter: limiter() });
    expect(result.kind).toBe("accepted");
    if (result.kind !== "accepted") return;
    const leadId = result.lead.leadId;

    const [lead] = await handle.db.select().from(leadRequests).where(eq(leadRequests.id, leadId));
    expect(lead).toMatchObject({ title: "HVAC Service Request", status: "matched", budget: 1000, zipCode: "43215", categoryId: hvacId });
    expect(lead!.description).toBe("Furnace blows cold air.");

    const matches = await handle.db.select().from(leadMatches).where(eq(leadMatches.leadId, leadId)).orderBy(leadMatches.rank);
    expect(matches.map((m) => m.providerId)).toEqual([proIds.charlie, proIds.alpha, proIds.bravo]);
    expect(result.lead.matchedProviderIds).toHaveLength(3);

    const [consent] = await handle.db.select().from(consentRecords).where(eq(consentRecords.leadId, leadId));
    expect(consent).toMatchObject({ consentVersion: CONSENT_VERSION, smsConsent: true, ip: meta.ip, userAgent: meta.userAgent, pageUrl: meta.pageUrl });
    expect(consent!.consentText).toContain("Buckeye Pros");
    expect(consent!.consentText).toContain("not a condition");

    const queued = await handle.db.select().from(notifications);
    expect(queued.filter((n) => n.template === "lead-offered")).toHaveLength(3);
    expect(queued.filter((n) => n.template === "lead-confirmation").map((n) => n.recipient)).toEqual(["dana@example.com"]);
  });

  it("creates one lead for a double submit with the same idempotency key", async () => {
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([
      intakeLead(handle.db, leadForm({ idempotencyKey: key }), meta, { source: "questionnaire", limiter: limiter() }),
      intakeLead(handle.db, leadForm({ idempotencyKey: key }), meta, { source: "questionnaire", limiter: limiter() }),
    ]);
    expect(a.kind).toBe("accepted");
    expect(b.kind).toBe("accepted");
    if (a.kind !== "accepted" || b.kind !== "accepted") return;
    expect(a.lead.leadId).toBe(b.lead.leadId);
    expect(await handle.db.$count(leadRequests)).toBe(1);
  });

  it("updates the earlier request when the same contact asks again for the same category and ZIP", async () => {
    const first = await intakeLead(handle.db, leadForm(), meta, { source: "questionnaire", limiter: limiter() });
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
      }),
      meta,
      { source: "questionnaire", limiter: limiter() },
    );
    if (first.kind !== "accepted" || second.kind !== "accepted") throw new Error("expected both accepted");
    expect(second.lead.leadId).toBe(first.lead.leadId);
    expect(second.lead.updatedExisting).toBe(true);
    expect(await handle.db.$count(leadRequests)).toBe(1);
    const [lead] = await handle.db.select().from(leadRequests);
    expect(lead).toMatchObject({ description: "Now it makes a noise too.", budgetOption: "3000to5000", budget: 3000 });
    expect(await handle.db.$count(consentRecords)).toBe(2);

    // The contact stays as its owner entered it, an answer left out is not erased,
    // and the link goes to the owner's inbox.
    const [contact] = await handle.db.select().from(leadContacts).where(eq(leadContacts.leadId, first.lead.leadId));
    expect(contact).toMatchObject({ firstName: "Dana", email: "dana@example.com" });
    const [details] = await handle.db.select().from(leadDetails).where(eq(leadDetails.leadId, first.lead.leadId));
    expect(details).toMatchObject({ urgency: "soon" });
    const updated = (await handle.db.select().from(notifications)).filter((n) => n.template === "lead-updated");
    expect(updated.map((n) => n.recipient)).toEqual(["dana@example.com"]);
    expect(updated[0]!.body).toContain(`/search?lead=${first.lead.leadId}&token=`);

    // Replaying the repeat's key still says it was an update (so no link is handed out).
    const replay = await intakeLead(handle.db, leadForm({ idempotencyKey: repeatKey }), meta, { source: "questionnaire", limiter: limiter() });
    expect(replay).toMatchObject({ kind: "accepted", lead: { replayed: true, updatedExisting: true } });

    const otherZip = await intakeLead(handle.db, leadForm({ zip: "43201" }), meta, { source: "questionnaire", limiter: limiter() });
    if (otherZip.kind !== "accepted") throw new Error("expected accepted");
    expect(otherZip.lead.leadId).not.toBe(first.lead.leadId);
  });

  it("stores the consent page without the homeowner's details from its query string", async () => {
    const result = await intakeLead(
      handle.db,
      leadForm(),
      { ...meta, pageUrl: "http://localhost/search?query=x&zip=43215&firstName=Dana&email=dana%40example.com&phone=6145550101" },
      { source: "search", limiter: limiter() },
    );
    if (result.kind !== "accepted") throw new Error("expected accepted");
    const [consent] = await handle.db.select().from(consentRecords).where(eq(consentRecords.leadId, result.lead.leadId));
    expect(consent!.pageUrl).toBe("http://localhost/search?query=x&zip=43215");
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
      source: "questionnaire",
      limiter: limiter(),
    });
    if (result.kind !== "accepted") throw new Error("expected accepted");
    expect(result.lead.matchedProviderIds).toEqual([]);
    await expect(deliverLead(handle.db, { leadId: result.lead.leadId, providerIds: [golf!.id], intent: "phone" })).rejects.toThrow(
      /cannot take/,
    );
    expect(await handle.db.$count(leadMatches)).toBe(0);
  });

  it("answers bad input with field messages and stores nothing", async () => {
    const result = await intakeLead(handle.db, leadForm({ firstName: "", phone: "12ab" }), meta, { source: "questionnaire", limiter: limiter() });
    expect(result).toMatchObject({
      kind: "invalid",
      errors: { firstName: "First name is required", phone: "Phone number must be at least 10 digits" },
    });
    const badZip = await intakeLead(handle.db, leadForm({ zip: "90210" }), meta, { source: "questionnaire", limiter: limiter() });
    expect(badZip.kind).toBe("invalid");
    expect(await handle.db.$count(leadRequests)).toBe(0);
  });

  it("ignores a filled honeypot without storing anything", async () => {
    const result = await intakeLead(handle.db, leadForm({ company_website: "http://spam.test" }), meta, { source: "questionnaire", limiter: limiter() });
    expect(result.kind).toBe("ignored");
    expect(await handle.db.$count(leadRequests)).toBe(0);
  });

  it("rate-limits per IP", async () => {
    const tight = new RateLimiter({ limit: 2, windowMs: 60_000 });
    await intakeLead(handle.db, leadForm(), meta, { source: "questionnaire", limiter: tight });
    await intakeLead(handle.db, leadForm({ email: "x@example.com" }), meta, { source: "questionnaire", limiter: tight });
    const third = await intakeLead(handle.db, leadForm({ email: "y@example.com" }), meta, { source: "questionnaire", limiter: tight });
    expect(third.kind).toBe("rate-limited");
    const otherIp = await intakeLead(handle.db, leadForm({ email: "z@example.com" }), { ...meta, ip: "198.51.100.1" }, { source: "questionnaire", limiter: tight });
    expect(otherIp.kind).toBe("accepted");
  });

  it("delivers to the chosen pro once, with the intent recorded", async () => {
    const result = await intakeLead(handle.db, leadForm(), meta, { source: "questionnaire", limiter: limiter() });
    if (result.kind !== "accepted") throw new Error("expected accepted");
    const leadId = result.lead.leadId;
    const delivered = await deliverLead(handle.db, { leadId, providerIds: [proIds.alpha!], intent: "phone" });
    expect(delivered.delivered).toEqual([{ providerId: proIds.alpha, businessName: "alpha Heating", phone: "6145550199" }]);
    await deliverLead(handle.db, { leadId, providerIds: [proIds.alpha!], intent: "phone" });
    const [match] = await handle.db.select().from(leadMatches).where(eq(leadMatches.providerId, proIds.alpha!));
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
    const result = await intakeLead(handle.db, leadForm(), meta, { source: "questionnaire", limiter: limiter() });
    if (result.kind !== "accepted") throw new Error("expected accepted");
    const [contact] = await handle.db.select().from(leadContacts).where(eq(leadContacts.leadId, result.lead.leadId));
    expect(contact).toMatchObject({ firstName: "Dana", email: "dana@example.com", phone: "6145550101", contactKey: "dana@example.com|6145550101" });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { leadDeliveries, leadRequests, providerCategories, providers, providerServiceZips, users } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { insertCategories } from "../../../tests/support/catalog-fixtures";
import { postLedgerEntry } from "~/modules/credits/ledger.server";
import { RateLimiter } from "~/modules/security/rate-limit";
import { ALREADY_REQUESTED, contactAction } from "./contact-action.server";
import { CONTACT_FAILURE, GENERIC_FAILURE, MESSAGE_REQUIRED } from "./contact-actions";
import { leadAccessToken } from "~/modules/matching/lead-access.server";
import { deliveryRefusalText } from "~/modules/matching/delivery-refusals";
import { withdrawRequest } from "~/modules/pipeline/hire-closes-request.server";

const meta = { ip: "203.0.113.60", userAgent: "ContactActionTest/1.0", pageUrl: "http://localhost/search?query=furnace&zip=43215" };
const answers = { query: "furnace not heating", zip: "43215", service: "hvac" };
const contact = { firstName: "Robin", lastName: "Ames", phone: "6145550144" };
const wide = () => ({ limiter: new RateLimiter({ name: "test", limit: 100, windowMs: 60_000 }), intakeLimiter: new RateLimiter({ name: "test", limit: 100, windowMs: 60_000 }) });

describe(`/search contact action on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  let proId: string;

  beforeAll(async () => {
    handle = await createTestDatabase();
    const db = handle.db;
    const categories = await insertCategories(db);
    await db.insert(users).values({ id: "user-alpha", name: "Alpha", email: "alpha@example.com", emailVerified: true });
    const [pro] = await db
      .insert(providers)
      .values({
        userId: "user-alpha",
        slug: "alpha",
        businessName: "Alpha Heating",
        phone: "6145550199",
        email: "alpha@example.com",
        baseZip: "43215",
        city: "Columbus",
        verificationStatus: "verified",
        ratingTenths: 48,
        reviewCount: 20,
      })
      .returning({ id: providers.id });
    proId = pro!.id;
    await db.insert(providerCategories).values({ providerId: proId, categoryId: categories.hvac! });
    await db.insert(providerServiceZips).values({ providerId: proId, zip: "43215" });
    await postLedgerEntry(db, { providerId: proId, kind: "grant", amount: 500, idempotencyKey: "grant-alpha" });
  });

  afterAll(async () => {
    await handle?.close();
  });

  it("answers bad posts with 400 and the original app's words, storing nothing", async () => {
    const db = handle.db;
    expect(await contactAction(db, { intent: "nonsense" }, meta, wide())).toEqual({ outcome: { ok: false, message: GENERIC_FAILURE }, status: 400 });
    expect(await contactAction(db, { intent: "phone", providerId: "not-a-uuid" }, meta, wide())).toEqual({
      outcome: { ok: false, intent: "phone", message: CONTACT_FAILURE.phone },
      status: 400,
    });
    expect(await contactAction(db, { intent: "message", providerId: proId, message: "   " }, meta, wide())).toEqual({
      outcome: { ok: false, intent: "message", providerId: proId, messageError: MESSAGE_REQUIRED },
      status: 400,
    });
    expect(await handle.db.$count(leadRequests)).toBe(0);
  });

  it("asks for the details before delivering, with messages once the panel is sent, keeping the message", async () => {
    const first = await contactAction(handle.db, { ...answers, intent: "message", providerId: proId, message: "Tuesday?" }, meta, wide());
    expect(first).toEqual({
      outcome: { ok: false, intent: "message", providerId: proId, needsContact: true, errors: {}, message: "Tuesday?" },
      status: 400,
    });
    const typed = await contactAction(handle.db, { ...answers, ...contact, email: "robin@", intent: "phone", providerId: proId }, meta, wide());
    expect(typed.status).toBe(400);
    expect(typed.outcome).toMatchObject({
      needsContact: true,
      errors: { email: "Please enter a valid email address" },
      values: { firstName: "Robin", email: "robin@" },
    });
    // The panel sent empty (before its checks loaded, or without JavaScript) says what is missing too.
    const empty = await contactAction(handle.db, { ...answers, firstName: "", lastName: "", phone: "", email: "", intent: "phone", providerId: proId }, meta, wide());
    expect(empty.outcome).toMatchObject({ needsContact: true, errors: { firstName: "First name is required", email: "Please enter a valid email address" } });
    expect(await handle.db.$count(leadRequests)).toBe(0);
  });

  it("creates the lead once the details are there, delivers, and then works with the lead's token", async () => {
    const email = "robin@example.com";
    const sent = await contactAction(handle.db, { ...answers, ...contact, email, intent: "phone", providerId: proId }, meta, wide());
    expect(sent.status).toBe(200);
    if (!sent.outcome.ok) throw new Error("expected a delivery");
    const lead = sent.outcome.lead!;
    expect(lead.token).toBe(leadAccessToken(lead.id));
    expect(sent.outcome.delivered).toEqual([{ providerId: proId, phone: "6145550199" }]);

    const again = await contactAction(handle.db, { intent: "all", providerId: "", lead: lead.id, token: lead.token }, meta, wide());
    expect(again).toMatchObject({ status: 200, outcome: { ok: true, intent: "all", lead } });
    expect(await handle.db.$count(leadDeliveries)).toBe(1);

    // The same details again without the request's link (its lead and token) are no update of it:
    // knowing someone's e-mail and phone does not reach their request (decision 043, mayUpdate).
    // It is a new request, delivered like any other; the first is left as it was.
    const repeat = await contactAction(handle.db, { ...answers, ...contact, email, intent: "phone", providerId: proId }, meta, wide());
    expect(repeat.outcome).not.toHaveProperty("message", ALREADY_REQUESTED);
    expect(repeat.status).toBe(200);
    if (!repeat.outcome.ok) throw new Error("expected a new request, delivered");
    expect(repeat.outcome.lead?.id).not.toBe(lead.id);
    expect(repeat.outcome.delivered).toEqual([{ providerId: proId, phone: "6145550199" }]);
    expect(await handle.db.$count(leadRequests)).toBe(2);
    expect(await handle.db.$count(leadDeliveries)).toBe(2);
    // A forged token is no lead: the details are asked for again.
    const forged = await contactAction(handle.db, { ...answers, intent: "all", lead: lead.id, token: "forged" }, meta, wide());
    expect(forged.outcome).toMatchObject({ needsContact: true });
  });

  it("says the server's reason under the seed's words when a page left open posts after the homeowner closed the request", async () => {
    const sent = await contactAction(handle.db, { ...answers, ...contact, email: "stale.page@example.com", intent: "all", providerId: "" }, meta, wide());
    if (!sent.outcome.ok || !sent.outcome.lead) throw new Error("expected a delivery");
    const lead = sent.outcome.lead;
    // Closed in another tab: the pro's offer ended with the closing (decision 059).
    await withdrawRequest(handle.db, { leadId: lead.id, actor: "homeowner:stale-page" });

    for (const intent of ["phone", "message"] as const) {
      const stale = await contactAction(
        handle.db,
        { intent, providerId: proId, message: intent === "message" ? "Still free Tuesday?" : "", lead: lead.id, token: lead.token },
        meta,
        wide(),
      );
      // The seed's own words stay the toast's title; the closing, not a lapsed offer, is the reason under them.
      expect(stale).toEqual({
        outcome: { ok: false, intent, message: CONTACT_FAILURE[intent], reason: deliveryRefusalText("closed") },
        status: 409,
      });
    }
    expect(deliveryRefusalText("closed")).toContain("Reload the page");
  });

  it("tells a client that posts too often to wait, with the time to wait", async () => {
    const limiter = new RateLimiter({ name: "test", limit: 1, windowMs: 60_000 });
    await contactAction(handle.db, { intent: "nonsense" }, meta, { limiter });
    const limited = await contactAction(handle.db, { intent: "nonsense" }, meta, { limiter });
    expect(limited.status).toBe(429);
    expect(limited.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited.outcome).toMatchObject({ ok: false, message: expect.stringContaining("Too many requests") });
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { leadContacts, leadDeliveries, leadRequests, providerCategories, providers, providerServiceZips, serviceCategories, users } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { postLedgerEntry } from "~/modules/credits/ledger.server";
import { contactKey } from "~/modules/intake/create-lead.server";
import { moveDelivery, recordOffers } from "~/modules/pipeline/lead-events.server";
import { changeLeadStatus } from "~/modules/portal/lead-moves.server";
import { findMatchCandidates } from "~/modules/matching/match-candidates.server";
import { ineligibility } from "~/modules/matching/matching";
import { resultsForLead } from "~/modules/matching/search-results.server";
import { publicProfileBySlug } from "~/modules/providers/public-profile.server";
import { hideReview, replyToReview, submitReview } from "./reviews.server";

let handle: DatabaseHandle;
let categoryId: number;
let serial = 0;
const HOUR = 60 * 60 * 1000;

/**
 * A verified pro in the category at 43215 with credits, and typed-in figures the computed ones must replace. A real
 * pro (not a demo business) gets an account with a verified e-mail, as matching takes no other; a demo one has none.
 */
async function pro(options: { isDemo?: boolean } = {}): Promise<{ id: string; slug: string }> {
  serial += 1;
  const slug = `figures-pro-${serial}`;
  const userId = options.isDemo ? null : `user-${slug}`;
  if (userId) await handle.db.insert(users).values({ id: userId, name: slug, email: `figures${serial}@example.com`, emailVerified: true });
  const [row] = await handle.db
    .insert(providers)
    .values({
      userId,
      slug,
      businessName: `Figures Pro ${serial}`,
      phone: "6145550100",
      email: `figures${serial}@example.com`,
      baseZip: "43215",
      city: "Columbus",
      verificationStatus: "verified",
      ratingTenths: 50,
      reviewCount: 200,
      medianResponseMinutes: 10,
      answeredLeadCount: 300,
      isDemo: options.isDemo ?? false,
    })
    .returning({ id: providers.id });
  const id = row!.id;
  await handle.db.insert(providerCategories).values({ providerId: id, categoryId });
  await handle.db.insert(providerServiceZips).values({ providerId: id, zip: "43215" });
  await postLedgerEntry(handle.db, { providerId: id, kind: "grant", amount: 500, idempotencyKey: `grant-${id}` });
  return { id, slug };
}

/** A request delivered to the pro and accepted, offered at `offeredAt`. */
async function acceptedDelivery(providerId: string, offeredAt = new Date()): Promise<string> {
  serial += 1;
  const email = `home${serial}@example.com`;
  const [row] = await handle.db.insert(leadRequests).values({ title: "Furnace repair", zipCode: "43215", categoryId, status: "matched" }).returning({ id: leadRequests.id });
  const leadId = row!.id;
  await handle.db.insert(leadContacts).values({ leadId, firstName: "Kim", lastName: "Lee", email, phone: "6142223344", contactKey: contactKey({ email, phone: "6142223344" }) });
  await handle.db.insert(leadDeliveries).values({ leadId, providerId, rank: 1, priceCredits: 28, status: "accepted", createdAt: offeredAt });
  await recordOffers(handle.db, { leadId, providerIds: [providerId], now: offeredAt });
  return leadId;
}

async function review(providerId: string, rating: number, body = `A ${rating}-star job`) {
  const leadId = await acceptedDelivery(providerId);
  await changeLeadStatus(handle.db, { providerId, leadId, move: "hire" });
  return { leadId, ...(await submitReview(handle.db, { leadId, providerId, rating, body })) };
}

async function candidate(providerId: string) {
  const found = await findMatchCandidates(handle.db, { categoryId, zip: "43215" });
  return found.find((row) => row.id === providerId)!;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  const [category] = await handle.db.insert(serviceCategories).values({ slug: "hvac", name: "HVAC" }).returning({ id: serviceCategories.id });
  categoryId = category!.id;
});
afterAll(async () => handle?.close());

describe(`ratings and response figures computed from stored rows, on ${testDatabaseKind()}`, () => {
  it("matching reads the computed rating: under 4.5 stars from 5 reviews is refused, hiding the bad one lifts it", async () => {
    const { id } = await pro();
    // The pro starts with its typed-in 5.0 from 200 reviews replaced by what is stored: nothing yet.
    await review(id, 5);
    expect(await candidate(id)).toMatchObject({ ratingTenths: 50, reviewCount: 1 });
    for (const rating of [5, 4, 4]) await review(id, rating);
    const bad = await review(id, 1);
    expect(await candidate(id)).toMatchObject({ ratingTenths: 38, reviewCount: 5 });
    expect(ineligibility(await candidate(id), 28)).toBe("rating");

    await hideReview(handle.db, { reviewId: bad.reviewId, reason: "Written about another business", actor: "admin-1" });
    expect(await candidate(id)).toMatchObject({ ratingTenths: 45, reviewCount: 4 });
    expect(ineligibility(await candidate(id), 28)).toBeNull();
  });

  it("matching reads real pros' response times from events: a 30-hour median over 5 answered leads is refused", async () => {
    const { id } = await pro();
    const start = new Date(Date.now() - 40 * 24 * HOUR);
    for (let i = 0; i < 5; i += 1) {
      const offeredAt = new Date(start.getTime() + i * 24 * HOUR);
      const leadId = await acceptedDelivery(id, offeredAt);
      await handle.db.transaction((tx) =>
        moveDelivery(tx, { leadId, providerId: id, event: "contact", actor: `provider:${id}`, now: new Date(offeredAt.getTime() + 30 * HOUR) }),
      );
    }
    expect(await candidate(id)).toMatchObject({ medianResponseMinutes: 30 * 60, answeredLeadCount: 5 });
    expect(ineligibility(await candidate(id), 28)).toBe("response-time");
  });

  it("keeps a demo pro's own response figures", async () => {
    const { id } = await pro({ isDemo: true });
    expect(await candidate(id)).toMatchObject({ medianResponseMinutes: 10, answeredLeadCount: 300 });
  });

  it("shows computed figures, replies and hidden reasons on the profile and in search results", async () => {
    const { id, slug } = await pro();
    const kept = await review(id, 4, "Tidy work on the ductwork.");
    const hidden = await review(id, 1, "Words that break the rules.");
    await replyToReview(handle.db, { providerId: id, leadId: kept.leadId, reply: "Thanks for having us." });
    await hideReview(handle.db, { reviewId: hidden.reviewId, reason: "Personal details of a staff member", actor: "admin-1" });

    const profile = (await publicProfileBySlug(handle.db, slug))!;
    expect(profile.rating).toBe(4);
    expect(profile.reviewCount).toBe(1);
    // The pro answered its two leads itself (the hires) right away.
    expect(profile.responseTime).not.toContain("10 min");
    const shown = profile.reviews.find((row) => row.id === kept.reviewId)!;
    expect(shown).toMatchObject({ body: "Tidy work on the ductwork.", reply: "Thanks for having us.", hiddenReason: null });
    const placeholder = profile.reviews.find((row) => row.id === hidden.reviewId)!;
    expect(placeholder).toMatchObject({ hiddenReason: "Personal details of a staff member", body: "", rating: 0 });

    const results = (await resultsForLead(handle.db, kept.leadId, { showDemoExamples: false }))!;
    const card = results.pros.find((row) => row.id === id)!;
    expect(card).toMatchObject({ rating: 4, reviewCount: 1 });
    expect(card.reviews.map((row) => row.text)).toEqual(["Tidy work on the ductwork."]);
    const [stored] = await handle.db.select({ ratingTenths: providers.ratingTenths }).from(providers).where(eq(providers.id, id));
    expect(stored!.ratingTenths).toBe(40);
  });
});

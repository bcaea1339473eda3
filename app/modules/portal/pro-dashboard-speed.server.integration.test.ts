import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { leadDeliveries, leadRequests, providers, serviceCategories } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { moveDelivery, recordOffers } from "~/modules/pipeline/lead-events.server";
import { changeProStatus } from "~/modules/admin/vetting-actions.server";
import { BASE_LEAD_PRICE, leadPriceCredits } from "~/modules/credits/lead-price";
import { profileFactsOf } from "~/modules/providers/index.server";
import { dashboardSummary } from "./pro-dashboard.server";

let handle: DatabaseHandle;
let categoryId: number;
let providerId: string;
const MINUTE = 60_000;

/** A lead offered to the pro at `offeredAt`, accepted, and its homeowner contacted `minutes` later (the answer). */
async function answered(offeredAt: Date, minutes: number) {
  const [lead] = await handle.db.insert(leadRequests).values({ title: "HVAC", zipCode: "43215", categoryId, status: "matched" }).returning({ id: leadRequests.id });
  await handle.db.insert(leadDeliveries).values({ leadId: lead!.id, providerId, rank: 1, priceCredits: 1, createdAt: offeredAt });
  await recordOffers(handle.db, { leadId: lead!.id, providerIds: [providerId], now: offeredAt });
  await moveDelivery(handle.db, { leadId: lead!.id, providerId, event: "accept", actor: `provider:${providerId}`, now: offeredAt });
  await moveDelivery(handle.db, { leadId: lead!.id, providerId, event: "contact", actor: `provider:${providerId}`, now: new Date(offeredAt.getTime() + minutes * MINUTE) });
}

beforeAll(async () => {
  handle = await createTestDatabase();
  const [category] = await handle.db.insert(serviceCategories).values({ slug: "hvac", name: "HVAC" }).returning({ id: serviceCategories.id });
  categoryId = category!.id;
  const [pro] = await handle.db
    .insert(providers)
    .values({ slug: "speedy", businessName: "Speedy", phone: "6145550100", email: "speedy@example.com", baseZip: "43215", city: "Columbus", creditBalance: 100 })
    .returning({ id: providers.id });
  providerId = pro!.id;
});
afterAll(async () => handle?.close());

describe(`the pro's own speed on the dashboard, on ${testDatabaseKind()}`, () => {
  it("is the median of this Ohio month's leads, beside the all-time figure on the pro's card", async () => {
    // March 31, 23:30 in Ohio (EDT) is still last month; April 1, 00:30 is this one.
    await answered(new Date("2026-04-01T03:30:00Z"), 300);
    await answered(new Date("2026-04-01T04:30:00Z"), 4);
    await answered(new Date("2026-04-10T12:00:00Z"), 10);
    await answered(new Date("2026-04-12T12:00:00Z"), 60);
    const { summary } = await dashboardSummary(handle.db, providerId, new Date("2026-04-15T12:00:00Z"));
    expect(summary!.responseThisMonth).toMatchObject({ offered: 3, answered: 3, medianResponseMinutes: 10 });
    // All four leads, as homeowners see it: the median of 4, 10, 60 and 300 minutes.
    expect(summary!.cardMedianMinutes).toBe(35);
    expect(summary!.response.medianResponseMinutes).toBe(35);
  });
});

describe(`a rejected or suspended pro's dashboard, on ${testDatabaseKind()}`, () => {
  it("carries the operator's reason while the pro is rejected", async () => {
    const [pro] = await handle.db
      .insert(providers)
      .values({ slug: "turned-down", businessName: "Turned Down", phone: "6145550100", email: "down@example.com", baseZip: "43215", city: "Columbus" })
      .returning({ id: providers.id });
    const operator = { userId: "admin-1", email: "ops@example.com" };
    expect((await dashboardSummary(handle.db, pro!.id)).summary!.statusReason).toBeNull();
    expect(await changeProStatus(handle.db, operator, pro!.id, "reject", "Your HVAC license number did not match the state's records.")).toMatchObject({ ok: true });
    expect((await dashboardSummary(handle.db, pro!.id)).summary).toMatchObject({
      verificationStatus: "rejected",
      statusReason: "Your HVAC license number did not match the state's records.",
    });
  });
});

describe(`the dashboard's checklist facts, on ${testDatabaseKind()}`, () => {
  it("reads them with the figures; an unknown pro has none", async () => {
    const [pro] = await handle.db
      .insert(providers)
      .values({ slug: "facts-too", businessName: "Facts Too", phone: "6145550100", email: "facts-too@example.com", baseZip: "43215", city: "Columbus", creditBalance: 40 })
      .returning({ id: providers.id });
    const { facts, summary } = await dashboardSummary(handle.db, pro!.id);
    expect(facts).toEqual({
      categoryCount: 0,
      serviceZipCount: 0,
      hasLogo: false,
      hasInsurance: false,
      stateTrades: [],
      creditBalance: 40,
      maxCreditsPerLead: expect.any(Number),
      cheapestLeadCredits: BASE_LEAD_PRICE.cleaning,
      dearestLeadCredits: leadPriceCredits("renovation", "urgent"),
    });
    expect(summary).toMatchObject({ balance: 40 });
    const unknown = await dashboardSummary(handle.db, "00000000-0000-4000-8000-000000000000");
    expect(unknown).toEqual({ facts: profileFactsOf(undefined), summary: null });
  });
});

describe(`the dashboard's weeks, on ${testDatabaseKind()}`, () => {
  it("counts a lead in its Ohio week: Sunday 11:49 PM in Ohio is not next week's, though it is Monday in UTC", async () => {
    const [pro] = await handle.db
      .insert(providers)
      .values({ slug: "weekly", businessName: "Weekly", phone: "6145550100", email: "weekly@example.com", baseZip: "43215", city: "Columbus" })
      .returning({ id: providers.id });
    const [lead] = await handle.db.insert(leadRequests).values({ title: "HVAC", zipCode: "43215", categoryId, status: "matched" }).returning({ id: leadRequests.id });
    await handle.db.insert(leadDeliveries).values({ leadId: lead!.id, providerId: pro!.id, rank: 1, priceCredits: 1, createdAt: new Date("2026-11-30T04:49:00Z") });
    const { summary } = await dashboardSummary(handle.db, pro!.id, new Date("2026-11-30T05:30:00Z"));
    expect(summary!.weeks.slice(-2)).toEqual([
      { weekStart: "2026-11-23", leads: 1, creditsSpent: 0 },
      { weekStart: "2026-11-30", leads: 0, creditsSpent: 0 },
    ]);
  });
});

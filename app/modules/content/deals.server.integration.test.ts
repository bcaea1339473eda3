import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { partnerDeals, providers, serviceCategories } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { listCurrentDeals, listExpiredDeals, sampleDealExpiry, seedDeals } from "./deals.server";
import { DAY_MS } from "~/lib/ohio-time";

describe(`partner deals on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  const seededAt = new Date("2025-03-10T15:00:00Z");

  beforeAll(async () => {
    handle = await createTestDatabase({ seeded: true });
    // The demo data's categories, without the deals it seeds: each test below starts from none.
    await handle.db.delete(partnerDeals);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("inserts the three sample offers with their categories and a future expiry", async () => {
    expect(await seedDeals(handle.db, seededAt)).toEqual({ inserted: 3 });
    const rows = await handle.db
      .select({
        slug: partnerDeals.slug,
        price: partnerDeals.priceDollars,
        category: serviceCategories.slug,
        expiresAt: partnerDeals.expiresAt,
      })
      .from(partnerDeals)
      .innerJoin(serviceCategories, eq(serviceCategories.id, partnerDeals.categoryId))
      .orderBy(asc(partnerDeals.priceDollars));
    expect(rows.map(({ slug, price, category }) => ({ slug, price, category }))).toEqual([
      { slug: "electrical-safety-inspection", price: 99, category: "electrical" },
      { slug: "water-heater-install", price: 1999, category: "plumbing" },
      { slug: "air-conditioner-installation", price: 4499, category: "hvac" },
    ]);
    for (const row of rows) {
      expect(row.expiresAt.getTime() - seededAt.getTime()).toBeGreaterThanOrEqual(60 * DAY_MS);
    }
  });

  it("is idempotent: a later second run changes no row", async () => {
    const before = await handle.db.select().from(partnerDeals).orderBy(asc(partnerDeals.slug));
    const monthsLater = new Date("2025-07-01T12:00:00Z");
    expect(await seedDeals(handle.db, monthsLater)).toEqual({ inserted: 0 });
    const after = await handle.db.select().from(partnerDeals).orderBy(asc(partnerDeals.slug));
    expect(after).toEqual(before);
  });

  it("lists current offers soonest-ending first and never lists an expired one as current", async () => {
    const [electrical] = await handle.db
      .select({ id: serviceCategories.id })
      .from(serviceCategories)
      .where(eq(serviceCategories.slug, "electrical"));
    await handle.db.insert(partnerDeals).values([
      {
        slug: "old-panel-upgrade",
        categoryId: electrical!.id,
        title: "Panel upgrade",
        description: "Last winter's offer.",
        priceDollars: 1499,
        expiresAt: new Date("2025-03-01T04:59:59Z"),
      },
      {
        slug: "ev-charger-install",
        categoryId: electrical!.id,
        title: "EV charger installation",
        description: "Ends before the sample offers.",
        priceDollars: 799,
        expiresAt: new Date("2025-04-30T03:59:59Z"),
      },
    ]);

    const now = new Date("2025-03-15T12:00:00Z");
    const current = await listCurrentDeals(handle.db, now);
    expect(current.map((deal) => deal.slug)).toEqual([
      "ev-charger-install",
      "air-conditioner-installation",
      "water-heater-install",
      "electrical-safety-inspection",
    ]);
    expect(current.map((deal) => deal.slug)).not.toContain("old-panel-upgrade");
    expect(current[1]).toMatchObject({
      title: "Air conditioner installation",
      priceDollars: 4499,
      priceText: "$4,499",
      category: { slug: "hvac", name: "HVAC" },
      expiresOn: "May 31, 2025",
    });

    const expired = await listExpiredDeals(handle.db, now);
    expect(expired.map((deal) => deal.slug)).toEqual(["old-panel-upgrade"]);
    expect(expired[0]!.expiresOn).toBe("February 28, 2025");

    expect((await listCurrentDeals(handle.db, now, { limit: 3 })).length).toBe(3);
  });

  it("treats an offer as ended from its exact expiry moment", async () => {
    const at = new Date("2025-04-30T03:59:59Z");
    expect((await listCurrentDeals(handle.db, at)).map((d) => d.slug)).not.toContain("ev-charger-install");
    expect((await listExpiredDeals(handle.db, at)).map((d) => d.slug)).toContain("ev-charger-install");
  });

  it("credits each offer to its category's current partner of the month, and none before one is chosen", async () => {
    // Seeded in 2025, before the demo partners' placements began: no partner.
    expect((await listCurrentDeals(handle.db, seededAt)).every((deal) => deal.partner === null)).toBe(true);

    await handle.db.delete(partnerDeals);
    const now = new Date();
    await seedDeals(handle.db, now);
    const partners = Object.fromEntries(
      (await listCurrentDeals(handle.db, now)).map((deal) => [deal.slug, deal.partner]),
    );
    expect(partners).toEqual({
      "air-conditioner-installation": { name: "Scioto Valley Heating & Air", city: "Columbus", isDemo: true },
      "water-heater-install": { name: "Lake Erie Drain Pros", city: expect.any(String), isDemo: true },
      "electrical-safety-inspection": { name: "Tri-State Electric & Lighting", city: expect.any(String), isDemo: true },
    });
  });

  it("hides an offer while its pro is not verified (suspended), and shows it again once reinstated", async () => {
    const now = new Date();
    await handle.db.delete(partnerDeals);
    await seedDeals(handle.db, now);
    const [offer] = await handle.db.select({ providerId: partnerDeals.providerId }).from(partnerDeals).where(eq(partnerDeals.slug, "water-heater-install"));
    const slugs = async () => (await listCurrentDeals(handle.db, now)).map((deal) => deal.slug);
    expect(await slugs()).toContain("water-heater-install");
    await handle.db.update(providers).set({ verificationStatus: "suspended" }).where(eq(providers.id, offer!.providerId!));
    expect(await slugs()).not.toContain("water-heater-install");
    expect(await slugs()).toContain("air-conditioner-installation");
    await handle.db.update(providers).set({ verificationStatus: "verified" }).where(eq(providers.id, offer!.providerId!));
    expect(await slugs()).toContain("water-heater-install");
  });
});

describe("sampleDealExpiry", () => {
  it("ends on the last day of the month at least 60 days away, late evening in Ohio", () => {
    expect(sampleDealExpiry(new Date("2025-03-10T15:00:00Z")).toISOString()).toBe("2025-06-01T03:59:59.000Z");
    expect(sampleDealExpiry(new Date("2025-11-15T12:00:00Z")).toISOString()).toBe("2026-02-01T03:59:59.000Z");
  });
});

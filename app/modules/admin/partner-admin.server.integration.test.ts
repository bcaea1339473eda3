import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { auditLog, contentVersions, featuredPartners, partnerDeals, providers } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { listCurrentDeals, listExpiredDeals } from "~/modules/content/deals.server";
import { AdminActionError } from "./admin-errors.server";
import { ensureCategory, insertPro, OPERATOR } from "../../../tests/support/admin-fixtures";
import { ohioDay, DAY_MS } from "~/lib/ohio-time";
import { createDeal, createPlacement, endPlacement, expireDeal, listPlacements, updateDeal } from "./partner-admin.server";

let handle: DatabaseHandle;
let hvacId: number;
const now = new Date();
const inDays = (days: number) => ohioDay(new Date(now.getTime() + days * DAY_MS));

async function version(key: string): Promise<number> {
  const [row] = await handle.db.select({ version: contentVersions.version }).from(contentVersions).where(eq(contentVersions.key, key));
  return Number(row?.version ?? 0);
}

beforeAll(async () => {
  handle = await createTestDatabase();
  hvacId = await ensureCategory(handle.db, "hvac", "HVAC");
  await ensureCategory(handle.db, "plumbing", "Plumbing");
});
afterAll(async () => handle?.close());

const dealValues = (overrides: Record<string, string> = {}) => ({
  category: "hvac",
  providerId: "",
  title: "Furnace tune-up",
  description: "A full safety check and cleaning of your gas furnace.",
  terms: "One furnace per home.",
  priceDollars: "89",
  expiresOn: inDays(30),
  ...overrides,
});

describe(`partner deals and featured partners on ${testDatabaseKind()}`, () => {
  it("refuses a bad deal with a message per field, and stores nothing", async () => {
    const result = await createDeal(handle.db, {
      values: { category: "", title: " ", description: "", priceDollars: "12.50", expiresOn: "next week" },
      actor: OPERATOR,
      now,
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        category: "Choose a category.",
        title: expect.stringContaining("title"),
        description: expect.stringContaining("Describe"),
        priceDollars: expect.stringContaining("whole dollars"),
        expiresOn: "Choose a date, or type it as YYYY-MM-DD.",
      },
    });
    expect(await createDeal(handle.db, { values: dealValues({ category: "roofing" }), actor: OPERATOR, now })).toEqual({
      ok: false,
      errors: { category: "Choose a category from the list." },
    });
    expect(await createDeal(handle.db, { values: dealValues({ expiresOn: inDays(-2) }), actor: OPERATOR, now })).toMatchObject({ ok: false, errors: { expiresOn: expect.any(String) } });
    const pending = await insertPro(handle.db, { categoryId: hvacId, status: "pending" });
    expect(await createDeal(handle.db, { values: dealValues({ providerId: pending.id }), actor: OPERATOR, now })).toMatchObject({ ok: false, errors: { providerId: expect.any(String) } });
    expect(await handle.db.select().from(partnerDeals)).toHaveLength(0);
  });

  it("creates, edits and expires a deal: the public list follows at once, each change bumps the version and is audited", async () => {
    const pro = await insertPro(handle.db, { categoryId: hvacId, name: "Maple Heating" });
    const before = await version("deals");
    const created = await createDeal(handle.db, { values: dealValues({ providerId: pro.id }), actor: OPERATOR, now });
    if (!created.ok) throw new Error(JSON.stringify(created.errors));
    expect(created.value.slug).toBe("furnace-tune-up");
    expect(await version("deals")).toBe(before + 1);
    const current = await listCurrentDeals(handle.db, new Date());
    expect(current).toEqual([expect.objectContaining({ title: "Furnace tune-up", priceText: "$89", partner: { name: "Maple Heating", city: "Columbus", isDemo: false } })]);

    const edited = await updateDeal(handle.db, { dealId: created.value.id, values: dealValues({ priceDollars: "$79", title: "Furnace tune-up special" }), actor: OPERATOR, now });
    expect(edited.ok).toBe(true);
    expect((await listCurrentDeals(handle.db, new Date()))[0]).toMatchObject({ title: "Furnace tune-up special", priceDollars: 79, partner: null });

    await expireDeal(handle.db, { dealId: created.value.id, actor: OPERATOR });
    expect(await listCurrentDeals(handle.db, new Date(Date.now() + 1000))).toEqual([]);
    expect((await listExpiredDeals(handle.db, new Date(Date.now() + 1000)))[0]).toMatchObject({ title: "Furnace tune-up special" });
    await expect(expireDeal(handle.db, { dealId: created.value.id, actor: OPERATOR })).rejects.toBeInstanceOf(AdminActionError);

    const entries = await handle.db.select().from(auditLog).where(eq(auditLog.targetId, created.value.id)).orderBy(auditLog.id);
    expect(entries.map((entry) => entry.action)).toEqual(["deal.create", "deal.update", "deal.expire"]);
    expect(entries[1]).toMatchObject({ before: { priceDollars: 89 }, after: { priceDollars: 79 } });
    expect(await version("deals")).toBe(before + 3);
  });

  it("chooses a featured partner per category, and answers overlapping dates with the other pro's name", async () => {
    const first = await insertPro(handle.db, { categoryId: hvacId, name: "Buckeye Comfort" });
    const second = await insertPro(handle.db, { categoryId: hvacId, name: "Second Air" });
    const before = await version("featured-partner");
    const placed = await createPlacement(handle.db, {
      values: { category: "hvac", providerId: first.id, startsOn: inDays(0), endsOn: inDays(20) },
      actor: OPERATOR,
      now,
    });
    expect(placed.ok).toBe(true);
    expect(await version("featured-partner")).toBe(before + 1);

    const overlap = await createPlacement(handle.db, {
      values: { category: "hvac", providerId: second.id, startsOn: inDays(10), endsOn: inDays(40) },
      actor: OPERATOR,
      now,
    });
    expect(overlap).toEqual({ ok: false, errors: { startsOn: expect.stringContaining("Those dates overlap the placement of Buckeye Comfort.") } });
    // The seed's demo partner holds a category for a year: the operator is told it is one.
    const cleaningId = await ensureCategory(handle.db, "cleaning", "Cleaning");
    const demo = await insertPro(handle.db, { categoryId: cleaningId, name: "Invented Cleaners" });
    const real = await insertPro(handle.db, { categoryId: cleaningId, name: "Real Cleaners" });
    await handle.db.update(providers).set({ isDemo: true }).where(eq(providers.id, demo.id));
    await handle.db.insert(featuredPartners).values({ categoryId: cleaningId, providerId: demo.id, startsAt: now, endsAt: new Date(now.getTime() + 365 * DAY_MS) });
    const overDemo = await createPlacement(handle.db, { values: { category: "cleaning", providerId: real.id, startsOn: inDays(1), endsOn: inDays(30) }, actor: OPERATOR, now });
    expect(overDemo).toEqual({
      ok: false,
      errors: { startsOn: "Those dates overlap the placement of Invented Cleaners, a demo business that never gets requests. Choose days outside it, or end that placement first." },
    });
    // Back to back is fine.
    const next = await createPlacement(handle.db, { values: { category: "hvac", providerId: second.id, startsOn: inDays(21), endsOn: inDays(40) }, actor: OPERATOR, now });
    expect(next.ok).toBe(true);
    expect((await listPlacements(handle.db, now)).map((p) => p.businessName)).toEqual(expect.arrayContaining(["Buckeye Comfort", "Second Air"]));

    // A pro who does not offer the category, days in the wrong order.
    expect(await createPlacement(handle.db, { values: { category: "plumbing", providerId: first.id, startsOn: inDays(0), endsOn: inDays(5) }, actor: OPERATOR, now })).toEqual({
      ok: false,
      errors: { providerId: "Buckeye Comfort does not offer Plumbing. Choose a pro who does." },
    });
    expect(await createPlacement(handle.db, { values: { category: "hvac", providerId: first.id, startsOn: inDays(5), endsOn: inDays(1) }, actor: OPERATOR, now })).toEqual({
      ok: false,
      errors: { endsOn: "The last day must be on or after the first day." },
    });

    // Ending the current one frees its dates; the not-yet-started one is removed outright.
    if (!placed.ok || !next.ok) throw new Error("placements");
    await endPlacement(handle.db, { placementId: placed.value.id, actor: OPERATOR });
    await endPlacement(handle.db, { placementId: next.value.id, actor: OPERATOR });
    const rows = await handle.db.select().from(featuredPartners).where(eq(featuredPartners.categoryId, hvacId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.endsAt.getTime()).toBeLessThanOrEqual(Date.now());
    const actions = (await handle.db.select({ action: auditLog.action }).from(auditLog)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(["featured-partner.create", "featured-partner.end", "featured-partner.cancel"]));
  });
});

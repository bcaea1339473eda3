import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { eq } from "drizzle-orm";
import { providers } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { saveInsurance, saveLicenses, saveServiceArea, saveServices } from "./directory-profile.server";
import { profileFactsColumns, profileFactsOf } from "./profile-facts.server";
import { OHIO_LICENSING_BOARD } from "./trade-licensing";
import { BASE_LEAD_PRICE, leadPriceCredits } from "~/modules/credits/lead-price";

describe(`the dashboard checklist's profile facts on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  /** The facts as the dashboard reads them: the columns, in a select of the pro's row. */
  const profileFacts = async (db: DatabaseHandle["db"], providerId: string) =>
    profileFactsOf((await db.select(profileFactsColumns()).from(providers).where(eq(providers.id, providerId)))[0]);
  let id = "";
  beforeAll(async () => {
    handle = await createTestDatabase({ seeded: true });
    const [pro] = await handle.db
      .insert(providers)
      .values({ slug: "facts-pro", businessName: "Facts Pro", phone: "7405931234", email: "facts@example.com", baseZip: "45701", city: "Athens" })
      .returning({ id: providers.id });
    id = pro!.id;
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("is empty for a pro that has set nothing, and for an unknown id", async () => {
    // No trade chosen yet: the cheapest lead of any trade (cleaning's).
    expect(await profileFacts(handle.db, id)).toEqual({
      categoryCount: 0,
      serviceZipCount: 0,
      hasLogo: false,
      hasInsurance: false,
      stateTrades: [],
      creditBalance: 0,
      maxCreditsPerLead: expect.any(Number),
      cheapestLeadCredits: BASE_LEAD_PRICE.cleaning,
      // And the most of any: an urgent renovation.
      dearestLeadCredits: leadPriceCredits("renovation", "urgent"),
    });
    expect(await profileFacts(handle.db, "00000000-0000-4000-8000-000000000000")).toMatchObject({ categoryCount: 0, stateTrades: [] });
  });

  it("counts trades and ZIPs, sees the insurance, and names the licensed trades with whether a license is on file", async () => {
    await saveServices(handle.db, id, [
      { category: "hvac", subServices: [] },
      { category: "plumbing", subServices: [] },
      { category: "cleaning", subServices: [] },
    ]);
    await saveLicenses(handle.db, id, { hvac: { number: "HV.4410", issuer: OHIO_LICENSING_BOARD, expiresOn: "2027-03-31" } });
    const area = await saveServiceArea(handle.db, id, { baseZip: "45701", radiusMiles: 10 });
    await saveInsurance(handle.db, id, { carrier: "Buckeye Mutual", policyNumber: "BM-1", expiresOn: "2027-01-31" });
    const facts = await profileFacts(handle.db, id);
    expect(facts).toEqual({
      categoryCount: 3,
      serviceZipCount: area!.zipCount,
      hasLogo: false,
      hasInsurance: true,
      // Cleaning has no state license in Ohio, so it is not listed.
      stateTrades: [
        { name: "HVAC", licensed: true },
        { name: "Plumbing", licensed: false },
      ],
      creditBalance: 0,
      maxCreditsPerLead: expect.any(Number),
      cheapestLeadCredits: BASE_LEAD_PRICE.cleaning,
      dearestLeadCredits: leadPriceCredits("hvac", "urgent"),
    });
    // Without cleaning, plumbing's price is the least a lead of its trades costs.
    await saveServices(handle.db, id, [
      { category: "hvac", subServices: [] },
      { category: "plumbing", subServices: [] },
    ]);
    expect(await profileFacts(handle.db, id)).toMatchObject({ cheapestLeadCredits: BASE_LEAD_PRICE.plumbing });
    expect(facts.serviceZipCount).toBeGreaterThan(1);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { providers, serviceCategories, users } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { findMatchCandidates } from "./match-candidates.server";
import { ineligibility, selectMatches } from "./matching";
import { saveServices } from "~/modules/providers/directory-profile.server";
import { getLeadPreferences, updateLeadPreferences } from "./lead-preferences.server";

describe(`lead preferences on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  let hvacId: number;
  const idOf = async (businessName: string) => {
    const [row] = await handle.db.select({ id: providers.id }).from(providers).where(eq(providers.businessName, businessName));
    return row!.id;
  };

  beforeAll(async () => {
    handle = await createTestDatabase({ seeded: true });
    const [hvac] = await handle.db.select({ id: serviceCategories.id }).from(serviceCategories).where(eq(serviceCategories.slug, "hvac"));
    hvacId = hvac!.id;
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("saves the numbers and the pause of one pro only, and leaves its services alone", async () => {
    const pro = await idOf("Scioto Valley Heating & Air");
    const other = await idOf("Lake Erie Drain Pros");
    const otherBefore = await getLeadPreferences(handle.db, other);

    const prefs = { weeklyLeadCap: 7, maxCreditsPerLead: 120, paused: true };
    expect(await updateLeadPreferences(handle.db, pro, prefs)).toBe(true);
    expect(await getLeadPreferences(handle.db, pro)).toEqual(prefs);
    expect(await getLeadPreferences(handle.db, other)).toEqual(otherBefore);
    const candidates = await findMatchCandidates(handle.db, { categoryId: hvacId, zip: "43215" });
    expect(candidates.map((candidate) => candidate.id)).toContain(pro);

    expect(await updateLeadPreferences(handle.db, pro, { weeklyLeadCap: 10, maxCreditsPerLead: 50, paused: false })).toBe(true);
    expect(await getLeadPreferences(handle.db, pro)).toEqual({ weeklyLeadCap: 10, maxCreditsPerLead: 50, paused: false });
  });

  it("changes nothing for an unknown pro", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(await updateLeadPreferences(handle.db, unknown, { weeklyLeadCap: 5, maxCreditsPerLead: 50, paused: false })).toBe(false);
    expect(await getLeadPreferences(handle.db, unknown)).toBeNull();
  });

  it("is what matching honours: a paused pro, or one without the category, is not a candidate", async () => {
    const pro = await idOf("Scioto Valley Heating & Air");
    // Made a real pro with a verified account: matching never offers a demo business a lead.
    await handle.db.insert(users).values({ id: "user-scioto", name: "Scioto", email: "scioto@example.com", emailVerified: true });
    await handle.db.update(providers).set({ isDemo: false, userId: "user-scioto" }).where(eq(providers.id, pro));
    const request = { categoryId: hvacId, zip: "43215" };
    const candidateOf = async () => (await findMatchCandidates(handle.db, request)).find((candidate) => candidate.id === pro);

    await updateLeadPreferences(handle.db, pro, { weeklyLeadCap: 10, maxCreditsPerLead: 50, paused: false });
    const open = await candidateOf();
    expect(open).toBeDefined();
    expect(ineligibility(open!, 20)).not.toBe("paused");

    await updateLeadPreferences(handle.db, pro, { weeklyLeadCap: 10, maxCreditsPerLead: 50, paused: true });
    const paused = await candidateOf();
    expect(ineligibility(paused!, 20)).toBe("paused");
    expect(selectMatches(await findMatchCandidates(handle.db, request), 20).map((match) => match.id)).not.toContain(pro);

    await updateLeadPreferences(handle.db, pro, { weeklyLeadCap: 10, maxCreditsPerLead: 15, paused: false });
    expect(ineligibility((await candidateOf())!, 20)).toBe("price-above-maximum");

    // Services come from the Directory page: a pro without the category is not a candidate.
    await updateLeadPreferences(handle.db, pro, { weeklyLeadCap: 10, maxCreditsPerLead: 50, paused: false });
    await saveServices(handle.db, pro, [{ category: "plumbing", subServices: [] }]);
    expect(await candidateOf()).toBeUndefined();
  });
});

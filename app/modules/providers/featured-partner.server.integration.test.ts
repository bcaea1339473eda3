import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { featuredPartners, providers } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { featuredPartnerForZip } from "./featured-partner.server";
import { DAY_MS } from "~/lib/ohio-time";

describe(`featured partner for a ZIP on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase({ seeded: true });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("finds the current partner whose service area covers the ZIP", async () => {
    expect(await featuredPartnerForZip(handle.db, "43215")).toEqual({
      businessName: "Scioto Valley Heating & Air",
      slug: expect.any(String),
      phone: "(614) 555-0101",
      city: "Columbus",
      category: { slug: "hvac", name: "HVAC" },
      rating: 4.9,
      reviewCount: 187,
      isDemo: true,
    });
  });

  it("takes another category's partner where the first one does not work", async () => {
    const partner = await featuredPartnerForZip(handle.db, "44107");
    expect(partner?.businessName).toBe("Lake Erie Drain Pros");
    expect(partner?.category.slug).toBe("plumbing");
  });

  it("has none for a ZIP no partner covers", async () => {
    expect(await featuredPartnerForZip(handle.db, "45631")).toBeNull();
  });

  it("leaves out placements that have ended and pros who are suspended or paused", async () => {
    const later = new Date(Date.now() + 2 * 365 * DAY_MS);
    expect(await featuredPartnerForZip(handle.db, "43215", later)).toBeNull();

    const [scioto] = await handle.db
      .select({ id: providers.id })
      .from(providers)
      .where(eq(providers.businessName, "Scioto Valley Heating & Air"));
    await handle.db.update(providers).set({ verificationStatus: "suspended" }).where(eq(providers.id, scioto!.id));
    expect((await featuredPartnerForZip(handle.db, "43215"))?.businessName).not.toBe("Scioto Valley Heating & Air");
    await handle.db.update(providers).set({ verificationStatus: "verified", paused: true }).where(eq(providers.id, scioto!.id));
    expect((await featuredPartnerForZip(handle.db, "43215"))?.businessName).not.toBe("Scioto Valley Heating & Air");
    await handle.db.update(providers).set({ paused: false }).where(eq(providers.id, scioto!.id));
    expect(await handle.db.select().from(featuredPartners)).toHaveLength(6);
  });
});

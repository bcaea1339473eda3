import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { providers } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { insertReviews } from "../../../tests/support/review-fixtures";
import { listRecentReviews } from "./recent-reviews.server";

describe(`recent reviews on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase({ seeded: true });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("lists the newest reviews, one per pro, marked as demo data when seeded", async () => {
    const reviews = await listRecentReviews(handle.db, 6);
    expect(reviews).toHaveLength(6);
    expect(new Set(reviews.map((review) => review.pro.businessName)).size).toBe(6);
    for (const review of reviews) {
      expect(review.isDemo).toBe(true);
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.body.length).toBeGreaterThan(0);
    }
  });

  it("puts a new review first, whatever its rating, and leaves out pros who are not verified", async () => {
    const [scioto] = await handle.db
      .select({ id: providers.id })
      .from(providers)
      .where(eq(providers.businessName, "Scioto Valley Heating & Air"));
    await insertReviews(handle.db, [
      {
        providerId: scioto!.id,
        authorName: "Lena K.",
        rating: 3,
        body: "Fixed the furnace, but the first visit was two days late.",
        createdAt: new Date(Date.now() + 60_000),
      },
    ]);
    const [first] = await listRecentReviews(handle.db, 6);
    expect(first).toMatchObject({ author: "Lena K.", rating: 3, isDemo: false, pro: { businessName: "Scioto Valley Heating & Air" } });

    await handle.db.update(providers).set({ verificationStatus: "suspended" }).where(eq(providers.id, scioto!.id));
    const names = (await listRecentReviews(handle.db, 100)).map((review) => review.pro.businessName);
    expect(names).not.toContain("Scioto Valley Heating & Air");
  });
});

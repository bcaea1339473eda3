import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { leadDeliveries, leadRequests, providerCategories, providerReviews } from "~/db/schema";

/**
 * Test data that the database's rules only accept with its causes: a real
 * review needs the request it is about, offered to that pro. For integration
 * tests only.
 */
export async function insertDelivery(db: Database, providerId: string, createdAt = new Date()): Promise<string> {
  const [category] = await db
    .select({ id: providerCategories.categoryId })
    .from(providerCategories)
    .where(eq(providerCategories.providerId, providerId))
    .limit(1);
  if (!category) throw new Error(`provider ${providerId} has no category`);
  const [lead] = await db
    .insert(leadRequests)
    .values({ title: "Service request", zipCode: "43215", categoryId: category.id, status: "closed", createdAt })
    .returning({ id: leadRequests.id });
  await db.insert(leadDeliveries).values({ leadId: lead!.id, providerId, rank: 1, priceCredits: 20, status: "hired", createdAt });
  return lead!.id;
}

export type TestReview = { providerId: string; authorName: string; rating: number; body: string; createdAt?: Date };

/** Stores real (not demo) reviews, each with a hired delivery of its own. */
export async function insertReviews(db: Database, reviews: TestReview[]): Promise<void> {
  for (const review of reviews) {
    const leadId = await insertDelivery(db, review.providerId, review.createdAt);
    await db.insert(providerReviews).values({ ...review, leadId });
  }
}

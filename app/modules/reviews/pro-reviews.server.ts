import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { providerReviews } from "~/db/schema";

/** The homeowner's review of one of the pro's leads, as the portal's lead page shows it. */
export type ProLeadReview = {
  author: string;
  rating: number;
  body: string;
  createdAt: Date;
  reply: string | null;
  repliedAt: Date | null;
  hiddenReason: string | null;
};

/** Null when the homeowner has not reviewed this delivery (or it is not the pro's: the lead page checks that first). */
export async function proLeadReview(db: Pick<Database, "select">, args: { providerId: string; leadId: string }): Promise<ProLeadReview | null> {
  const [row] = await db
    .select({
      author: providerReviews.authorName,
      rating: providerReviews.rating,
      body: providerReviews.body,
      createdAt: providerReviews.createdAt,
      reply: providerReviews.replyBody,
      repliedAt: providerReviews.repliedAt,
      hiddenReason: providerReviews.hiddenReason,
    })
    .from(providerReviews)
    .where(and(eq(providerReviews.leadId, args.leadId), eq(providerReviews.providerId, args.providerId)));
  return row ?? null;
}

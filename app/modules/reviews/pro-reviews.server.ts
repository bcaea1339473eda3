import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { namedStatement } from "~/db/prepared.server";
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
  // A prepared statement (app/db/prepared.server.ts): every visit to a lead's page asks.
  const statement = namedStatement(db, "pro_lead_review", (name) =>
    db
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
      .where(and(eq(providerReviews.leadId, sql.placeholder("leadId")), eq(providerReviews.providerId, sql.placeholder("providerId"))))
      .prepare(name),
  );
  const [row] = await statement.execute({ leadId: args.leadId, providerId: args.providerId });
  return row ?? null;
}

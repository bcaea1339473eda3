import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
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

/** A review as proLeadReviewColumn answers it: JSON, its times as text. */
type ProLeadReviewJson = Omit<ProLeadReview, "createdAt" | "repliedAt"> & { createdAt: string; repliedAt: string | null };

/**
 * The homeowner's review of a delivery, as a column of a statement that reads the delivery (`leadId` and
 * `providerId` are its columns): the lead page's one read (app/modules/portal/pro-inbox.server.ts), so a visit asks
 * nothing more for it. proLeadReviewOf reads it.
 */
export function proLeadReviewColumn(delivery: { leadId: SQLWrapper; providerId: SQLWrapper }): SQL<ProLeadReviewJson | null> {
  const r = providerReviews;
  return sql<ProLeadReviewJson | null>`(select json_build_object('author', ${r.authorName}, 'rating', ${r.rating}, 'body', ${r.body},
    'createdAt', ${r.createdAt}, 'reply', ${r.replyBody}, 'repliedAt', ${r.repliedAt}, 'hiddenReason', ${r.hiddenReason})
    from ${r} where ${r.leadId} = ${delivery.leadId} and ${r.providerId} = ${delivery.providerId})`;
}

/** Null when the homeowner has not reviewed this delivery. */
export function proLeadReviewOf(json: ProLeadReviewJson | null): ProLeadReview | null {
  if (!json) return null;
  return { ...json, createdAt: new Date(json.createdAt), repliedAt: json.repliedAt === null ? null : new Date(json.repliedAt) };
}

import { and, eq, gte, inArray } from "drizzle-orm";
import { getEnv } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { notifications } from "~/db/schema";
import { ohioDay, ohioDayStart } from "~/lib/ohio-time";
import type { OutgoingEmail } from "~/modules/notifications/index.server";
import type { ProviderCandidate } from "./match-candidates.server";
import { MISSED_LEAD_TEMPLATE, missedLeadEmail } from "./missed-lead-email";

/**
 * The e-mails telling pros that a request went to other pros for their balance (matchRequest's shortOfCredits), for
 * the caller to queue with the request's own: only when the request went to someone (else it waits, and went to
 * nobody), never to a demo business, and once per Ohio day per pro: a pro already sent one today is left out. Reads
 * nothing when no pro was short, the common case.
 */
export async function missedLeadEmails(
  db: Pick<Database, "select">,
  args: { matched: number; shortOfCredits: readonly ProviderCandidate[]; categoryName: string; zip: string; price: number; now: Date },
): Promise<OutgoingEmail[]> {
  const pros = args.matched > 0 ? args.shortOfCredits.filter((pro) => !pro.isDemo && pro.userId !== null) : [];
  if (pros.length === 0) return [];
  const told = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        eq(notifications.template, MISSED_LEAD_TEMPLATE),
        inArray(notifications.userId, pros.map((pro) => pro.userId!)),
        gte(notifications.createdAt, ohioDayStart(ohioDay(args.now))),
      ),
    );
  const toldToday = new Set(told.map((row) => row.userId));
  const publicUrl = getEnv().PUBLIC_URL;
  return pros
    .filter((pro) => !toldToday.has(pro.userId))
    .map((pro) =>
      missedLeadEmail(
        publicUrl,
        { to: pro.email, userId: pro.userId, businessName: pro.businessName, balance: pro.creditBalance },
        { categoryName: args.categoryName, zip: args.zip, price: args.price, matched: args.matched },
      ),
    );
}

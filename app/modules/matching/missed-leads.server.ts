import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { getEnv } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { notifications } from "~/db/schema";
import { ohioDay, ohioDayStart } from "~/lib/ohio-time";
import type { OutgoingEmail } from "~/modules/notifications/index.server";
import type { ProviderCandidate } from "./match-candidates.server";
import { MISSED_LEAD_TEMPLATE, missedLeadEmail } from "./missed-lead-email";

type MissedBy = { matched: number; shortOfCredits: readonly ProviderCandidate[] };

/** The short pros that may be told: only when the request went to someone, never a demo business, only pros with an account. */
function mayBeTold(args: MissedBy): ProviderCandidate[] {
  return args.matched > 0 ? args.shortOfCredits.filter((pro) => !pro.isDemo && pro.userId !== null) : [];
}

/**
 * The e-mails telling pros that a request went to other pros for their balance (matchRequest's shortOfCredits), for
 * the caller to queue with the request's own: only when the request went to someone (else it waits, and went to
 * nobody), never to a demo business, and once per Ohio day per pro: a pro already sent one today is left out. Reads
 * nothing when no pro was short, the common case. The caller reads and writes inside withMissedLeadLocks, so two
 * requests at once cannot both find the day empty.
 */
export async function missedLeadEmails(db: Pick<Database, "select">, args: MissedBy & { categoryName: string; zip: string; price: number; now: Date }): Promise<OutgoingEmail[]> {
  const pros = mayBeTold(args);
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

/**
 * Runs the read of the once-a-day rule (missedLeadEmails) and the write of its e-mails (`work`) so that the rule holds
 * for requests matched at the same moment: the rule lives in the outbox, which has no day column a unique index could
 * hold, so when some pro may be told, `work` runs in a transaction that first takes each such pro's lock. A second
 * request waits for the first's e-mail to be written, then finds it. When no pro may be told (the common intake),
 * `work` runs as it is, with no transaction.
 */
export function withMissedLeadLocks<T>(db: Database, args: MissedBy, work: (db: Database) => Promise<T>): Promise<T> {
  const userIds = mayBeTold(args).map((pro) => pro.userId!);
  if (userIds.length === 0) return work(db);
  return db.transaction(async (tx) => {
    await lockMissedLeadDays(tx, userIds);
    return work(tx);
  });
}

/**
 * Takes the missed-lead locks of these accounts until the transaction ends, in one statement and in the order of their
 * keys, so two transactions that lock some of the same pros wait for each other instead of each holding what the other
 * wants.
 */
export async function lockMissedLeadDays(tx: Database, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const keys = sql.join(
    [...new Set(userIds)].map((userId) => sql`${`missed-lead:${userId}`}`),
    sql`, `,
  );
  await tx.execute(sql`select pg_advisory_xact_lock(lock_key) from (select distinct hashtext(key) as lock_key from unnest(array[${keys}]::text[]) as key order by lock_key) as ordered`);
}

import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { getEnv } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { notifications } from "~/db/schema";
import { ohioDay, ohioDayStart } from "~/lib/ohio-time";
import { type OutgoingEmail, outboxRows } from "~/modules/notifications/index.server";
import type { ProviderCandidate } from "./match-candidates.server";
import { MISSED_LEAD_TEMPLATE, missedLeadEmail } from "./missed-lead-email";
import { ineligibility, leftOutByBalance } from "./matching";

type MissedBy = { matched: number; shortOfCredits: readonly ProviderCandidate[] };

/** The short pros that may be told: only when the request went to someone, never a demo business, only pros with an account. */
function mayBeTold(args: MissedBy): ProviderCandidate[] {
  return args.matched > 0 ? args.shortOfCredits.filter((pro) => !pro.isDemo && pro.userId !== null) : [];
}

/**
 * The e-mails telling pros that a request went to other pros for their balance (matchRequest's shortOfCredits), for
 * the caller to queue with the request's own: only when the request went to someone (else it waits, and went to
 * nobody), never to a demo business, and once per Ohio day per pro: a pro already sent one today is left out. Reads
 * nothing when no pro was short, the common case.
 *
 * Called in the transaction that writes the e-mails (withMissedLeadLocks at intake), which first claims each pro's
 * day here (claimMissedLeadDays): a pro whose day another transaction holds is left out too, since that one is
 * telling it or found it told, so two requests at once cannot both find the day empty.
 */
export async function missedLeadEmails(db: Pick<Database, "select" | "execute">, args: MissedBy & { categoryName: string; zip: string; price: number; now: Date }): Promise<OutgoingEmail[]> {
  const candidates = mayBeTold(args);
  if (candidates.length === 0) return [];
  const claimed = await claimMissedLeadDays(db, candidates.map((pro) => pro.userId!));
  const pros = candidates.filter((pro) => claimed.has(pro.userId!));
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
 * Runs an intake's read of the once-a-day rule (missedLeadEmails) and its write of the e-mails (`work`) in one
 * transaction when some short pro may be told, so the day each pro's claim holds covers the write too. The rule
 * lives in the outbox, which has no day column a unique index could hold. When no pro may be told (the common
 * intake), `work` runs as it is, with no transaction.
 */
export function withMissedLeadLocks<T>(db: Database, args: MissedBy, work: (db: Database) => Promise<T>): Promise<T> {
  return mayBeTold(args).length === 0 ? work(db) : db.transaction((tx) => work(tx));
}

/**
 * Claims these accounts' missed-lead day until the transaction ends, in one statement, without waiting: the ids
 * whose advisory lock this transaction got. One held elsewhere is left out rather than waited for, so an intake
 * never waits on a sweep's long transaction, and two transactions that want some of the same pros never wait on
 * each other crosswise.
 */
async function claimMissedLeadDays(tx: Pick<Database, "execute">, userIds: readonly string[]): Promise<Set<string>> {
  const ids = sql.join(
    [...new Set(userIds)].map((userId) => sql`${userId}`),
    sql`, `,
  );
  const rows = (await tx.execute(
    sql`select user_id from unnest(array[${ids}]::text[]) as user_id where pg_try_advisory_xact_lock(hashtext('missed-lead:' || user_id))`,
  )) as unknown as { rows: { user_id: string }[] };
  return new Set(rows.rows.map((row) => row.user_id));
}

/**
 * A request offered later to one pro (a waiting request's first pro, held-requests.server.ts; the next pro after an
 * unanswered offer, unanswered-offers.server.ts): the pros it would have gone to instead but for their balance are
 * told, as at intake and under the same once-a-day rule, in the caller's transaction. `candidates` are the pros the
 * request could go to by every other rule (findMatchCandidates); a short pro is told only when, with just the price
 * in credits, it would have been the one picked.
 */
export async function tellProsLeftOutLater(
  tx: Pick<Database, "select" | "insert" | "execute">,
  args: { candidates: readonly ProviderCandidate[]; offeredTo: ProviderCandidate; price: number; categoryName: string; zip: string; now: Date },
): Promise<void> {
  const short = args.candidates.filter((pro) => pro.id !== args.offeredTo.id && ineligibility(pro, args.price) === "credits");
  if (short.length === 0) return;
  const shortOfCredits = leftOutByBalance([args.offeredTo], short, args.price, 1);
  const emails = await missedLeadEmails(tx, { matched: 1, shortOfCredits, categoryName: args.categoryName, zip: args.zip, price: args.price, now: args.now });
  const { rows } = await outboxRows(tx, emails);
  // Created at the offer's instant, as intake's are at the request's: the day of the rule.
  if (rows.length > 0) await tx.insert(notifications).values(rows.map((row) => ({ ...row, createdAt: args.now })));
}

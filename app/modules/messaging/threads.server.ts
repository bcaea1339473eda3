import { and, asc, eq, gte, inArray, isNull, lte, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { namedStatement } from "~/db/prepared.server";
import { type DeliveryStatus, isPaid, type MessageSender } from "~/db/enums";
import { leadDeliveries, messages, messageThreads, providers } from "~/db/schema";
import { refreshResponseFigures } from "~/modules/providers/index.server";

/**
 * Message threads, one per delivery (a request and a pro it went to): open
 * or create, append, list, mark read, unread counts. Who may read or write
 * which thread is decided by the callers in thread-access.server.ts; these
 * functions only take ids that were already checked.
 */
type Reader = Pick<Database, "select">;
type Writer = Pick<Database, "select" | "insert" | "execute">;

export type Delivery = { leadId: string; providerId: string };

export type ThreadMessage = { id: string; sender: MessageSender; body: string; createdAt: Date; readAt: Date | null };

/** The other side of a thread: a reader marks, and counts, the messages written by it. */
export function otherSide(side: MessageSender): MessageSender {
  return side === "pro" ? "homeowner" : "pro";
}

/**
 * The delivery's thread, created on first use, its row locked until the transaction ends, in one statement: two
 * writers at once share one thread (the unique index decides) and the second waits for the first. Where the thread
 * exists, the insert's conflict becomes an update that changes nothing (the lead's id set to itself), which takes
 * the row's lock as `for update` would and returns its id.
 */
export async function openThread(tx: Writer, delivery: Delivery, now = new Date()): Promise<string> {
  const [row] = await tx
    .insert(messageThreads)
    .values({ leadId: delivery.leadId, providerId: delivery.providerId, createdAt: now })
    .onConflictDoUpdate({ target: [messageThreads.leadId, messageThreads.providerId], set: { leadId: sql`excluded.lead_id` } })
    .returning({ id: messageThreads.id });
  return row!.id;
}

/** Appends one message (already checked: trimmed, 1-2000 characters) to the delivery's thread. */
export async function appendMessage(
  tx: Writer,
  args: Delivery & { sender: MessageSender; body: string; now?: Date; threadId?: string },
): Promise<{ threadId: string; messageId: string }> {
  const now = args.now ?? new Date();
  // A caller that opened the thread already (repeatedMessage) passes its id.
  const threadId = args.threadId ?? (await openThread(tx, args, now));
  const [row] = await tx
    .insert(messages)
    .values({ threadId, sender: args.sender, body: args.body, createdAt: now })
    .returning({ id: messages.id, proWroteBefore: proWroteBefore(threadId, now) });
  // A pro's first message answers the homeowner: its stored response figures follow, in this transaction.
  if (args.sender === "pro" && !row!.proWroteBefore) {
    await refreshResponseFigures(tx, [args.providerId]);
  }
  return { threadId, messageId: row!.id };
}

/** How close together two posts of the same words by the same side are one message sent twice. */
export const REPEAT_WINDOW_MS = 10_000;

/**
 * The thread, opened, and the message this post repeats, if any: the same side's same words in the delivery's thread moments ago. The
 * reply forms of My requests and the e-mailed link are plain posts (no script to disable the button), so a double
 * tap posts twice, and the pro got the message and its e-mail twice. Opens the thread and locks it, so two posts
 * at once are looked at one after the other and the second finds the first.
 */
export async function repeatedMessage(
  tx: Writer,
  args: Delivery & { sender: MessageSender; body: string; now: Date },
): Promise<{ threadId: string; repeats: string | null }> {
  const threadId = await openThread(tx, args, args.now);
  const [row] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.threadId, threadId),
        eq(messages.sender, args.sender),
        eq(messages.body, args.body),
        gte(messages.createdAt, new Date(args.now.getTime() - REPEAT_WINDOW_MS)),
        lte(messages.createdAt, args.now),
      ),
    )
    .limit(1);
  return { threadId, repeats: row?.id ?? null };
}

/**
 * Whether the pro wrote in this thread before (or at) `at`: then a new message changes no response time. A column
 * of the new message's insert: its subquery reads the thread as it was before the insert, so the new message is
 * not among what it finds.
 */
function proWroteBefore(threadId: string, at: Date): SQL<boolean> {
  return sql<boolean>`exists (select from ${messages} earlier where earlier.thread_id = ${threadId} and earlier.sender = 'pro'
    and earlier.created_at <= ${at.toISOString()}::timestamptz)`;
}

/** The thread's messages, oldest first (empty when nobody wrote yet). */
export async function threadMessages(db: Reader, threadId: string | null): Promise<ThreadMessage[]> {
  if (!threadId) return [];
  // A prepared statement (app/db/prepared.server.ts): every visit to a lead's page asks.
  const statement = namedStatement(db, "thread_messages", (name) =>
    db
      .select({ id: messages.id, sender: messages.sender, body: messages.body, createdAt: messages.createdAt, readAt: messages.readAt })
      .from(messages)
      .where(eq(messages.threadId, sql.placeholder("threadId")))
      .orderBy(asc(messages.createdAt), asc(messages.id))
      .prepare(name),
  );
  return statement.execute({ threadId });
}

/** The reader has seen the thread: the other side's unread messages get their read time. */
export async function markThreadRead(
  db: Pick<Database, "update">,
  args: { threadId: string; reader: MessageSender; now?: Date },
): Promise<number> {
  const marked = await db
    .update(messages)
    .set({ readAt: args.now ?? new Date() })
    .where(and(eq(messages.threadId, args.threadId), eq(messages.sender, otherSide(args.reader)), isNull(messages.readAt)))
    .returning({ id: messages.id });
  return marked.length;
}

/**
 * For a pro's inbox: the homeowner's unread messages in a delivery's thread, as a column of a statement that reads
 * the delivery (`leadId` and `providerId` are its columns), so the inbox's page of leads asks nothing more for them.
 */
export function unreadColumn(delivery: { leadId: SQLWrapper; providerId: SQLWrapper }): SQL<number> {
  return sql<number>`(select count(*) from ${messages} x join ${messageThreads} t on t.id = x.thread_id
    where t.lead_id = ${delivery.leadId} and t.provider_id = ${delivery.providerId} and x.sender = 'homeowner' and x.read_at is null)`.mapWith(Number);
}

/**
 * Whether the homeowner may write to the pro of a delivery: while the offer is open (the pro can still take it) or
 * once the pro paid for it. A pro whose offer ended, or whose purchase was refunded, cannot write back.
 */
export function homeownerMayWrite(status: DeliveryStatus): boolean {
  return status === "offered" || isPaid(status);
}

export type DeliveryThread = Delivery & {
  businessName: string;
  threadId: string | null;
  messages: ThreadMessage[];
  unread: number;
  homeownerCanWrite: boolean;
};

/** For a homeowner's requests: every delivery's thread with the pro's unread messages counted. */
export async function threadsForLeads(db: Reader, leadIds: string[]): Promise<DeliveryThread[]> {
  if (leadIds.length === 0) return [];
  const deliveries = await db
    .select({
      leadId: leadDeliveries.leadId,
      providerId: leadDeliveries.providerId,
      businessName: providers.businessName,
      threadId: messageThreads.id,
      status: leadDeliveries.status,
    })
    .from(leadDeliveries)
    .innerJoin(providers, eq(providers.id, leadDeliveries.providerId))
    .leftJoin(messageThreads, and(eq(messageThreads.leadId, leadDeliveries.leadId), eq(messageThreads.providerId, leadDeliveries.providerId)))
    .where(inArray(leadDeliveries.leadId, leadIds))
    .orderBy(asc(leadDeliveries.rank));
  const threadIds = deliveries.flatMap((row) => (row.threadId ? [row.threadId] : []));
  const all =
    threadIds.length === 0
      ? []
      : await db
          .select({
            threadId: messages.threadId,
            id: messages.id,
            sender: messages.sender,
            body: messages.body,
            createdAt: messages.createdAt,
            readAt: messages.readAt,
          })
          .from(messages)
          .where(inArray(messages.threadId, threadIds))
          .orderBy(asc(messages.createdAt), asc(messages.id));
  return deliveries.map(({ status, ...delivery }) => {
    const own = all.filter((message) => message.threadId === delivery.threadId).map(({ threadId: _thread, ...message }) => message);
    return { ...delivery, homeownerCanWrite: homeownerMayWrite(status), messages: own, unread: own.filter((message) => message.sender === "pro" && message.readAt === null).length };
  });
}

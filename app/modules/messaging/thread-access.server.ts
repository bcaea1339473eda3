import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { namedStatement } from "~/db/prepared.server";
import type { MessageSender } from "~/db/enums";
import { leadContacts, leadDeliveries, leadRequests, messages, messageThreads, providers } from "~/db/schema";
import type { Result } from "~/lib/result";
import { isPaid } from "~/db/enums";
import { queueEmail, verifiedAccountOf } from "~/modules/notifications/index.server";
import { NotFoundError } from "~/lib/not-found-error";
import { isUuid } from "~/lib/uuid";
import { RateLimiter, tooManyRequestsMessage } from "~/modules/security";
import { OFFER_ENDED_NO_WRITE, parseMessageForm } from "./message-form";
import { queueAlertText } from "~/modules/texting/index.server";
import { messageEmail } from "./message-emails";
import { checkThreadLink, type MessagingConfig, messagingConfig } from "./thread-link.server";
import {
  appendMessage,
  type Delivery,
  homeownerMayWrite,
  type DeliveryThread,
  markThreadRead,
  repeatedMessage,
  type ThreadMessage,
  threadMessages,
  threadsForLeads,
} from "./threads.server";

/**
 * Who may read and write which thread, and what a message sets off:
 * - a pro reads the threads of its own deliveries (another pro's, or a
 *   request flagged as fraud, is "not found") and writes once it has accepted
 *   (paid for) the lead: before that it has no contact and no deal with the
 *   homeowner, and a free reply channel would let it skip paying;
 * - the homeowner writes to every pro the request went to while the pro can
 *   answer (its offer open, or the lead bought: homeownerMayWrite), from
 *   /account/requests (their verified e-mail is the request's) or from the
 *   signed link in an e-mail (bound to one thread, expiring).
 * Each message is rate-limited per sender and queues an e-mail to the other
 * side in the same transaction.
 */
export const messageLimiter = new RateLimiter({ name: "message", limit: 20, windowMs: 10 * 60 * 1000 });

export const ACCEPT_TO_WRITE = "Accept this lead to write to the homeowner.";

type Reader = Pick<Database, "select">;

export type SendFailure = { reason: "invalid" | "not-allowed" | "rate-limited"; message: string; retryAfterSeconds?: number };
export type SendResult = Result<{ threadId: string; messageId: string }, SendFailure>;
export type SendOptions = { now?: Date; limiter?: RateLimiter; config?: MessagingConfig };

/** Ids from a URL or a form that are not uuids name no delivery: "not found", before the database refuses them with an error. */
function knownIds(delivery: Delivery): void {
  if (!isUuid(delivery.leadId) || !isUuid(delivery.providerId)) throw new NotFoundError("Lead not found");
}

async function deliveryInfo(db: Reader, delivery: Delivery) {
  knownIds(delivery);
  const [row] = await db
    .select({
      leadId: leadDeliveries.leadId,
      providerId: leadDeliveries.providerId,
      status: leadDeliveries.status,
      requestStatus: leadRequests.status,
      title: leadRequests.title,
      firstName: leadContacts.firstName,
      lastName: leadContacts.lastName,
      homeownerEmail: leadContacts.email,
      // The homeowner's account, whose choices decide the pro's messages' e-mails, with the rest (not a read more).
      homeownerUserId: verifiedAccountOf(leadContacts.email),
      businessName: providers.businessName,
      proEmail: providers.email,
      proUserId: providers.userId,
    })
    .from(leadDeliveries)
    .innerJoin(leadRequests, eq(leadRequests.id, leadDeliveries.leadId))
    .innerJoin(providers, eq(providers.id, leadDeliveries.providerId))
    .leftJoin(leadContacts, eq(leadContacts.leadId, leadDeliveries.leadId))
    .where(and(eq(leadDeliveries.leadId, delivery.leadId), eq(leadDeliveries.providerId, delivery.providerId)));
  if (!row || row.requestStatus === "fraud") throw new NotFoundError("Lead not found");
  return row;
}

export type ProThread = { threadId: string | null; messages: ThreadMessage[]; unread: number; canWrite: boolean };

/** The pro's view of a delivery's thread; reading it marks the homeowner's messages read (not in demo mode). */
export async function proThread(db: Database, args: Delivery & { markRead: boolean; now?: Date }): Promise<ProThread> {
  // The delivery (the pro's own, not fraud), its thread's id if anyone wrote yet, and the thread's messages
  // (as JSON, oldest first, the order of threadMessages) in one statement: one round trip per visit to a lead's
  // page. A prepared statement (app/db/prepared.server.ts): every visit asks.
  const statement = namedStatement(db, "pro_thread", (name) =>
    db
      .select({
        status: leadDeliveries.status,
        requestStatus: leadRequests.status,
        threadId: messageThreads.id,
        messages: sql<MessageJson[]>`coalesce((select json_agg(json_build_object('id', ${messages.id}, 'sender', ${messages.sender}, 'body', ${messages.body}, 'createdAt', ${messages.createdAt}, 'readAt', ${messages.readAt}) order by ${messages.createdAt}, ${messages.id}) from ${messages} where ${messages.threadId} = ${messageThreads.id}), '[]'::json)`,
      })
      .from(leadDeliveries)
      .innerJoin(leadRequests, eq(leadRequests.id, leadDeliveries.leadId))
      .leftJoin(messageThreads, and(eq(messageThreads.leadId, leadDeliveries.leadId), eq(messageThreads.providerId, leadDeliveries.providerId)))
      .where(and(eq(leadDeliveries.leadId, sql.placeholder("leadId")), eq(leadDeliveries.providerId, sql.placeholder("providerId"))))
      .prepare(name),
  );
  const [delivery] = await statement.execute({ leadId: args.leadId, providerId: args.providerId });
  if (!delivery || delivery.requestStatus === "fraud") throw new NotFoundError("Lead not found");
  const { threadId } = delivery;
  const thread: ThreadMessage[] = delivery.messages.map((message) => ({
    ...message,
    createdAt: new Date(message.createdAt),
    readAt: message.readAt === null ? null : new Date(message.readAt),
  }));
  const unread = thread.filter((message) => message.sender === "homeowner" && message.readAt === null).length;
  if (threadId && args.markRead && unread > 0) await markThreadRead(db, { threadId, reader: "pro", now: args.now });
  return { threadId, messages: thread, unread, canWrite: isPaid(delivery.status) };
}

/** A message as the statement above returns it: JSON, its times as text. */
type MessageJson = Omit<ThreadMessage, "createdAt" | "readAt"> & { createdAt: string; readAt: string | null };

async function send(db: Database, delivery: Delivery, sender: MessageSender, values: Record<string, string>, options: SendOptions): Promise<SendResult> {
  const parsed = parseMessageForm(values);
  if (!parsed.ok) return { ok: false, reason: "invalid", message: parsed.message };
  const now = options.now ?? new Date();
  const config = options.config ?? messagingConfig();
  // Checked and counted before the transaction: on PostgreSQL the limiter writes through a connection of its own,
  // and transactions that each held one while waiting for another would starve the pool (ten sends at once).
  const info = await deliveryInfo(db, delivery);
  if (sender === "pro" && !isPaid(info.status)) return { ok: false, reason: "not-allowed", message: ACCEPT_TO_WRITE };
  if (sender === "homeowner" && !homeownerMayWrite(info.status)) return { ok: false, reason: "not-allowed", message: OFFER_ENDED_NO_WRITE };
  const key = sender === "pro" ? `message:pro:${info.providerId}` : `message:homeowner:${info.leadId}`;
  const limit = await (options.limiter ?? messageLimiter).hit(key);
  if (!limit.allowed) {
    return { ok: false, reason: "rate-limited", message: tooManyRequestsMessage(limit.retryAfterSeconds), retryAfterSeconds: limit.retryAfterSeconds };
  }
  return db.transaction(async (tx) => {
    // A double tap's second post: the message is there already, and its e-mail queued; nothing more.
    const { threadId, repeats } = await repeatedMessage(tx, { ...delivery, sender, body: parsed.value, now });
    if (repeats) return { ok: true as const, value: { threadId, messageId: repeats } };
    const written = await appendMessage(tx, { ...delivery, sender, body: parsed.value, now, threadId });
    const recipient = sender === "pro" ? info.homeownerEmail : info.proEmail;
    // A request whose contact was erased has nobody to tell; the message still lands in the thread.
    if (recipient) {
      const email = messageEmail(config, { ...info, to: recipient, threadId: written.threadId, sender, body: parsed.value, paid: isPaid(info.status), now });
      // The recipient's account (the pro's, or the homeowner's verified one) decides whether it hears about new
      // messages (its notification preferences).
      await queueEmail(tx, { ...email, userId: sender === "homeowner" ? info.proUserId : info.homeownerUserId });
      if (sender === "homeowner" && email.push) {
        const { title, openPath } = email.push;
        await queueAlertText(tx, { providerId: info.providerId, kind: "new-message", title, url: `${config.publicUrl}${openPath}`, leadId: info.leadId, now });
      }
    }
    return { ok: true as const, value: written };
  });
}

export function sendAsPro(db: Database, args: Delivery & { values: Record<string, string> } & SendOptions): Promise<SendResult> {
  return send(db, args, "pro", args.values, args);
}

/** The homeowner writing from /account/requests: the request must be one sent from their verified address. */
export async function sendFromAccount(
  db: Database,
  args: Delivery & { verifiedEmail: string; values: Record<string, string> } & SendOptions,
): Promise<SendResult> {
  knownIds(args);
  const [owned] = await db
    .select({ leadId: leadContacts.leadId })
    .from(leadContacts)
    .where(and(eq(leadContacts.leadId, args.leadId), sql`lower(${leadContacts.email}) = ${args.verifiedEmail.toLowerCase()}`));
  if (!owned) throw new NotFoundError("Request not found");
  return send(db, args, "homeowner", args.values, args);
}

/**
 * My requests: the threads of requests already found by the account's
 * verified e-mail (homeownerRequests), one per pro each went to. The page
 * shows every message, so it marks the pros' messages read; the counts are
 * those from before.
 */
export async function accountThreads(db: Database, args: { leadIds: string[]; now?: Date }): Promise<DeliveryThread[]> {
  const threads = await threadsForLeads(db, args.leadIds);
  for (const thread of threads) {
    if (thread.threadId && thread.unread > 0) await markThreadRead(db, { threadId: thread.threadId, reader: "homeowner", now: args.now });
  }
  return threads;
}

export type LinkedThread = Delivery & {
  threadId: string;
  businessName: string;
  requestTitle: string;
  messages: ThreadMessage[];
  unread: number;
  /** False once the pro's offer ended before it took the request: the page shows why instead of a box (homeownerMayWrite). */
  homeownerCanWrite: boolean;
};

export type LinkCheck = Result<LinkedThread, { reason: "invalid" | "expired" }>;

/** The thread a signed link opens; a tampered link, or one for a thread that is gone, is "invalid". */
export async function threadByLink(db: Database, token: string, options: { now?: Date; secret?: string; markRead?: boolean } = {}): Promise<LinkCheck> {
  const check = checkThreadLink(options.secret ?? messagingConfig().secret, token, options.now);
  if (!check.ok) return { ok: false, reason: check.reason };
  const [thread] = await db
    .select({ leadId: messageThreads.leadId, providerId: messageThreads.providerId })
    .from(messageThreads)
    .where(eq(messageThreads.id, check.payload));
  if (!thread) return { ok: false, reason: "invalid" };
  let info;
  try {
    info = await deliveryInfo(db, thread);
  } catch (error) {
    if (error instanceof NotFoundError) return { ok: false, reason: "invalid" };
    throw error;
  }
  const history = await threadMessages(db, check.payload);
  const unread = history.filter((message) => message.sender === "pro" && message.readAt === null).length;
  if (options.markRead && unread > 0) await markThreadRead(db, { threadId: check.payload, reader: "homeowner", now: options.now });
  return {
    ok: true,
    value: { ...thread, threadId: check.payload, businessName: info.businessName, requestTitle: info.title, messages: history, unread, homeownerCanWrite: homeownerMayWrite(info.status) },
  };
}

/** The homeowner replying through the signed link: the link decides the thread, nothing posted can change it. */
export async function sendByLink(
  db: Database,
  args: { token: string; values: Record<string, string> } & SendOptions,
): Promise<SendResult | { ok: false; reason: "link-invalid" | "link-expired" }> {
  const linked = await threadByLink(db, args.token, { now: args.now, secret: args.config?.secret });
  if (!linked.ok) return { ok: false, reason: linked.reason === "expired" ? "link-expired" : "link-invalid" };
  return send(db, { leadId: linked.value.leadId, providerId: linked.value.providerId }, "homeowner", args.values, args);
}

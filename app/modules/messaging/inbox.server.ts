import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { type DeliveryStatus, isPaid, type MessageSender } from "~/db/enums";
import { leadContacts, leadDetails, leadDeliveries, leadRequests, messages, messageThreads, serviceCategories } from "~/db/schema";

/**
 * The pro's one inbox for conversations (/provider/messages): every thread of
 * its own deliveries, newest message first, with what is unread and the lead
 * each belongs to. Requests flagged as fraud are gone, as everywhere else in
 * the portal (pro-inbox.server.ts).
 */
type Reader = Pick<Database, "select">;

export type Conversation = {
  leadId: string;
  categorySlug: string;
  categoryName: string;
  subService: string | null;
  zip: string;
  status: DeliveryStatus;
  /**
   * The homeowner's first name once the pro has bought the lead (the contact it paid for, as the lead's title
   * shows it, pro-inbox.server.ts), else null: several requests of one trade and ZIP are told apart by it.
   */
  homeownerName: string | null;
  lastMessage: { sender: MessageSender; body: string; at: Date } | null;
  /** The homeowner's messages the pro has not read. */
  unread: number;
};

const CONVERSATIONS_SHOWN = 200;

export async function proConversations(db: Reader, providerId: string): Promise<Conversation[]> {
  const ofThread = sql`${messages.threadId} = ${messageThreads.id}`;
  const newest = sql`order by ${messages.createdAt} desc, ${messages.id} desc limit 1`;
  const lastAt = sql<Date | null>`(select max(${messages.createdAt}) from ${messages} where ${ofThread})`;
  const rows = await db
    .select({
      leadId: messageThreads.leadId,
      categorySlug: serviceCategories.slug,
      categoryName: serviceCategories.name,
      subService: leadDetails.system,
      zip: leadRequests.zipCode,
      status: leadDeliveries.status,
      firstName: leadContacts.firstName,
      lastAt: lastAt.mapWith(messages.createdAt),
      lastSender: sql<MessageSender | null>`(select ${messages.sender} from ${messages} where ${ofThread} ${newest})`,
      lastBody: sql<string | null>`(select ${messages.body} from ${messages} where ${ofThread} ${newest})`,
      unread: sql<number>`(select count(*) from ${messages} where ${ofThread} and ${messages.sender} = 'homeowner' and ${messages.readAt} is null)`.mapWith(Number),
    })
    .from(messageThreads)
    .innerJoin(leadDeliveries, and(eq(leadDeliveries.leadId, messageThreads.leadId), eq(leadDeliveries.providerId, messageThreads.providerId)))
    .innerJoin(leadRequests, eq(leadRequests.id, messageThreads.leadId))
    .innerJoin(serviceCategories, eq(serviceCategories.id, leadRequests.categoryId))
    .leftJoin(leadDetails, eq(leadDetails.leadId, messageThreads.leadId))
    .leftJoin(leadContacts, eq(leadContacts.leadId, messageThreads.leadId))
    .where(and(eq(messageThreads.providerId, providerId), sql`${leadRequests.status} <> 'fraud'`))
    .orderBy(sql`${lastAt} desc nulls last`, desc(messageThreads.createdAt))
    .limit(CONVERSATIONS_SHOWN);
  return rows.map(({ lastAt: at, lastSender, lastBody, firstName, ...row }) => ({
    ...row,
    homeownerName: isPaid(row.status) ? (firstName ?? null) : null,
    lastMessage: at && lastSender && lastBody !== null ? { sender: lastSender, body: lastBody, at } : null,
  }));
}

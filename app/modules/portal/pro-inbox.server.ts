import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { namedStatement } from "~/db/prepared.server";
import { DELIVERY_STATUSES, type DeliveryEvent, type DeliveryStatus, type RefundRequestStatus } from "~/db/enums";
import type { PgColumn } from "drizzle-orm/pg-core";
import {
  leadContacts,
  leadDetails,
  leadDeliveries,
  leadDeliveryEvents,
  leadNotes,
  leadRequestEvents,
  leadRequests,
  providers,
  refundRequests,
  serviceCategories,
} from "~/db/schema";
import { isUuid } from "~/lib/uuid";
import { getZip } from "~/modules/catalog";
import { leadTitle, requestWords } from "~/modules/intake";
import { unreadColumn } from "~/modules/messaging/index.server";
import { CLOSED_REQUEST_TEXT, expiredOfferText, HOMEOWNER_CLOSED_REASON, homeownerClosedBoughtText, mayAskRefund, proMovesFrom, REQUEST_ENDED_REASONS } from "~/modules/pipeline";
import { isPaid } from "~/db/enums";
import { closedByHomeowner } from "~/modules/pipeline/index.server";
import { waitingRequestCount } from "~/modules/matching/index.server";
import { proLeadReviewColumn, proLeadReviewOf } from "~/modules/reviews/index.server";
import { NotFoundError } from "~/lib/not-found-error";

/**
 * What a pro sees of the requests offered to it: the inbox with filters and
 * counts, and one lead in full. Contact details only once the pro paid;
 * requests flagged as fraud are gone from both.
 */
type Reader = Pick<Database, "select">;

export type InboxFilter = { status?: DeliveryStatus; category?: string; page?: number };

/** Leads per page of the inbox, newest first: a phone shows a page without a long scroll, and the server renders it fast. */
export const INBOX_PAGE_SIZE = 50;

export type InboxLead = {
  leadId: string;
  /** Job, town and day, and the homeowner's first name once bought (lead-title.ts). */
  title: string;
  categorySlug: string;
  categoryName: string;
  subService: string | null;
  city: string | null;
  zip: string;
  budgetOption: string | null;
  urgency: string | null;
  status: DeliveryStatus;
  priceCredits: number;
  offeredAt: Date;
  /** How many pros have this request, or had it until the homeowner hired (never more than three). */
  prosReceived: number;
  /** The homeowner picked this pro on the results page. */
  chosenByHomeowner: boolean;
  /** The homeowner's messages the pro has not read yet. */
  unreadMessages: number;
  /**
   * Its homeowner closed the request, and the pro had bought the lead or its offer has ended (the card says so beside
   * "Expired", as the lead page does): an offer still open on a closed request cannot be, as the closing ends them.
   */
  closedByHomeowner: boolean;
};

// An offer that expired unanswered or on a suspension went to another pro (app/modules/matching/unanswered-offers.server.ts):
// the count is of those who have it. An offer ended with its request (REQUEST_ENDED_REASONS: a hire, the homeowner's
// closing) went to no one else and still counts: without it, the hired pro read "Sent to 1 pro" for a request sent to three.
const prosReceived = sql<number>`(select count(*) from ${leadDeliveries} m where m.lead_id = ${leadDeliveries.leadId} and (m.status <> 'expired'
  or exists (select 1 from ${leadDeliveryEvents} e where e.lead_id = m.lead_id and e.provider_id = m.provider_id and e.event = 'expire'
    and e.reason in (${sql.join(
      REQUEST_ENDED_REASONS.map((reason) => sql`${reason}`),
      sql`, `,
    )}))))`.mapWith(
  Number,
);

function inboxQuery(db: Reader) {
  return db
    .select({ ...inboxColumns(), unreadMessages: unreadColumn({ leadId: leadDeliveries.leadId, providerId: leadDeliveries.providerId }) })
    .from(leadDeliveries)
    .innerJoin(leadRequests, eq(leadRequests.id, leadDeliveries.leadId))
    .innerJoin(serviceCategories, eq(serviceCategories.id, leadRequests.categoryId))
    .leftJoin(leadDetails, eq(leadDetails.leadId, leadDeliveries.leadId))
    .leftJoin(leadContacts, eq(leadContacts.leadId, leadDeliveries.leadId));
}

/** A lead as inboxColumns reads it (the page of leads also reads its unread messages). */
type InboxRow = Omit<Awaited<ReturnType<typeof inboxQuery>>[number], "unreadMessages">;

function inboxColumns() {
  return {
    leadId: leadDeliveries.leadId,
    title: leadRequests.title,
    categorySlug: serviceCategories.slug,
    categoryName: serviceCategories.name,
    subService: leadDetails.system,
    zip: leadRequests.zipCode,
    budgetOption: leadRequests.budgetOption,
    urgency: leadDetails.urgency,
    status: leadDeliveries.status,
    priceCredits: leadDeliveries.priceCredits,
    offeredAt: leadDeliveries.createdAt,
    prosReceived,
    intent: leadDeliveries.homeownerIntent,
    requestedAt: leadRequests.createdAt,
    // Read for the title only, and only once the lead is bought (toInboxLead); never sent on its own.
    contactFirstName: leadContacts.firstName,
    withdrawn: closedByHomeowner().mapWith(Boolean),
  };
}

/**
 * The leads page: the inbox and, for a real pro with no lead at all (a new one), how many homeowners' requests wait
 * for a pro in its trades and area (matching's `waitingRequestCount`, as the credits page says); never counted for
 * the demo, which is not told of real requests.
 */
export async function inboxPage(db: Reader, providerId: string, filter: InboxFilter, options: { demo: boolean }) {
  const inbox = await proInbox(db, providerId, filter);
  const waitingRequests = inbox.counts.all === 0 && !options.demo ? await waitingRequestCount(db, providerId) : 0;
  return { ...inbox, waitingRequests };
}

/**
 * The inbox's reads as named prepared statements (app/db/prepared.server.ts): every portal visit to the inbox
 * runs them, and building a query each time was Drizzle's share of the page's CPU. A page of rows has a
 * statement per filter shape (a status, a category, both or neither).
 */
function inboxPageStatement(db: Reader, filter: InboxFilter) {
  const shape = `${filter.status ? "_status" : ""}${filter.category ? "_category" : ""}`;
  return namedStatement(db, `pro_inbox_page${shape}`, (name) =>
    inboxQuery(db)
      .where(
        and(
          eq(leadDeliveries.providerId, sql.placeholder("providerId")),
          ne(leadRequests.status, "fraud"),
          filter.status ? eq(leadDeliveries.status, sql.placeholder("status")) : undefined,
          filter.category ? eq(serviceCategories.slug, sql.placeholder("category")) : undefined,
        ),
      )
      .orderBy(desc(leadDeliveries.createdAt), desc(leadDeliveries.leadId))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(name),
  );
}

function inboxCountsStatement(db: Reader) {
  return namedStatement(db, "pro_inbox_counts", (name) =>
    db
      .select({ status: leadDeliveries.status, slug: serviceCategories.slug, name: serviceCategories.name, n: sql<number>`count(*)`.mapWith(Number) })
      .from(leadDeliveries)
      .innerJoin(leadRequests, eq(leadRequests.id, leadDeliveries.leadId))
      .innerJoin(serviceCategories, eq(serviceCategories.id, leadRequests.categoryId))
      .where(and(eq(leadDeliveries.providerId, sql.placeholder("providerId")), ne(leadRequests.status, "fraud")))
      .groupBy(leadDeliveries.status, serviceCategories.slug, serviceCategories.name)
      .prepare(name),
  );
}

export async function proInbox(db: Reader, providerId: string, filter: InboxFilter = {}) {
  const pageRows = inboxPageStatement(db, filter).execute({
    providerId,
    status: filter.status,
    category: filter.category,
    limit: INBOX_PAGE_SIZE,
    offset: ((filter.page ?? 1) - 1) * INBOX_PAGE_SIZE,
  });
  const counted = inboxCountsStatement(db).execute({ providerId });
  const [rows, countRows] = await Promise.all([pageRows, counted]);
  const byStatus = Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, 0])) as Record<DeliveryStatus, number>;
  const byCategory = new Map<string, { slug: string; name: string; count: number }>();
  for (const row of countRows) {
    byStatus[row.status] += row.n;
    const category = byCategory.get(row.slug) ?? { slug: row.slug, name: row.name, count: 0 };
    category.count += row.n;
    byCategory.set(row.slug, category);
  }
  const matching = countRows
    .filter((row) => (!filter.status || row.status === filter.status) && (!filter.category || row.slug === filter.category))
    .reduce((sum, row) => sum + row.n, 0);
  return {
    leads: rows.map((row) => toInboxLead(row, row.unreadMessages)),
    page: { number: filter.page ?? 1, count: Math.max(1, Math.ceil(matching / INBOX_PAGE_SIZE)), matching, size: INBOX_PAGE_SIZE },
    counts: {
      all: countRows.reduce((sum, row) => sum + row.n, 0),
      byStatus,
    },
    categories: [...byCategory.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/**
 * Field by field, not a spread of the row with new keys: on Node 20, each key added to a spread copy costs about a
 * microsecond, and with the title's own copy that was a tenth of the inbox's `.data` CPU for 50 leads
 * (scripts/bench/signed-in.ts).
 */
/**
 * Whether the pro paid for the lead, now or before a refund: a delivery is refunded only from a paid status
 * (`refund` in DELIVERY_GRAPH, app/modules/pipeline/delivery-states.ts). The card and the page name the homeowner
 * alike; the card of a refunded lead did not, while its page did.
 */
function wasBought(status: DeliveryStatus): boolean {
  return isPaid(status) || status === "refunded";
}

function toInboxLead(row: InboxRow, unreadMessages: number): InboxLead {
  const bought = wasBought(row.status);
  const { categorySlug, categoryName, subService, zip } = row;
  return {
    leadId: row.leadId,
    title: leadTitle({ categorySlug, categoryName, subService, zip, createdAt: row.requestedAt, firstName: bought ? row.contactFirstName : null }),
    categorySlug,
    categoryName,
    subService,
    city: getZip(zip)?.city ?? null,
    zip,
    budgetOption: row.budgetOption,
    urgency: row.urgency,
    status: row.status,
    priceCredits: row.priceCredits,
    offeredAt: row.offeredAt,
    prosReceived: row.prosReceived,
    chosenByHomeowner: row.intent !== null,
    unreadMessages,
    closedByHomeowner: row.withdrawn && (bought || row.status === "expired"),
  };
}

/**
 * A line of the lead page's history: the delivery's own events, and, on a lead the pro bought, the homeowner's
 * closing of the request (`request-close`), which is the request's event: without it the history of a bought lead
 * ended at "Marked contacted" while the page said the homeowner had closed it.
 */
type HistoryEvent = { event: DeliveryEvent | "request-close"; from: DeliveryStatus | null; to: DeliveryStatus | null; actor: string; reason: string | null; at: Date };
type LeadNote = { id: string; body: string; createdAt: Date };
type RefundRequest = { status: RefundRequestStatus; reason: string; decisionNote: string | null };
/** JSON carries instants as text: the history's and notes' times, as they arrive. */
type HistoryJson = Omit<HistoryEvent, "at"> & { at: string };
type NoteJson = Omit<LeadNote, "createdAt"> & { createdAt: string };

/**
 * The lead page's one read, prepared once (app/db/prepared.server.ts): the lead with its contact, the pro's balance,
 * and, as JSON beside them, the lead's history, the pro's notes and the latest refund request. One round trip where
 * four were, each with its own pool checkout, protocol messages and row mapping on the server's one core.
 */
function leadDetailStatement(db: Reader) {
  const sameDelivery = (leadId: PgColumn, providerId: PgColumn) => sql`${leadId} = ${leadDeliveries.leadId} and ${providerId} = ${leadDeliveries.providerId}`;
  const e = leadDeliveryEvents;
  const r = leadRequestEvents;
  const deliveryEvents = sql`select ${e.event} as event, ${e.fromStatus} as "from", ${e.toStatus} as "to", ${e.actor} as actor, ${e.reason} as reason, ${e.createdAt} as at, (${e.event} = 'offer') as first from ${e} where ${sameDelivery(e.leadId, e.providerId)}`;
  const closing = sql`select 'request-close', null, null, ${r.actor}, null, ${r.createdAt}, false from ${r} where ${r.leadId} = ${leadDeliveries.leadId} and ${r.event} = 'close' and ${r.reason} = ${HOMEOWNER_CLOSED_REASON} and ${leadDeliveries.status} not in ('offered', 'expired')`;
  // In time order, an offer before what happened in the same instant (deliveryEventsInOrder's rule, app/modules/pipeline/lead-events.server.ts).
  const history = sql<HistoryJson[]>`coalesce((select json_agg(json_build_object('event', h.event, 'from', h."from", 'to', h."to", 'actor', h.actor, 'reason', h.reason, 'at', h.at) order by h.at, h.first desc) from (${deliveryEvents} union all ${closing}) h), '[]'::json)`;
  const notes = sql<NoteJson[]>`coalesce((select json_agg(json_build_object('id', ${leadNotes.id}, 'body', ${leadNotes.body}, 'createdAt', ${leadNotes.createdAt}) order by ${leadNotes.createdAt} desc) from ${leadNotes} where ${sameDelivery(leadNotes.leadId, leadNotes.providerId)}), '[]'::json)`;
  const refund = sql<RefundRequest | null>`(select json_build_object('status', ${refundRequests.status}, 'reason', ${refundRequests.reason}, 'decisionNote', ${refundRequests.decisionNote}) from ${refundRequests} where ${sameDelivery(refundRequests.leadId, refundRequests.providerId)} order by ${refundRequests.createdAt} desc limit 1)`;
  return namedStatement(db, "pro_lead_detail", (name) =>
    db
      .select({
        ...inboxColumns(),
        description: leadRequests.description,
        query: leadDetails.query,
        lastName: leadContacts.lastName,
        email: leadContacts.email,
        phone: leadContacts.phone,
        street: leadContacts.street,
        balance: providers.creditBalance,
        requestStatus: leadRequests.status,
        maxCreditsPerLead: providers.maxCreditsPerLead,
        history,
        notes,
        refund,
        // The homeowner's review, which the page shows with its reply form.
        review: proLeadReviewColumn({ leadId: leadDeliveries.leadId, providerId: leadDeliveries.providerId }),
      })
      .from(leadDeliveries)
      .innerJoin(leadRequests, eq(leadRequests.id, leadDeliveries.leadId))
      .innerJoin(serviceCategories, eq(serviceCategories.id, leadRequests.categoryId))
      .innerJoin(providers, eq(providers.id, leadDeliveries.providerId))
      .leftJoin(leadDetails, eq(leadDetails.leadId, leadDeliveries.leadId))
      .leftJoin(leadContacts, eq(leadContacts.leadId, leadDeliveries.leadId))
      .where(and(eq(leadDeliveries.providerId, sql.placeholder("providerId")), eq(leadDeliveries.leadId, sql.placeholder("leadId")), ne(leadRequests.status, "fraud")))
      .prepare(name),
  );
}

/**
 * One lead as its pro sees it, with the pro's credit balance (the page offers to buy the lead); another pro's lead
 * (or a fraud one) is not found. One statement (leadDetailStatement).
 */
export async function proLeadDetail(db: Reader, providerId: string, leadId: string) {
  if (!isUuid(leadId)) throw new NotFoundError("Lead not found");
  const [found] = await leadDetailStatement(db).execute({ providerId, leadId });
  if (!found) throw new NotFoundError("Lead not found");
  // The contact's other fields never travel with the inbox row (toInboxLead): they are shown only once paid, below.
  const { description, query, lastName, email, phone, street, balance, requestStatus, maxCreditsPerLead, refund, review, history: historyJson, notes: notesJson, ...row } =
    found;
  const history: HistoryEvent[] = historyJson.map((event) => ({ ...event, at: new Date(event.at) }));
  const notes: LeadNote[] = notesJson.map((note) => ({ ...note, createdAt: new Date(note.createdAt) }));
  const paid = wasBought(row.status);
  return {
    // The lead page shows the thread itself (proThread), which marks it read.
    ...toInboxLead(row, 0),
    details: requestWords({ query, description }),
    homeownerIntent: row.intent,
    // Hidden until the pro pays for the lead (a request whose contact was erased has none).
    contact:
      paid && row.contactFirstName !== null && lastName !== null && email !== null && phone !== null
        ? { firstName: row.contactFirstName, lastName, email, phone, street }
        : null,
    balance,
    /** The pro's own limit (Settings): a lead priced above it cannot be accepted (acceptLead). */
    maxCreditsPerLead,
    /** Why the offer can no longer be accepted, in the pro's words, or null while it can (or once it was). */
    endedText: row.status === "expired" ? expiredOfferText(history.findLast((event) => event.event === "expire")?.reason) : row.status === "offered" && requestStatus === "closed" ? CLOSED_REQUEST_TEXT : null,
    /** The homeowner closed the request after the pro bought it (withdrawRequest in pipeline): said beside the contact. */
    closedByHomeownerText: paid && row.withdrawn ? homeownerClosedBoughtText(row.status, refund?.status ?? null) : null,
    // A request the homeowner closed cannot be hired (closeRequestOnHire), so the page does not offer it.
    nextMoves: proMovesFrom(row.status).filter((move) => !(row.withdrawn && move === "hire")),
    history,
    notes,
    refundRequest: refund,
    /** The page offers the refund form only when the post would take it (mayAskRefund). */
    canAskRefund: mayAskRefund(row.status, refund?.status ?? null),
    review: proLeadReviewOf(review),
  };
}

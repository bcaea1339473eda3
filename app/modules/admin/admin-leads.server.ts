import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { LEAD_STATUSES, type LeadStatus } from "~/db/enums";
import {
  creditLedger,
  leadContacts,
  leadDetails,
  leadDeliveries,
  leadDeliveryEvents,
  leadRequestEvents,
  leadRequests,
  providers,
  refundRequestEvents,
  refundRequests,
  serviceCategories,
  users,
} from "~/db/schema";
import { isPaid } from "~/db/enums";
import {
  type Actor,
  deliveryEventsInOrder,
  LeadActionError,
  moveRequest,
  queueRefundDecidedEmail,
  moveRefundRequest,
  refundDelivery,
} from "~/modules/pipeline/index.server";
import { NotFoundError } from "~/lib/not-found-error";
import { isUuid } from "~/lib/uuid";
import { normalizeOhioZip } from "~/modules/catalog";
import { requestWords } from "~/modules/intake";
import { type AuditActor, recordAudit } from "./audit.server";
import { leadHistory } from "./lead-history";
import { DAY_MS } from "~/lib/ohio-time";
import { phoneSearchDigits } from "~/lib/phone";

/** What an operator can search requests by; every field is optional and they combine with "and". */
export type LeadSearch = {
  zip?: string;
  category?: string;
  status?: LeadStatus;
  /** Part of the homeowner's e-mail, phone digits or name. */
  contact?: string;
  /** Requests made on or after `from` and before `to` (dates, in UTC). */
  from?: Date;
  to?: Date;
};

export const LEAD_SEARCH_LIMIT = 50;
export const FRAUD_REASON_MAX_LENGTH = 1000;

/** The search form's text values as a LeadSearch: blanks and values that cannot match are dropped. */
export function parseLeadSearch(params: URLSearchParams): LeadSearch {
  const text = (name: string) => (params.get(name) ?? "").trim().slice(0, 200);
  const date = (name: string) => {
    const value = text(name);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
    const parsed = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(parsed.getTime()) ? undefined : parsed;
  };
  const status = text("status");
  const to = date("to");
  return {
    // The seed's Ohio check (the first five digits), as the sign-ups read a ZIP: a pasted ZIP+4 searches its ZIP.
    zip: normalizeOhioZip(text("zip")) ?? undefined,
    category: text("category") || undefined,
    status: (LEAD_STATUSES as readonly string[]).includes(status) ? (status as LeadStatus) : undefined,
    contact: text("contact") || undefined,
    from: date("from"),
    // "to" is inclusive of its whole day.
    to: to ? new Date(to.getTime() + DAY_MS) : undefined,
  };
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function searchLeadRequests(db: Pick<Database, "select">, search: LeadSearch) {
  const where: SQL[] = [];
  if (search.zip) where.push(eq(leadRequests.zipCode, search.zip));
  if (search.category) where.push(eq(serviceCategories.slug, search.category));
  if (search.status) where.push(eq(leadRequests.status, search.status));
  if (search.from) where.push(gte(leadRequests.createdAt, search.from));
  if (search.to) where.push(lt(leadRequests.createdAt, search.to));
  if (search.contact) {
    const pattern = `%${escapeLike(search.contact)}%`;
    const digits = phoneSearchDigits(search.contact);
    const matches: SQL[] = [
      ilike(leadContacts.email, pattern),
      ilike(sql`${leadContacts.firstName} || ' ' || ${leadContacts.lastName}`, pattern),
    ];
    if (digits.length >= 3) matches.push(sql`regexp_replace(${leadContacts.phone}, '\\D', '', 'g') like ${`%${digits}%`}`);
    where.push(or(...matches)!);
  }
  return db
    .select({
      id: leadRequests.id,
      title: leadRequests.title,
      zip: leadRequests.zipCode,
      status: leadRequests.status,
      categoryName: serviceCategories.name,
      firstName: leadContacts.firstName,
      lastName: leadContacts.lastName,
      email: leadContacts.email,
      createdAt: leadRequests.createdAt,
      deliveries: sql<number>`(select count(*) from ${leadDeliveries} where ${leadDeliveries.leadId} = ${leadRequests.id})`.mapWith(Number),
      // Offered to a demo business, so invented by the demo seed: a real request never goes to one (matching.ts).
      demo: sql<boolean>`exists(select 1 from ${leadDeliveries} join ${providers} on ${providers.id} = ${leadDeliveries.providerId}
        where ${leadDeliveries.leadId} = ${leadRequests.id} and ${providers.isDemo})`.mapWith(Boolean),
    })
    .from(leadRequests)
    .innerJoin(serviceCategories, eq(serviceCategories.id, leadRequests.categoryId))
    .leftJoin(leadContacts, eq(leadContacts.leadId, leadRequests.id))
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(leadRequests.createdAt), asc(leadRequests.id))
    .limit(LEAD_SEARCH_LIMIT);
}

export type AdminLeadSummary = Awaited<ReturnType<typeof searchLeadRequests>>[number];

/** One request as an operator sees it: contact, details, every delivery (charged or not) and both event logs. */
export async function adminLeadDetail(db: Pick<Database, "select">, leadId: string) {
  if (!isUuid(leadId)) throw new NotFoundError("Request not found");
  const [lead] = await db
    .select({
      id: leadRequests.id,
      title: leadRequests.title,
      description: leadRequests.description,
      zip: leadRequests.zipCode,
      status: leadRequests.status,
      budgetOption: leadRequests.budgetOption,
      createdAt: leadRequests.createdAt,
      heldUntil: leadRequests.heldUntil,
      categoryName: serviceCategories.name,
      firstName: leadContacts.firstName,
      lastName: leadContacts.lastName,
      email: leadContacts.email,
      phone: leadContacts.phone,
      street: leadContacts.street,
      city: leadContacts.city,
      urgency: leadDetails.urgency,
      query: leadDetails.query,
      source: leadDetails.source,
    })
    .from(leadRequests)
    .innerJoin(serviceCategories, eq(serviceCategories.id, leadRequests.categoryId))
    .leftJoin(leadContacts, eq(leadContacts.leadId, leadRequests.id))
    .leftJoin(leadDetails, eq(leadDetails.leadId, leadRequests.id))
    .where(eq(leadRequests.id, leadId));
  if (!lead) throw new NotFoundError("Request not found");
  const refund = alias(creditLedger, "refund");
  const deliveries = await db
    .select({
      providerId: leadDeliveries.providerId,
      businessName: providers.businessName,
      isDemo: providers.isDemo,
      status: leadDeliveries.status,
      priceCredits: leadDeliveries.priceCredits,
      chargedCredits: sql<number>`coalesce(-sum(${creditLedger.amount}), 0)`.mapWith(Number),
      refundedCredits: sql<number>`coalesce(sum(${refund.amount}), 0)`.mapWith(Number),
    })
    .from(leadDeliveries)
    .innerJoin(providers, eq(providers.id, leadDeliveries.providerId))
    .leftJoin(
      creditLedger,
      and(eq(creditLedger.leadId, leadDeliveries.leadId), eq(creditLedger.providerId, leadDeliveries.providerId), eq(creditLedger.kind, "lead_charge")),
    )
    .leftJoin(refund, eq(refund.reversesId, creditLedger.id))
    .where(eq(leadDeliveries.leadId, leadId))
    .groupBy(leadDeliveries.providerId, providers.businessName, providers.isDemo, leadDeliveries.status, leadDeliveries.priceCredits, leadDeliveries.rank)
    .orderBy(asc(leadDeliveries.rank));
  const requestEvents = await db
    .select({
      id: leadRequestEvents.id,
      event: leadRequestEvents.event,
      actor: leadRequestEvents.actor,
      reason: leadRequestEvents.reason,
      createdAt: leadRequestEvents.createdAt,
    })
    .from(leadRequestEvents)
    .where(eq(leadRequestEvents.leadId, leadId))
    .orderBy(asc(leadRequestEvents.createdAt));
  const deliveryEvents = await db
    .select({
      id: leadDeliveryEvents.id,
      businessName: providers.businessName,
      event: leadDeliveryEvents.event,
      actor: leadDeliveryEvents.actor,
      reason: leadDeliveryEvents.reason,
      createdAt: leadDeliveryEvents.createdAt,
    })
    .from(leadDeliveryEvents)
    .innerJoin(providers, eq(providers.id, leadDeliveryEvents.providerId))
    .where(eq(leadDeliveryEvents.leadId, leadId))
    .orderBy(...deliveryEventsInOrder);
  const refundEvents = await db
    .select({
      id: refundRequestEvents.id,
      businessName: providers.businessName,
      event: refundRequestEvents.event,
      actor: refundRequestEvents.actor,
      reason: refundRequestEvents.reason,
      createdAt: refundRequestEvents.createdAt,
    })
    .from(refundRequestEvents)
    .innerJoin(refundRequests, eq(refundRequests.id, refundRequestEvents.requestId))
    .innerJoin(providers, eq(providers.id, refundRequests.providerId))
    .where(eq(refundRequests.leadId, leadId));
  const history = leadHistory({
    request: { id: lead.id, createdAt: lead.createdAt, heldUntil: lead.heldUntil },
    requestEvents,
    deliveryEvents,
    refundEvents,
    names: {
      providers: new Map(deliveries.map((delivery) => [delivery.providerId, delivery.businessName])),
      operators: await operatorEmails(db, [...requestEvents, ...deliveryEvents, ...refundEvents].map((event) => event.actor)),
    },
  });
  // Offered to a demo business, so invented by the demo seed, as in the search above.
  return { lead: { ...lead, details: requestWords(lead), demo: deliveries.some((delivery) => delivery.isDemo) }, deliveries, history };
}

/** The e-mail of each operator among `actors` ("admin:<user id>"), by user id. */
async function operatorEmails(db: Pick<Database, "select">, actors: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(actors.filter((actor) => actor.startsWith("admin:")).map((actor) => actor.slice("admin:".length)))];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.email]));
}

export type AdminLeadDetail = Awaited<ReturnType<typeof adminLeadDetail>>;

/**
 * Flags a request as fraud, in one transaction: the request moves to fraud
 * (which hides it from every pro's inbox), each paid delivery is refunded
 * (refunds.server.ts: moved to refunded, its charge given back through the
 * ledger), open refund requests are approved, and the audit log gets its
 * entry. The request row is locked first: a second flag waits, then
 * is refused, so nobody is refunded twice.
 */
export async function flagLeadAsFraud(
  db: Database,
  args: { leadId: string; reason: string; actor: AuditActor; now?: Date },
): Promise<{ refunds: { providerId: string; credits: number }[] }> {
  const reason = args.reason.trim();
  if (reason.length === 0) throw new LeadActionError("Say why this request is fraud; the pros who paid for it see the refund.");
  if (reason.length > FRAUD_REASON_MAX_LENGTH) throw new LeadActionError(`Keep the reason under ${FRAUD_REASON_MAX_LENGTH} characters.`);
  if (!isUuid(args.leadId)) throw new NotFoundError("Request not found");
  const now = args.now ?? new Date();
  const actor: Actor = `admin:${args.actor.userId}`;
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ title: leadRequests.title, status: leadRequests.status })
      .from(leadRequests)
      .where(eq(leadRequests.id, args.leadId))
      .for("update");
    if (!lead) throw new NotFoundError("Request not found");
    if (lead.status === "fraud") throw new LeadActionError("This request is already flagged as fraud.");
    await moveRequest(tx, { leadId: args.leadId, event: "flag-fraud", actor, reason, now });

    const refundNote = `Refunded: the request was flagged as fraud (${reason})`;
    const deliveries = await tx
      .select({ providerId: leadDeliveries.providerId, status: leadDeliveries.status })
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, args.leadId))
      .orderBy(asc(leadDeliveries.rank));
    const refunds: { providerId: string; credits: number }[] = [];
    for (const delivery of deliveries.filter((row) => isPaid(row.status))) {
      const refunded = await refundDelivery(tx, { leadId: args.leadId, providerId: delivery.providerId, actor, reason: refundNote, now });
      refunds.push({ providerId: delivery.providerId, credits: refunded.credits });
    }
    const openRequests = await tx
      .select({ id: refundRequests.id })
      .from(refundRequests)
      .where(and(eq(refundRequests.leadId, args.leadId), eq(refundRequests.status, "pending")));
    for (const request of openRequests) {
      await moveRefundRequest(tx, { requestId: request.id, event: "approve", actor, note: refundNote, now });
    }
    // Each pro refunded hears of it in this transaction, one mail each.
    for (const refund of refunds) {
      await queueRefundDecidedEmail(tx, { leadId: args.leadId, providerId: refund.providerId }, { outcome: "fraud", credits: refund.credits });
    }

    await recordAudit(tx, args.actor, {
      action: "lead.flag-fraud",
      targetType: "lead_request",
      targetId: args.leadId,
      targetName: lead.title,
      before: { status: lead.status },
      after: { status: "fraud", reason, refunds },
    });
    return { refunds };
  });
}


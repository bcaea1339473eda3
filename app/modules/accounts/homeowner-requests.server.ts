import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { DeliveryStatus } from "~/db/enums";
import { leadContacts, leadDetails, leadDeliveries, leadDeliveryEvents, leadRequests, providers, serviceCategories } from "~/db/schema";
import { homeownerProStatus } from "./pro-status-labels";
import { leadTitle } from "~/modules/intake";
import { stillWaiting } from "~/modules/matching/index.server";
import { askAgainHref, endedWithoutProText } from "~/modules/matching";
import { REQUEST_ALREADY_CLOSED_TEXT } from "~/modules/pipeline";
import { closedByHomeowner, LeadActionError, withdrawRequest } from "~/modules/pipeline/index.server";
import { isHomeownersRequest } from "~/modules/reviews/index.server";
import { NotFoundError } from "~/lib/not-found-error";
import { isUuid } from "~/lib/uuid";

export type HomeownerRequest = {
  id: string;
  title: string;
  category: string;
  zipCode: string;
  createdAt: string;
  status: string;
  /** `statusText`: where the pro is with it, in the homeowner's words (homeownerProStatus). */
  pros: Array<{ businessName: string; slug: string; status: DeliveryStatus; statusText: string }>;
  /** While it waits for a pro (matching's `stillWaiting`: held, unexpired, offered to nobody): until when (ISO), else null. */
  waitsUntil: string | null;
  /** Why it was closed: by the homeowner, or with no pro who has it (matching's `endedWithoutProText`); else null. */
  endedText: string | null;
  /** Where its "Ask again" leads once it ended: a new request for the same trade and ZIP. */
  askAgainHref: string;
  /** Still open, so the homeowner may close it ("I no longer need this"). */
  canWithdraw: boolean;
};

/**
 * A homeowner's requests: those whose contact e-mail is the account's
 * verified address (an unverified address could be anyone's), newest first,
 * with the pros each went to and where each pro is with it.
 */
export async function homeownerRequests(db: Database, verifiedEmail: string, now = new Date()): Promise<HomeownerRequest[]> {
  const requests = await db
    .select({
      id: leadRequests.id,
      category: serviceCategories.name,
      categorySlug: serviceCategories.slug,
      subService: leadDetails.system,
      zipCode: leadRequests.zipCode,
      createdAt: leadRequests.createdAt,
      status: leadRequests.status,
      heldUntil: leadRequests.heldUntil,
      waiting: sql`coalesce(${stillWaiting(now)}, false)`.mapWith(Boolean),
      withdrawn: closedByHomeowner().mapWith(Boolean),
    })
    .from(leadRequests)
    .innerJoin(leadContacts, eq(leadContacts.leadId, leadRequests.id))
    .innerJoin(serviceCategories, eq(serviceCategories.id, leadRequests.categoryId))
    .leftJoin(leadDetails, eq(leadDetails.leadId, leadRequests.id))
    .where(and(sql`lower(${leadContacts.email}) = ${verifiedEmail.toLowerCase()}`, sql`${leadRequests.status} <> 'fraud'`))
    .orderBy(desc(leadRequests.createdAt))
    .limit(100);
  if (requests.length === 0) return [];
  const deliveries = await db
    .select({
      leadId: leadDeliveries.leadId,
      providerId: leadDeliveries.providerId,
      businessName: providers.businessName,
      slug: providers.slug,
      status: leadDeliveries.status,
      rank: leadDeliveries.rank,
    })
    .from(leadDeliveries)
    .innerJoin(providers, eq(providers.id, leadDeliveries.providerId))
    .where(inArray(leadDeliveries.leadId, requests.map((request) => request.id)))
    .orderBy(leadDeliveries.rank, leadDeliveries.createdAt);
  // Why each ended offer ended: an offer expires once, so one reason per lead and pro.
  const endings = await db
    .select({ leadId: leadDeliveryEvents.leadId, providerId: leadDeliveryEvents.providerId, reason: leadDeliveryEvents.reason })
    .from(leadDeliveryEvents)
    .where(and(inArray(leadDeliveryEvents.leadId, requests.map((request) => request.id)), eq(leadDeliveryEvents.event, "expire")));
  const endedFor = (leadId: string, providerId: string) =>
    endings.find((ending) => ending.leadId === leadId && ending.providerId === providerId)?.reason ?? null;
  return requests.map(({ categorySlug, subService, heldUntil, waiting, withdrawn, ...request }) => {
    const pros = deliveries
      .filter((delivery) => delivery.leadId === request.id)
      .map(({ providerId, businessName, slug, status }) => ({
        businessName,
        slug,
        status,
        statusText: homeownerProStatus(status, status === "expired" ? endedFor(request.id, providerId) : null),
      }));
    return {
      ...request,
      // Job, town and day, as the pros see it (lead-title.ts): two requests of one trade read differently.
      title: leadTitle({ categorySlug, categoryName: request.category, subService, zip: request.zipCode, createdAt: request.createdAt }),
      createdAt: request.createdAt.toISOString(),
      pros,
      waitsUntil: waiting && heldUntil ? heldUntil.toISOString() : null,
      canWithdraw: request.status === "new" || request.status === "matched",
      askAgainHref: askAgainHref({ categorySlug, zip: request.zipCode }),
      endedText: endedWithoutProText({
        closed: request.status === "closed",
        withdrawn,
        livePros: pros.filter((pro) => pro.status !== "expired").length,
        everOffered: pros.length > 0,
        categoryName: request.category,
        zip: request.zipCode,
      }),
    };
  });
}

/** The question "I no longer need this" asks before anything changes: what closing does, and what it does not. */
export const WITHDRAW_CONFIRM_TEXT =
  "Close this request? Pros can no longer take it, and those it was sent to who have not taken it yet see that it is closed. " +
  "Pros who already have your details keep them: we e-mail them that you closed it, and they may still get in touch. " +
  "If you hired one of them, tell us with \u201cI hired\u201d instead.";

/** The answer once it is closed: the request's card below says what closing means (WITHDRAWN_REQUEST_TEXT in matching). */
export const WITHDRAWN_TEXT = "Done: your request is closed.";

export type WithdrawAnswer = { status: 200 | 400 | 404; ok: boolean; leadId: string; message: string; confirming?: boolean };

/**
 * "I no longer need this" on My requests: a first post asks (WITHDRAW_CONFIRM_TEXT), a second with `confirmed`
 * closes the request (withdrawRequest in pipeline). Only a request sent from the account's verified address: any
 * other id is not found.
 */
export async function withdrawHomeownerRequest(
  db: Database,
  args: { verifiedEmail: string; userId: string; leadId: string; confirmed: boolean; now?: Date },
): Promise<WithdrawAnswer> {
  const { leadId } = args;
  const notFound: WithdrawAnswer = { status: 404, ok: false, leadId, message: "Request not found" };
  if (!isUuid(leadId) || !(await isHomeownersRequest(db, args.verifiedEmail, leadId))) return notFound;
  try {
    if (!args.confirmed) {
      const [request] = await db.select({ status: leadRequests.status }).from(leadRequests).where(eq(leadRequests.id, leadId));
      if (!request || request.status === "fraud") return notFound;
      if (request.status === "closed") return { status: 400, ok: false, leadId, message: REQUEST_ALREADY_CLOSED_TEXT };
      return { status: 200, ok: true, leadId, confirming: true, message: WITHDRAW_CONFIRM_TEXT };
    }
    await withdrawRequest(db, { leadId, actor: `homeowner:${args.userId}`, now: args.now });
    return { status: 200, ok: true, leadId, message: WITHDRAWN_TEXT };
  } catch (error) {
    if (error instanceof NotFoundError) return notFound;
    if (error instanceof LeadActionError) return { status: 400, ok: false, leadId, message: error.message };
    throw error;
  }
}

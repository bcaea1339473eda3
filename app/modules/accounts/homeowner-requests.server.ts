import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { DeliveryStatus } from "~/db/enums";
import { leadContacts, leadDetails, leadDeliveries, leadDeliveryEvents, leadRequests, providers, serviceCategories } from "~/db/schema";
import { homeownerProStatus } from "./pro-status-labels";
import { leadTitle } from "~/modules/intake";
import { stillWaiting } from "~/modules/matching/index.server";
import { endedWithoutProText } from "~/modules/matching";

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
  /** Why it was closed with no pro who has it (matching's `endedWithoutProText`), else null. */
  endedText: string | null;
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
  return requests.map(({ categorySlug, subService, heldUntil, waiting, ...request }) => {
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
      endedText: endedWithoutProText({
        closed: request.status === "closed",
        livePros: pros.filter((pro) => pro.status !== "expired").length,
        everOffered: pros.length > 0,
        categoryName: request.category,
        zip: request.zipCode,
      }),
    };
  });
}

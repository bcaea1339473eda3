import { and, eq, inArray, sql } from "drizzle-orm";
import { getEnv } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import type { DeliveryStatus } from "~/db/enums";
import { leadContacts, leadDeliveries, leadRequests, providers, refundRequests, serviceCategories } from "~/db/schema";
import { queueEmails } from "~/modules/notifications/index.server";
import { requestClosedEmail } from "./request-closed-email";

/**
 * The paid leads whose pro is told that the homeowner closed the request: still being worked. A pro that marked the
 * lead lost already said it is done with it, a refunded one has its credits back, and a hired one cannot be (a hire
 * closes the request, and a closed request cannot be withdrawn): telling them would be noise.
 */
export const TOLD_OF_CLOSING: readonly DeliveryStatus[] = ["accepted", "contacted", "quoted"];

/**
 * E-mails each pro still working the lead that its homeowner closed it, in the closing's transaction (withdrawRequest).
 * Demo businesses never get a real request, and are never told anything. Returns the pros told.
 */
export async function tellBuyersOfClosing(tx: Pick<Database, "select" | "insert">, leadId: string): Promise<string[]> {
  const buyers = await tx
    .select({
      providerId: leadDeliveries.providerId,
      to: providers.email,
      userId: providers.userId,
      businessName: providers.businessName,
      categoryName: serviceCategories.name,
      zip: leadRequests.zipCode,
      firstName: leadContacts.firstName,
      lastName: leadContacts.lastName,
      refundPending: sql<boolean>`exists(select 1 from ${refundRequests} where ${refundRequests.leadId} = ${leadDeliveries.leadId}
        and ${refundRequests.providerId} = ${leadDeliveries.providerId} and ${refundRequests.status} = 'pending')`.mapWith(Boolean),
    })
    .from(leadDeliveries)
    .innerJoin(providers, eq(providers.id, leadDeliveries.providerId))
    .innerJoin(leadRequests, eq(leadRequests.id, leadDeliveries.leadId))
    .innerJoin(serviceCategories, eq(serviceCategories.id, leadRequests.categoryId))
    .leftJoin(leadContacts, eq(leadContacts.leadId, leadDeliveries.leadId))
    .where(and(eq(leadDeliveries.leadId, leadId), inArray(leadDeliveries.status, [...TOLD_OF_CLOSING]), eq(providers.isDemo, false)));
  const publicUrl = getEnv().PUBLIC_URL;
  await queueEmails(
    tx,
    buyers.map((buyer) => requestClosedEmail(publicUrl, buyer, { leadId, ...buyer })),
  );
  return buyers.map((buyer) => buyer.providerId);
}

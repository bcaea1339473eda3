import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { DeliveryStatus } from "~/db/enums";
import { leadContacts, leadMatches, leadRequests, providers, serviceCategories } from "~/db/schema";

export type HomeownerRequest = {
  id: string;
  title: string;
  category: string;
  zipCode: string;
  createdAt: string;
  status: string;
  pros: Array<{ businessName: string; slug: string; status: DeliveryStatus }>;
};

/**
 * A homeowner's requests: those whose contact e-mail is the account's
 * verified address (an unverified address could be anyone's), newest first,
 * with the pros each went to and where each pro is with it.
 */
export async function homeownerRequests(db: Database, verifiedEmail: string): Promise<HomeownerRequest[]> {
  const requests = await db
    .select({
      id: leadRequests.id,
      title: leadRequests.title,
      category: serviceCategories.name,
      zipCode: leadRequests.zipCode,
      createdAt: leadRequests.createdAt,
      status: leadRequests.status,
    })
    .from(leadRequests)
    .innerJoin(leadContacts, eq(leadContacts.leadId, leadRequests.id))
    .innerJoin(serviceCategories, eq(serviceCategories.id, leadRequests.categoryId))
    .where(and(sql`lower(${leadContacts.email}) = ${verifiedEmail.toLowerCase()}`, sql`${leadRequests.status} <> 'fraud'`))
    .orderBy(desc(leadRequests.createdAt))
    .limit(100);
  if (requests.length === 0) return [];
  const matches = await db
    .select({ leadId: leadMatches.leadId, businessName: providers.businessName, slug: providers.slug, status: leadMatches.status, rank: leadMatches.rank })
    .from(leadMatches)
    .innerJoin(providers, eq(providers.id, leadMatches.providerId))
    .where(inArray(leadMatches.leadId, requests.map((request) => request.id)))
    .orderBy(leadMatches.rank);
  return requests.map((request) => ({
    ...request,
    createdAt: request.createdAt.toISOString(),
    pros: matches.filter((match) => match.leadId === request.id).map(({ businessName, slug, status }) => ({ businessName, slug, status })),
  }));
}

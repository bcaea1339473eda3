import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { leadContacts, leadDeliveries, leadRequests, providers, providerServiceZips } from "~/db/schema";
import { postLedgerEntry } from "~/modules/credits/ledger.server";
import { contactKey } from "~/modules/intake/create-lead.server";
import { recordOffers } from "~/modules/pipeline/lead-events.server";

let serial = 0;

/**
 * A verified pro in Columbus with its service ZIPs and, when asked, credits granted through the ledger; no account
 * and no trade, so matching never picks it: a test offers it leads itself (insertMatchedLead).
 */
export async function insertVerifiedPro(
  db: Database,
  options: { credits?: number; maxCreditsPerLead?: number; zips?: string[] } = {},
): Promise<string> {
  serial += 1;
  const [row] = await db
    .insert(providers)
    .values({
      slug: `pipeline-pro-${serial}`,
      businessName: `Pipeline Pro ${serial}`,
      phone: "6145550100",
      email: `pipeline-pro${serial}@example.com`,
      baseZip: "43215",
      city: "Columbus",
      verificationStatus: "verified",
      maxCreditsPerLead: options.maxCreditsPerLead ?? 50,
    })
    .returning({ id: providers.id });
  const id = row!.id;
  for (const zip of options.zips ?? ["43215"]) await db.insert(providerServiceZips).values({ providerId: id, zip });
  if (options.credits) await postLedgerEntry(db, { providerId: id, kind: "grant", amount: options.credits, idempotencyKey: `grant-${id}` });
  return id;
}

/** A matched request from Dana Reyes, offered to `providerIds` in that order (each offer with its event row). */
export async function insertMatchedLead(
  db: Database,
  categoryId: number,
  providerIds: string[],
  options: { zip?: string; phone?: string; email?: string; price?: number } = {},
): Promise<string> {
  serial += 1;
  const contact = { email: options.email ?? `home${serial}@example.com`, phone: options.phone ?? "6142223344" };
  const [row] = await db
    .insert(leadRequests)
    .values({ title: "HVAC Service Request", zipCode: options.zip ?? "43215", categoryId, status: "matched" })
    .returning({ id: leadRequests.id });
  const leadId = row!.id;
  await db.insert(leadContacts).values({ leadId, firstName: "Dana", lastName: "Reyes", ...contact, contactKey: contactKey(contact) });
  if (providerIds.length > 0) {
    await db.insert(leadDeliveries).values(providerIds.map((providerId, i) => ({ leadId, providerId, rank: i + 1, priceCredits: options.price ?? 28 })));
    await recordOffers(db, { leadId, providerIds, now: new Date() });
  }
  return leadId;
}

/** A delivery's status, or undefined when the request never went to that pro. */
export async function deliveryStatus(db: Pick<Database, "select">, leadId: string, providerId: string) {
  const [row] = await db
    .select({ status: leadDeliveries.status })
    .from(leadDeliveries)
    .where(and(eq(leadDeliveries.leadId, leadId), eq(leadDeliveries.providerId, providerId)));
  return row?.status;
}

import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { leadContacts, leadDeliveries, leadRequests, providerCategories, providers, providerServiceZips, serviceCategories } from "~/db/schema";
import { postLedgerEntry } from "~/modules/credits/ledger.server";
import { contactKey } from "~/modules/intake/create-lead.server";
import { recordOffers } from "~/modules/pipeline/lead-events.server";
import type { AuditActor } from "~/modules/admin/audit.server";

/** Test data for the console's integration tests: verified pros with credits, and requests offered to them. */
export const OPERATOR: AuditActor = { userId: "operator-1", email: "ops@example.com" };

let serial = 0;

export async function ensureCategory(db: Database, slug: string, name: string): Promise<number> {
  const [existing] = await db.select({ id: serviceCategories.id }).from(serviceCategories).where(eq(serviceCategories.slug, slug));
  if (existing) return existing.id;
  const [row] = await db.insert(serviceCategories).values({ slug, name }).returning({ id: serviceCategories.id });
  return row!.id;
}

export async function insertPro(db: Database, options: { categoryId: number; credits?: number; name?: string; status?: "verified" | "pending" }) {
  serial += 1;
  const businessName = options.name ?? `Ops Test Pro ${serial}`;
  const [row] = await db
    .insert(providers)
    .values({
      slug: `ops-test-pro-${serial}-${Math.random().toString(36).slice(2, 8)}`,
      businessName,
      phone: "6145550100",
      email: `ops-pro-${serial}@example.com`,
      baseZip: "43215",
      city: "Columbus",
      verificationStatus: options.status ?? "verified",
    })
    .returning({ id: providers.id });
  const id = row!.id;
  await db.insert(providerCategories).values({ providerId: id, categoryId: options.categoryId });
  await db.insert(providerServiceZips).values({ providerId: id, zip: "43215" });
  if (options.credits) await postLedgerEntry(db, { providerId: id, kind: "grant", amount: options.credits, idempotencyKey: `grant-${id}` });
  return { id, businessName };
}

export async function insertOfferedLead(
  db: Database,
  options: { categoryId: number; providerIds: string[]; price?: number; email?: string; zip?: string; title?: string },
): Promise<string> {
  serial += 1;
  const contact = { email: options.email ?? `home${serial}@example.com`, phone: `61422${String(serial).padStart(5, "0")}` };
  const [row] = await db
    .insert(leadRequests)
    .values({ title: options.title ?? "Furnace repair", zipCode: options.zip ?? "43215", categoryId: options.categoryId, status: "matched" })
    .returning({ id: leadRequests.id });
  const leadId = row!.id;
  await db.insert(leadContacts).values({ leadId, firstName: "Dana", lastName: `Reyes${serial}`, ...contact, contactKey: contactKey(contact) });
  if (options.providerIds.length === 0) return leadId;
  await db.insert(leadDeliveries).values(options.providerIds.map((providerId, i) => ({ leadId, providerId, rank: i + 1, priceCredits: options.price ?? 25 })));
  await recordOffers(db, { leadId, providerIds: options.providerIds, now: new Date() });
  return leadId;
}

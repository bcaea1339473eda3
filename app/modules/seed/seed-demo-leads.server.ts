import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { HomeownerIntent } from "~/modules/intake";
import { leadContacts, leadDetails, leadDeliveries, leadRequests, leadSubmissions, providerCategories, providers, serviceCategories } from "~/db/schema";
import { isServiceSlug } from "~/modules/catalog";
import { leadPriceCredits } from "~/modules/credits";
import { chargeForLead } from "~/modules/credits/index.server";
import { contactKey } from "~/modules/intake/index.server";
import type { DeliveryMove } from "~/modules/pipeline";
import { moveDelivery, moveRequest, recordOffers } from "~/modules/pipeline/index.server";
import type { MessageSender } from "~/modules/messaging";
import { appendMessage, markThreadRead } from "~/modules/messaging/index.server";
import { DAY_MS } from "~/lib/ohio-time";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];


/**
 * What the demo portal shows in its inbox: a handful of demo requests, one in
 * each stage of the pipeline, offered to the demo provider (the one demo mode
 * opens) over the past weeks. Each goes through the same transition graph and
 * ledger as a real lead. The homeowners are invented: their e-mails are at
 * example.com and their numbers in the 555-01xx range kept for fiction.
 */
type DemoLead = {
  key: string;
  daysAgo: number;
  firstName: string;
  lastName: string;
  phone: string;
  system: string;
  details: string;
  budgetOption: "under1000" | "1000to3000" | "3000to5000" | "notSure";
  urgency: "urgent" | "soon" | "flexible" | "planning";
  intent: HomeownerIntent | null;
  /** Moves after the offer, each with the hours after the offer it happened. */
  moves: [DeliveryMove, number][];
  /** The thread: who wrote, hours after the offer, what; the homeowner's last message is left unread. */
  messages?: [MessageSender, number, string][];
};

const DEMO_LEADS: readonly DemoLead[] = [
  { key: "demo-lead:1", daysAgo: 1, firstName: "Avery", lastName: "Demo", phone: "6145550101", system: "Repair", details: "The unit stopped working overnight.", budgetOption: "under1000", urgency: "urgent", intent: "phone", moves: [] },
  { key: "demo-lead:2", daysAgo: 3, firstName: "Blake", lastName: "Demo", phone: "6145550102", system: "Installation", details: "Replacing a 15-year-old system before winter.", budgetOption: "3000to5000", urgency: "soon", intent: null, moves: [] },
  { key: "demo-lead:3", daysAgo: 9, firstName: "Casey", lastName: "Demo", phone: "6145550103", system: "Maintenance", details: "Yearly check-up, flexible on the day.", budgetOption: "notSure", urgency: "flexible", intent: "message", moves: [["accept", 1]],
    messages: [
      ["homeowner", 0, "Could you come one morning next week? Any day but Monday works."],
      ["pro", 1.5, "Happy to. Wednesday between 8 and 10? I will bring filters for the yearly check."],
      ["homeowner", 3, "Wednesday is perfect, thank you. The unit is in the basement."],
    ] },
  { key: "demo-lead:4", daysAgo: 18, firstName: "Drew", lastName: "Demo", phone: "6145550104", system: "Repair", details: "Strange noise when it starts.", budgetOption: "under1000", urgency: "soon", intent: null, moves: [["accept", 2], ["contact", 3], ["quote", 26]] },
  { key: "demo-lead:5", daysAgo: 32, firstName: "Emery", lastName: "Demo", phone: "6145550105", system: "Installation", details: "New construction, two floors.", budgetOption: "1000to3000", urgency: "planning", intent: "all", moves: [["accept", 1], ["contact", 2], ["quote", 20], ["hire", 70]] },
  { key: "demo-lead:6", daysAgo: 47, firstName: "Finley", lastName: "Demo", phone: "6145550106", system: "Consultation", details: "Comparing options for an older house.", budgetOption: "notSure", urgency: "planning", intent: null, moves: [["accept", 5], ["contact", 6], ["lose", 120]] },
];

export async function seedDemoLeads(tx: Tx, providerId: string | null, now = new Date()): Promise<{ inserted: number }> {
  if (!providerId) return { inserted: 0 };
  const [pro] = await tx.select({ baseZip: providers.baseZip }).from(providers).where(eq(providers.id, providerId));
  const [category] = await tx
    .select({ id: serviceCategories.id, slug: serviceCategories.slug, name: serviceCategories.name })
    .from(providerCategories)
    .innerJoin(serviceCategories, eq(serviceCategories.id, providerCategories.categoryId))
    .where(eq(providerCategories.providerId, providerId))
    .orderBy(asc(serviceCategories.sortOrder))
    .limit(1);
  if (!pro || !category || !isServiceSlug(category.slug)) return { inserted: 0 };

  let inserted = 0;
  for (const demo of DEMO_LEADS) {
    const [seen] = await tx.select({ key: leadSubmissions.idempotencyKey }).from(leadSubmissions).where(eq(leadSubmissions.idempotencyKey, demo.key));
    if (seen) continue;
    const offeredAt = new Date(now.getTime() - demo.daysAgo * DAY_MS);
    const at = (hours: number) => new Date(offeredAt.getTime() + hours * 60 * 60 * 1000);
    const [lead] = await tx
      .insert(leadRequests)
      .values({ title: `${category.name} Service Request`, description: demo.details, zipCode: pro.baseZip, categoryId: category.id, budgetOption: demo.budgetOption, createdAt: offeredAt, updatedAt: offeredAt })
      .returning({ id: leadRequests.id });
    const leadId = lead!.id;
    const email = `${demo.firstName.toLowerCase()}.demo@example.com`;
    await tx.insert(leadContacts).values({ leadId, firstName: demo.firstName, lastName: demo.lastName, email, phone: demo.phone, contactKey: contactKey({ email, phone: demo.phone }) });
    await tx.insert(leadDetails).values({ leadId, serviceSlug: category.slug, system: demo.system, urgency: demo.urgency, source: demo.intent ? "search" : "questionnaire" });
    await tx.insert(leadSubmissions).values({ idempotencyKey: demo.key, leadId, createdAt: offeredAt });
    const price = leadPriceCredits(category.slug, demo.urgency);
    await tx.insert(leadDeliveries).values({
      leadId,
      providerId,
      rank: 1,
      priceCredits: price,
      homeownerIntent: demo.intent,
      deliveredAt: demo.intent ? offeredAt : null,
      createdAt: offeredAt,
    });
    await recordOffers(tx, { leadId, providerIds: [providerId], now: offeredAt });
    await moveRequest(tx, { leadId, event: "match", actor: "system", now: offeredAt });
    const actor = `provider:${providerId}` as const;
    for (const [move, hours] of demo.moves) {
      await moveDelivery(tx, { leadId, providerId, event: move, actor, now: at(hours) });
      if (move === "accept") await chargeForLead(tx, { providerId, leadId, credits: price, idempotencyKey: `accept:${leadId}:${providerId}`, now: at(hours) });
      if (move === "hire") await moveRequest(tx, { leadId, event: "close", actor, reason: "A pro was hired", now: at(hours) });
    }
    for (const [sender, hours, body] of demo.messages ?? []) {
      const { threadId } = await appendMessage(tx, { leadId, providerId, sender, body, now: at(hours) });
      // The pro answers what it read; the homeowner's last word stays new, so the demo inbox shows an unread count.
      if (sender === "pro") await markThreadRead(tx, { threadId, reader: "pro", now: at(hours) });
    }
    inserted += 1;
  }
  return { inserted };
}

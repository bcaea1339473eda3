import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { BudgetOption } from "~/db/enums";
import type { HomeownerIntent } from "~/modules/intake";
import { leadContacts, leadDetails, leadDeliveries, leadRequests, leadSubmissions, providerCategories, providers, serviceCategories } from "~/db/schema";
import { isServiceSlug, type ServiceSlug } from "~/modules/catalog";
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
  urgency: "urgent" | "soon" | "flexible" | "planning";
  intent: HomeownerIntent | null;
  /** Moves after the offer, each with the hours after the offer it happened. */
  moves: [DeliveryMove, number][];
  /** The thread: who wrote and hours after the offer; the words are the trade's (DEMO_JOBS). The homeowner's last message is left unread. */
  thread?: [MessageSender, number][];
};

export const DEMO_LEADS: readonly DemoLead[] = [
  { key: "demo-lead:1", daysAgo: 1, firstName: "Avery", lastName: "Demo", phone: "6145550101", urgency: "urgent", intent: "phone", moves: [] },
  { key: "demo-lead:2", daysAgo: 3, firstName: "Blake", lastName: "Demo", phone: "6145550102", urgency: "soon", intent: null, moves: [] },
  { key: "demo-lead:3", daysAgo: 9, firstName: "Casey", lastName: "Demo", phone: "6145550103", urgency: "flexible", intent: "message", moves: [["accept", 1]],
    thread: [["homeowner", 0], ["pro", 1.5], ["homeowner", 3]] },
  { key: "demo-lead:4", daysAgo: 18, firstName: "Drew", lastName: "Demo", phone: "6145550104", urgency: "soon", intent: null, moves: [["accept", 2], ["contact", 3], ["quote", 26]] },
  { key: "demo-lead:5", daysAgo: 32, firstName: "Emery", lastName: "Demo", phone: "6145550105", urgency: "planning", intent: "all", moves: [["accept", 1], ["contact", 2], ["quote", 20], ["hire", 70]] },
  { key: "demo-lead:6", daysAgo: 47, firstName: "Finley", lastName: "Demo", phone: "6145550106", urgency: "planning", intent: null, moves: [["accept", 5], ["contact", 6], ["lose", 120]] },
];

/**
 * One demo request's job in the demo business's trade: what the questionnaire stores for the homeowner's choice
 * (a choice's label; for HVAC, the choice and its follow-up: systemOptions), the details, the budget.
 */
type DemoJob = { system: string; details: string; budget: BudgetOption };

/**
 * The demo requests in each trade, in DEMO_LEADS's order, and the words of the one thread: a landscaper's demo
 * inbox holds yard work, not a furnace.
 */
export const DEMO_JOBS: Readonly<Record<ServiceSlug, { jobs: readonly DemoJob[]; thread: readonly string[] }>> = {
  hvac: {
    jobs: [
      { system: "Heating - Repair a furnace or no heat", details: "The furnace stopped working overnight and the house is down to 58 degrees.", budget: "under1000" },
      { system: "Air conditioning - Install or replace a central AC", details: "Replacing a 15-year-old central air unit before summer.", budget: "3000to5000" },
      { system: "Heating - Maintenance or tune-up", details: "Yearly furnace check-up, flexible on the day.", budget: "notSure" },
      { system: "Air conditioning - Repair an AC that isn't cooling", details: "A loud rattle when the air conditioner starts.", budget: "under1000" },
      { system: "Heating - Install or replace a furnace", details: "New construction, two floors: a furnace and its ductwork.", budget: "5000to10000" },
      { system: "Thermostat and accessories - Install a smart thermostat", details: "Comparing smart thermostats for an older house.", budget: "notSure" },
    ],
    thread: [
      "Could you come one morning next week? Any day but Monday works.",
      "Happy to. Wednesday between 8 and 10? I will bring filters for the yearly check.",
      "Wednesday is perfect, thank you. The furnace is in the basement.",
    ],
  },
  plumbing: {
    jobs: [
      { system: "Leak or pipe repair", details: "A pipe under the kitchen sink burst overnight; the water is shut off.", budget: "under1000" },
      { system: "Water heater", details: "Replacing a 12-year-old gas water heater, 50 gallons.", budget: "1000to3000" },
      { system: "Clogged drain or sewer line", details: "Slow drains in both bathrooms, flexible on the day.", budget: "notSure" },
      { system: "Toilets, sinks and faucets", details: "The upstairs toilet keeps running after every flush.", budget: "under1000" },
      { system: "Sump pump or basement water", details: "Water in the basement after heavy rain: a sump pump with a battery backup.", budget: "1000to3000" },
      { system: "Water heater", details: "Comparing tankless and tank water heaters for an older house.", budget: "notSure" },
    ],
    thread: [
      "Could you come one morning next week? Any day but Monday works.",
      "Happy to. Wednesday between 8 and 10? I will bring the camera to look down the drain line.",
      "Wednesday is perfect, thank you. The cleanout is in the basement.",
    ],
  },
  electrical: {
    jobs: [
      { system: "Electrical problem or repair", details: "Half the outlets in the living room stopped working overnight.", budget: "under1000" },
      { system: "Panel upgrade or rewiring", details: "Upgrading a 100-amp panel to 200 amps before an addition.", budget: "3000to5000" },
      { system: "Lighting and ceiling fans", details: "Three ceiling fans for the bedrooms, flexible on the day.", budget: "notSure" },
      { system: "Outlets and switches", details: "A light switch sparks when it is turned on.", budget: "under1000" },
      { system: "Generator or EV charger", details: "A Level 2 EV charger in the garage, 40 feet from the panel.", budget: "1000to3000" },
      { system: "Panel upgrade or rewiring", details: "Comparing options to rewire an older house.", budget: "notSure" },
    ],
    thread: [
      "Could you come one morning next week? Any day but Monday works.",
      "Happy to. Wednesday between 8 and 10? I will bring the mounting brackets for the fans.",
      "Wednesday is perfect, thank you. The fans are still boxed in the garage.",
    ],
  },
  landscaping: {
    jobs: [
      { system: "Tree and shrub care", details: "A storm brought a large limb down across the driveway.", budget: "under1000" },
      { system: "Patios, walkways and hardscaping", details: "A paver patio of about 300 square feet before summer.", budget: "3000to5000" },
      { system: "Lawn care and mowing", details: "Weekly mowing and a spring cleanup, flexible on the day.", budget: "notSure" },
      { system: "Yard drainage and other services", details: "Water pools by the back door after every rain.", budget: "under1000" },
      { system: "Landscape design and planting", details: "New construction: beds, shrubs and two trees in the front yard.", budget: "1000to3000" },
      { system: "Landscape design and planting", details: "Comparing ideas for a low-maintenance backyard.", budget: "notSure" },
    ],
    thread: [
      "Could you come one morning next week? Any day but Monday works.",
      "Happy to. Wednesday between 8 and 10? I will bring the aerator for the spring cleanup.",
      "Wednesday is perfect, thank you. The side gate is open.",
    ],
  },
  cleaning: {
    jobs: [
      { system: "One-time deep cleaning", details: "A one-time deep clean before family arrives this weekend.", budget: "under1000" },
      { system: "Move-in or move-out cleaning", details: "Move-out cleaning of an empty three-bedroom house.", budget: "under1000" },
      { system: "Regular house cleaning", details: "Cleaning every other week, flexible on the day.", budget: "notSure" },
      { system: "Carpet and upholstery cleaning", details: "Pet stains on the living room carpet and a sofa.", budget: "under1000" },
      { system: "Windows, gutters and other cleaning", details: "Windows inside and out on two floors, and the gutters.", budget: "under1000" },
      { system: "Regular house cleaning", details: "Comparing regular cleaning plans for an older house.", budget: "notSure" },
    ],
    thread: [
      "Could you come one morning next week? Any day but Monday works.",
      "Happy to. Wednesday between 8 and 10? We bring our own supplies.",
      "Wednesday is perfect, thank you. The key is in the lockbox by the side door.",
    ],
  },
  renovation: {
    jobs: [
      { system: "Roof repair or replacement", details: "The roof leaks over the kitchen since last night's storm.", budget: "under1000" },
      { system: "Bathroom remodel", details: "A small bathroom: the tub out, a walk-in shower in.", budget: "5000to10000" },
      { system: "Interior or exterior painting", details: "Painting three bedrooms, flexible on the day.", budget: "notSure" },
      { system: "Roof repair or replacement", details: "Shingles missing after the wind, and a water stain in the attic.", budget: "1000to3000" },
      { system: "Basement finishing", details: "Finishing the basement: a family room and a half bath.", budget: "over10000" },
      { system: "Kitchen remodel", details: "Comparing options to update an older kitchen.", budget: "notSure" },
    ],
    thread: [
      "Could you come one morning next week? Any day but Monday works.",
      "Happy to. Wednesday between 8 and 10? I will bring color samples.",
      "Wednesday is perfect, thank you. The rooms will be empty by then.",
    ],
  },
};

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

  const trade = DEMO_JOBS[category.slug];
  let inserted = 0;
  // Oldest first, so the ledger writes the demo's charges in the order of their dates (its history is read by entry).
  const oldestFirst = [...DEMO_LEADS.entries()].sort(([, a], [, b]) => b.daysAgo - a.daysAgo);
  for (const [index, demo] of oldestFirst) {
    const job = trade.jobs[index]!;
    const [seen] = await tx.select({ key: leadSubmissions.idempotencyKey }).from(leadSubmissions).where(eq(leadSubmissions.idempotencyKey, demo.key));
    if (seen) continue;
    const offeredAt = new Date(now.getTime() - demo.daysAgo * DAY_MS);
    const at = (hours: number) => new Date(offeredAt.getTime() + hours * 60 * 60 * 1000);
    const [lead] = await tx
      .insert(leadRequests)
      .values({ title: `${category.name} Service Request`, description: job.details, zipCode: pro.baseZip, categoryId: category.id, budgetOption: job.budget, createdAt: offeredAt, updatedAt: offeredAt })
      .returning({ id: leadRequests.id });
    const leadId = lead!.id;
    const email = `${demo.firstName.toLowerCase()}.demo@example.com`;
    await tx.insert(leadContacts).values({ leadId, firstName: demo.firstName, lastName: demo.lastName, email, phone: demo.phone, contactKey: contactKey({ email, phone: demo.phone }) });
    await tx.insert(leadDetails).values({ leadId, serviceSlug: category.slug, system: job.system, urgency: demo.urgency, source: demo.intent ? "search" : "questionnaire" });
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
    for (const [step, [sender, hours]] of (demo.thread ?? []).entries()) {
      const { threadId } = await appendMessage(tx, { leadId, providerId, sender, body: trade.thread[step]!, now: at(hours) });
      // The pro answers what it read; the homeowner's last word stays new, so the demo inbox shows an unread count.
      if (sender === "pro") await markThreadRead(tx, { threadId, reader: "pro", now: at(hours) });
    }
    inserted += 1;
  }
  return { inserted };
}

import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { leadDeliveries, leadDeliveryEvents, leadRequestEvents, leadRequests, providers, serviceCategories } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { moveDelivery, moveRequest, recordOffers } from "./lead-events.server";
import { NotFoundError } from "~/lib/not-found-error";
import { responseStats } from "~/modules/providers/response-stats.server";
import { IllegalTransitionError } from "~/lib/state-graph";

let handle: DatabaseHandle;
let categoryId: number;
let providerId: string;
const T0 = new Date("2026-03-02T14:00:00Z");
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

async function offeredLead(at: Date): Promise<string> {
  const [lead] = await handle.db.insert(leadRequests).values({ title: "HVAC Service Request", zipCode: "43215", categoryId }).returning({ id: leadRequests.id });
  await handle.db.insert(leadDeliveries).values({ leadId: lead!.id, providerId, rank: 1, priceCredits: 28, createdAt: at });
  await recordOffers(handle.db, { leadId: lead!.id, providerIds: [providerId], now: at });
  return lead!.id;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  const [category] = await handle.db.insert(serviceCategories).values({ slug: "hvac", name: "HVAC" }).returning({ id: serviceCategories.id });
  categoryId = category!.id;
  const [pro] = await handle.db
    .insert(providers)
    .values({ slug: "events-pro", businessName: "Events Pro", phone: "6145550100", email: "e@example.com", baseZip: "43215", city: "Columbus" })
    .returning({ id: providers.id });
  providerId = pro!.id;
});
afterAll(async () => {
  await handle?.close();
});

describe(`lead and delivery status moves on ${testDatabaseKind()}`, () => {
  it("moves a delivery along its graph and records each move with who, when and why", async () => {
    const leadId = await offeredLead(T0);
    const actor = `provider:${providerId}` as const;
    await handle.db.transaction((tx) => moveDelivery(tx, { leadId, providerId, event: "accept", actor, now: minutes(5) }));
    await handle.db.transaction((tx) => moveDelivery(tx, { leadId, providerId, event: "quote", actor, reason: "Sent a quote for $4,200", now: minutes(30) }));
    await moveDelivery(handle.db, { leadId, providerId, event: "hire", actor, now: minutes(600) });

    const [match] = await handle.db.select({ status: leadDeliveries.status }).from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId));
    expect(match!.status).toBe("hired");
    const events = await handle.db
      .select({ from: leadDeliveryEvents.fromStatus, to: leadDeliveryEvents.toStatus, event: leadDeliveryEvents.event, actor: leadDeliveryEvents.actor, reason: leadDeliveryEvents.reason })
      .from(leadDeliveryEvents)
      .where(eq(leadDeliveryEvents.leadId, leadId))
      .orderBy(asc(leadDeliveryEvents.createdAt));
    expect(events).toEqual([
      { from: null, to: "offered", event: "offer", actor: "system", reason: "" },
      { from: "offered", to: "accepted", event: "accept", actor, reason: "" },
      { from: "accepted", to: "quoted", event: "quote", actor, reason: "Sent a quote for $4,200" },
      { from: "quoted", to: "hired", event: "hire", actor, reason: "" },
    ]);
  });

  it("refuses an illegal move and changes nothing", async () => {
    const leadId = await offeredLead(T0);
    await expect(moveDelivery(handle.db, { leadId, providerId, event: "contact", actor: "system" })).rejects.toBeInstanceOf(IllegalTransitionError);
    await expect(moveDelivery(handle.db, { leadId, providerId, event: "refund", actor: "system" })).rejects.toThrow("Cannot refund a lead that is offered.");
    const [match] = await handle.db.select({ status: leadDeliveries.status }).from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId));
    expect(match!.status).toBe("offered");
    expect(await handle.db.$count(leadDeliveryEvents, eq(leadDeliveryEvents.leadId, leadId))).toBe(1);
  });

  it("answers not found for a delivery that does not exist", async () => {
    const leadId = await offeredLead(T0);
    await expect(
      moveDelivery(handle.db, { leadId, providerId: "00000000-0000-4000-8000-000000000000", event: "accept", actor: "system" }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it("keeps the event history append-only", async () => {
    const leadId = await offeredLead(T0);
    await expect(
      handle.db.update(leadDeliveryEvents).set({ reason: "rewritten" }).where(eq(leadDeliveryEvents.leadId, leadId)),
    ).rejects.toThrow();
    // And the database refuses a status it does not know, or an offer with a previous state.
    await expect(handle.db.update(leadDeliveries).set({ status: "new" as never }).where(eq(leadDeliveries.leadId, leadId))).rejects.toThrow();
    await expect(
      handle.db.insert(leadDeliveryEvents).values({ leadId, providerId, fromStatus: "accepted", toStatus: "offered", event: "offer", actor: "system" }),
    ).rejects.toThrow();
  });

  it("moves a request new -> matched -> closed and refuses to match it again", async () => {
    const [lead] = await handle.db.insert(leadRequests).values({ title: "HVAC Service Request", zipCode: "43215", categoryId }).returning({ id: leadRequests.id });
    const leadId = lead!.id;
    await moveRequest(handle.db, { leadId, event: "match", actor: "system" });
    await moveRequest(handle.db, { leadId, event: "close", actor: `provider:${providerId}`, reason: "Hired" });
    await expect(moveRequest(handle.db, { leadId, event: "match", actor: "system" })).rejects.toBeInstanceOf(IllegalTransitionError);
    await moveRequest(handle.db, { leadId, event: "flag-fraud", actor: "admin:operator-1", reason: "Fake phone" });
    const history = await handle.db
      .select({ from: leadRequestEvents.fromStatus, to: leadRequestEvents.toStatus })
      .from(leadRequestEvents)
      .where(eq(leadRequestEvents.leadId, leadId))
      .orderBy(asc(leadRequestEvents.createdAt));
    expect(history).toEqual([
      { from: "new", to: "matched" },
      { from: "matched", to: "closed" },
      { from: "closed", to: "fraud" },
    ]);
  });

  it("computes response time and rate from the events", async () => {
    const [other] = await handle.db
      .insert(providers)
      .values({ slug: "stats-pro", businessName: "Stats Pro", phone: "6145550101", email: "s@example.com", baseZip: "43215", city: "Columbus" })
      .returning({ id: providers.id });
    const pro = other!.id;
    const actor = `provider:${pro}` as const;
    const offer = async (at: Date) => {
      const [lead] = await handle.db.insert(leadRequests).values({ title: "HVAC Service Request", zipCode: "43215", categoryId }).returning({ id: leadRequests.id });
      await handle.db.insert(leadDeliveries).values({ leadId: lead!.id, providerId: pro, rank: 1, priceCredits: 28 });
      await recordOffers(handle.db, { leadId: lead!.id, providerIds: [pro], now: at });
      return lead!.id;
    };
    expect(await responseStats(handle.db, pro)).toEqual({ offered: 0, answered: 0, responseRate: null, medianResponseMinutes: null });

    const a = await offer(T0);
    await moveDelivery(handle.db, { leadId: a, providerId: pro, event: "accept", actor, now: minutes(10) });
    await moveDelivery(handle.db, { leadId: a, providerId: pro, event: "contact", actor, now: minutes(30) });
    await moveDelivery(handle.db, { leadId: a, providerId: pro, event: "quote", actor, now: minutes(300) });
    const b = await offer(T0);
    await moveDelivery(handle.db, { leadId: b, providerId: pro, event: "accept", actor, now: minutes(60) });
    await moveDelivery(handle.db, { leadId: b, providerId: pro, event: "lose", actor, now: minutes(90) });
    const c = await offer(T0);
    await moveDelivery(handle.db, { leadId: c, providerId: pro, event: "accept", actor, now: minutes(5) });
    // Accepted but never answered, and one never accepted: both count against the rate.
    await offer(T0);
    // Another actor's move is not the pro's answer.
    const d = await offer(T0);
    await moveDelivery(handle.db, { leadId: d, providerId: pro, event: "accept", actor, now: minutes(1) });
    await moveDelivery(handle.db, { leadId: d, providerId: pro, event: "hire", actor: "homeowner", now: minutes(2) });

    expect(await responseStats(handle.db, pro)).toEqual({ offered: 5, answered: 2, responseRate: 0.4, medianResponseMinutes: 60 });
    const delivered = await handle.db.select().from(leadDeliveries).where(and(eq(leadDeliveries.providerId, pro)));
    expect(delivered).toHaveLength(5);
  });
});

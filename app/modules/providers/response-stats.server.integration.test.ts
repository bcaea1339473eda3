import { eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { leadDeliveries, leadRequests, providers, serviceCategories } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { appendMessage } from "~/modules/messaging/threads.server";
import { type Actor, moveDelivery, recordOffers } from "~/modules/pipeline/lead-events.server";
import { responseStatsFor } from "./response-stats.server";
import { IllegalTransitionError } from "~/lib/state-graph";

/**
 * providers.median_response_minutes and answered_lead_count of real pros are
 * a cache of the delivery events (decision 026): after any sequence of
 * offers, status moves by anyone and messages from either side, in any time
 * order, they equal what responseStatsFor computes from the rows. Demo pros
 * keep their own figures.
 */
const START = new Date("2026-03-02T08:00:00Z").getTime();
const MINUTE = 60_000;

const actionArbitrary = fc.record({
  kind: fc.constantFrom("offer", "move", "move", "move", "message", "message"),
  // Few deliveries, so one gets offered, accepted, answered and written in again within a sequence.
  lead: fc.nat({ max: 1 }),
  // Mostly the first real pro; the second, and the demo pro (whose figures stay), now and then.
  pro: fc.constantFrom(0, 0, 0, 0, 1, 2),
  event: fc.constantFrom("accept", "accept", "accept", "contact", "contact", "quote", "hire", "lose", "refund"),
  by: fc.constantFrom("pro", "pro", "pro", "pro", "homeowner", "admin", "other-pro"),
  // Mostly later than what came before, sometimes earlier: the figures must not depend on the order rows arrive in.
  minutes: fc.integer({ min: 0, max: 3000 }),
});

let handle: DatabaseHandle;
let categoryId: number;
let serial = 0;

async function newPro(isDemo: boolean): Promise<string> {
  serial += 1;
  const [row] = await handle.db
    .insert(providers)
    .values({
      slug: `response-pro-${serial}`,
      businessName: `Response Pro ${serial}`,
      phone: "6145550100",
      email: `response${serial}@example.com`,
      baseZip: "43215",
      city: "Columbus",
      verificationStatus: "verified",
      isDemo,
      ...(isDemo ? { medianResponseMinutes: 35, answeredLeadCount: 96 } : {}),
    })
    .returning({ id: providers.id });
  return row!.id;
}

async function stored(ids: string[]) {
  const rows = await handle.db
    .select({ id: providers.id, median: providers.medianResponseMinutes, answered: providers.answeredLeadCount })
    .from(providers)
    .where(inArray(providers.id, ids));
  return new Map(rows.map((row) => [row.id, { median: row.median, answered: row.answered }]));
}

beforeAll(async () => {
  handle = await createTestDatabase();
  const [category] = await handle.db.insert(serviceCategories).values({ slug: "hvac", name: "HVAC" }).returning({ id: serviceCategories.id });
  categoryId = category!.id;
});
afterAll(async () => handle?.close());

describe(`stored response figures equal the computed ones, on ${testDatabaseKind()}`, () => {
  it("after random sequences of offers, moves and messages", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(actionArbitrary, { minLength: 1, maxLength: 40, size: "max" }), async (actions) => {
        const pros = [await newPro(false), await newPro(false), await newPro(true)];
        const leads = await handle.db
          .insert(leadRequests)
          .values(Array.from({ length: 2 }, (_unused, i) => ({ title: `Request ${i}`, zipCode: "43215", categoryId, status: "matched" as const })))
          .returning({ id: leadRequests.id });
        const offered = new Set<string>();
        for (const action of actions) {
          const leadId = leads[action.lead]!.id;
          const providerId = pros[action.pro]!;
          const now = new Date(START + action.minutes * MINUTE);
          const key = `${leadId}:${providerId}`;
          await handle.db.transaction(async (tx) => {
            if (action.kind === "offer") {
              if (offered.has(key)) return;
              await tx.insert(leadDeliveries).values({ leadId, providerId, rank: action.pro + 1, priceCredits: 20, createdAt: now });
              await recordOffers(tx, { leadId, providerIds: [providerId], now });
              offered.add(key);
            } else if (!offered.has(key)) {
              return;
            } else if (action.kind === "message") {
              const sender = action.by === "pro" ? "pro" : "homeowner";
              await appendMessage(tx, { leadId, providerId, sender, body: "Hello", now });
            } else {
              const actor: Actor =
                action.by === "pro"
                  ? `provider:${providerId}`
                  : action.by === "other-pro"
                    ? `provider:${pros[(action.pro + 1) % pros.length]}`
                    : action.by === "admin"
                      ? "admin:operator-1"
                      : "homeowner";
              try {
                await moveDelivery(tx, { leadId, providerId, event: action.event, actor, now });
              } catch (error) {
                if (!(error instanceof IllegalTransitionError)) throw error;
              }
            }
          });
          const computed = await responseStatsFor(handle.db, pros.slice(0, 2));
          const kept = await stored(pros);
          for (const id of pros.slice(0, 2)) {
            expect(kept.get(id)).toEqual({ median: computed.get(id)!.medianResponseMinutes, answered: computed.get(id)!.answered });
          }
          expect(kept.get(pros[2]!)).toEqual({ median: 35, answered: 96 });
        }

      }),
      { numRuns: 100 },
    );
    // A hundred sequences of writes: a minute or more on a busy shared machine, not a timing check.
  }, 300_000);

  it("answers one delivery's time once: the pro's first move or first message, whichever came first", async () => {
    const pro = await newPro(false);
    const [lead] = await handle.db.insert(leadRequests).values({ title: "Furnace", zipCode: "43215", categoryId, status: "matched" }).returning({ id: leadRequests.id });
    const leadId = lead!.id;
    const offeredAt = new Date(START);
    await handle.db.transaction(async (tx) => {
      await tx.insert(leadDeliveries).values({ leadId, providerId: pro, rank: 1, priceCredits: 20, createdAt: offeredAt });
      await recordOffers(tx, { leadId, providerIds: [pro], now: offeredAt });
    });
    await handle.db.transaction((tx) => appendMessage(tx, { leadId, providerId: pro, sender: "pro", body: "On my way", now: new Date(START + 90 * MINUTE) }));
    const actor: Actor = `provider:${pro}`;
    await handle.db.transaction(async (tx) => {
      await moveDelivery(tx, { leadId, providerId: pro, event: "accept", actor, now: new Date(START + 100 * MINUTE) });
      await moveDelivery(tx, { leadId, providerId: pro, event: "contact", actor, now: new Date(START + 120 * MINUTE) });
    });
    const [row] = await handle.db
      .select({ median: providers.medianResponseMinutes, answered: providers.answeredLeadCount })
      .from(providers)
      .where(eq(providers.id, pro));
    expect(row).toEqual({ median: 90, answered: 1 });
  });

  it("leaves the pro's row alone after a later move on a delivery it had answered with a move", async () => {
    const pro = await newPro(false);
    const [lead] = await handle.db.insert(leadRequests).values({ title: "Boiler", zipCode: "43215", categoryId, status: "matched" }).returning({ id: leadRequests.id });
    const leadId = lead!.id;
    const actor: Actor = `provider:${pro}`;
    const at = (minutes: number) => new Date(START + minutes * MINUTE);
    await handle.db.transaction(async (tx) => {
      await tx.insert(leadDeliveries).values({ leadId, providerId: pro, rank: 1, priceCredits: 20, createdAt: at(0) });
      await recordOffers(tx, { leadId, providerIds: [pro], now: at(0) });
    });
    const move = (event: "accept" | "contact" | "quote", minutes: number) =>
      handle.db.transaction((tx) => moveDelivery(tx, { leadId, providerId: pro, event, actor, now: at(minutes) }));
    const figures = async () => (await stored([pro])).get(pro);
    await move("accept", 10);
    await move("contact", 30);
    expect(await figures()).toEqual({ median: 30, answered: 1 });
    // A mark the refresh would overwrite: the later move neither computes nor writes the figures.
    await handle.db.update(providers).set({ medianResponseMinutes: 999 }).where(eq(providers.id, pro));
    await move("quote", 45);
    expect(await figures()).toEqual({ median: 999, answered: 1 });
  });

  it("counts an offer in the response rate once its answer is due: answered, or a day old and not refunded", async () => {
    const pro = await newPro(false);
    const actor: Actor = `provider:${pro}`;
    const now = Date.now();
    const offer = async (minutesAgo: number) => {
      const [lead] = await handle.db.insert(leadRequests).values({ title: "Leak", zipCode: "43215", categoryId, status: "matched" }).returning({ id: leadRequests.id });
      const at = new Date(now - minutesAgo * MINUTE);
      await handle.db.transaction(async (tx) => {
        await tx.insert(leadDeliveries).values({ leadId: lead!.id, providerId: pro, rank: 1, priceCredits: 20, createdAt: at });
        await recordOffers(tx, { leadId: lead!.id, providerIds: [pro], now: at });
      });
      return lead!.id;
    };
    const move = (leadId: string, event: "accept" | "contact" | "refund", by: Actor = actor) =>
      handle.db.transaction((tx) => moveDelivery(tx, { leadId, providerId: pro, event, actor: by, now: new Date(now) }));
    // Offered minutes ago and not answered yet: not missed.
    await offer(10);
    // Offered minutes ago and answered: counted.
    const answered = await offer(20);
    await move(answered, "accept");
    await move(answered, "contact");
    // Two days old, never answered: missed.
    await offer(48 * 60);
    // Two days old, bought and refunded automatically before any answer: it cannot be answered any more.
    const refunded = await offer(48 * 60);
    await move(refunded, "accept");
    await move(refunded, "refund", "system");
    expect((await responseStatsFor(handle.db, [pro])).get(pro)).toMatchObject({ offered: 2, answered: 1, responseRate: 0.5 });
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { notifications, providerCategories, providers, providerServiceZips, users } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { insertCategories } from "../../../tests/support/catalog-fixtures";
import { postLedgerEntry } from "~/modules/credits/ledger.server";
import { submitLead } from "~/modules/intake/create-lead.server";
import { DAY_MS } from "~/lib/ohio-time";
import { offerHeldRequests } from "./held-requests.server";
import { offerStillWaitingRequests } from "./held-request-sweep.server";
import { MISSED_LEAD_TEMPLATE } from "./missed-lead-email";
import { passOnUnansweredOffers } from "./unanswered-offers.server";

/**
 * A request offered later to one pro (docs/decisions/078): a short pro it would have gone to instead hears of it, as
 * at intake (missed-lead-emails.server.integration.test.ts in intake), once per Ohio day whichever path told it.
 */
// 9:00 in Columbus (EST).
const MORNING = new Date("2026-03-10T14:00:00Z");
const HOUR_MS = 60 * 60 * 1000;
const ZIP = "43215";
const WAIT_ZIP = "43230";

let handle: DatabaseHandle;
let hvacId: number;
const ids: Record<string, string> = {};

async function pro(slug: string, zip: string, rating: number, credits: number) {
  const userId = `user-${slug}`;
  await handle.db.insert(users).values({ id: userId, name: slug, email: `${slug}@example.com`, emailVerified: true });
  const [row] = await handle.db
    .insert(providers)
    .values({ userId, slug, businessName: `${slug} Heating`, phone: "6145550199", email: `${slug}@example.com`, baseZip: zip, city: "Columbus", verificationStatus: "verified", ratingTenths: rating, reviewCount: 10 })
    .returning({ id: providers.id });
  await handle.db.insert(providerCategories).values({ providerId: row!.id, categoryId: hvacId });
  await handle.db.insert(providerServiceZips).values({ providerId: row!.id, zip });
  await postLedgerEntry(handle.db, { providerId: row!.id, kind: "grant", amount: credits, idempotencyKey: `grant-${slug}` });
  ids[slug] = row!.id;
}

/** An HVAC request (28 credits: not urgent), sent at `now`. */
function request(zip: string, now: Date) {
  return submitLead(
    handle.db,
    {
      contact: { firstName: "Dana", lastName: "Miller", email: `dana-${now.getTime()}@example.com`, phone: "6145550101", smsConsent: false },
      answers: { service: "hvac", zip, system: "Heating - Repair", urgency: "soon" },
      idempotencyKey: crypto.randomUUID(),
      consent: { text: "I agree.", version: "test", ip: "203.0.113.7", userAgent: "TestBrowser/1.0", pageUrl: "http://localhost/contact-info" },
      source: "questionnaire",
      showDemoExamples: false,
    },
    now,
  );
}

async function missedMails(slug: string) {
  return handle.db
    .select({ body: notifications.body, createdAt: notifications.createdAt })
    .from(notifications)
    .where(and(eq(notifications.template, MISSED_LEAD_TEMPLATE), eq(notifications.recipient, `${slug}@example.com`)));
}

beforeAll(async () => {
  handle = await createTestDatabase();
  hvacId = (await insertCategories(handle.db)).hvac!;
});
afterAll(async () => {
  await handle?.close();
});

describe(`a request offered later tells the short pro it would have gone to, once a day, on ${testDatabaseKind()}`, () => {
  it("tells it when an unanswered offer goes to a pro ranked below it, and not again that day", async () => {
    await pro("first", ZIP, 50, 500);
    await pro("short", ZIP, 48, 10);
    const sent = await request(ZIP, MORNING);
    expect(sent.matchedProviderIds).toEqual([ids.first]);
    // Told at intake, that day.
    expect(await missedMails("short")).toHaveLength(1);

    // The next day the offer went unanswered; the request goes to a pro rated below the short one.
    await pro("next", ZIP, 45, 500);
    const nextDay = new Date(MORNING.getTime() + DAY_MS + HOUR_MS);
    expect(await passOnUnansweredOffers(handle.db, nextDay)).toMatchObject({ expired: 1, offered: 1 });
    const mails = await missedMails("short");
    expect(mails).toHaveLength(2);
    expect(mails[1]!.body).toContain("A request for HVAC help near Columbus, OH 43215 went to another pro: it cost 28 credits and your balance is 10 credits.");
    expect(mails[1]!.createdAt).toEqual(nextDay);
    // The pro it went to, and the one that let it go, are not told.
    expect(await missedMails("next")).toEqual([]);
    expect(await missedMails("first")).toEqual([]);

    // A new request that day misses the short pro again: no second e-mail, whichever path told it first.
    await request(ZIP, new Date(nextDay.getTime() + HOUR_MS));
    expect(await missedMails("short")).toHaveLength(2);
  });

  it("tells it when a waiting request goes to the first pro able to take it, rated below it", async () => {
    await pro("waiting-short", WAIT_ZIP, 50, 10);
    const sent = await request(WAIT_ZIP, MORNING);
    // Nobody could take it: it waits, and went to no one, so nobody is told yet.
    expect(sent.matchedProviderIds).toEqual([]);
    expect(await missedMails("waiting-short")).toEqual([]);

    await pro("able", WAIT_ZIP, 45, 500);
    const later = new Date(MORNING.getTime() + 2 * HOUR_MS);
    expect(await handle.db.transaction((tx) => offerHeldRequests(tx, ids.able!, later))).toEqual([sent.leadId]);
    expect(await missedMails("waiting-short")).toMatchObject([{ createdAt: later }]);
    expect(await missedMails("able")).toEqual([]);

    // The sweep's path (a new week under the cap) tells it too, on another day.
    await handle.db.update(providers).set({ paused: true }).where(eq(providers.id, ids.able!));
    const again = await request(WAIT_ZIP, new Date(MORNING.getTime() + DAY_MS));
    expect(again.matchedProviderIds).toEqual([]);
    await handle.db.update(providers).set({ paused: false }).where(eq(providers.id, ids.able!));
    expect(await offerStillWaitingRequests(handle.db, new Date(MORNING.getTime() + DAY_MS + HOUR_MS))).toEqual([again.leadId]);
    expect(await missedMails("waiting-short")).toHaveLength(2);
  });
});

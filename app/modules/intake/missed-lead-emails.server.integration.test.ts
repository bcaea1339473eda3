import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { notifications, providerCategories, providers, providerServiceZips, users } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { insertCategories } from "../../../tests/support/catalog-fixtures";
import { postLedgerEntry } from "~/modules/credits/ledger.server";
import { setNotificationChoices } from "~/modules/notifications/notification-preferences.server";
import { DAY_MS } from "~/lib/ohio-time";
import { MISSED_LEAD_TEMPLATE } from "~/modules/matching/missed-lead-email";
import { submitLead } from "./create-lead.server";

// 9:00 in Columbus (EST): the same Ohio day until 19:00 the next hours.
const MORNING = new Date("2026-03-10T14:00:00Z");

let handle: DatabaseHandle;
let hvacId: number;
const proIds: Record<string, string> = {};

type ProSpec = { slug: string; credits: number; paused?: boolean; verification?: "verified" | "pending"; demo?: boolean };

async function insertPro(spec: ProSpec) {
  const userId = `user-${spec.slug}`;
  await handle.db.insert(users).values({ id: userId, name: spec.slug, email: `${spec.slug}@example.com`, emailVerified: true });
  const [row] = await handle.db
    .insert(providers)
    .values({
      userId,
      slug: spec.slug,
      businessName: `${spec.slug} Heating`,
      phone: "6145550199",
      email: `${spec.slug}@example.com`,
      baseZip: "43215",
      city: "Columbus",
      verificationStatus: spec.verification ?? "verified",
      isDemo: spec.demo ?? false,
      paused: spec.paused ?? false,
      ratingTenths: 48,
      reviewCount: 20,
      medianResponseMinutes: 60,
    })
    .returning({ id: providers.id });
  proIds[spec.slug] = row!.id;
  await handle.db.insert(providerCategories).values({ providerId: row!.id, categoryId: hvacId });
  await handle.db.insert(providerServiceZips).values({ providerId: row!.id, zip: "43215" });
  if (spec.credits > 0) await postLedgerEntry(handle.db, { providerId: row!.id, kind: "grant", amount: spec.credits, idempotencyKey: `grant-${spec.slug}` });
}

/** An HVAC request for 43215 (28 credits: not urgent), sent at `now`. */
function request(now: Date) {
  return submitLead(
    handle.db,
    {
      contact: { firstName: "Dana", lastName: "Miller", email: "dana@example.com", phone: "6145550101", smsConsent: false },
      answers: { service: "hvac", zip: "43215", system: "Heating - Repair", urgency: "soon" },
      idempotencyKey: crypto.randomUUID(),
      consent: { text: "I agree.", version: "test", ip: "203.0.113.7", userAgent: "TestBrowser/1.0", pageUrl: "http://localhost/contact-info" },
      source: "questionnaire",
    },
    now,
  );
}

async function missedMails(slug: string) {
  return handle.db
    .select({ subject: notifications.subject, body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.template, MISSED_LEAD_TEMPLATE), eq(notifications.recipient, `${slug}@example.com`)));
}

beforeAll(async () => {
  handle = await createTestDatabase();
  hvacId = (await insertCategories(handle.db)).hvac!;
  for (const spec of [
    { slug: "paying", credits: 500 },
    { slug: "short", credits: 20 },
    { slug: "short-paused", credits: 10, paused: true },
    { slug: "short-unverified", credits: 10, verification: "pending" as const },
    { slug: "short-demo", credits: 10, demo: true },
    { slug: "short-choosing", credits: 10 },
  ]) {
    await insertPro(spec);
  }
  await setNotificationChoices(handle.db, "user-short-choosing", { "missed-lead": false });
});
afterAll(async () => {
  await handle?.close();
});

describe(`a pro whose balance cost it a request hears of it, once a day, on ${testDatabaseKind()}`, () => {
  it("tells a pro short of credits, and no pro with enough, paused, unverified, demo or that turned these e-mails off", async () => {
    const sent = await request(MORNING);
    expect(sent.matchedProviderIds).toEqual([proIds.paying]);

    const [told] = await missedMails("short");
    expect(told?.subject).toBe("A request for HVAC help near Columbus, OH 43215 went to another pro");
    expect(told?.body).toContain(
      "A request for HVAC help near Columbus, OH 43215 went to another pro: it cost 28 credits and your balance is 20 credits.",
    );
    expect(told?.body).toContain("/provider/credits");
    for (const slug of ["paying", "short-paused", "short-unverified", "short-demo", "short-choosing"]) {
      expect(await missedMails(slug), slug).toEqual([]);
    }
  });

  it("sends no second e-mail the same day, and one again the next day", async () => {
    await request(new Date(MORNING.getTime() + 3 * 60 * 60 * 1000));
    expect(await missedMails("short")).toHaveLength(1);
    await request(new Date(MORNING.getTime() + DAY_MS));
    expect(await missedMails("short")).toHaveLength(2);
  });

  it("tells nobody when the request went to no pro: it waits, and went to no one else", async () => {
    await handle.db.update(providers).set({ paused: true }).where(eq(providers.id, proIds.paying!));
    const sent = await request(new Date(MORNING.getTime() + 2 * DAY_MS));
    expect(sent.matchedProviderIds).toEqual([]);
    expect(await missedMails("short")).toHaveLength(2);
  });

  it("sends one e-mail for two requests matched at the same moment", async () => {
    await handle.db.update(providers).set({ paused: false }).where(eq(providers.id, proIds.paying!));
    const day = new Date(MORNING.getTime() + 3 * DAY_MS);
    const sent = await Promise.all([request(day), request(new Date(day.getTime() + 1000))]);
    expect(sent.map((one) => one.matchedProviderIds)).toEqual([[proIds.paying], [proIds.paying]]);
    expect(await missedMails("short")).toHaveLength(3);
  });
});

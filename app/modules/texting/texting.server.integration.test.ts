import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { getEnv } from "~/config/env.server";
import { leadContacts, leadDeliveries, leadRequests, providers, serviceCategories, textConsentEvents, textConsents, textMessages, users } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { sendFromAccount } from "~/modules/messaging/thread-access.server";
import { saveChannelChoices } from "~/modules/notifications/channel-choices.server";
import { RateLimiter } from "~/modules/security/rate-limit";
import { handleInboundText, HELP_REPLY, STOP_REPLY } from "./inbound-texts.server";
import { twilioSmsSender } from "./sms-sender.server";
import { confirmTextOptIn, EXAMPLE_NUMBER_MESSAGE, startTextOptIn, TEXT_CONSENT_WORDING, textConsentOf, textNumber } from "./text-consent.server";
import { PHONE_MESSAGES } from "~/lib/phone";
import { alertText, deliverDueTexts, queueAlertText, queueLeadTexts } from "./text-outbox.server";
import { startTextWorker } from "./text-worker.server";
import { startTestTwilioServer } from "../../../tests/support/test-twilio-server";
import { logger } from "~/lib/logger.server";
import { notificationsHandedOver } from "~/lib/metrics.server";

/** notifications_total for texts with this outcome, as /metrics reports it. */
const textsCounted = async (outcome: "sent" | "failed") =>
  (await notificationsHandedOver.get()).values.find((value) => value.labels.channel === "text" && value.labels.outcome === outcome)?.value ?? 0;

const CREDENTIALS = { accountSid: `AC${"1".repeat(32)}`, authToken: "t".repeat(32) };
const FROM = "+16145550000";
const PUBLIC_URL = "https://buckeye.test";
// 12:00 in Ohio (EST).
const NOON = new Date("2026-01-15T17:00:00Z");

let handle: DatabaseHandle;
let twilioApi: Awaited<ReturnType<typeof startTestTwilioServer>>;
let categoryId: number;
let serial = 0;

const sender = () => twilioSmsSender({ ...CREDENTIALS, from: FROM, apiUrl: twilioApi.url });

async function pro(): Promise<{ providerId: string; userId: string }> {
  serial += 1;
  const userId = `text-user-${serial}`;
  await handle.db.insert(users).values({ id: userId, name: "Pro", email: `text-pro-${serial}@example.com` });
  const [row] = await handle.db
    .insert(providers)
    .values({ slug: `text-pro-${serial}`, businessName: `Text Pro ${serial}`, phone: "6145550100", email: `text-pro-${serial}@example.com`, baseZip: "43215", city: "Columbus", userId })
    .returning({ id: providers.id });
  return { providerId: row!.id, userId };
}

async function optedIn(phone: string) {
  const made = await pro();
  expect((await startTextOptIn(handle.db, { providerId: made.providerId, phone, now: NOON, code: "123456" })).ok).toBe(true);
  expect((await confirmTextOptIn(handle.db, { providerId: made.providerId, code: "123456", now: NOON })).ok).toBe(true);
  return made;
}

async function offer(providerIds: string[], at = NOON): Promise<string> {
  const [row] = await handle.db.insert(leadRequests).values({ title: "Plumbing request", zipCode: "43215", categoryId, status: "matched" }).returning({ id: leadRequests.id });
  await handle.db.insert(leadDeliveries).values(providerIds.map((providerId, i) => ({ leadId: row!.id, providerId, rank: i + 1, priceCredits: 20, createdAt: at })));
  return row!.id;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  twilioApi = await startTestTwilioServer(CREDENTIALS);
  const [category] = await handle.db.insert(serviceCategories).values({ slug: "plumbing", name: "Plumbing" }).returning({ id: serviceCategories.id });
  categoryId = category!.id;
});
beforeEach(async () => {
  // Each test starts with every earlier text sent, so it sees only its own.
  await deliverDueTexts(handle.db, sender(), { now: NOON, batchSize: 500 });
  twilioApi.received.length = 0;
});
afterAll(async () => {
  await twilioApi?.close();
  await handle?.close();
});

describe(`text messages through Twilio's API on ${testDatabaseKind()}`, () => {
  it("opts a pro in with a code texted to its number, recording the time, the number and the wording", async () => {
    const { providerId } = await pro();
    // Refused numbers are told what every form tells them (the one phone rule), and nothing is texted.
    expect(await startTextOptIn(handle.db, { providerId, phone: "555" })).toEqual({ ok: false, message: PHONE_MESSAGES.short });
    expect(await startTextOptIn(handle.db, { providerId, phone: "614-273-4410 ext 2" })).toEqual({ ok: false, message: PHONE_MESSAGES.extension });
    // Ten digits, but in the range kept for examples: not "enter a 10-digit number".
    expect(await startTextOptIn(handle.db, { providerId, phone: "614.555.0123" })).toEqual({ ok: false, message: EXAMPLE_NUMBER_MESSAGE });
    for (const typed of ["+1 614 273 4410", "614.273.4410", "1 (614) 273-4410"]) expect(textNumber(typed), typed).toEqual({ ok: true, value: "+16142734410" });
    const started = await startTextOptIn(handle.db, { providerId, phone: "(614) 273-4410", now: NOON });
    expect(started).toEqual({ ok: true, value: { phone: "+16142734410" } });

    expect(await deliverDueTexts(handle.db, sender(), { now: NOON })).toEqual({ claimed: 1, sent: 1, failed: 0 });
    expect(twilioApi.received).toHaveLength(1);
    const [codeText] = twilioApi.received;
    expect(codeText).toMatchObject({ accountSid: CREDENTIALS.accountSid, to: "+16142734410", from: FROM });
    const code = /your code is (\d{6})/.exec(codeText!.body)![1]!;

    const wrong = code === "000000" ? "111111" : "000000";
    expect(await confirmTextOptIn(handle.db, { providerId, code: wrong, now: NOON })).toMatchObject({ ok: false, message: expect.stringContaining("not right") });
    const later = new Date(NOON.getTime() + 11 * 60_000);
    expect(await confirmTextOptIn(handle.db, { providerId, code, now: later })).toMatchObject({ ok: false, message: expect.stringContaining("expired") });
    const confirmedAt = new Date(NOON.getTime() + 60_000);
    expect(await confirmTextOptIn(handle.db, { providerId, code, now: confirmedAt })).toEqual({ ok: true, value: { phone: "+16142734410" } });

    expect(await textConsentOf(handle.db, providerId)).toEqual({ phone: "+16142734410", status: "active", consentedAt: confirmedAt });
    const events = await handle.db.select().from(textConsentEvents).where(eq(textConsentEvents.providerId, providerId)).orderBy(asc(textConsentEvents.createdAt));
    expect(events.map((event) => [event.event, event.phone, event.wording, event.createdAt])).toEqual([
      ["code-sent", "+16142734410", TEXT_CONSENT_WORDING, NOON],
      ["opted-in", "+16142734410", TEXT_CONSENT_WORDING, confirmedAt],
    ]);
    const [sent] = await handle.db.select().from(textMessages).where(eq(textMessages.providerId, providerId));
    expect(sent).toMatchObject({ status: "sent", purpose: "code", sid: expect.stringMatching(/^SM/) });
  });

  it("texts a new lead once per pro, however many workers look, and only to confirmed numbers", async () => {
    const texted = await optedIn("6142734411");
    const unconfirmed = await pro();
    await startTextOptIn(handle.db, { providerId: unconfirmed.providerId, phone: "6142734412", now: NOON });
    const noNumber = await pro();
    await deliverDueTexts(handle.db, sender(), { now: NOON });
    twilioApi.received.length = 0;

    const leadId = await offer([texted.providerId, unconfirmed.providerId, noNumber.providerId]);
    const [first, second] = await Promise.all([
      queueLeadTexts(handle.db, { publicUrl: PUBLIC_URL, now: NOON }),
      queueLeadTexts(handle.db, { publicUrl: PUBLIC_URL, now: NOON }),
    ]);
    expect(first! + second!).toBe(1);
    expect(await queueLeadTexts(handle.db, { publicUrl: PUBLIC_URL, now: NOON })).toBe(0);
    // Each worker claims in one statement, with no transaction held across round trips (text-outbox.server.ts).
    const transaction = vi.spyOn(handle.db, "transaction");
    let runs: Awaited<ReturnType<typeof deliverDueTexts>>[];
    try {
      runs = await Promise.all([deliverDueTexts(handle.db, sender(), { now: NOON }), deliverDueTexts(handle.db, sender(), { now: NOON })]);
      expect(transaction).not.toHaveBeenCalled();
    } finally {
      transaction.mockRestore();
    }
    expect(runs[0]!.sent + runs[1]!.sent).toBe(1);
    expect(twilioApi.received).toEqual([
      {
        accountSid: CREDENTIALS.accountSid,
        to: "+16142734411",
        from: FROM,
        body: `Buckeye Pros: new Plumbing lead near Columbus, OH 43215. See it and accept: ${PUBLIC_URL}/provider/leads/${leadId} Reply STOP to stop texts.`,
      },
    ]);
  });

  it("texts no news of a lead the pro already answered, as when its number is confirmed after the hour's leads", async () => {
    const made = await pro();
    const leadId = await offer([made.providerId]);
    await handle.db.update(leadDeliveries).set({ status: "accepted" }).where(eq(leadDeliveries.leadId, leadId));
    const later = new Date(NOON.getTime() + 10 * 60_000);
    expect((await startTextOptIn(handle.db, { providerId: made.providerId, phone: "6142734419", now: later, code: "123456" })).ok).toBe(true);
    expect((await confirmTextOptIn(handle.db, { providerId: made.providerId, code: "123456", now: later })).ok).toBe(true);
    await deliverDueTexts(handle.db, sender(), { now: later });
    twilioApi.received.length = 0;
    expect(await queueLeadTexts(handle.db, { publicUrl: PUBLIC_URL, now: later })).toBe(0);
    // A lead still offered to it in the same hour is news.
    const open = await offer([made.providerId], later);
    expect(await queueLeadTexts(handle.db, { publicUrl: PUBLIC_URL, now: later })).toBe(1);
    await deliverDueTexts(handle.db, sender(), { now: later });
    expect(twilioApi.received.map((text) => text.body)).toEqual([expect.stringContaining(`/provider/leads/${open} `)]);
  });

  it("keeps quiet hours and the pro's choice: the lead's text is skipped, not sent later", async () => {
    const quiet = await optedIn("6142734413");
    await saveChannelChoices(handle.db, quiet.userId, {
      push: { "new-lead": true, "new-message": true, "refund-decided": true },
      text: { "new-lead": true, "new-message": true, "refund-decided": true },
      quietHours: { startMinute: 11 * 60, endMinute: 13 * 60 },
    });
    const off = await optedIn("6142734414");
    await saveChannelChoices(handle.db, off.userId, {
      push: { "new-lead": true, "new-message": true, "refund-decided": true },
      text: { "new-lead": false, "new-message": true, "refund-decided": true },
      quietHours: null,
    });
    await deliverDueTexts(handle.db, sender(), { now: NOON });
    twilioApi.received.length = 0;
    const leadId = await offer([quiet.providerId, off.providerId]);
    expect(await queueLeadTexts(handle.db, { publicUrl: PUBLIC_URL, now: NOON })).toBe(0);
    expect(await deliverDueTexts(handle.db, sender(), { now: new Date(NOON.getTime() + 3 * 60 * 60_000) })).toMatchObject({ sent: 0 });
    const rows = await handle.db.select({ status: textMessages.status }).from(textMessages).where(eq(textMessages.leadId, leadId));
    expect(rows.map((row) => row.status)).toEqual(["skipped", "skipped"]);
    expect(twilioApi.received).toEqual([]);
  });

  it("retries when Twilio's API fails, and gives up on a number that texted STOP to the carrier", async () => {
    const made = await optedIn("6142734415");
    await deliverDueTexts(handle.db, sender(), { now: NOON });
    await offer([made.providerId]);
    await queueLeadTexts(handle.db, { publicUrl: PUBLIC_URL, now: NOON });
    twilioApi.failNext(1);
    const counted = { sent: await textsCounted("sent"), failed: await textsCounted("failed") };
    expect(await deliverDueTexts(handle.db, sender(), { now: NOON })).toMatchObject({ sent: 0, failed: 1 });
    const retryAt = new Date(NOON.getTime() + 61_000);
    expect(await deliverDueTexts(handle.db, sender(), { now: retryAt })).toMatchObject({ sent: 1 });
    // In /metrics beside e-mails and pushes: the failed try and the sent retry.
    expect({ sent: await textsCounted("sent"), failed: await textsCounted("failed") }).toEqual({ sent: counted.sent + 1, failed: counted.failed + 1 });

    const refused = await optedIn("6142734416");
    await deliverDueTexts(handle.db, sender(), { now: NOON });
    twilioApi.unsubscribed.add("+16142734416");
    const leadId = await offer([refused.providerId]);
    await queueLeadTexts(handle.db, { publicUrl: PUBLIC_URL, now: NOON });
    expect(await deliverDueTexts(handle.db, sender(), { now: NOON })).toMatchObject({ failed: 1 });
    const [row] = await handle.db.select().from(textMessages).where(and(eq(textMessages.leadId, leadId)));
    expect(row).toMatchObject({ status: "failed", lastError: expect.stringContaining("unsubscribed") });
  });

  it("handles STOP, START and HELP texted to our number, and sends nothing to a stopped number", async () => {
    const made = await optedIn("6142734417");
    await deliverDueTexts(handle.db, sender(), { now: NOON });
    twilioApi.received.length = 0;
    await offer([made.providerId]);
    await queueLeadTexts(handle.db, { publicUrl: PUBLIC_URL, now: NOON });

    expect(await handleInboundText(handle.db, { from: "+16142734417", body: " stop ", now: NOON })).toEqual({ keyword: "stop", reply: STOP_REPLY });
    expect((await textConsentOf(handle.db, made.providerId))?.status).toBe("stopped");
    // The lead's text queued before the STOP is not sent.
    expect(await deliverDueTexts(handle.db, sender(), { now: NOON })).toMatchObject({ sent: 0 });
    expect(twilioApi.received).toEqual([]);
    await offer([made.providerId]);
    expect(await queueLeadTexts(handle.db, { publicUrl: PUBLIC_URL, now: NOON })).toBe(0);

    expect(await handleInboundText(handle.db, { from: "+16142734417", body: "HELP", now: NOON })).toEqual({ keyword: "help", reply: HELP_REPLY });
    expect((await handleInboundText(handle.db, { from: "+16142734417", body: "Start", now: NOON })).keyword).toBe("start");
    expect((await textConsentOf(handle.db, made.providerId))?.status).toBe("active");
    expect(await handleInboundText(handle.db, { from: "+16142734417", body: "Thanks!", now: NOON })).toEqual({ keyword: "other", reply: null });
    const events = await handle.db.select({ event: textConsentEvents.event }).from(textConsentEvents).where(eq(textConsentEvents.providerId, made.providerId)).orderBy(asc(textConsentEvents.createdAt), asc(textConsentEvents.event));
    expect(events.map((event) => event.event)).toEqual(expect.arrayContaining(["stopped", "help", "started"]));
    const [consent] = await handle.db.select().from(textConsents).where(eq(textConsents.providerId, made.providerId));
    expect(consent!.phone).toBe("+16142734417");
  });

  it("texts a homeowner's message and a refund decision to a confirmed number the pro's choices allow, in their transaction", async () => {
    const texted = await optedIn("6142734418");
    const choosy = await optedIn("6142734419");
    await saveChannelChoices(handle.db, choosy.userId, {
      push: { "new-lead": true, "new-message": true, "refund-decided": true },
      text: { "new-lead": true, "new-message": false, "refund-decided": true },
      quietHours: null,
    });
    const noNumber = await pro();
    const stopping = await optedIn("6142734422");
    await deliverDueTexts(handle.db, sender(), { now: NOON });
    twilioApi.received.length = 0;
    const alert = { kind: "new-message" as const, title: "New message from Dana", url: `${PUBLIC_URL}/provider/leads/x`, now: NOON };
    expect(await queueAlertText(handle.db, { ...alert, providerId: texted.providerId })).toBe(true);
    expect(await queueAlertText(handle.db, { ...alert, providerId: choosy.providerId })).toBe(false);
    expect(await queueAlertText(handle.db, { ...alert, providerId: noNumber.providerId })).toBe(false);
    expect(await queueAlertText(handle.db, { ...alert, kind: "refund-decided", providerId: choosy.providerId })).toBe(true);
    // Queued, then the number texts STOP: that alert is not sent.
    expect(await queueAlertText(handle.db, { ...alert, providerId: stopping.providerId })).toBe(true);
    await handleInboundText(handle.db, { from: "+16142734422", body: "STOP", now: NOON });
    // Queued in a transaction that rolls back: nothing is sent.
    await expect(
      handle.db.transaction(async (tx) => {
        await queueAlertText(tx, { ...alert, providerId: texted.providerId, title: "Rolled back" });
        throw new Error("the message failed");
      }),
    ).rejects.toThrow("the message failed");
    await deliverDueTexts(handle.db, sender(), { now: NOON });
    expect(twilioApi.received.map((text) => [text.to, text.body]).sort()).toEqual([
      ["+16142734418", alertText(alert)],
      ["+16142734419", alertText(alert)],
    ]);
  });

  it("a homeowner's message through My requests queues the pro's text with the message's push title", async () => {
    const texted = await optedIn("6142734420");
    await deliverDueTexts(handle.db, sender(), { now: NOON });
    twilioApi.received.length = 0;
    const leadId = await offer([texted.providerId]);
    await handle.db
      .insert(leadContacts)
      .values({ leadId, firstName: "Dana", lastName: "Diaz", email: "dana.texts@example.com", phone: "6142223344", contactKey: `texts-${leadId}` });
    const sent = await sendFromAccount(handle.db, {
      leadId,
      providerId: texted.providerId,
      verifiedEmail: "dana.texts@example.com",
      values: { body: "Is Thursday possible?" },
      now: NOON,
      limiter: new RateLimiter({ name: "texts-test", limit: 9, windowMs: 60_000 }),
      config: { publicUrl: PUBLIC_URL, secret: "s".repeat(32) },
    });
    expect(sent.ok).toBe(true);
    await deliverDueTexts(handle.db, sender(), { now: NOON });
    expect(twilioApi.received).toHaveLength(1);
    // The pro has not paid for the lead: the text does not name the homeowner (homeownerNameForPro), as its e-mail does not.
    expect(twilioApi.received[0]!.body).toBe(`Buckeye Pros: New message from a homeowner. ${PUBLIC_URL}/provider/leads/${leadId} Reply STOP to stop texts.`);
    // A title that ends its own sentence ("Dana D.", once paid) gets one full stop there, not "Dana D.." as it had.
    expect(alertText({ title: "New message from Dana D.", url: "u" })).toBe("Buckeye Pros: New message from Dana D. u Reply STOP to stop texts.");
  });

  it("the worker sends a text committed anywhere at once, without waiting for its poll", async () => {
    const texted = await optedIn("6142734421");
    await deliverDueTexts(handle.db, sender(), { now: NOON });
    twilioApi.received.length = 0;
    const env = { ...getEnv(), TWILIO_ACCOUNT_SID: CREDENTIALS.accountSid, TWILIO_AUTH_TOKEN: CREDENTIALS.authToken, TWILIO_FROM: FROM, TWILIO_API_URL: twilioApi.url };
    const info = vi.spyOn(logger, "info");
    let stop: Awaited<ReturnType<typeof startTextWorker>> | undefined;
    try {
      stop = await startTextWorker(handle.db, env, { intervalMs: 60 * 60_000, listen: handle.listen });
      // The boot line an operator checks after setting Twilio up (docs/deploy.md), as "payments: Stripe".
      expect(info).toHaveBeenCalledWith("texts: Twilio", { from: FROM, apiUrl: twilioApi.url });
      // Its first run found nothing; the next poll is an hour away.
      await handle.db.transaction(async (tx) => {
        await queueAlertText(tx, { providerId: texted.providerId, kind: "refund-decided", title: "Refund approved", url: `${PUBLIC_URL}/provider/credits` });
      });
      await expect.poll(() => twilioApi.received.map((text) => text.to), { timeout: 20_000 }).toEqual(["+16142734421"]);
    } finally {
      info.mockRestore();
      await stop?.();
    }
  });
});

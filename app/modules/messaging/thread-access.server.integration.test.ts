import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { leadContacts, leadDeliveries, leadRequests, messages, messageThreads, notifications, providers, serviceCategories, users } from "~/db/schema";
import { setNotificationChoices } from "~/modules/notifications/notification-preferences.server";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { contactKey } from "~/modules/intake/create-lead.server";
import { deliverLead } from "~/modules/matching/deliver-lead.server";
import { moveDelivery, recordOffers } from "~/modules/pipeline/lead-events.server";
import { NotFoundError } from "~/lib/not-found-error";
import { getEnv } from "~/config/env.server";
import { proInbox } from "~/modules/portal/pro-inbox.server";
import { responseStats } from "~/modules/providers/response-stats.server";
import { RateLimiter, shareRateLimitsThrough } from "~/modules/security/rate-limit";
import { PostgresRateLimitStore } from "~/modules/security/rate-limit-store.server";
import { accountMessageAction, linkMessageAction, proMessageAction } from "./message-actions.server";
import { MESSAGE_SENT } from "./message-form";
import { LINK_EXPIRED, LINK_INVALID, MESSAGE_ERRORS, OFFER_ENDED_NO_WRITE } from "./message-form";
import { ACCEPT_TO_WRITE, proThread, sendAsPro, sendByLink, sendFromAccount, threadByLink } from "./thread-access.server";
import { threadLinkToken } from "./thread-link.server";
import { threadMessages, threadsForLeads } from "./threads.server";

let handle: DatabaseHandle;
let categoryId: number;
let serial = 0;
const config = { publicUrl: "https://buckeye.test", secret: "s".repeat(40) };
const T0 = new Date("2026-03-02T14:00:00Z");
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);
const roomy = () => new RateLimiter({ name: "test", limit: 1000, windowMs: 60_000 });

async function pro(): Promise<string> {
  serial += 1;
  const [row] = await handle.db
    .insert(providers)
    .values({ slug: `msg-pro-${serial}`, businessName: `Msg Pro ${serial}`, phone: "6145550100", email: `pro${serial}@example.com`, baseZip: "43215", city: "Columbus" })
    .returning({ id: providers.id });
  return row!.id;
}

async function lead(providerIds: string[], email = `home${++serial}@example.com`): Promise<string> {
  const [row] = await handle.db
    .insert(leadRequests)
    .values({ title: "HVAC Service Request", zipCode: "43215", categoryId, status: "matched" })
    .returning({ id: leadRequests.id });
  const leadId = row!.id;
  const contact = { email, phone: "6142223344" };
  await handle.db.insert(leadContacts).values({ leadId, firstName: "Dana", lastName: "Reyes", ...contact, contactKey: contactKey(contact) });
  await handle.db.insert(leadDeliveries).values(providerIds.map((providerId, i) => ({ leadId, providerId, rank: i + 1, priceCredits: 28, createdAt: T0 })));
  await recordOffers(handle.db, { leadId, providerIds, now: T0 });
  return leadId;
}

async function accept(leadId: string, providerId: string, at = minutes(1)) {
  await moveDelivery(handle.db, { leadId, providerId, event: "accept", actor: `provider:${providerId}`, now: at });
}

async function mails(template: string) {
  return handle.db.select().from(notifications).where(eq(notifications.template, template)).orderBy(asc(notifications.createdAt));
}

beforeAll(async () => {
  handle = await createTestDatabase();
  const [category] = await handle.db.insert(serviceCategories).values({ slug: "hvac", name: "HVAC" }).returning({ id: serviceCategories.id });
  categoryId = category!.id;
});
afterAll(async () => {
  await handle?.close();
});

describe(`message threads on ${testDatabaseKind()}`, () => {
  it.runIf(testDatabaseKind() === "postgres")("sends twenty messages at once with rate limits counted in PostgreSQL, more than the pool's connections", async () => {
    const mine = await pro();
    const leadIds = await Promise.all(Array.from({ length: 20 }, () => lead([mine])));
    for (const leadId of leadIds) await accept(leadId, mine);
    shareRateLimitsThrough(new PostgresRateLimitStore(handle.db));
    try {
      const sent = await Promise.all(leadIds.map((leadId) => sendAsPro(handle.db, { leadId, providerId: mine, values: { body: "On my way." }, limiter: roomy(), config })));
      expect(sent.filter((result) => result.ok)).toHaveLength(20);
    } finally {
      shareRateLimitsThrough(null);
    }
    const written = await handle.db
      .select({ id: messages.id })
      .from(messages)
      .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
      .where(and(eq(messageThreads.providerId, mine), eq(messages.sender, "pro")));
    expect(written).toHaveLength(20);
  });

  it("lets a pro write only once it accepted the lead, and answers another pro's thread with not found", async () => {
    const mine = await pro();
    const other = await pro();
    const leadId = await lead([mine]);
    const values = { body: "  Hello, I can come Tuesday.  " };

    const early = await sendAsPro(handle.db, { leadId, providerId: mine, values, limiter: roomy(), config });
    expect(early).toEqual({ ok: false, reason: "not-allowed", message: ACCEPT_TO_WRITE });
    expect((await proThread(handle.db, { leadId, providerId: mine, markRead: false })).canWrite).toBe(false);

    await accept(leadId, mine);
    const sent = await sendAsPro(handle.db, { leadId, providerId: mine, values, limiter: roomy(), config });
    expect(sent.ok).toBe(true);
    const view = await proThread(handle.db, { leadId, providerId: mine, markRead: false });
    expect(view.canWrite).toBe(true);
    expect(view.messages.map((m) => [m.sender, m.body])).toEqual([["pro", "Hello, I can come Tuesday."]]);

    await expect(sendAsPro(handle.db, { leadId, providerId: other, values, limiter: roomy(), config })).rejects.toThrow(NotFoundError);
    await expect(proThread(handle.db, { leadId, providerId: other, markRead: false })).rejects.toThrow(NotFoundError);
  });

  it("refuses an empty or too long message with the form's message, and writes nothing", async () => {
    const mine = await pro();
    const leadId = await lead([mine]);
    await accept(leadId, mine);
    expect(await sendAsPro(handle.db, { leadId, providerId: mine, values: { body: "   " }, limiter: roomy(), config })).toEqual({
      ok: false,
      reason: "invalid",
      message: MESSAGE_ERRORS.empty,
    });
    expect(await sendAsPro(handle.db, { leadId, providerId: mine, values: { body: "x".repeat(2001) }, limiter: roomy(), config })).toMatchObject({
      ok: false,
      message: MESSAGE_ERRORS.tooLong,
    });
    expect((await proThread(handle.db, { leadId, providerId: mine, markRead: false })).messages).toEqual([]);
  });

  it("queues an e-mail to the other side: the homeowner's has a signed link to the thread, the pro's the portal lead", async () => {
    const mine = await pro();
    const leadId = await lead([mine], "dana.mail@example.com");
    await accept(leadId, mine);
    const sent = await sendAsPro(handle.db, { leadId, providerId: mine, values: { body: "When suits you?" }, limiter: roomy(), config, now: T0 });
    if (!sent.ok) throw new Error(sent.message);
    const [toHomeowner] = (await mails("message-to-homeowner")).filter((mail) => mail.recipient === "dana.mail@example.com");
    expect(toHomeowner!.body).toContain("When suits you?");
    const link = /https:\/\/buckeye\.test\/messages\/(\S+)/.exec(toHomeowner!.body);
    expect(link).not.toBeNull();
    const opened = await threadByLink(handle.db, link![1]!, { secret: config.secret, now: minutes(60) });
    expect(opened).toMatchObject({ ok: true, value: { threadId: sent.value.threadId, leadId, providerId: mine } });

    const reply = await sendByLink(handle.db, { token: link![1]!, values: { body: "Tuesday is good." }, limiter: roomy(), config, now: minutes(61) });
    expect(reply.ok).toBe(true);
    const toPro = (await mails("message-to-pro")).filter((mail) => mail.body.includes("Tuesday is good."));
    expect(toPro).toHaveLength(1);
    expect(toPro[0]!.body).toContain(`https://buckeye.test/provider/leads/${leadId}`);
  });

  it("writes a pro's message to a homeowner with a verified account as that account's, and keeps its e-mail choice", async () => {
    const mine = await pro();
    // The account's address differs from the request's in case only; an unverified account with it would not count.
    await handle.db.insert(users).values({ id: `home-account-${serial}`, name: "Dana", email: `Dana.Account${serial}@example.com`, emailVerified: true });
    const account = `home-account-${serial}`;
    const leadId = await lead([mine], `dana.account${serial}@example.com`);
    await accept(leadId, mine);
    const send = (body: string) => sendAsPro(handle.db, { leadId, providerId: mine, values: { body }, limiter: roomy(), config, now: T0 });
    expect((await send("First, with e-mails on.")).ok).toBe(true);
    const [first] = (await mails("message-to-homeowner")).filter((mail) => mail.body.includes("First, with e-mails on."));
    expect(first!.userId).toBe(account);

    await setNotificationChoices(handle.db, account, { "new-message": false });
    expect((await send("Second, with e-mails off.")).ok).toBe(true);
    // The message is in the thread; only its e-mail stays unsent.
    expect((await mails("message-to-homeowner")).filter((mail) => mail.body.includes("Second, with e-mails off."))).toEqual([]);
    const thread = await proThread(handle.db, { leadId, providerId: mine, markRead: false });
    expect(thread.messages.map((message) => message.body)).toContain("Second, with e-mails off.");
  });

  it("opens only the thread a link was made for: a tampered, foreign-secret or expired link does not", async () => {
    const mine = await pro();
    const leadId = await lead([mine]);
    await accept(leadId, mine);
    const sent = await sendAsPro(handle.db, { leadId, providerId: mine, values: { body: "Hi" }, limiter: roomy(), config });
    if (!sent.ok) throw new Error(sent.message);
    const token = threadLinkToken(config.secret, sent.value.threadId, T0);

    const [payload, expiry, signature] = token.split(".") as [string, string, string];
    const otherThread = Buffer.from("00000000-0000-4000-8000-000000000000").toString("base64url");
    expect(await threadByLink(handle.db, `${otherThread}.${expiry}.${signature}`, { secret: config.secret, now: T0 })).toEqual({ ok: false, reason: "invalid" });
    expect(await threadByLink(handle.db, `${payload}.${expiry}x.${signature}`, { secret: config.secret, now: T0 })).toEqual({ ok: false, reason: "invalid" });
    expect(await threadByLink(handle.db, token, { secret: "t".repeat(40), now: T0 })).toEqual({ ok: false, reason: "invalid" });
    expect(await threadByLink(handle.db, "not-a-token", { secret: config.secret, now: T0 })).toEqual({ ok: false, reason: "invalid" });
    expect(await threadByLink(handle.db, token, { secret: config.secret, now: new Date(T0.getTime() + 31 * 24 * 3600_000) })).toEqual({
      ok: false,
      reason: "expired",
    });
    const late = await sendByLink(handle.db, { token, values: { body: "Too late?" }, limiter: roomy(), config, now: new Date(T0.getTime() + 31 * 24 * 3600_000) });
    expect(late).toEqual({ ok: false, reason: "link-expired" });
    expect((await proThread(handle.db, { leadId, providerId: mine, markRead: false })).messages).toHaveLength(1);
  });

  it("lets the homeowner write to every pro of the request from their account, and nobody else's request", async () => {
    const a = await pro();
    const b = await pro();
    const leadId = await lead([a, b], "Owner@Example.com");
    for (const providerId of [a, b]) {
      const sent = await sendFromAccount(handle.db, { leadId, providerId, verifiedEmail: "owner@example.com", values: { body: `To ${providerId}` }, limiter: roomy(), config });
      expect(sent.ok).toBe(true);
    }
    await expect(
      sendFromAccount(handle.db, { leadId, providerId: a, verifiedEmail: "someone@example.com", values: { body: "Hi" }, limiter: roomy(), config }),
    ).rejects.toThrow(NotFoundError);
    const stranger = await pro();
    await expect(
      sendFromAccount(handle.db, { leadId, providerId: stranger, verifiedEmail: "owner@example.com", values: { body: "Hi" }, limiter: roomy(), config }),
    ).rejects.toThrow(NotFoundError);
  });

  it("does not let the homeowner write to a pro whose offer ended before it took the request: it could never answer", async () => {
    const taken = await pro();
    const ended = await pro();
    const leadId = await lead([taken, ended], "owner@example.com");
    await moveDelivery(handle.db, { leadId, providerId: taken, event: "accept", actor: `provider:${taken}` });
    // The homeowner closed the request (or hired another pro, or nobody answered in a day): the open offer ended.
    await moveDelivery(handle.db, { leadId, providerId: ended, event: "expire", actor: "system" });
    const write = (providerId: string) =>
      sendFromAccount(handle.db, { leadId, providerId, verifiedEmail: "owner@example.com", values: { body: "Are you still coming?" }, limiter: roomy(), config });
    expect(await write(ended)).toEqual({ ok: false, reason: "not-allowed", message: OFFER_ENDED_NO_WRITE });
    expect((await write(taken)).ok).toBe(true);
    // Nothing stored, nothing e-mailed to the pro whose offer ended; My requests shows no box to write in.
    expect((await proThread(handle.db, { leadId, providerId: ended, markRead: false })).messages).toEqual([]);
    const threads = await threadsForLeads(handle.db, [leadId]);
    expect(threads.map((thread) => [thread.providerId, thread.homeownerCanWrite])).toEqual([
      [taken, true],
      [ended, false],
    ]);
  });

  it("opens the e-mailed link's thread of a pro whose offer ended with its messages, and says it takes no more", async () => {
    const ended = await pro();
    const leadId = await lead([ended], "owner@example.com");
    const sent = await sendFromAccount(handle.db, { leadId, providerId: ended, verifiedEmail: "owner@example.com", values: { body: "Can you come Friday?" }, limiter: roomy(), config, now: T0 });
    if (!sent.ok) throw new Error(sent.message);
    const token = threadLinkToken(config.secret, sent.value.threadId, T0);
    expect(await threadByLink(handle.db, token, { secret: config.secret, now: T0 })).toMatchObject({ ok: true, value: { homeownerCanWrite: true } });

    await moveDelivery(handle.db, { leadId, providerId: ended, event: "expire", actor: "system" });
    const opened = await threadByLink(handle.db, token, { secret: config.secret, now: minutes(1) });
    if (!opened.ok) throw new Error(opened.reason);
    expect(opened.value.homeownerCanWrite).toBe(false);
    expect(opened.value.messages.map((message) => message.body)).toEqual(["Can you come Friday?"]);
  });

  it("counts unread messages per side, and reading marks only the other side's", async () => {
    const mine = await pro();
    const leadId = await lead([mine], "counts@example.com");
    await accept(leadId, mine);
    const home = { leadId, providerId: mine, verifiedEmail: "counts@example.com", limiter: roomy(), config };
    await sendFromAccount(handle.db, { ...home, values: { body: "One" } });
    await sendFromAccount(handle.db, { ...home, values: { body: "Two" } });
    await sendAsPro(handle.db, { leadId, providerId: mine, values: { body: "Reply" }, limiter: roomy(), config });

    const unreadInInbox = async () => (await proInbox(handle.db, mine)).leads.find((row) => row.leadId === leadId)?.unreadMessages;
    // The inbox counts the homeowner's two, not the pro's own reply.
    expect(await unreadInInbox()).toBe(2);
    const [homeView] = await threadsForLeads(handle.db, [leadId]);
    expect(homeView!.unread).toBe(1);

    const seen = await proThread(handle.db, { leadId, providerId: mine, markRead: true });
    expect(seen.unread).toBe(2);
    expect(await unreadInInbox()).toBe(0);
    // The pro's own message stays unread until the homeowner opens the thread.
    const [stillUnread] = await threadsForLeads(handle.db, [leadId]);
    expect(stillUnread!.unread).toBe(1);
    const rows = await handle.db.select({ sender: messages.sender, readAt: messages.readAt }).from(messages).where(eq(messages.threadId, seen.threadId!));
    expect(rows.filter((row) => row.readAt !== null).map((row) => row.sender)).toEqual(["homeowner", "homeowner"]);
    // Read with its delivery in one statement, the thread is the same as read alone: same order, times as dates.
    const again = await proThread(handle.db, { leadId, providerId: mine, markRead: false });
    expect(again.unread).toBe(0);
    expect(again.messages).toEqual(await threadMessages(handle.db, seen.threadId));
    expect(again.messages.map((m) => [m.sender, m.createdAt instanceof Date, m.readAt instanceof Date])).toEqual([
      ["homeowner", true, true],
      ["homeowner", true, true],
      ["pro", true, false],
    ]);
  });

  it("limits how many messages one sender writes, per pro and per request", async () => {
    const mine = await pro();
    const leadId = await lead([mine], "limit@example.com");
    await accept(leadId, mine);
    const limiter = new RateLimiter({ name: "test", limit: 2, windowMs: 60_000 });
    let sent = 0;
    // Other words each time: the same words moments apart are one message sent twice (repeatedMessage).
    const proSend = () => sendAsPro(handle.db, { leadId, providerId: mine, values: { body: `Hi ${++sent}` }, limiter, config });
    expect((await proSend()).ok).toBe(true);
    expect((await proSend()).ok).toBe(true);
    expect(await proSend()).toMatchObject({ ok: false, reason: "rate-limited" });
    // The homeowner has a limit of their own.
    const homeSend = await sendFromAccount(handle.db, { leadId, providerId: mine, verifiedEmail: "limit@example.com", values: { body: "Hi" }, limiter, config });
    expect(homeSend.ok).toBe(true);
    expect((await proThread(handle.db, { leadId, providerId: mine, markRead: false })).messages).toHaveLength(3);
  });

  it("keeps every message a homeowner sends from /search in the pro's thread: a second one no longer replaces the first", async () => {
    const mine = await pro();
    const leadId = await lead([mine]);
    await deliverLead(handle.db, { leadId, providerIds: [mine], intent: "message", message: "First question", now: minutes(1) });
    await deliverLead(handle.db, { leadId, providerIds: [mine], intent: "message", message: "Second question", now: minutes(2) });
    const view = await proThread(handle.db, { leadId, providerId: mine, markRead: false });
    expect(view.messages.map((m) => [m.sender, m.body])).toEqual([
      ["homeowner", "First question"],
      ["homeowner", "Second question"],
    ]);
    // Each e-mail links to the lead; once the pro took the request, it is asked to answer, not to accept it again.
    await accept(leadId, mine, minutes(3));
    await deliverLead(handle.db, { leadId, providerIds: [mine], intent: "message", message: "Third question", now: minutes(4) });
    const told = (await mails("lead-message")).filter((mail) => mail.body.includes(" question"));
    const about = (question: string) => told.find((mail) => mail.body.includes(question))!.body;
    expect(about("First question")).toContain(`Open the lead in your portal to accept it and see the contact details:\n${getEnv().PUBLIC_URL}/provider/leads/${leadId}`);
    expect(about("Third question")).toContain(`See the lead and answer in your portal:\n${getEnv().PUBLIC_URL}/provider/leads/${leadId}`);
    expect(about("Third question")).not.toContain("accept it");
    // The homeowner's name comes with the contact the pro pays for: not in the e-mails before.
    const subjectOf = (question: string) => told.find((mail) => mail.body.includes(question))!.subject;
    expect(`${subjectOf("First question")}\n${about("First question")}`).not.toContain("Dana");
    expect(about("First question")).toContain("A homeowner near Columbus, OH 43215 ");
    expect(subjectOf("Third question")).toMatch(/^Dana R\. sent you a message/);
  });

  it("answers the reply forms' posts with 200, 400, 404, 410 and 429, keeping what was typed after a refusal", async () => {
    const mine = await pro();
    const other = await pro();
    const leadId = await lead([mine], "answers@example.com");
    await accept(leadId, mine);
    const limiter = new RateLimiter({ name: "test", limit: 1, windowMs: 60_000 });
    expect(await proMessageAction(handle.db, { providerId: mine, leadId, values: { body: "Hi" }, limiter, config })).toEqual({
      status: 200,
      ok: true,
      message: MESSAGE_SENT,
      body: "",
    });
    expect(await proMessageAction(handle.db, { providerId: mine, leadId, values: { body: "Again" }, limiter, config })).toMatchObject({
      status: 429,
      ok: false,
      body: "Again",
    });
    expect(await proMessageAction(handle.db, { providerId: other, leadId, values: { body: "Hi" }, limiter: roomy(), config })).toMatchObject({ status: 404 });
    expect(await accountMessageAction(handle.db, { verifiedEmail: "answers@example.com", leadId, providerId: mine, values: { body: " " }, limiter: roomy(), config })).toEqual({
      status: 400,
      ok: false,
      message: MESSAGE_ERRORS.empty,
      body: " ",
      retryAfterSeconds: undefined,
    });
    const threadId = (await proThread(handle.db, { leadId, providerId: mine, markRead: false })).threadId!;
    const expired = threadLinkToken(config.secret, threadId, new Date(Date.now() - 31 * 24 * 3600_000));
    // What was typed comes back, for the page to show (the link expired while the page was open).
    expect(await linkMessageAction(handle.db, { token: expired, values: { body: "Hi, Thursday works 👍" }, limiter: roomy(), config })).toMatchObject({
      status: 410,
      message: LINK_EXPIRED,
      body: "Hi, Thursday works 👍",
    });
    const forged = threadLinkToken("f".repeat(40), threadId);
    expect(await linkMessageAction(handle.db, { token: forged, values: { body: "Hi" }, limiter: roomy(), config })).toMatchObject({ status: 404, message: LINK_INVALID });
    const good = threadLinkToken(config.secret, threadId);
    expect(await linkMessageAction(handle.db, { token: good, values: { body: "Thanks" }, limiter: roomy(), config })).toMatchObject({ status: 200, ok: true });
  });

  it("answers ids that are not uuids (an altered form or address) with 404, not a database error", async () => {
    const mine = await pro();
    const leadId = await lead([mine], "altered@example.com");
    await accept(leadId, mine);
    const values = { body: "Hi" };
    expect(await accountMessageAction(handle.db, { verifiedEmail: "altered@example.com", leadId: "", providerId: "", values, limiter: roomy(), config })).toMatchObject({ status: 404 });
    expect(await accountMessageAction(handle.db, { verifiedEmail: "altered@example.com", leadId, providerId: "not-a-uuid", values, limiter: roomy(), config })).toMatchObject({ status: 404 });
    expect(await proMessageAction(handle.db, { providerId: mine, leadId: "not-a-uuid", values, limiter: roomy(), config })).toMatchObject({ status: 404 });
  });

  it("takes a double tap's second post of the same words as the message already sent: one message, one e-mail", async () => {
    const mine = await pro();
    const leadId = await lead([mine], "double@example.com");
    await accept(leadId, mine);
    const write = (body: string, at: Date) =>
      accountMessageAction(handle.db, { verifiedEmail: "double@example.com", leadId, providerId: mine, values: { body }, limiter: roomy(), config, now: at });
    // Two posts at once, as a double tap sends them, and one a moment later.
    const twice = await Promise.all([write("Can you come Friday?", minutes(2)), write("Can you come Friday?", minutes(2))]);
    expect(twice.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await write("Can you come Friday? ", new Date(minutes(2).getTime() + 3000))).status).toBe(200);
    // Other words, or the same ones well after, are new messages; the pro's same words are the pro's own.
    await write("Or Saturday?", new Date(minutes(2).getTime() + 4000));
    await write("Can you come Friday?", minutes(5));
    await sendAsPro(handle.db, { leadId, providerId: mine, values: { body: "Can you come Friday?" }, limiter: roomy(), config, now: new Date(minutes(5).getTime() + 1000) });
    const view = await proThread(handle.db, { leadId, providerId: mine, markRead: false });
    expect(view.messages.map((m) => [m.sender, m.body])).toEqual([
      ["homeowner", "Can you come Friday?"],
      ["homeowner", "Or Saturday?"],
      ["homeowner", "Can you come Friday?"],
      ["pro", "Can you come Friday?"],
    ]);
    expect((await mails("message-to-pro")).filter((mail) => mail.body.includes("Can you come Friday?") && mail.body.includes(leadId))).toHaveLength(2);
  });

  it("answers a request flagged as fraud as not found", async () => {
    const mine = await pro();
    const leadId = await lead([mine]);
    await accept(leadId, mine);
    await handle.db.update(leadRequests).set({ status: "fraud" }).where(eq(leadRequests.id, leadId));
    await expect(proThread(handle.db, { leadId, providerId: mine, markRead: false })).rejects.toThrow(NotFoundError);
  });

  it("takes a pro's first message as its response when it comes before any status move", async () => {
    const mine = await pro();
    const leadId = await lead([mine]);
    await accept(leadId, mine, minutes(5));
    await sendAsPro(handle.db, { leadId, providerId: mine, values: { body: "On my way" }, limiter: roomy(), config, now: minutes(20) });
    await moveDelivery(handle.db, { leadId, providerId: mine, event: "contact", actor: `provider:${mine}`, now: minutes(90) });
    expect(await responseStats(handle.db, mine)).toEqual({ offered: 1, answered: 1, responseRate: 1, medianResponseMinutes: 20 });

    // A status move earlier than the first message wins.
    const second = await lead([mine]);
    await accept(second, mine, minutes(2));
    await moveDelivery(handle.db, { leadId: second, providerId: mine, event: "quote", actor: `provider:${mine}`, now: minutes(40) });
    await sendAsPro(handle.db, { leadId: second, providerId: mine, values: { body: "Quote sent" }, limiter: roomy(), config, now: minutes(100) });
    expect(await responseStats(handle.db, mine)).toMatchObject({ offered: 2, answered: 2, medianResponseMinutes: 30 });
    const [match] = await handle.db.select().from(leadDeliveries).where(and(eq(leadDeliveries.leadId, second), eq(leadDeliveries.providerId, mine)));
    expect(match!.status).toBe("quoted");
  });
});

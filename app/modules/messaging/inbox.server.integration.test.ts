import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { leadContacts, leadDeliveries, leadRequests, providers, serviceCategories } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { contactKey } from "~/modules/intake/create-lead.server";
import { moveDelivery, recordOffers } from "~/modules/pipeline/lead-events.server";
import { NotFoundError } from "~/lib/not-found-error";
import { RateLimiter } from "~/modules/security/rate-limit";
import { portalUnread } from "~/modules/live/portal-events.server";
import { proConversations } from "./inbox.server";
import { proThread, sendAsPro, sendFromAccount } from "./thread-access.server";

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
    .values({ slug: `inbox-pro-${serial}`, businessName: `Inbox Pro ${serial}`, phone: "6145550100", email: `ipro${serial}@example.com`, baseZip: "43215", city: "Columbus" })
    .returning({ id: providers.id });
  return row!.id;
}

async function lead(providerIds: string[]): Promise<{ leadId: string; email: string }> {
  const email = `ihome${++serial}@example.com`;
  const [row] = await handle.db
    .insert(leadRequests)
    .values({ title: "HVAC Service Request", zipCode: "43215", categoryId, status: "matched" })
    .returning({ id: leadRequests.id });
  const leadId = row!.id;
  const contact = { email, phone: "6142223344" };
  await handle.db.insert(leadContacts).values({ leadId, firstName: "Dana", lastName: "Reyes", ...contact, contactKey: contactKey(contact) });
  await handle.db.insert(leadDeliveries).values(providerIds.map((providerId, i) => ({ leadId, providerId, rank: i + 1, priceCredits: 28, createdAt: T0 })));
  await recordOffers(handle.db, { leadId, providerIds, now: T0 });
  return { leadId, email };
}

function homeownerWrites(leadId: string, providerId: string, email: string, body: string, at: Date) {
  return sendFromAccount(handle.db, { leadId, providerId, verifiedEmail: email, values: { body }, limiter: roomy(), config, now: at });
}

beforeAll(async () => {
  handle = await createTestDatabase();
  const [category] = await handle.db.insert(serviceCategories).values({ slug: "hvac", name: "HVAC" }).returning({ id: serviceCategories.id });
  categoryId = category!.id;
});
afterAll(async () => {
  await handle?.close();
});

describe(`the pro's inbox of conversations on ${testDatabaseKind()}`, () => {
  it("lists every thread of the pro's own deliveries, newest message first, with unread counts", async () => {
    const mine = await pro();
    const other = await pro();
    const first = await lead([mine, other]);
    const second = await lead([mine]);
    await lead([mine]); // No message yet: no thread to list.

    await homeownerWrites(first.leadId, mine, first.email, "Can you come Monday?", minutes(1));
    await homeownerWrites(first.leadId, other, first.email, "Are you free?", minutes(2));
    await homeownerWrites(second.leadId, mine, second.email, "Leaking again", minutes(3));
    await homeownerWrites(second.leadId, mine, second.email, "Worse now", minutes(4));
    await moveDelivery(handle.db, { leadId: first.leadId, providerId: mine, event: "accept", actor: `provider:${mine}`, now: minutes(5) });
    const reply = await sendAsPro(handle.db, { leadId: first.leadId, providerId: mine, values: { body: "Monday at 8." }, limiter: roomy(), config, now: minutes(6) });
    expect(reply.ok).toBe(true);

    const list = await proConversations(handle.db, mine);
    expect(list.map((item) => [item.leadId, item.unread, item.lastMessage?.sender, item.lastMessage?.body])).toEqual([
      [first.leadId, 1, "pro", "Monday at 8."],
      [second.leadId, 2, "homeowner", "Worse now"],
    ]);
    expect(list[0]).toMatchObject({ categoryName: "HVAC", categorySlug: "hvac", zip: "43215", status: "accepted" });
    // The accepted lead names its homeowner, as its page does; an offer does not (the pro has not bought the contact).
    expect(list.map((item) => item.homeownerName)).toEqual(["Dana", null]);
    expect(list[0]!.lastMessage!.at).toEqual(minutes(6));
    expect((await portalUnread(handle.db, mine)).unreadMessages).toBe(3);

    // The other pro sees only its own thread of the shared request.
    expect((await proConversations(handle.db, other)).map((item) => [item.leadId, item.unread])).toEqual([[first.leadId, 1]]);

    // Reading a thread clears its count, and only its own.
    await proThread(handle.db, { leadId: second.leadId, providerId: mine, markRead: true, now: minutes(7) });
    expect((await proConversations(handle.db, mine)).map((item) => item.unread)).toEqual([1, 0]);
    expect((await portalUnread(handle.db, mine)).unreadMessages).toBe(1);
  });

  it("answers another pro's thread with not found, and drops requests flagged as fraud", async () => {
    const mine = await pro();
    const stranger = await pro();
    const request = await lead([mine]);
    await homeownerWrites(request.leadId, mine, request.email, "Hello?", minutes(1));
    await expect(proThread(handle.db, { leadId: request.leadId, providerId: stranger, markRead: true })).rejects.toBeInstanceOf(NotFoundError);
    expect(await proConversations(handle.db, stranger)).toEqual([]);

    await handle.db.update(leadRequests).set({ status: "fraud" }).where(eq(leadRequests.id, request.leadId));
    expect(await proConversations(handle.db, mine)).toEqual([]);
    expect((await portalUnread(handle.db, mine)).unreadMessages).toBe(0);
  });
});

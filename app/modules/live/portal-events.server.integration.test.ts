import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { messages, messageThreads, providerCategories, providers, serviceCategories } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { insertDelivery } from "../../../tests/support/review-fixtures";
import { type PortalNews, PortalEvents, portalUnread } from "./portal-events.server";

describe(`the portal's live news on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  let events: PortalEvents;
  let stop: () => Promise<void>;
  const proIds: string[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase();
    const [category] = await handle.db.insert(serviceCategories).values({ slug: "hvac", name: "HVAC", description: "Heating" }).returning();
    for (const slug of ["alpha", "bravo"]) {
      const [pro] = await handle.db
        .insert(providers)
        .values({ slug, businessName: `${slug} Heating`, phone: "6145550199", email: `${slug}@example.com`, baseZip: "43215", city: "Columbus" })
        .returning({ id: providers.id });
      await handle.db.insert(providerCategories).values({ providerId: pro!.id, categoryId: category!.id });
      proIds.push(pro!.id);
    }
    events = new PortalEvents();
    stop = await events.listen(handle.listen);
  });
  afterAll(async () => {
    await stop?.();
    await handle?.close();
  });

  it("tells a pro's open pages, and only that pro's, of a lead offered to it and of a homeowner's message, once committed", async () => {
    const [alpha, bravo] = proIds as [string, string];
    const heardByAlpha: PortalNews[] = [];
    const heardByBravo: PortalNews[] = [];
    const stopAlpha = events.subscribe(alpha, (news) => heardByAlpha.push(news));
    const stopBravo = events.subscribe(bravo, (news) => heardByBravo.push(news));
    try {
      const leadId = await insertDelivery(handle.db, alpha);
      await expect.poll(() => heardByAlpha, { timeout: 10_000 }).toEqual([{ kind: "lead" }]);

      const [thread] = await handle.db.insert(messageThreads).values({ leadId, providerId: alpha }).returning({ id: messageThreads.id });
      // The pro's own message is not news to it; the homeowner's is.
      await handle.db.insert(messages).values({ threadId: thread!.id, sender: "pro", body: "When suits you?" });
      await handle.db.insert(messages).values({ threadId: thread!.id, sender: "homeowner", body: "Tuesday morning" });
      await expect.poll(() => heardByAlpha, { timeout: 10_000 }).toEqual([{ kind: "lead" }, { kind: "message" }]);
      expect(heardByBravo).toEqual([]);
      expect(await portalUnread(handle.db, alpha)).toEqual({ newLeads: 0, unreadMessages: 1 });
    } finally {
      stopAlpha();
      stopBravo();
    }
    expect(events.size).toBe(0);
  });

  it("tells nobody of what a rolled-back transaction wrote", async () => {
    const [, bravo] = proIds as [string, string];
    const heard: PortalNews[] = [];
    const unsubscribe = events.subscribe(bravo, (news) => heard.push(news));
    try {
      await expect(
        handle.db.transaction(async (tx) => {
          await insertDelivery(tx as unknown as DatabaseHandle["db"], bravo);
          throw new Error("rolled back");
        }),
      ).rejects.toThrow("rolled back");
      await insertDelivery(handle.db, bravo);
      await expect.poll(() => heard, { timeout: 10_000 }).toEqual([{ kind: "lead" }]);
    } finally {
      unsubscribe();
    }
  });
});

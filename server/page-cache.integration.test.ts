import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { partnerDeals } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../tests/support/test-database";
import {
  checkContentVersions,
  followContentVersions,
  onContentChange,
  versionedCache,
} from "~/db/content-versions.server";
import { listCurrentDeals } from "~/modules/content/deals.server";
import { answer } from "./answers";
import { chain, onGet } from "./handler";
import { PageCache } from "./page-cache";
import { clientFacts } from "./request-facts";

/**
 * A cached page that shows deals, wired to the content versions as
 * server/app.ts wires it: a deal changed by any writer shows on the next
 * request once the database's notification was heard, and a change whose
 * notification was lost shows after the next check.
 */

/** Resolves on the next change this process hears of. */
function nextContentChange(): Promise<readonly string[]> {
  return new Promise((resolve) => {
    const stop = onContentChange((changed) => {
      stop();
      resolve(changed);
    });
  });
}
describe(`page cache invalidation on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  let server: Server;
  let base: string;
  let dealReads = 0;
  let stopFollowing: () => Promise<void>;
  const cache = new PageCache({ maxBytes: 1024 * 1024, ttlMs: 60_000, client: clientFacts(false) });
  const stopListening = onContentChange(() => cache.clear());
  const deals = versionedCache(["deals"], { ttlMs: 60_000 }, async (db: DatabaseHandle["db"]) => {
    dealReads += 1;
    return listCurrentDeals(db, new Date());
  });

  beforeAll(async () => {
    handle = await createTestDatabase({ seeded: true });
    await checkContentVersions(handle.db);
    stopFollowing = await followContentVersions(handle.db, handle.listen);
    const app = chain(
      cache.capture(),
      onGet("/partner-of-month", async (_req, res) => {
        cache.markCacheable(res);
        const current = await deals.get(handle.db);
        answer(res, 200, `<ul>${current.map((deal) => `<li>${deal.title}</li>`).join("")}</ul>`, "text/html; charset=utf-8");
      }),
    );
    server = createServer((req, res) => {
      if (!cache.serve(req, res)) void app(req, res, () => res.writeHead(404).end());
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    stopListening();
    await stopFollowing?.();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await handle?.close();
  });

  async function page() {
    const response = await fetch(`${base}/partner-of-month`);
    return { hit: response.headers.get("x-cache") === "hit", html: await response.text() };
  }

  it("shows a deal changed by a plain write on the next request, once the commit's notification is heard", async () => {
    const first = await page();
    expect(first.html).toContain("<li>Water heater installation</li>");
    expect((await page()).hit).toBe(true);

    const heard = nextContentChange();
    await handle.db.update(partnerDeals).set({ title: "Water heater swap" }).where(eq(partnerDeals.slug, "water-heater-install"));
    expect(await heard).toEqual(["deals"]);

    const next = await page();
    expect(next.hit).toBe(false);
    expect(next.html).toContain("<li>Water heater swap</li>");
    expect(next.html).not.toContain("Water heater installation");
    expect((await page()).hit).toBe(true);
  });

  it("shows a change whose notification was lost once this one checks the versions", async () => {
    await page();
    const readsBefore = dealReads;
    // A change and its bump, with no message to this process (as while its listening connection was down).
    await stopFollowing();
    await handle.db.update(partnerDeals).set({ title: "Tankless water heater" }).where(eq(partnerDeals.slug, "water-heater-install"));
    expect((await page()).hit).toBe(true);

    await checkContentVersions(handle.db);
    const next = await page();
    expect(next.hit).toBe(false);
    expect(next.html).toContain("<li>Tankless water heater</li>");
    expect(dealReads).toBe(readsBefore + 1);
    stopFollowing = await followContentVersions(handle.db, handle.listen);
  });

  it("leaves pages alone when the versions did not move", async () => {
    await page();
    await checkContentVersions(handle.db);
    expect((await page()).hit).toBe(true);
  });
});

describe(`versioned data caches on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  let loads: string[] = [];
  const reviews = versionedCache(["reviews"], { ttlMs: 1000, maxEntries: 2 }, async (_db: unknown, key: string) => {
    loads.push(key);
    return `value of ${key} #${loads.length}`;
  });

  beforeAll(async () => {
    handle = await createTestDatabase();
    // This database's counters are the baseline.
    await checkContentVersions(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("keeps a value per key until its content changes or it is older than the ttl", async () => {
    loads = [];
    expect(await reviews.get(null, "43215", 0)).toBe("value of 43215 #1");
    expect(await reviews.get(null, "43215", 500)).toBe("value of 43215 #1");
    expect(await reviews.get(null, "44114", 500)).toBe("value of 44114 #2");
    // Past the ttl: read again.
    expect(await reviews.get(null, "43215", 1600)).toBe("value of 43215 #3");

    // Another key's change leaves it alone; its own change drops it.
    await handle.db.execute(sql`select bump_content_version('deals')`);
    await checkContentVersions(handle.db);
    expect(await reviews.get(null, "43215", 1700)).toBe("value of 43215 #3");
    await handle.db.execute(sql`select bump_content_version('reviews')`);
    await checkContentVersions(handle.db);
    expect(await reviews.get(null, "43215", 1700)).toBe("value of 43215 #4");
    expect(loads).toEqual(["43215", "44114", "43215", "43215"]);
  });
});

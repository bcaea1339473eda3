import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getEnv } from "~/config/env.server";
import type { DatabaseHandle } from "~/db/client.server";
import {
  featuredPartners,
  leadDeliveries,
  leadRequests,
  partnerDeals,
  providerCategories,
  providerReviews,
  providers,
  providerServiceZips,
  serviceCategories,
  users,
} from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../tests/support/test-database";
import { readDemoCookie } from "~/modules/accounts/demo-session.server";
import { cityPageData, firstZip } from "~/modules/catalog/place-pages";
import { seedDeals } from "~/modules/content/deals.server";
import { postLedgerEntry } from "~/modules/credits/ledger.server";
import { leadAccessToken } from "~/modules/matching/lead-access.server";
import { getDemoProvider, portalDemoProvider } from "~/modules/providers/demo-providers";
import { seedDemoProviders } from "~/modules/seed/seed-demo-providers.server";
import { seedDatabase } from "~/modules/seed/seed.server";
import { requestInfoContext } from "~/request-context";
import { RouterContextProvider } from "react-router";
import * as providerDemo from "./accounts/provider-demo";
import * as home from "./home";
import * as location from "./location";
import * as partnerOfMonth from "./partner-of-month";
import * as proProfile from "./pro-profile";
import * as search from "./search";
import * as serviceInLocation from "./service-in-location";
import * as sitemapIndex from "./sitemap-index";
import * as sitemap from "./sitemap";
import * as subServiceInLocation from "./sub-service-in-location";
import * as testimonials from "./testimonials";

/*
 * DEMO_DATA=off on a database that already holds demo businesses (as when a site that ran with demo data on is
 * switched off), and on a fresh one: every public page type and sitemap is loaded through its own route, and no demo
 * business's name or slug is in what it answers, while the real pro beside them is. The demo portal still opens.
 */

vi.hoisted(() => {
  // Before anything reads the settings: getEnv() parses them once.
  process.env.DEMO_DATA = "off";
});

const holder = globalThis as typeof globalThis & { __buckeyeDb?: Promise<DatabaseHandle> };

const SCIOTO = getDemoProvider("scioto-valley-heating-and-air")!;
const PORTAL = portalDemoProvider();
const DEMO = [SCIOTO, PORTAL];
const REAL = { slug: "real-furnace-company", businessName: "Real Furnace Company" };
const COLUMBUS = cityPageData("columbus")!;

function context() {
  const provider = new RouterContextProvider();
  provider.set(requestInfoContext, { requestId: "test", nonce: "nonce", ip: "203.0.113.60", fromThisMachine: false, userAgent: "DemoOffTest/1.0" });
  return provider;
}

function args(path: string, params: Record<string, string> = {}, init?: RequestInit) {
  return { request: new Request(`http://localhost${path}`, init), params, context: context() } as never;
}

/** What a loader answered, as text: data (plain or in data()) or a Response's body. */
async function answered(result: unknown): Promise<string> {
  if (result instanceof Response) return result.text();
  const value = result && typeof result === "object" && "data" in result && "init" in result ? result.data : result;
  return JSON.stringify(value);
}

function expectNoDemo(text: string, where: string) {
  for (const demo of DEMO) {
    expect(text, `${where} names ${demo.businessName}`).not.toContain(demo.businessName);
    expect(text, `${where} names ${demo.slug}`).not.toContain(demo.slug);
  }
}

describe(`DEMO_DATA=off on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  let leadId: string;

  beforeAll(async () => {
    handle = await createTestDatabase();
    holder.__buckeyeDb = Promise.resolve(handle);
  });

  afterAll(async () => {
    holder.__buckeyeDb = undefined;
    await handle?.close();
    delete process.env.DEMO_DATA;
  });

  it("is the setting the process runs with", () => {
    expect(getEnv().DEMO_DATA).toBe("off");
  });

  it("seeds only the demo portal's business: no other demo business, partner of the month or sample offer", async () => {
    await seedDatabase(handle.db);
    const demo = await handle.db.select({ slug: providers.slug }).from(providers).where(eq(providers.isDemo, true));
    expect(demo.map((row) => row.slug)).toEqual([PORTAL.slug]);
    expect(await handle.db.select({ n: count() }).from(featuredPartners)).toEqual([{ n: 0 }]);
    expect(await handle.db.select({ n: count() }).from(partnerDeals)).toEqual([{ n: 0 }]);
  });

  it("still opens the demo portal on that business", async () => {
    const answer = await providerDemo.action(args("/provider/demo", {}, { method: "POST", body: new URLSearchParams({ intent: "enter" }) })).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.headers.get("Location")).toBe("/provider/dashboard");
    const cookie = response.headers.get("Set-Cookie")!.split(";")[0]!;
    const [portal] = await handle.db.select({ id: providers.id }).from(providers).where(eq(providers.slug, PORTAL.slug));
    expect(await readDemoCookie(cookie, getEnv().AUTH_SECRET)).toBe(portal!.id);
  });

  describe("with demo businesses left from demo data on, beside a real pro", () => {
    beforeAll(async () => {
      const now = new Date();
      // Scioto Valley: partner of the month for HVAC across Columbus, with reviews; its offer is seeded with it.
      await seedDemoProviders(handle.db, { data: [SCIOTO], now });
      await seedDeals(handle.db, now);
      const [hvac] = await handle.db.select({ id: serviceCategories.id }).from(serviceCategories).where(eq(serviceCategories.slug, "hvac"));
      const [plumbing] = await handle.db.select({ id: serviceCategories.id }).from(serviceCategories).where(eq(serviceCategories.slug, "plumbing"));
      // A real pro: matching takes only businesses with an account whose e-mail is verified.
      await handle.db.insert(users).values({ id: "user-real-furnace", name: REAL.businessName, email: "real@example.com", emailVerified: true });
      const [real] = await handle.db
        .insert(providers)
        .values({ ...REAL, userId: "user-real-furnace", phone: "6145550177", email: "real@example.com", baseZip: "43215", city: "Columbus", verificationStatus: "verified" })
        .returning({ id: providers.id });
      await handle.db.insert(providerCategories).values([hvac!.id, plumbing!.id].map((categoryId) => ({ providerId: real!.id, categoryId })));
      await handle.db.insert(providerServiceZips).values([...new Set(["43215", firstZip(COLUMBUS.place)])].map((zip) => ({ providerId: real!.id, zip })));
      await postLedgerEntry(handle.db, { providerId: real!.id, kind: "grant", amount: 500, idempotencyKey: "grant-real" });
      // Plumbing's partner: HVAC's (the demo business) comes first in catalog order while demo data is shown.
      await handle.db.insert(featuredPartners).values({ providerId: real!.id, categoryId: plumbing!.id, startsAt: now, endsAt: new Date(now.getTime() + 86_400_000) });
      // A request matched (while demo data was on) to the demo business and the real pro.
      const [scioto] = await handle.db.select({ id: providers.id }).from(providers).where(eq(providers.slug, SCIOTO.slug));
      const [lead] = await handle.db
        .insert(leadRequests)
        .values({ title: "HVAC Service Request", zipCode: "43215", categoryId: hvac!.id })
        .returning({ id: leadRequests.id });
      leadId = lead!.id;
      await handle.db.insert(leadDeliveries).values([
        { leadId, providerId: scioto!.id, rank: 1, priceCredits: 10 },
        { leadId, providerId: real!.id, rank: 2, priceCredits: 10 },
      ]);
    });

    it("has them in the database, verified, reviewed and in range: only the setting keeps them off the pages", async () => {
      const demo = await handle.db
        .select({ slug: providers.slug, status: providers.verificationStatus })
        .from(providers)
        .where(eq(providers.isDemo, true));
      expect(demo).toContainEqual({ slug: SCIOTO.slug, status: "verified" });
      const [reviews] = await handle.db.select({ n: count() }).from(providerReviews).where(eq(providerReviews.isDemo, true));
      expect(reviews!.n).toBeGreaterThan(0);
    });

    it("/search: a preview and a request's results show the real pro only, and count only it", async () => {
      for (const path of ["/search?query=furnace%20repair&zip=43215", `/search?lead=${leadId}&token=${leadAccessToken(leadId)}`]) {
        const text = await answered(await search.loader(args(path)));
        expectNoDemo(text, path);
        expect(text, path).toContain(REAL.businessName);
        const state = JSON.parse(text).state as { kind: string; pros: unknown[] };
        expect(state.kind, path).toBe("results");
        expect(state.pros, path).toHaveLength(1);
      }
    });

    it("city page: the partner card shows the real partner", async () => {
      const text = await answered(await location.loader(args(COLUMBUS.path, { city: "columbus" })));
      expectNoDemo(text, COLUMBUS.path);
      expect(text).toContain(REAL.businessName);
    });

    it("service and job pages name no demo business", async () => {
      expectNoDemo(await answered(serviceInLocation.loader(args("/services/hvac/columbus", { service: "hvac", location: "columbus" }))), "service page");
      expectNoDemo(
        await answered(subServiceInLocation.loader(args("/services/hvac/ac-repair/columbus", { service: "hvac", subService: "ac-repair", location: "columbus" }))),
        "job page",
      );
    });

    it("a demo business's profile is not found; the real pro's is there", async () => {
      for (const demo of DEMO) {
        const thrown = await proProfile.loader(args(`/pros/${demo.slug}`, { slug: demo.slug })).catch((error: unknown) => error);
        expect(thrown, demo.slug).toMatchObject({ init: { status: 404 } });
      }
      expect(await answered(await proProfile.loader(args(`/pros/${REAL.slug}`, { slug: REAL.slug })))).toContain(REAL.businessName);
    });

    it("testimonials: no demo review", async () => {
      const text = await answered(await testimonials.loader());
      expectNoDemo(text, "/testimonials");
      expect(JSON.parse(text).reviews).toEqual([]);
    });

    it("deals on the home page and /partner-of-month: the demo business's offer is gone", async () => {
      const deals = await answered(await partnerOfMonth.loader());
      expectNoDemo(deals, "/partner-of-month");
      expect(JSON.parse(deals).current.map((deal: { slug: string }) => deal.slug)).not.toContain("air-conditioner-installation");
      expectNoDemo(await answered(await home.loader(args("/"))), "/");
    });

    it("sitemaps list the real pro's profile and no demo one", async () => {
      const index = await answered(await sitemapIndex.loader());
      expect(index).toContain("/sitemaps/pros.xml");
      const pros = await answered(await sitemap.loader(args("/sitemaps/pros.xml", { name: "pros.xml" })));
      expect(pros).toContain(`/pros/${REAL.slug}</loc>`);
      expectNoDemo(pros, "pros.xml");
    });
  });
});

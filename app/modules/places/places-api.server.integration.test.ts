import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { auditLog, providers, vettingChecks } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { findListings, linkGoogleListing } from "~/modules/admin/google-listing.server";
import { createHttpPlacesApi, DETAIL_FIELDS } from "./places-api.server";

/*
 * A local fake of Google's web services, answering with the documented JSON
 * shapes (status, results/result, error_message) and HTTP 429 for quota, so the
 * adapter is tested over real HTTP without the real service.
 */
type Answer = { status: number; body: unknown };
let nextAnswers: Answer[] = [];
let requests: URL[] = [];
let server: Server;
let baseUrl = "";
const KEY = "fake-key-123";

const ok = (body: Record<string, unknown>): Answer => ({ status: 200, body: { status: "OK", ...body } });
const status = (name: string): Answer => ({ status: 200, body: { status: name, results: [], error_message: `The request was ${name}.` } });

const geocodeOk = ok({ results: [{ formatted_address: "Columbus, OH 43215, USA", geometry: { location: { lat: 39.9612, lng: -82.9988 } }, place_id: "geo-1" }] });
const nearbyOk = ok({
  results: [
    { place_id: "place-1", name: "German Village Heating", vicinity: "123 High St, Columbus", rating: 4.7, user_ratings_total: 132, business_status: "OPERATIONAL" },
    { place_id: "place-2", name: "German Village Air", vicinity: "9 Main St, Columbus", rating: 4.1, user_ratings_total: 12 },
  ],
});
const details = (rating: number | undefined, total: number) =>
  ok({
    result: {
      name: "German Village Heating",
      formatted_address: "123 S High St, Columbus, OH 43215, USA",
      vicinity: "123 S High St, Columbus",
      rating,
      user_ratings_total: total,
      business_status: "OPERATIONAL",
      opening_hours: { open_now: true },
      photos: [{ photo_reference: "x" }],
      reviews: [{ author_name: "Pat", rating: 5, text: "Fixed our furnace the same day.", time: 1_700_000_000 }],
    },
  });

let handle: DatabaseHandle;
const actor = { userId: "admin-user", email: "ops@example.com" };

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(new URL(req.url ?? "/", "http://fake"));
    const answer = nextAnswers.shift() ?? status("UNKNOWN_ERROR");
    res.writeHead(answer.status, { "Content-Type": "application/json" });
    res.end(typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/maps/api`;
  handle = await createTestDatabase();
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await handle?.close();
});
beforeEach(() => {
  nextAnswers = [];
  requests = [];
});

const api = () => createHttpPlacesApi({ apiKey: KEY, baseUrl });

describe("the places adapter against a fake of Google's web services", () => {
  it("geocodes, then searches nearby by keyword and radius, sending the key", async () => {
    nextAnswers = [geocodeOk, nearbyOk];
    const found = await findListings(api(), { keyword: "German Village Heating", near: "43215" });
    expect(found.ok && found.value.map((p) => [p.placeId, p.rating, p.reviewCount])).toEqual([
      ["place-1", 4.7, 132],
      ["place-2", 4.1, 12],
    ]);
    expect(requests[0]!.pathname).toBe("/maps/api/geocode/json");
    expect(requests[0]!.searchParams.get("address")).toBe("43215");
    expect(requests[1]!.pathname).toBe("/maps/api/place/nearbysearch/json");
    expect(requests[1]!.searchParams.get("keyword")).toBe("German Village Heating");
    expect(requests[1]!.searchParams.get("radius")).toBe("8000");
    expect(requests[1]!.searchParams.get("location")).toBe("39.9612,-82.9988");
    expect(requests.every((r) => r.searchParams.get("key") === KEY)).toBe(true);
  });

  it("geocodes a city name as the city in Ohio", async () => {
    nextAnswers = [geocodeOk, nearbyOk];
    await findListings(api(), { keyword: "x", near: "Dayton" });
    expect(requests[0]!.searchParams.get("address")).toBe("Dayton, OH");
  });

  it("asks place details for the original app's fields and reads them", async () => {
    nextAnswers = [details(4.7, 132)];
    const answer = await api().placeDetails("place-1");
    expect(requests[0]!.searchParams.get("fields")).toBe(DETAIL_FIELDS.join(","));
    expect(answer).toMatchObject({ ok: true, value: { name: "German Village Heating", rating: 4.7, reviewCount: 132, openNow: true, photoCount: 1 } });
  });

  const failures: [string, Answer, string, RegExp][] = [
    ["ZERO_RESULTS", status("ZERO_RESULTS"), "no-results", /found nothing/],
    ["REQUEST_DENIED", status("REQUEST_DENIED"), "denied", /refused the lookup/],
    ["INVALID_REQUEST", status("INVALID_REQUEST"), "invalid", /could not read that search/],
    ["OVER_QUERY_LIMIT", status("OVER_QUERY_LIMIT"), "quota", /quota/],
    ["HTTP 429", { status: 429, body: { error: { code: 429, message: "Quota exceeded", status: "RESOURCE_EXHAUSTED" } } }, "quota", /quota/],
    ["HTTP 500", { status: 500, body: "oops" }, "unavailable", /could not be reached/],
    ["a body that is not JSON", { status: 200, body: "<html>" }, "unavailable", /could not be reached/],
  ];
  for (const [name, answer, reason, message] of failures) {
    it(`turns ${name} into a clear message for the operator`, async () => {
      nextAnswers = [answer];
      const result = await findListings(api(), { keyword: "German Village Heating", near: "43215" });
      expect(result).toMatchObject({ ok: false, reason });
      expect(result.ok ? "" : result.message).toMatch(message);
      expect(result.ok ? "" : result.message).not.toContain(KEY);
    });
  }

  it("without a key asks for the check by hand and calls nothing", async () => {
    const result = await createHttpPlacesApi({ apiKey: undefined, baseUrl }).geocode("43215");
    expect(result).toMatchObject({ ok: false, reason: "not-configured" });
    expect(result.ok ? "" : result.message).toMatch(/by hand/);
    expect(requests).toHaveLength(0);
  });

  it("answers unavailable when nothing listens at the base URL", async () => {
    const closed = createHttpPlacesApi({ apiKey: KEY, baseUrl: "http://127.0.0.1:9/maps/api", timeoutMs: 2000 });
    expect(await closed.geocode("43215")).toMatchObject({ ok: false, reason: "unavailable" });
  });
});

describe(`linking a pro to its Google listing on ${testDatabaseKind()}`, () => {
  async function newPro(slug: string) {
    const [row] = await handle.db
      .insert(providers)
      .values({ slug, businessName: "German Village Heating", phone: "6145550100", email: `${slug}@example.com`, baseZip: "43215", city: "Columbus" })
      .returning({ id: providers.id });
    return row!.id;
  }

  it("stores rating, review count and date, and records a passed check with the figures", async () => {
    const id = await newPro("gvh-pass");
    nextAnswers = [details(4.7, 132)];
    // 8:30 PM in Ohio on Nov 20: already the 21st in UTC. The note names the operator's day.
    const now = new Date("2026-11-21T01:30:00Z");
    const linked = await linkGoogleListing(handle.db, api(), actor, id, "place-1", now);
    expect(linked).toMatchObject({ ok: true, value: { passed: true } });
    const [pro] = await handle.db.select().from(providers).where(eq(providers.id, id));
    expect(pro).toMatchObject({ googlePlaceId: "place-1", googleRatingTenths: 47, googleReviewCount: 132, googleCheckedAt: now });
    const [check] = await handle.db.select().from(vettingChecks).where(eq(vettingChecks.providerId, id));
    expect(check).toMatchObject({ kind: "google-rating", result: "passed", checkedBy: "admin-user" });
    expect(check!.note).toMatch(/^4\.7 stars from 132 reviews on Google/);
    expect(check!.note).toMatch(/; read 2026-11-20\)$/);
    const [audit] = await handle.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit).toMatchObject({ action: "provider.link-google", after: { placeId: "place-1", ratingTenths: 47, check: "passed" } });
  });

  it("records a failed check below 4.5 stars", async () => {
    const id = await newPro("gvh-fail");
    nextAnswers = [details(4.4, 80)];
    expect(await linkGoogleListing(handle.db, api(), actor, id, "place-2")).toMatchObject({ ok: true, value: { passed: false } });
    const [check] = await handle.db.select().from(vettingChecks).where(eq(vettingChecks.providerId, id));
    expect(check).toMatchObject({ result: "failed" });
  });

  it("stores nothing when Google refuses", async () => {
    const id = await newPro("gvh-denied");
    nextAnswers = [status("OVER_QUERY_LIMIT")];
    expect(await linkGoogleListing(handle.db, api(), actor, id, "place-1")).toMatchObject({ ok: false, reason: "quota" });
    expect(await handle.db.select().from(vettingChecks).where(eq(vettingChecks.providerId, id))).toHaveLength(0);
    expect(await handle.db.select().from(auditLog).where(eq(auditLog.targetId, id))).toHaveLength(0);
  });
});

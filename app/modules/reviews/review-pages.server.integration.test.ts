import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { leadContacts, leadDeliveries, leadRequests, providers, serviceCategories } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { contactKey } from "~/modules/intake/create-lead.server";
import { recordOffers } from "~/modules/pipeline/lead-events.server";
import { changeLeadStatus } from "~/modules/portal/lead-moves.server";
import { proLeadPageAction } from "~/modules/portal/lead-page.server";
import { RateLimiter } from "~/modules/security/rate-limit";
import { homeownerReviewAction, homeownerReviewStates } from "./homeowner-reviews.server";
import { reviewToken } from "./review-link.server";
import { postReviewByLink, reviewLinkView } from "./review-link-page.server";
import { DAY_MS } from "~/lib/ohio-time";

let handle: DatabaseHandle;
let categoryId: number;
let serial = 0;

async function delivery(email: string) {
  serial += 1;
  const [pro] = await handle.db
    .insert(providers)
    .values({ slug: `page-pro-${serial}`, businessName: `Page Pro ${serial}`, phone: "6145550100", email: `page${serial}@example.com`, baseZip: "43215", city: "Columbus", verificationStatus: "verified" })
    .returning({ id: providers.id });
  const [lead] = await handle.db.insert(leadRequests).values({ title: "Gutter cleaning", zipCode: "43215", categoryId, status: "matched" }).returning({ id: leadRequests.id });
  await handle.db.insert(leadContacts).values({ leadId: lead!.id, firstName: "Ana", lastName: "Diaz", email, phone: "6142223344", contactKey: contactKey({ email, phone: "6142223344" }) });
  await handle.db.insert(leadDeliveries).values({ leadId: lead!.id, providerId: pro!.id, rank: 1, priceCredits: 20, status: "accepted" });
  await recordOffers(handle.db, { leadId: lead!.id, providerIds: [pro!.id], now: new Date() });
  return { leadId: lead!.id, providerId: pro!.id };
}

beforeAll(async () => {
  handle = await createTestDatabase();
  const [category] = await handle.db.insert(serviceCategories).values({ slug: "cleaning", name: "Cleaning" }).returning({ id: serviceCategories.id });
  categoryId = category!.id;
});
afterAll(async () => handle?.close());

describe(`the review pages' posts on ${testDatabaseKind()}`, () => {
  it("the link page: not hired yet, the form once hired, bad input kept, then reviewed; 404 and 410 links", async () => {
    const target = await delivery("ana@example.com");
    const token = reviewToken(target);
    const limiter = new RateLimiter({ name: "test", limit: 100, windowMs: 60_000 });
    expect(await reviewLinkView(handle.db, token)).toMatchObject({ kind: "not-hired" });
    await changeLeadStatus(handle.db, { ...target, move: "hire" });
    expect(await reviewLinkView(handle.db, token)).toMatchObject({ kind: "form", firstName: "Ana" });

    const bad = await postReviewByLink(handle.db, { token, values: { rating: "9", body: "Nice" }, ip: "1.1.1.1", limiter });
    expect(bad).toMatchObject({ ok: false, status: 400, errors: { rating: "Choose from 1 to 5 stars." }, values: { rating: "9", body: "Nice" } });
    const long = await postReviewByLink(handle.db, { token, values: { rating: "4", body: "x".repeat(4001) }, ip: "1.1.1.1", limiter });
    expect(long).toMatchObject({ ok: false, status: 400, errors: { body: "Keep the review under 4000 characters." } });
    const good = await postReviewByLink(handle.db, { token, values: { rating: "4", body: "Spotless gutters." }, ip: "1.1.1.1", limiter });
    expect(good).toMatchObject({ ok: true, status: 200 });
    expect(await reviewLinkView(handle.db, token)).toMatchObject({ kind: "reviewed" });
    expect(await postReviewByLink(handle.db, { token, values: { rating: "1", body: "Again" }, ip: "1.1.1.1", limiter })).toMatchObject({ ok: false, status: 400 });

    expect(await postReviewByLink(handle.db, { token: `${token}x`, values: {}, ip: "1.1.1.1", limiter })).toMatchObject({ status: 404 });
    const old = reviewToken(target, new Date(Date.now() - 91 * DAY_MS));
    expect(await reviewLinkView(handle.db, old)).toEqual({ kind: "expired" });
    expect(await postReviewByLink(handle.db, { token: old, values: {}, ip: "1.1.1.1", limiter })).toMatchObject({ status: 410 });
  });

  it("rate-limits posts per address", async () => {
    const target = await delivery("rate@example.com");
    await changeLeadStatus(handle.db, { ...target, move: "hire" });
    const limiter = new RateLimiter({ name: "test", limit: 1, windowMs: 60_000 });
    const token = reviewToken(target);
    await postReviewByLink(handle.db, { token, values: { rating: "", body: "" }, ip: "2.2.2.2", limiter });
    expect(await postReviewByLink(handle.db, { token, values: { rating: "5", body: "Good" }, ip: "2.2.2.2", limiter })).toMatchObject({ status: 429 });
  });

  it("/account/requests: 'I hired' then a review; another homeowner's request and junk ids are 404", async () => {
    const target = await delivery("owner@example.com");
    const mine = { verifiedEmail: "owner@example.com", userId: "user-owner" };
    const ids = { leadId: target.leadId, providerId: target.providerId };
    expect(await homeownerReviewAction(handle.db, { ...mine, values: { intent: "resend" } })).toBeNull();
    expect(await homeownerReviewAction(handle.db, { verifiedEmail: "x@example.com", userId: "x", values: { intent: "hired", ...ids } })).toMatchObject({ status: 404 });
    expect(await homeownerReviewAction(handle.db, { ...mine, values: { intent: "hired", leadId: "nope", providerId: "nope" } })).toMatchObject({ status: 404 });
    expect(await homeownerReviewAction(handle.db, { ...mine, values: { intent: "review", ...ids, rating: "5", body: "Early" } })).toMatchObject({ status: 400 });
    // The first post only asks: nothing is hired until the homeowner confirms.
    expect(await homeownerReviewAction(handle.db, { ...mine, values: { intent: "hired", ...ids } })).toMatchObject({ status: 200, ok: true, confirming: true });
    expect((await homeownerReviewStates(handle.db, mine.verifiedEmail, [target.leadId]))[0]).toMatchObject({ status: "accepted", canSayHired: true });
    const confirmed = await homeownerReviewAction(handle.db, { ...mine, values: { intent: "hired", confirmed: "yes", ...ids } });
    expect(confirmed).toMatchObject({ status: 200, ok: true, message: "Thanks for telling us. You can now review the pro you hired." });
    expect(confirmed?.confirming).toBeUndefined();
    expect((await homeownerReviewStates(handle.db, mine.verifiedEmail, [target.leadId]))[0]).toMatchObject({ status: "hired", canSayHired: false });
    for (const confirmation of [{}, { confirmed: "yes" }] as Array<Record<string, string>>) {
      const again = await homeownerReviewAction(handle.db, { ...mine, values: { intent: "hired", ...confirmation, ...ids } });
      expect(again).toMatchObject({ status: 400, message: "This pro cannot be marked hired now." });
    }
    const empty = await homeownerReviewAction(handle.db, { ...mine, values: { intent: "review", ...ids, rating: "5", body: " " } });
    expect(empty).toMatchObject({ status: 400, errors: { body: "Tell other homeowners how the job went." } });
    expect(await homeownerReviewAction(handle.db, { ...mine, values: { intent: "review", ...ids, rating: "5", body: "Great" } })).toMatchObject({ status: 200 });
  });

  it("the portal's lead page: the pro replies once; another pro's lead is 404", async () => {
    const target = await delivery("reply@example.com");
    await changeLeadStatus(handle.db, { ...target, move: "hire" });
    await postReviewByLink(handle.db, { token: reviewToken(target), values: { rating: "3", body: "Fine" }, ip: "3.3.3.3", limiter: new RateLimiter({ name: "test", limit: 9, windowMs: 1000 }) });
    expect(await proLeadPageAction(handle.db, { ...target, values: { intent: "reply", reply: " " } })).toMatchObject({ status: 400, message: "Write your reply.", typed: " " });
    const other = await delivery("other@example.com");
    expect(await proLeadPageAction(handle.db, { providerId: other.providerId, leadId: target.leadId, values: { intent: "reply", reply: "Hi" } })).toMatchObject({ status: 404 });
    expect(await proLeadPageAction(handle.db, { ...target, values: { intent: "reply", reply: "Thanks!" } })).toMatchObject({ status: 200, ok: true });
    expect(await proLeadPageAction(handle.db, { ...target, values: { intent: "reply", reply: "Again" } })).toMatchObject({ status: 400 });
  });
});

import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { leadContacts, leadDeliveries, leadDeliveryEvents, leadRequests, notifications, providerReviews, providers, serviceCategories, users } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { contactKey } from "~/modules/intake/create-lead.server";
import { LeadActionError, recordOffers } from "~/modules/pipeline/lead-events.server";
import { NotFoundError } from "~/lib/not-found-error";
import { changeLeadStatus } from "~/modules/portal/lead-moves.server";
import { proLeadDetail } from "~/modules/portal/pro-inbox.server";
import { allNotificationsOn } from "~/modules/notifications/notification-kinds";
import { setNotificationPreferences } from "~/modules/notifications/notification-preferences.server";
import { homeownerReviewStates, markHiredByHomeowner, submitHomeownerReview } from "./homeowner-reviews.server";
import { readReviewToken, reviewToken } from "./review-link.server";
import { hideReview, replyToReview, submitReview, unhideReview } from "./reviews.server";
import { DAY_MS } from "~/lib/ohio-time";

let handle: DatabaseHandle;
let categoryId: number;
let serial = 0;

async function pro(): Promise<string> {
  serial += 1;
  const [row] = await handle.db
    .insert(providers)
    .values({ slug: `review-pro-${serial}`, businessName: `Review Pro ${serial}`, phone: "6145550100", email: `pro${serial}@example.com`, baseZip: "43215", city: "Columbus", verificationStatus: "verified" })
    .returning({ id: providers.id });
  return row!.id;
}

/** A request from `email` delivered to the pros, each delivery accepted (paid) unless `offeredOnly`. */
async function request(providerIds: string[], options: { email?: string; offeredOnly?: boolean } = {}): Promise<string> {
  serial += 1;
  const email = options.email ?? `home${serial}@example.com`;
  const [row] = await handle.db.insert(leadRequests).values({ title: "Furnace repair", zipCode: "43215", categoryId, status: "matched" }).returning({ id: leadRequests.id });
  const leadId = row!.id;
  await handle.db.insert(leadContacts).values({ leadId, firstName: "Dana", lastName: "reyes", email, phone: "6142223344", contactKey: contactKey({ email, phone: "6142223344" }) });
  await handle.db.insert(leadDeliveries).values(providerIds.map((providerId, i) => ({ leadId, providerId, rank: i + 1, priceCredits: 28, status: options.offeredOnly ? ("offered" as const) : ("accepted" as const) })));
  await recordOffers(handle.db, { leadId, providerIds, now: new Date() });
  return leadId;
}

async function providerFigures(id: string) {
  const [row] = await handle.db.select({ ratingTenths: providers.ratingTenths, reviewCount: providers.reviewCount }).from(providers).where(eq(providers.id, id));
  return row!;
}

async function mailsTo(recipient: string, template: string) {
  return handle.db.select().from(notifications).where(and(eq(notifications.recipient, recipient), eq(notifications.template, template))).orderBy(desc(notifications.createdAt));
}

beforeAll(async () => {
  handle = await createTestDatabase();
  const [category] = await handle.db.insert(serviceCategories).values({ slug: "hvac", name: "HVAC" }).returning({ id: serviceCategories.id });
  categoryId = category!.id;
});
afterAll(async () => handle?.close());

describe(`review eligibility on ${testDatabaseKind()}`, () => {
  it("refuses a review before the pro is hired, and the database refuses one without a delivery", async () => {
    const providerId = await pro();
    const leadId = await request([providerId]);
    await expect(submitReview(handle.db, { leadId, providerId, rating: 5, body: "Great" })).rejects.toThrow(LeadActionError);
    await expect(submitReview(handle.db, { leadId, providerId, rating: 5, body: "Great" })).rejects.toThrow("once you have hired them");
    const otherLead = await request([await pro()]);
    // A request that was never delivered to this pro cannot carry its review, whatever the code does.
    await expect(handle.db.insert(providerReviews).values({ providerId, leadId: otherLead, authorName: "X Y.", rating: 5, body: "No" })).rejects.toThrow();
    await expect(handle.db.insert(providerReviews).values({ providerId, authorName: "X Y.", rating: 5, body: "No" })).rejects.toThrow();
    expect(await providerFigures(providerId)).toEqual({ ratingTenths: 0, reviewCount: 0 });
  });

  it("e-mails a signed review link when the pro marks hired; the link reviews once and the rating is computed", async () => {
    const providerId = await pro();
    const email = `hired${serial}@example.com`;
    const leadId = await request([providerId], { email });
    await changeLeadStatus(handle.db, { providerId, leadId, move: "hire" });

    const [mail] = await mailsTo(email, "review-request");
    const token = mail!.body.match(/\/reviews\/new\/(\S+)/)![1]!;
    const check = readReviewToken(token);
    expect(check).toEqual({ ok: true, delivery: { leadId, providerId } });

    await submitReview(handle.db, { leadId, providerId, rating: 4, body: "  Fixed the furnace the same day.  " });
    const [review] = await handle.db.select().from(providerReviews).where(eq(providerReviews.leadId, leadId));
    expect(review).toMatchObject({ authorName: "Dana R.", rating: 4, body: "Fixed the furnace the same day.", isDemo: false });
    expect(await providerFigures(providerId)).toEqual({ ratingTenths: 40, reviewCount: 1 });
    const [received] = await mailsTo(`pro${serial - 1}@example.com`, "review-received");
    expect(received!.body).toContain("Dana R. rated you 4 out of 5 stars");

    await expect(submitReview(handle.db, { leadId, providerId, rating: 1, body: "Again" })).rejects.toThrow("already reviewed");
    expect(await providerFigures(providerId)).toEqual({ ratingTenths: 40, reviewCount: 1 });
  });

  it("refuses tampered, expired and other-purpose links", () => {
    const delivery = { leadId: "00000000-0000-4000-8000-000000000001", providerId: "00000000-0000-4000-8000-000000000002" };
    const now = new Date("2026-01-01T00:00:00Z");
    const token = reviewToken(delivery, now, "s".repeat(32));
    expect(readReviewToken(token, now, "s".repeat(32))).toEqual({ ok: true, delivery });
    const [payload, expiry, signature] = token.split(".");
    const otherPayload = Buffer.from(`${delivery.leadId}:00000000-0000-4000-8000-000000000003`).toString("base64url");
    expect(readReviewToken(`${otherPayload}.${expiry}.${signature}`, now, "s".repeat(32))).toEqual({ ok: false, reason: "invalid" });
    expect(readReviewToken(`${payload}.${expiry}.${signature}x`, now, "s".repeat(32))).toEqual({ ok: false, reason: "invalid" });
    expect(readReviewToken(token, now, "t".repeat(32))).toEqual({ ok: false, reason: "invalid" });
    const later = new Date(now.getTime() + 91 * DAY_MS);
    expect(readReviewToken(token, later, "s".repeat(32))).toEqual({ ok: false, reason: "expired" });
  });

  it("lets the homeowner say who they hired, then review; another homeowner's request is not found", async () => {
    const [hired, other] = [await pro(), await pro()];
    const email = `owner${serial}@example.com`;
    const leadId = await request([hired, other], { email });
    const stranger = { verifiedEmail: "stranger@example.com", userId: "user-stranger" };
    await expect(markHiredByHomeowner(handle.db, { ...stranger, leadId, providerId: hired })).rejects.toThrow(NotFoundError);
    await expect(submitHomeownerReview(handle.db, { ...stranger, leadId, providerId: hired, rating: 5, body: "Hi" })).rejects.toThrow(NotFoundError);

    const before = await homeownerReviewStates(handle.db, email.toUpperCase(), [leadId]);
    expect(before.map((state) => [state.canSayHired, state.canReview])).toEqual([
      [true, false],
      [true, false],
    ]);
    await markHiredByHomeowner(handle.db, { verifiedEmail: email, userId: "user-1", leadId, providerId: hired });
    const [event] = await handle.db.select().from(leadDeliveryEvents).where(and(eq(leadDeliveryEvents.leadId, leadId), eq(leadDeliveryEvents.event, "hire")));
    expect(event).toMatchObject({ providerId: hired, actor: "homeowner:user-1", toStatus: "hired" });
    const [closed] = await handle.db.select({ status: leadRequests.status }).from(leadRequests).where(eq(leadRequests.id, leadId));
    expect(closed!.status).toBe("closed");

    await expect(submitHomeownerReview(handle.db, { verifiedEmail: email, leadId, providerId: other, rating: 5, body: "Not hired" })).rejects.toThrow(LeadActionError);
    await submitHomeownerReview(handle.db, { verifiedEmail: email, leadId, providerId: hired, rating: 5, body: "Great crew" });
    const after = await homeownerReviewStates(handle.db, email, [leadId]);
    expect(after.find((state) => state.providerId === hired)).toMatchObject({ canReview: false, review: { rating: 5, body: "Great crew", replyBody: null } });
    expect(await providerFigures(hired)).toEqual({ ratingTenths: 50, reviewCount: 1 });
  });

  it("e-mails the pro when the homeowner says they hired them, unless the pro turned request updates off", async () => {
    const [hired, quiet] = [await pro(), await pro()];
    const email = `hirer${serial}@example.com`;
    const leadId = await request([hired], { email });
    const [{ email: proEmail }] = (await handle.db.select({ email: providers.email }).from(providers).where(eq(providers.id, hired))) as [{ email: string }];
    await markHiredByHomeowner(handle.db, { verifiedEmail: email, userId: "user-h", leadId, providerId: hired });
    const [mail] = await mailsTo(proEmail, "hired-by-homeowner");
    expect(mail).toMatchObject({ subject: "Dana R. says they hired you (Furnace repair)" });
    expect(mail!.body).toContain(`/provider/leads/${leadId}`);

    // A pro with an account that turned "request updates" off is not mailed; the hire still happens.
    const userId = `quiet-${serial}`;
    await handle.db.insert(users).values({ id: userId, name: "Quiet Pro", email: `quiet${serial}@example.com`, emailVerified: true });
    await handle.db.update(providers).set({ userId }).where(eq(providers.id, quiet));
    await setNotificationPreferences(handle.db, userId, { ...allNotificationsOn(), "request-update": false });
    const quietLead = await request([quiet], { email });
    await markHiredByHomeowner(handle.db, { verifiedEmail: email, userId: "user-h", leadId: quietLead, providerId: quiet });
    const [quietRow] = await handle.db.select({ email: providers.email }).from(providers).where(eq(providers.id, quiet));
    expect(await mailsTo(quietRow!.email, "hired-by-homeowner")).toEqual([]);
    const [delivery] = await handle.db.select({ status: leadDeliveries.status }).from(leadDeliveries).where(eq(leadDeliveries.leadId, quietLead));
    expect(delivery!.status).toBe("hired");
  });

  it("cannot say a pro was hired before the pro has the request", async () => {
    const providerId = await pro();
    const email = `offered${serial}@example.com`;
    const leadId = await request([providerId], { email, offeredOnly: true });
    const [state] = await homeownerReviewStates(handle.db, email, [leadId]);
    expect(state!.canSayHired).toBe(false);
    await expect(markHiredByHomeowner(handle.db, { verifiedEmail: email, userId: "u", leadId, providerId })).rejects.toThrow("Cannot hire");
  });
});

describe(`replies and moderation on ${testDatabaseKind()}`, () => {
  async function reviewed(rating: number) {
    const providerId = await pro();
    const email = `reply${serial}@example.com`;
    const leadId = await request([providerId], { email });
    await changeLeadStatus(handle.db, { providerId, leadId, move: "hire" });
    const { reviewId } = await submitReview(handle.db, { leadId, providerId, rating, body: `A ${rating}-star job` });
    return { providerId, leadId, reviewId, email };
  }

  it("lets the pro reply once, in public, and tells the homeowner", async () => {
    const { providerId, leadId, email } = await reviewed(3);
    // The pro's lead page reads the review with the lead, in its one statement (proLeadDetail).
    expect((await proLeadDetail(handle.db, providerId, leadId)).review).toMatchObject({ rating: 3, body: "A 3-star job", reply: null, repliedAt: null, createdAt: expect.any(Date) });
    await expect(replyToReview(handle.db, { providerId: await pro(), leadId, reply: "Not mine" })).rejects.toThrow(NotFoundError);
    await replyToReview(handle.db, { providerId, leadId, reply: "Thank you, we will be quicker next time." });
    expect((await proLeadDetail(handle.db, providerId, leadId)).review).toMatchObject({ reply: "Thank you, we will be quicker next time.", repliedAt: expect.any(Date) });
    await expect(replyToReview(handle.db, { providerId, leadId, reply: "Second" })).rejects.toThrow("already replied");
    const [review] = await handle.db.select().from(providerReviews).where(eq(providerReviews.leadId, leadId));
    expect(review!.replyBody).toBe("Thank you, we will be quicker next time.");
    expect(review!.repliedAt).not.toBeNull();
    const [mail] = await mailsTo(email, "review-reply");
    expect(mail!.body).toContain("Thank you, we will be quicker next time.");
  });

  it("hides a review with a reason, leaving it out of the rating, and unhides it", async () => {
    const first = await reviewed(5);
    const leadId = await request([first.providerId]);
    await changeLeadStatus(handle.db, { providerId: first.providerId, leadId, move: "hire" });
    const second = await submitReview(handle.db, { leadId, providerId: first.providerId, rating: 2, body: "Rude and late" });
    expect(await providerFigures(first.providerId)).toEqual({ ratingTenths: 35, reviewCount: 2 });

    await expect(hideReview(handle.db, { reviewId: second.reviewId, reason: "  ", actor: "admin-1" })).rejects.toThrow(LeadActionError);
    const hidden = await hideReview(handle.db, { reviewId: second.reviewId, reason: "Names a member of staff", actor: "admin-1" });
    expect(hidden).toMatchObject({ providerId: first.providerId, before: { hiddenReason: null }, after: { hiddenReason: "Names a member of staff" } });
    expect(await providerFigures(first.providerId)).toEqual({ ratingTenths: 50, reviewCount: 1 });
    const [row] = await handle.db.select().from(providerReviews).where(eq(providerReviews.id, second.reviewId));
    expect(row).toMatchObject({ hiddenReason: "Names a member of staff", hiddenBy: "admin-1" });

    await unhideReview(handle.db, { reviewId: second.reviewId, actor: "admin-1" });
    expect(await providerFigures(first.providerId)).toEqual({ ratingTenths: 35, reviewCount: 2 });
    await expect(hideReview(handle.db, { reviewId: "00000000-0000-4000-8000-000000000009", reason: "x", actor: "a" })).rejects.toThrow(NotFoundError);
  });

  it("rolls the hide back with the caller's transaction (the audit entry's)", async () => {
    const { providerId, reviewId } = await reviewed(1);
    await expect(
      handle.db.transaction(async (tx) => {
        await hideReview(tx, { reviewId, reason: "Spam", actor: "admin-1" });
        throw new Error("audit failed");
      }),
    ).rejects.toThrow("audit failed");
    expect(await providerFigures(providerId)).toEqual({ ratingTenths: 10, reviewCount: 1 });
  });
});

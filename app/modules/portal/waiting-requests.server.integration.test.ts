import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { leadDeliveries, leadRequests, notifications, providerCategories, providers, providerServiceZips, users } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { insertCategories } from "../../../tests/support/catalog-fixtures";
import { type FakeStripe, startFakeStripe } from "../../../tests/support/fake-stripe";
import { startPurchase } from "~/modules/credits/payments.server";
import { stripeAdapter, type StripePaymentAdapter } from "~/modules/credits/stripe-adapter.server";
import { signTestCheckoutResult, testCheckoutAdapter } from "~/modules/credits/test-checkout.server";
import { type LeadSubmissionInput, submitLead } from "~/modules/intake/create-lead.server";
import { postLedgerEntry } from "~/modules/credits/ledger.server";
import { receivePaymentWebhook } from "./credits-arrived.server";
import { directoryPageAction } from "./directory-page.server";
import { creditsPage, paymentCallback } from "./credits-page.server";
import { inboxPage } from "./pro-inbox.server";

/**
 * A request nobody could take waits for a pro (app/modules/matching/held-requests.server.ts). A new pro is
 * approved with no credits; its first purchase, through either processor, is when it can take the request. A pro
 * with credits takes it when its trades or area come to cover it (app/modules/matching/offer-waiting-requests.server.ts).
 */
const SECRET = "credits-arrived-secret-credits-arrived";
const checkout = testCheckoutAdapter(SECRET);
let handle: DatabaseHandle;
let fake: FakeStripe;
let stripe: StripePaymentAdapter;
let hvacId: number;

beforeAll(async () => {
  [handle, fake] = await Promise.all([createTestDatabase(), startFakeStripe()]);
  stripe = stripeAdapter({ secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, apiUrl: fake.apiUrl, publicUrl: "https://pros.example" });
  hvacId = (await insertCategories(handle.db)).hvac!;
});
afterAll(async () => {
  await Promise.all([handle?.close(), fake?.close()]);
});

/** An approved real pro of one ZIP with no credits, as a new pro is the moment it is approved. */
async function approvedPro(slug: string, zip: string): Promise<string> {
  await handle.db.insert(users).values({ id: `user-${slug}`, name: slug, email: `${slug}@example.com`, emailVerified: true });
  const [row] = await handle.db
    .insert(providers)
    .values({ userId: `user-${slug}`, slug, businessName: `${slug} Heating`, phone: "(614) 282-5518", email: `${slug}@example.com`, baseZip: zip, city: "Columbus", verificationStatus: "verified" })
    .returning({ id: providers.id });
  await handle.db.insert(providerCategories).values({ providerId: row!.id, categoryId: hvacId });
  await handle.db.insert(providerServiceZips).values({ providerId: row!.id, zip });
  return row!.id;
}

async function waitingRequest(zip: string, key: string, service = "hvac"): Promise<string> {
  const input: LeadSubmissionInput = {
    contact: { firstName: "Dana", lastName: "Miller", email: `${key}@example.com`, phone: "6142824417", smsConsent: false },
    answers: { service, zip },
    idempotencyKey: `credits-arrived-${key}`,
    consent: { text: "I agree", version: "1", ip: "203.0.113.7", userAgent: "Test", pageUrl: "http://localhost/search" },
    source: "questionnaire",
    showDemoExamples: false,
  };
  const lead = await submitLead(handle.db, input);
  // Nobody could pay for it: it waits.
  expect(lead.matchedProviderIds).toEqual([]);
  return lead.leadId;
}

async function offeredTo(leadId: string) {
  const rows = await handle.db.select({ providerId: leadDeliveries.providerId }).from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId));
  const [request] = await handle.db.select({ status: leadRequests.status }).from(leadRequests).where(eq(leadRequests.id, leadId));
  return { pros: rows.map((row) => row.providerId), status: request!.status };
}

const mailsTo = async (email: string) =>
  (await handle.db.select({ template: notifications.template }).from(notifications).where(eq(notifications.recipient, email))).map((m) => m.template);

describe(`credits bought let a pro take a waiting request, on ${testDatabaseKind()}`, () => {
  it("offers it after the test checkout's paid callback, and nothing after a failed one", async () => {
    const pro = await approvedPro("checkout-pro", "43201");
    const leadId = await waitingRequest("43201", "checkout-home");

    const failed = await startPurchase(handle.db, checkout, { providerId: pro, packageKey: "starter" });
    const failedReference = failed.checkoutUrl.split("/").pop()!;
    expect(await paymentCallback(handle.db, checkout, signTestCheckoutResult(SECRET, { reference: failedReference, outcome: "failed", amountCents: 5_000 }))).toBe("failed");
    expect(await offeredTo(leadId)).toEqual({ pros: [], status: "new" });
    // The credits page tells the pro a request waits in its trades and area; the demo business is never told.
    expect((await creditsPage(handle.db, pro, { demo: false })).waitingRequests).toBe(1);
    expect((await creditsPage(handle.db, pro, { demo: true })).waitingRequests).toBe(0);
    // The empty inbox says so too (never in the demo).
    expect((await inboxPage(handle.db, pro, {}, { demo: false })).waitingRequests).toBe(1);
    expect((await inboxPage(handle.db, pro, {}, { demo: true })).waitingRequests).toBe(0);

    const paid = await startPurchase(handle.db, checkout, { providerId: pro, packageKey: "starter" });
    const reference = paid.checkoutUrl.split("/").pop()!;
    expect(await paymentCallback(handle.db, checkout, signTestCheckoutResult(SECRET, { reference, outcome: "paid", amountCents: 5_000 }))).toBe("paid");
    expect(await offeredTo(leadId)).toEqual({ pros: [pro], status: "matched" });
    expect(await mailsTo("checkout-pro@example.com")).toContain("lead-offered");
    expect(await mailsTo("checkout-home@example.com")).toContain("lead-pro-found");
    expect((await creditsPage(handle.db, pro, { demo: false })).waitingRequests).toBe(0);
    const inbox = await inboxPage(handle.db, pro, {}, { demo: false });
    expect(inbox.leads).toHaveLength(1);
    expect(inbox.waitingRequests).toBe(0);
  });

  it("offers it after Stripe's webhook says the purchase is paid, once", async () => {
    const pro = await approvedPro("stripe-pro", "43202");
    const leadId = await waitingRequest("43202", "stripe-home");
    const { checkoutUrl } = await startPurchase(handle.db, stripe, { providerId: pro, packageKey: "starter" });
    const session = [...fake.sessions.values()].find((candidate) => candidate.url === checkoutUrl)!;
    const delivery = fake.sign(fake.pay(session.id));
    const deliver = () => receivePaymentWebhook(handle.db, stripe, { rawBody: new TextEncoder().encode(delivery.body), signature: delivery.signature });

    expect(await deliver()).toEqual({ status: 200, body: "paid", creditedProviderId: pro });
    expect(await offeredTo(leadId)).toEqual({ pros: [pro], status: "matched" });
    // The same event again credits nothing and names no pro.
    expect(await deliver()).toEqual({ status: 200, body: "duplicate" });
    expect(await offeredTo(leadId)).toEqual({ pros: [pro], status: "matched" });
  });
});

describe(`a waiting request and a pro who saves its trades or area, on ${testDatabaseKind()}`, () => {
  const save = (providerId: string, intent: "area" | "services", fields: Record<string, string>, categories: string[] = []) =>
    directoryPageAction(handle.db, providerId, { intent, fields: { intent, ...fields }, categories, subServices: [] }, "/tmp");

  it("offers it when the pro's new service area covers it", async () => {
    const pro = await approvedPro("athens-pro", "45701");
    await postLedgerEntry(handle.db, { providerId: pro, kind: "grant", amount: 200, idempotencyKey: "grant-athens-pro" });
    const leadId = await waitingRequest("45601", "area-home");
    expect((await save(pro, "area", { baseZip: "45601", radiusMiles: "10" })).status).toBe(200);
    expect(await offeredTo(leadId)).toEqual({ pros: [pro], status: "matched" });
  });

  it("offers it when the pro adds the trade it is for, and not before", async () => {
    const pro = await approvedPro("trade-pro", "43203");
    await postLedgerEntry(handle.db, { providerId: pro, kind: "grant", amount: 200, idempotencyKey: "grant-trade-pro" });
    const leadId = await waitingRequest("43203", "trade-home", "plumbing");
    expect((await save(pro, "services", {}, ["hvac"])).status).toBe(200);
    expect((await offeredTo(leadId)).pros).toEqual([]);
    expect((await save(pro, "services", {}, ["hvac", "plumbing"])).status).toBe(200);
    expect(await offeredTo(leadId)).toEqual({ pros: [pro], status: "matched" });
  });
});

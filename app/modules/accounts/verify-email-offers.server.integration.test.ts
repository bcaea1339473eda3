import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { leadDeliveries, notifications, providerCategories, providers, providerServiceZips, serviceCategories, users } from "~/db/schema";
import { postLedgerEntry } from "~/modules/credits/ledger.server";
import { submitLead } from "~/modules/intake/create-lead.server";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { TEST_PUBLIC_URL, TEST_SECRET, testAccounts } from "../../../tests/support/test-accounts";
import { validateAccountForm } from "./account-forms";
import { signUp } from "./sign-up.server";
import { verifyEmailLink } from "./verify-email.server";

/**
 * Matching needs the owner's confirmed address. An operator may approve a pro whose address was checked another way
 * (a passed e-mail check); such a pro, with credits and an area, takes the requests that wait for a pro the moment
 * its owner opens the verification link (auth.server.ts, afterEmailVerification).
 */
describe(`the verification link of an approved pro on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  let deps: ReturnType<typeof testAccounts>;

  beforeAll(async () => {
    handle = await createTestDatabase({ seeded: true });
    deps = testAccounts(handle);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("offers the pro the request that waits in its trade and area, once its owner confirms the address", async () => {
    const form = validateAccountForm("provider", {
      firstName: "Rita",
      lastName: "Okafor",
      businessName: "Okafor Comfort Heating",
      email: "rita@example.com",
      password: "maple-tree-42",
      zipCode: "45601",
      phone: "(740) 555-0148",
    });
    if (!form.ok) throw new Error(JSON.stringify(form.errors));
    const { userId } = await signUp(handle.db, { role: "provider", form: form.value }, { secret: TEST_SECRET, publicUrl: TEST_PUBLIC_URL });
    const [pro] = await handle.db.select({ id: providers.id }).from(providers).where(eq(providers.userId, userId!));
    const [hvac] = await handle.db.select({ id: serviceCategories.id }).from(serviceCategories).where(eq(serviceCategories.slug, "hvac"));
    await handle.db.update(providers).set({ verificationStatus: "verified" }).where(eq(providers.id, pro!.id));
    await handle.db.insert(providerCategories).values({ providerId: pro!.id, categoryId: hvac!.id }).onConflictDoNothing();
    await handle.db.insert(providerServiceZips).values({ providerId: pro!.id, zip: "45601" }).onConflictDoNothing();
    await postLedgerEntry(handle.db, { providerId: pro!.id, kind: "grant", amount: 200, idempotencyKey: "grant-okafor" });

    const lead = await submitLead(handle.db, {
      contact: { firstName: "Dana", lastName: "Miller", email: "dana@example.com", phone: "7405550190", smsConsent: false },
      answers: { service: "hvac", zip: "45601" },
      idempotencyKey: "verify-email-offers",
      consent: { text: "I agree", version: "1", ip: "203.0.113.7", userAgent: "Test", pageUrl: "http://localhost/search" },
      source: "questionnaire",
      showDemoExamples: false,
    });
    // The address is not confirmed yet: nobody can take the request, so it waits.
    expect(lead.matchedProviderIds).toEqual([]);

    const [mail] = await handle.db.select({ body: notifications.body }).from(notifications).where(eq(notifications.recipient, "rita@example.com"));
    const token = decodeURIComponent(mail!.body.match(/\/auth\/callback\?token=([^\s]+)/)![1]!);
    expect(await verifyEmailLink(deps, new Headers(), token)).toMatchObject({ ok: true });

    const [owner] = await handle.db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, userId!));
    expect(owner!.verified).toBe(true);
    const offers = await handle.db.select({ providerId: leadDeliveries.providerId }).from(leadDeliveries).where(eq(leadDeliveries.leadId, lead.leadId));
    expect(offers).toEqual([{ providerId: pro!.id }]);
  });
});

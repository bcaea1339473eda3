import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { providers, users } from "~/db/schema";
import { validateAccountForm } from "~/modules/accounts/account-forms";
import type { AppAccounts } from "~/modules/accounts/app-accounts.server";
import { signUp } from "~/modules/accounts/sign-up.server";
import { getNotificationPreferences } from "~/modules/notifications/notification-preferences.server";
import { getLeadPreferences } from "~/modules/matching/lead-preferences.server";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { testAccounts } from "../../../tests/support/test-accounts";
import type { PortalViewer } from "~/modules/accounts/session.server";
import { settingsPageAction, settingsPageView } from "./settings-page.server";

describe(`the pro's settings page's posts on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  let accounts: AppAccounts;
  let pro = { providerId: "", userId: "" };
  const post = (values: Record<string, string>, kinds: string[] = [], who = pro) =>
    settingsPageAction(accounts, { ...who, headers: new Headers(), values, kinds, textsAvailable: false });

  beforeAll(async () => {
    handle = await createTestDatabase({ seeded: true });
    accounts = { ...testAccounts(handle), production: false };
    const form = validateAccountForm("provider", {
      firstName: "Mike",
      lastName: "Rossi",
      businessName: "Rossi Plumbing",
      email: "mike@example.com",
      password: "maple-tree-42",
      zipCode: "43215",
      phone: "6145550123",
    });
    if (!form.ok) throw new Error(JSON.stringify(form.errors));
    const { userId } = await signUp(handle.db, { role: "provider", form: form.value }, accounts);
    const [provider] = await handle.db.select({ id: providers.id }).from(providers).where(eq(providers.userId, userId!));
    pro = { providerId: provider!.id, userId: userId! };
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("saves lead preferences, and keeps what was typed when refused", async () => {
    const refused = await post({ intent: "preferences", weeklyLeadCap: "-3", maxCreditsPerLead: "40" });
    expect(refused).toMatchObject({ status: 400, feedback: { form: "preferences", ok: false, values: { weeklyLeadCap: "-3", paused: null } } });
    expect(await post({ intent: "preferences", weeklyLeadCap: "12", maxCreditsPerLead: "40", paused: "on" })).toMatchObject({ status: 200, feedback: { form: "preferences", ok: true } });
    expect(await getLeadPreferences(handle.db, pro.providerId)).toMatchObject({ weeklyLeadCap: 12, maxCreditsPerLead: 40, paused: true });
    expect(await post({ intent: "preferences", weeklyLeadCap: "12", maxCreditsPerLead: "40" }, [], { ...pro, providerId: "00000000-0000-4000-8000-000000000000" })).toEqual({ status: 404 });
  });

  it("saves the e-mail choices from the ticked boxes", async () => {
    expect(await post({ intent: "notifications" }, ["new-lead"])).toMatchObject({ status: 200, feedback: { form: "notifications", ok: true } });
    const saved = await getNotificationPreferences(handle.db, pro.userId);
    expect(saved["new-lead"]).toBe(true);
    expect(Object.values(saved).filter(Boolean)).toHaveLength(1);
  });

  it("changes the name, and refuses an empty one with the fields marked", async () => {
    expect(await post({ intent: "name", firstName: " ", lastName: "Rossi" })).toMatchObject({ status: 400, feedback: { form: "name", ok: false, errors: { firstName: expect.any(String) } } });
    expect(await post({ intent: "name", firstName: "Michael", lastName: "Rossi" })).toMatchObject({ status: 200, feedback: { form: "name", ok: true } });
    const [row] = await handle.db.select({ name: users.name }).from(users).where(eq(users.id, pro.userId));
    expect(row!.name).toBe("Michael Rossi");
  });

  it("takes a post without a known intent as the password form, and texts as absent on a site without them", async () => {
    expect(await post({ intent: "unknown" })).toMatchObject({ status: 400, feedback: { form: "password", ok: false } });
    expect(await post({ intent: "text-start", phone: "6145550123" })).toEqual({ status: 404 });
  });

  it("shows the pro's own saved choices, the demo its stand-ins, and nothing for an unknown pro", async () => {
    const [business] = await handle.db
      .select({ id: providers.id, slug: providers.slug, businessName: providers.businessName, phone: providers.phone, email: providers.email, website: providers.website, description: providers.description, baseZip: providers.baseZip, city: providers.city, verificationStatus: providers.verificationStatus, isDemo: providers.isDemo, paused: providers.paused })
      .from(providers)
      .where(eq(providers.id, pro.providerId));
    const user = { id: pro.userId, email: "mike@example.com", name: "Michael Rossi", firstName: "Michael", lastName: "Rossi", emailVerified: true, roles: ["provider" as const], displayName: "Michael", homePath: "/provider/dashboard", business: business! };
    const view = (portal: PortalViewer) => settingsPageView(handle.db, { portal, textsAvailable: false, vapidEnv: { OPERATOR_EMAIL: "ops@example.com" } });

    await post({ intent: "preferences", weeklyLeadCap: "9", maxCreditsPerLead: "30" });
    await post({ intent: "notifications" }, ["new-message"]);
    const own = await view({ mode: "provider", user, provider: business! });
    expect(own).toMatchObject({
      demo: false,
      preferences: { weeklyLeadCap: 9, maxCreditsPerLead: 30, paused: false },
      account: { firstName: "Michael", lastName: "Rossi", email: "mike@example.com", pendingEmail: null },
      notifications: { "new-message": true, "new-lead": false },
      push: { publicKey: expect.any(String), devices: [] },
      alerts: { texts: { available: false, number: null } },
    });

    const demo = await view({ mode: "demo", user: null, provider: business! });
    expect(demo).toMatchObject({ demo: true, account: { firstName: "Demo", lastName: "Pro", email: business!.email }, push: { publicKey: null, devices: [] } });
    expect(Object.values(demo!.notifications).every(Boolean)).toBe(true);

    expect(await view({ mode: "demo", user: null, provider: { ...business!, id: "00000000-0000-4000-8000-000000000000" } })).toBeNull();
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { notifications, providers, users } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { validateAccountForm } from "./account-forms";
import { changeName, confirmEmailChange, EMAIL_CHANGE_SECONDS, pendingEmailChange, requestEmailChange } from "./account-settings.server";
import { RateLimiter } from "~/modules/security/rate-limit";
import { signUp } from "./sign-up.server";
import { TEST_PUBLIC_URL, TEST_SECRET } from "../../../tests/support/test-accounts";

const config = { secret: TEST_SECRET, publicUrl: TEST_PUBLIC_URL };
const PASSWORD = "maple-tree-42";
/** The tests ask more often than the app's limit allows; the limit has its own test. */
const roomy = new RateLimiter({ name: "test", limit: 1000, windowMs: 60_000 });

function valid<F extends "provider" | "homeowner" | "changeName" | "changeEmail">(form: F, values: Record<string, string>) {
  const result = validateAccountForm(form, values);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

describe(`account settings on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  let proId = "";

  /** The token in the newest e-mail change link mailed to this address. */
  const linkTokenTo = async (to: string) => {
    const mails = await handle.db.select().from(notifications).where(eq(notifications.recipient, to));
    const link = mails
      .filter((mail) => mail.template === "account-email-change")
      .map((mail) => /confirm-email\?token=(\S+)/.exec(mail.body)?.[1])
      .at(-1);
    if (!link) throw new Error(`no e-mail change link for ${to}`);
    return decodeURIComponent(link);
  };
  const emailOf = async (id: string) => (await handle.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;

  beforeAll(async () => {
    handle = await createTestDatabase({ seeded: true });
    const pro = await signUp(
      handle.db,
      {
        role: "provider",
        form: valid("provider", {
          firstName: "Mike",
          lastName: "Rossi",
          businessName: "Rossi Plumbing",
          email: "mike@example.com",
          password: PASSWORD,
          zipCode: "43215",
          phone: "6145550123",
        }),
      },
      config,
    );
    proId = pro.userId!;
    await signUp(
      handle.db,
      { role: "homeowner", form: valid("homeowner", { firstName: "Dana", lastName: "W", email: "dana@example.com", password: PASSWORD, zipCode: "43215" }) },
      config,
    );
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("changes the name and the display name with it", async () => {
    expect(await changeName(handle.db, proId, valid("changeName", { firstName: " Michael ", lastName: "Rossi-Bell" }))).toBe(true);
    const [row] = await handle.db.select().from(users).where(eq(users.id, proId));
    expect(row).toMatchObject({ firstName: "Michael", lastName: "Rossi-Bell", name: "Michael Rossi-Bell" });
    expect(await changeName(handle.db, "nobody", valid("changeName", { firstName: "A", lastName: "B" }))).toBe(false);
  });

  it("refuses an empty name with the form's message", () => {
    const result = validateAccountForm("changeName", { firstName: "  ", lastName: "Rossi" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.firstName).toBe("This field is required");
  });

  it("refuses a wrong password or the same address, and changes nothing", async () => {
    const wrong = await requestEmailChange(handle.db, config, proId, valid("changeEmail", { email: "new@example.com", currentPassword: "not-it" }), new Date(), roomy);
    expect(wrong).toMatchObject({ ok: false, field: "currentPassword" });
    const same = await requestEmailChange(handle.db, config, proId, valid("changeEmail", { email: "MIKE@example.com", currentPassword: PASSWORD }), new Date(), roomy);
    expect(same).toMatchObject({ ok: false, field: "email" });
    expect(await pendingEmailChange(handle.db, proId)).toBeNull();
  });

  it("keeps the old address until the link from the new one is opened, then moves the account and the business", async () => {
    const asked = await requestEmailChange(handle.db, config, proId, valid("changeEmail", { email: "first@example.com", currentPassword: PASSWORD }), new Date(), roomy);
    expect(asked.ok).toBe(true);
    const firstToken = await linkTokenTo("first@example.com");
    // A second request replaces the first: only the newest link works.
    await requestEmailChange(handle.db, config, proId, valid("changeEmail", { email: "Office@Example.com", currentPassword: PASSWORD }), new Date(), roomy);
    expect(await pendingEmailChange(handle.db, proId)).toBe("office@example.com");
    expect(await emailOf(proId)).toBe("mike@example.com");

    expect(await confirmEmailChange(handle.db, TEST_SECRET, firstToken)).toMatchObject({ ok: false, reason: "invalid" });
    const token = await linkTokenTo("office@example.com");
    expect(await confirmEmailChange(handle.db, TEST_SECRET, `${token}x`)).toMatchObject({ ok: false, reason: "invalid" });
    expect(await confirmEmailChange(handle.db, "another-secret-another-secret-0123456", token)).toMatchObject({ ok: false, reason: "invalid" });
    expect(await emailOf(proId)).toBe("mike@example.com");

    expect(await confirmEmailChange(handle.db, TEST_SECRET, token)).toEqual({ ok: true, value: { email: "office@example.com" } });
    const [user] = await handle.db.select().from(users).where(eq(users.id, proId));
    expect(user).toMatchObject({ email: "office@example.com", emailVerified: true });
    const [business] = await handle.db.select({ email: providers.email }).from(providers).where(eq(providers.userId, proId));
    expect(business?.email).toBe("office@example.com");
    const notices = await handle.db.select().from(notifications).where(eq(notifications.recipient, "mike@example.com"));
    expect(notices.map((mail) => mail.template)).toContain("account-email-changed");
    // Used once only.
    expect(await confirmEmailChange(handle.db, TEST_SECRET, token)).toMatchObject({ ok: false, reason: "invalid" });
    expect(await pendingEmailChange(handle.db, proId)).toBeNull();
  });

  it("answers the same for an address another account uses, mails that address a note and no link", async () => {
    const asked = await requestEmailChange(handle.db, config, proId, valid("changeEmail", { email: "dana@example.com", currentPassword: PASSWORD }), new Date(), roomy);
    expect(asked).toEqual({ ok: true, value: { email: "dana@example.com" } });
    const mails = await handle.db.select().from(notifications).where(eq(notifications.recipient, "dana@example.com"));
    expect(mails.map((mail) => mail.template)).toContain("account-email-taken");
    expect(mails.map((mail) => mail.template)).not.toContain("account-email-change");
    expect(await pendingEmailChange(handle.db, proId)).toBeNull();
  });

  it("stops after the account's limit of requests, with how long to wait", async () => {
    const limiter = new RateLimiter({ name: "test", limit: 2, windowMs: 60_000 });
    const ask = () => requestEmailChange(handle.db, config, proId, valid("changeEmail", { email: "again@example.com", currentPassword: "wrong" }), new Date(), limiter);
    expect(await ask()).toMatchObject({ ok: false, field: "currentPassword" });
    expect(await ask()).toMatchObject({ ok: false, field: "currentPassword" });
    const third = await ask();
    expect(third).toMatchObject({ ok: false, field: "email" });
    expect(third.ok === false && third.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("refuses an expired link", async () => {
    await requestEmailChange(handle.db, config, proId, valid("changeEmail", { email: "late@example.com", currentPassword: PASSWORD }), new Date(), roomy);
    const token = await linkTokenTo("late@example.com");
    const later = new Date(Date.now() + (EMAIL_CHANGE_SECONDS + 60) * 1000);
    expect(await confirmEmailChange(handle.db, TEST_SECRET, token, later)).toMatchObject({ ok: false, reason: "expired" });
    expect(await emailOf(proId)).toBe("office@example.com");
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { accounts, notifications, providers, providerServiceZips, userRoles, users } from "~/db/schema";
import { zipsWithinRadius } from "~/modules/catalog/geo";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { validateAccountForm } from "./account-forms";
import { LOGIN_FAILED, signIn } from "./sign-in.server";
import { signUp } from "./sign-up.server";
import { handleSignUp } from "./sign-up-request.server";
import { RateLimiter } from "~/modules/security/rate-limit";
import { HONEYPOT_FIELD } from "~/modules/security/honeypot";
import { getSignedInUser } from "./session.server";
import { verifyEmailLink } from "./verify-email.server";
import { cookieHeaderOf as cookieHeaderFrom } from "./set-cookies";
import { TEST_PUBLIC_URL, TEST_SECRET, testAccounts } from "../../../tests/support/test-accounts";

const config = { secret: TEST_SECRET, publicUrl: TEST_PUBLIC_URL };
const client = { ip: "203.0.113.7", userAgent: "vitest" };
const noWait = async () => {};

function valid<F extends "homeowner" | "provider" | "providerPage">(form: F, values: Record<string, string>) {
  const result = validateAccountForm(form, values);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

const homeowner = { firstName: "Dana", lastName: "Whitaker", email: "Dana@Example.com", password: "maple-tree-42", zipCode: "43215" };
const pro = {
  firstName: "Mike",
  lastName: "Rossi",
  businessName: "Mike's Heating & Air",
  email: "mike@example.com",
  password: "furnace-fixer-9",
  zipCode: "44114",
  phone: "(614) 555-0199",
};

function verificationToken(body: string): string {
  const match = body.match(/\/auth\/callback\?token=([^\s]+)/);
  if (!match) throw new Error(`no verification link in: ${body}`);
  return decodeURIComponent(match[1]!);
}

describe(`sign-up and login on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  let deps: ReturnType<typeof testAccounts>;

  beforeAll(async () => {
    handle = await createTestDatabase();
    deps = testAccounts(handle);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("creates a homeowner with the profile, an argon2id password, the role row and a verification e-mail", async () => {
    const result = await signUp(handle.db, { role: "homeowner", form: valid("homeowner", homeowner) }, config);
    expect(result.created).toBe(true);
    const [user] = await handle.db.select().from(users).where(eq(users.email, "dana@example.com"));
    expect(user).toMatchObject({ firstName: "Dana", lastName: "Whitaker", zipCode: "43215", name: "Dana Whitaker", emailVerified: false });
    const [account] = await handle.db.select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(account!.password).toMatch(/^\$argon2id\$/);
    expect(await handle.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, user!.id))).toEqual([
      { role: "homeowner" },
    ]);
    const mails = await handle.db.select().from(notifications).where(eq(notifications.recipient, "dana@example.com"));
    expect(mails.map((mail) => mail.template)).toEqual(["account-verify"]);
    expect(mails[0]!.body).toContain(`${TEST_PUBLIC_URL}/auth/callback?token=`);
  });

  it("creates a pro's pending provider row in the same transaction", async () => {
    const result = await signUp(handle.db, { role: "provider", form: valid("provider", pro) }, config);
    const [provider] = await handle.db.select().from(providers).where(eq(providers.userId, result.userId!));
    expect(provider).toMatchObject({
      businessName: "Mike's Heating & Air",
      slug: "mikes-heating-and-air",
      phone: "(614) 555-0199",
      baseZip: "44114",
      city: "Cleveland",
      verificationStatus: "pending",
      isDemo: false,
      serviceRadiusMiles: 25,
    });
    // The area exists at once: the ZIPs within the default radius of the base ZIP, the base ZIP first among them.
    const area = await handle.db.select({ zip: providerServiceZips.zip }).from(providerServiceZips).where(eq(providerServiceZips.providerId, provider!.id));
    expect(area.map((row) => row.zip).sort()).toEqual(zipsWithinRadius("44114", 25).sort());
    expect(area.map((row) => row.zip)).toContain("44114");
    expect(area.length).toBeGreaterThan(10);
    const second = await signUp(
      handle.db,
      { role: "provider", form: valid("provider", { ...pro, email: "other@example.com" }) },
      config,
    );
    const [other] = await handle.db.select({ slug: providers.slug }).from(providers).where(eq(providers.userId, second.userId!));
    expect(other!.slug).toBe("mikes-heating-and-air-2");
  });

  it("writes nothing when part of the sign-up fails", async () => {
    const before = await handle.db.select({ id: users.id }).from(users);
    const broken = { ...valid("provider", { ...pro, email: "broken@example.com" }), businessName: null as unknown as string };
    await expect(signUp(handle.db, { role: "provider", form: broken }, config)).rejects.toThrow();
    expect(await handle.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it("answers a known address like a new one and mails its owner instead", async () => {
    const again = await signUp(handle.db, { role: "homeowner", form: valid("homeowner", { ...homeowner, email: "dana@example.com" }) }, config);
    expect(again.created).toBe(false);
    const mails = await handle.db.select({ template: notifications.template }).from(notifications).where(eq(notifications.recipient, "dana@example.com"));
    expect(mails.map((mail) => mail.template).sort()).toEqual(["account-exists", "account-verify"]);
  });

  it("logs in with a new session each time and refuses a wrong password with the same message as an unknown address", async () => {
    const first = await signIn(deps, { email: "dana@example.com", password: "maple-tree-42" }, client, noWait);
    const second = await signIn(deps, { email: "DANA@example.com", password: "maple-tree-42" }, client, noWait);
    if (!first.ok || !second.ok) throw new Error("login failed");
    expect(first.homePath).toBe("/account/requests");
    expect(cookieHeaderFrom(first.setCookies)).not.toBe(cookieHeaderFrom(second.setCookies));
    expect(first.setCookies[0]).toMatch(/^bp_session=.*HttpOnly.*SameSite=Lax/i);
    const viewer = await getSignedInUser(deps, new Headers({ cookie: cookieHeaderFrom(first.setCookies) }));
    expect(viewer).toMatchObject({ email: "dana@example.com", roles: ["homeowner"], displayName: "Dana Whitaker" });

    const wrong = await signIn(deps, { email: "dana@example.com", password: "not-the-password" }, client, noWait);
    const unknown = await signIn(deps, { email: "nobody@example.com", password: "not-the-password" }, client, noWait);
    expect(wrong).toEqual({ ok: false, message: LOGIN_FAILED });
    expect(unknown).toEqual({ ok: false, message: LOGIN_FAILED });
  });

  it("locks an account after repeated failures, even with the right password", async () => {
    const ip = "198.51.100.4";
    for (let i = 0; i < 10; i += 1) await signIn(deps, { email: "mike@example.com", password: "wrong-one" }, { ip, userAgent: "x" }, noWait);
    const locked = await signIn(deps, { email: "mike@example.com", password: "furnace-fixer-9" }, { ip, userAgent: "x" }, noWait);
    expect(locked.ok).toBe(false);
    if (!locked.ok) expect(locked.message).toMatch(/Too many failed attempts/);
  });

  it("verifies the e-mail from the link, signs the person in and sends the welcome e-mail", async () => {
    const [mail] = await handle.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(eq(notifications.template, "account-verify"))
      .limit(1);
    const token = verificationToken(mail!.body);
    const { headers } = await deps.auth.api.verifyEmail({ query: { token }, returnHeaders: true });
    const [user] = await handle.db.select({ verified: users.emailVerified }).from(users).where(eq(users.email, "dana@example.com"));
    expect(user!.verified).toBe(true);
    expect(headers.getSetCookie().join()).toContain("bp_session=");
    const welcome = await handle.db.select().from(notifications).where(eq(notifications.template, "account-welcome"));
    expect(welcome.map((row) => row.recipient)).toEqual(["dana@example.com"]);
    await expect(deps.auth.api.verifyEmail({ query: { token: `${token}x` } })).rejects.toThrow();
  });

  it("says a link used before is already verified when it is opened where no one is signed in", async () => {
    const [mail] = await handle.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.recipient, "mike@example.com"), eq(notifications.template, "account-verify")))
      .limit(1);
    const token = verificationToken(mail!.body);
    const first = await verifyEmailLink(deps, new Headers(), token);
    expect(first.ok).toBe(true);
    // The same link again, in a fresh browser: no session, and the page says what happened.
    expect(await verifyEmailLink(deps, new Headers(), token)).toEqual({
      ok: "already-verified",
      message: "This address is already verified. Log in to continue.",
      next: "/provider/login",
    });
  });

  it("answers a filled honeypot as a success and stores nothing; limits sign-ups per address", async () => {
    const limiter = new RateLimiter({ name: "test", limit: 2, windowMs: 60_000 });
    const bot = { ...homeowner, email: "bot@example.com", [HONEYPOT_FIELD]: "http://spam.example" };
    expect(await handleSignUp(deps, { form: "homeowner", fields: bot, ip: "192.0.2.1" }, limiter)).toEqual({ status: "created" });
    expect(await handleSignUp(deps, { form: "homeowner", fields: { ...homeowner, zipCode: "90210" }, ip: "192.0.2.1" }, limiter)).toMatchObject({
      status: "refused",
      httpStatus: 400,
      summary: { title: "Service Area Error" },
      values: { firstName: "Dana", zipCode: "90210" },
    });
    expect(await handleSignUp(deps, { form: "homeowner", fields: homeowner, ip: "192.0.2.1" }, limiter)).toMatchObject({
      status: "refused",
      httpStatus: 429,
    });
    expect(await handle.db.select({ id: users.id }).from(users).where(eq(users.email, "bot@example.com"))).toEqual([]);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { sessions, users } from "~/db/schema";
import { DAY_MS } from "~/lib/ohio-time";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { RECORD_NO_GRANT, TEST_PUBLIC_URL, TEST_SECRET, testAccounts } from "../../../tests/support/test-accounts";
import { validateAccountForm } from "./account-forms";
import { createAuth, SESSION_COOKIE } from "./auth.server";
import { createOrPromoteAdmin } from "./create-admin.server";
import { getSignedInUser, sessionStands } from "./session.server";
import { cookieHeaderOf } from "./set-cookies";
import { signIn } from "./sign-in.server";
import { signUp } from "./sign-up.server";

const CLIENT = { ip: "203.0.113.9", userAgent: "vitest" };

describe(`the session read on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  let deps: ReturnType<typeof testAccounts>;

  beforeAll(async () => {
    handle = await createTestDatabase();
    deps = testAccounts(handle);
    await createOrPromoteAdmin(handle.db, { email: "ops@example.com", password: "river-stone-81" }, RECORD_NO_GRANT);
    const pro = validateAccountForm("provider", {
      firstName: "Mike",
      lastName: "Rossi",
      businessName: "Rossi Plumbing",
      email: "mike@example.com",
      password: "copper-pipe-7",
      zipCode: "44114",
      phone: "2165550100",
    });
    if (!pro.ok) throw new Error(JSON.stringify(pro.errors));
    await signUp(handle.db, { role: "provider", form: pro.value }, { secret: TEST_SECRET, publicUrl: TEST_PUBLIC_URL });
  });
  afterAll(async () => handle?.close());
  afterEach(() => vi.restoreAllMocks());

  async function cookieOf(email: string, password: string, accounts = deps) {
    const login = await signIn(accounts, { email, password }, CLIENT, async () => {});
    if (!login.ok) throw new Error(login.message);
    return cookieHeaderOf(login.setCookies);
  }

  it("finds the person, their roles and their business in one statement, without better-auth's lookup", async () => {
    const cookie = await cookieOf("mike@example.com", "copper-pipe-7");
    const lookup = vi.spyOn(deps.auth.api, "getSession");
    const pro = await getSignedInUser(deps, new Headers({ cookie }));
    expect(pro).toMatchObject({ email: "mike@example.com", firstName: "Mike", lastName: "Rossi", roles: ["provider"], homePath: "/provider/dashboard" });
    expect(pro!.business).toMatchObject({ businessName: "Rossi Plumbing", baseZip: "44114", isDemo: false });
    const operator = await getSignedInUser(deps, new Headers({ cookie: await cookieOf("ops@example.com", "river-stone-81") }));
    expect(operator).toMatchObject({ email: "ops@example.com", roles: ["admin"], business: null });
    expect(lookup).not.toHaveBeenCalled();
  });

  it("answers what better-auth answers for a cookie altered, a session ended, or one gone past its end", async () => {
    const cookie = await cookieOf("mike@example.com", "copper-pipe-7");
    const value = decodeURIComponent(cookie.slice(`${SESSION_COOKIE}=`.length));
    const token = value.slice(0, value.lastIndexOf("."));
    // Another token with the first one's signature: refused by both reads.
    const altered = `${SESSION_COOKIE}=${encodeURIComponent(`${token.slice(1)}x${value.slice(token.length)}`)}`;
    expect(await getSignedInUser(deps, new Headers({ cookie: altered }))).toBeNull();

    // Ended elsewhere (a sign-out, a password reset): the row is gone, and so is the person.
    await handle.db.delete(sessions).where(eq(sessions.token, token));
    expect(await getSignedInUser(deps, new Headers({ cookie }))).toBeNull();

    // Past its end: better-auth's lookup answers, and ends it.
    const late = await cookieOf("mike@example.com", "copper-pipe-7");
    const lateValue = decodeURIComponent(late.slice(`${SESSION_COOKIE}=`.length));
    const lateToken = lateValue.slice(0, lateValue.lastIndexOf("."));
    await handle.db.update(sessions).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(sessions.token, lateToken));
    const lookup = vi.spyOn(deps.auth.api, "getSession");
    expect(await getSignedInUser(deps, new Headers({ cookie: late }))).toBeNull();
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(await handle.db.select().from(sessions).where(eq(sessions.token, lateToken))).toHaveLength(0);
  });

  it("leaves a session due to be extended to better-auth, which extends it", async () => {
    const cookie = await cookieOf("ops@example.com", "river-stone-81");
    const value = decodeURIComponent(cookie.slice(`${SESSION_COOKIE}=`.length));
    const token = value.slice(0, value.lastIndexOf("."));
    // Made two days ago: 12 days left, so the daily extension is due.
    const twoDaysAgoEnd = new Date(Date.now() + 12 * DAY_MS);
    await handle.db.update(sessions).set({ expiresAt: twoDaysAgoEnd }).where(eq(sessions.token, token));
    const lookup = vi.spyOn(deps.auth.api, "getSession");
    expect(await getSignedInUser(deps, new Headers({ cookie }))).toMatchObject({ email: "ops@example.com", roles: ["admin"] });
    expect(lookup).toHaveBeenCalledTimes(1);
    const [row] = await handle.db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.token, token));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(twoDaysAgoEnd.getTime() + DAY_MS);
  });

  it("reads production's __Secure- cookie there, and not the plain name", async () => {
    const auth = createAuth(handle.db, { secret: TEST_SECRET, publicUrl: "https://buckeye.example", production: true });
    const production = { ...deps, auth };
    const cookie = await cookieOf("ops@example.com", "river-stone-81", production);
    expect(cookie).toMatch(new RegExp(`^__Secure-${SESSION_COOKIE}=`));
    const lookup = vi.spyOn(auth.api, "getSession");
    expect(await getSignedInUser(production, new Headers({ cookie }))).toMatchObject({ email: "ops@example.com" });
    expect(lookup).not.toHaveBeenCalled();
    const plain = cookie.replace(/^__Secure-/, "");
    expect(await getSignedInUser(production, new Headers({ cookie: plain }))).toBeNull();
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it("takes a user's new name at once: nothing is kept between reads", async () => {
    const cookie = await cookieOf("ops@example.com", "river-stone-81");
    await handle.db.update(users).set({ firstName: "Olivia", lastName: "Park", name: "Olivia Park" }).where(eq(users.email, "ops@example.com"));
    expect(await getSignedInUser(deps, new Headers({ cookie }))).toMatchObject({ firstName: "Olivia", displayName: expect.stringContaining("Olivia") });
  });
});

describe("sessionStands", () => {
  const now = new Date("2026-03-02T14:00:00Z");
  it("takes a session with more than 13 days left, and leaves one nearer its end, or past it, to better-auth", () => {
    expect(sessionStands(new Date(now.getTime() + 14 * DAY_MS), now)).toBe(true);
    expect(sessionStands(new Date(now.getTime() + 13 * DAY_MS + 60_000), now)).toBe(true);
    expect(sessionStands(new Date(now.getTime() + 13 * DAY_MS), now)).toBe(false);
    expect(sessionStands(new Date(now.getTime() + 5 * DAY_MS), now)).toBe(false);
    expect(sessionStands(new Date(now.getTime() - 1), now)).toBe(false);
  });
});

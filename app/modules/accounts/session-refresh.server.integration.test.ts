import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { SESSION_COOKIE } from "./auth.server";
import { createOrPromoteAdmin } from "./create-admin.server";
import { getSignedInUser } from "./session.server";
import { passOnSessionCookies, withRefreshedSessionCookies } from "./session-refresh.server";
import { cookieHeaderOf } from "./set-cookies";
import { signIn } from "./sign-in.server";
import { TEST_PUBLIC_URL, testAccounts, RECORD_NO_GRANT } from "../../../tests/support/test-accounts";
import { DAY_MS } from "~/lib/ohio-time";

const DAY = DAY_MS;
const START = new Date("2026-03-02T14:00:00Z");

describe(`session cookie refresh on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  let deps: ReturnType<typeof testAccounts>;

  beforeAll(async () => {
    handle = await createTestDatabase();
    deps = testAccounts(handle);
    await createOrPromoteAdmin(handle.db, { email: "daily@example.com", password: "river-stone-81" }, RECORD_NO_GRANT);
  });
  afterAll(async () => handle?.close());
  afterEach(() => vi.useRealTimers());

  /** One page load through the root middleware, as the browser sends it: who is signed in, and the Set-Cookie answered. */
  async function pageLoad(cookie: string) {
    const request = new Request(`${TEST_PUBLIC_URL}/provider/dashboard`, { headers: { cookie } });
    let email: string | null = null;
    const response = await withRefreshedSessionCookies(request, async () => {
      // Two loaders look the session up side by side, as the root's and the page's do.
      const [user] = await Promise.all([getSignedInUser(deps, request.headers), getSignedInUser(deps, request.headers)]);
      email = user?.email ?? null;
      return new Response("page", { status: 200, headers: { "Content-Type": "text/html" } });
    });
    return { email, setCookies: response.headers.getSetCookie(), body: await response.text() };
  }

  it("keeps a pro who comes back every day signed in past the session's 14 days, and lets an idle one expire", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(START);
    const login = await signIn(deps, { email: "daily@example.com", password: "river-stone-81" }, { ip: "203.0.113.9", userAgent: "vitest" }, async () => {});
    if (!login.ok) throw new Error(login.message);
    let cookie = cookieHeaderOf(login.setCookies);

    // Within a day of the login nothing is refreshed: no write, no cookie.
    vi.setSystemTime(new Date(START.getTime() + 2 * 60 * 60 * 1000));
    expect(await pageLoad(cookie)).toMatchObject({ email: "daily@example.com", setCookies: [] });

    // Every day for 20 days: each visit after a day extends the row and sends the cookie again for 14 days.
    for (let day = 1; day <= 20; day += 1) {
      vi.setSystemTime(new Date(START.getTime() + day * DAY + 60_000));
      const load = await pageLoad(cookie);
      expect(load.email, `day ${day}`).toBe("daily@example.com");
      expect(load.body).toBe("page");
      expect(load.setCookies, `day ${day}`).toHaveLength(1);
      expect(load.setCookies[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
      expect(load.setCookies[0]).toMatch(/Max-Age=1209600/i);
      cookie = cookieHeaderOf(load.setCookies);
    }
    const [row] = await handle.db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, (await getSignedInUser(deps, new Headers({ cookie })))!.id));
    expect(row!.expiresAt.getTime()).toBe(START.getTime() + 20 * DAY + 60_000 + 14 * DAY);

    // Idle for 15 days after the last visit: signed out.
    vi.setSystemTime(new Date(START.getTime() + 35 * DAY + 2 * 60_000));
    expect((await pageLoad(cookie)).email).toBeNull();
  });

  it("answers unchanged when no lookup refreshed anything, and ignores cookies passed outside a request", async () => {
    passOnSessionCookies(new Headers(), [`${SESSION_COOKIE}=x; Path=/`]);
    const request = new Request(`${TEST_PUBLIC_URL}/`);
    const original = new Response("hello", { status: 404 });
    expect(await withRefreshedSessionCookies(request, async () => original)).toBe(original);
    const refreshed = await withRefreshedSessionCookies(request, async () => {
      passOnSessionCookies(request.headers, [`${SESSION_COOKIE}=a; Max-Age=1`, `${SESSION_COOKIE}=b; Max-Age=2`]);
      return new Response(null, { status: 302, headers: { Location: "/login" } });
    });
    expect(refreshed.status).toBe(302);
    expect(refreshed.headers.get("location")).toBe("/login");
    expect(refreshed.headers.getSetCookie()).toEqual([`${SESSION_COOKIE}=b; Max-Age=2`]);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { notifications, providers, sessions, userRoles, users } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { submitLead } from "~/modules/intake/create-lead.server";
import { validateAccountForm } from "./account-forms";
import { changePassword } from "./change-password.server";
import { createOrPromoteAdmin } from "./create-admin.server";
import { demoCookieHeader, DEMO_REFUSAL } from "./demo-session.server";
import { homeownerRequests } from "./homeowner-requests.server";
import { requestPasswordReset, resetPassword } from "./password-reset.server";
import { demoProviderId, getSignedInUser, requireAdmin, requirePortal, requireUser } from "./session.server";
import { cookieHeaderOf } from "./set-cookies";
import { signIn } from "./sign-in.server";
import { signUp } from "./sign-up.server";
import { RateLimiter } from "~/modules/security/rate-limit";
import { TEST_PUBLIC_URL, TEST_SECRET, testAccounts, RECORD_NO_GRANT } from "../../../tests/support/test-accounts";

const config = { secret: TEST_SECRET, publicUrl: TEST_PUBLIC_URL };
const client = { ip: "203.0.113.8", userAgent: "vitest" };
const noWait = async () => {};

function valid<F extends "homeowner" | "provider">(form: F, values: Record<string, string>) {
  const result = validateAccountForm(form, values);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

/** What a guard threw: a redirect's target or an error status. */
async function refusal(promise: Promise<unknown>): Promise<{ status: number; location: string | null; text: string }> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location"), text: await thrown.text() };
    throw thrown;
  }
  throw new Error("the guard let the request through");
}

const page = (url: string, cookie = "", method = "GET") => new Request(`${TEST_PUBLIC_URL}${url}`, { method, headers: { cookie } });

describe(`account flows on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  let deps: ReturnType<typeof testAccounts> & { production: boolean };
  let homeownerCookie = "";
  let proCookie = "";
  let adminCookie = "";

  const login = async (email: string, password: string) => {
    const result = await signIn(deps, { email, password }, client, noWait);
    if (!result.ok) throw new Error(result.message);
    return cookieHeaderOf(result.setCookies);
  };

  beforeAll(async () => {
    handle = await createTestDatabase({ seeded: true });
    deps = { ...testAccounts(handle), production: false };
    await signUp(
      handle.db,
      { role: "homeowner", form: valid("homeowner", { firstName: "Dana", lastName: "Whitaker", email: "dana@example.com", password: "maple-tree-42", zipCode: "43215" }) },
      config,
    );
    await signUp(
      handle.db,
      {
        role: "provider",
        form: valid("provider", {
          firstName: "Mike",
          lastName: "Rossi",
          businessName: "Rossi Plumbing",
          email: "mike@example.com",
          password: "copper-pipe-7",
          zipCode: "44114",
          phone: "2165550100",
        }),
      },
      config,
    );
    await createOrPromoteAdmin(handle.db, { email: "ops@example.com", password: "river-stone-81" }, RECORD_NO_GRANT);
    homeownerCookie = await login("dana@example.com", "maple-tree-42");
    proCookie = await login("mike@example.com", "copper-pipe-7");
    adminCookie = await login("ops@example.com", "river-stone-81");
  });
  afterAll(async () => {
    await handle.close();
  });

  describe("guards", () => {
    it("sends anonymous visitors to login and back", async () => {
      for (const guard of [requireUser, requireAdmin, requirePortal]) {
        const result = await refusal(guard(deps, page("/provider/dashboard")));
        expect(result).toMatchObject({ status: 302, location: "/provider/login?redirectTo=%2Fprovider%2Fdashboard" });
      }
    });

    it("tells the login page when a form was posted after the session ended: what it carried was not saved", async () => {
      for (const [guard, path] of [
        [requirePortal, "/provider/settings"],
        [requireUser, "/account/settings"],
        [requireAdmin, "/admin/leads"],
      ] as const) {
        const result = await refusal(guard(deps, page(path, "", "POST")));
        expect(result).toMatchObject({ status: 302, location: `/provider/login?redirectTo=${encodeURIComponent(path)}&unsent=1` });
      }
      // The portal's own post (React Router's data request) comes back to its page too.
      const data = await refusal(requirePortal(deps, page("/provider/messages/abc.data", "", "POST")));
      expect(data.location).toBe(`/provider/login?redirectTo=${encodeURIComponent("/provider/messages/abc")}&unsent=1`);
    });

    it("sends a portal data request whose session ended to login as a new document, back to its page", async () => {
      for (const [path, back] of [
        ["/provider/leads.data", "/provider/leads"],
        ["/provider/leads.data?status=offered&_routes=routes%2Fportal%2Fleads", "/provider/leads?status=offered"],
      ]) {
        const thrown = await requirePortal(deps, page(path!)).catch((error: unknown) => error);
        expect(thrown).toBeInstanceOf(Response);
        const answer = thrown as Response;
        expect(answer.headers.get("Location")).toBe(`/provider/login?redirectTo=${encodeURIComponent(back!)}`);
        // The login page ships no React: the portal's router must load it, not render it (React Router's redirectDocument).
        expect(answer.headers.get("X-Remix-Reload-Document")).toBe("true");
      }
      // Its live updates are told to stop asking, not sent a login page they cannot read.
      const stream = new Request(`${TEST_PUBLIC_URL}/provider/events`, { headers: { accept: "text/event-stream" } });
      expect(await refusal(requirePortal(deps, stream))).toMatchObject({ status: 204, location: null });
    });

    it("lets only operators into /admin: others get 403", async () => {
      expect((await requireAdmin(deps, page("/admin", adminCookie))).email).toBe("ops@example.com");
      for (const cookie of [homeownerCookie, proCookie]) expect((await refusal(requireAdmin(deps, page("/admin", cookie)))).status).toBe(403);
    });

    it("lets a pro into the portal on their own business, and sends a homeowner to their requests", async () => {
      const portal = await requirePortal(deps, page("/provider/dashboard", proCookie));
      expect(portal.mode === "provider" && portal.provider.businessName).toBe("Rossi Plumbing");
      expect(await refusal(requirePortal(deps, page("/provider/dashboard", homeownerCookie)))).toMatchObject({
        status: 302,
        location: "/account/requests",
      });
      expect(await refusal(requirePortal(deps, page("/provider/dashboard", adminCookie)))).toMatchObject({ status: 302, location: "/admin" });
    });
  });

  describe("demo mode", () => {
    it("shows the portal on a demo provider and refuses every POST with a clear message", async () => {
      const demoId = await demoProviderId(handle.db);
      expect(demoId).not.toBeNull();
      const cookie = await demoCookieHeader(demoId!, TEST_SECRET);
      const portal = await requirePortal(deps, page("/provider/settings", cookie));
      expect(portal).toMatchObject({ mode: "demo", provider: { id: demoId, isDemo: true } });
      const refused = await refusal(requirePortal(deps, page("/provider/settings", cookie, "POST")));
      expect(refused).toMatchObject({ status: 403, text: DEMO_REFUSAL });
    });

    it("never opens a real pro's business, even with a validly signed cookie", async () => {
      const [real] = await handle.db.select({ id: providers.id }).from(providers).where(eq(providers.businessName, "Rossi Plumbing"));
      const cookie = await demoCookieHeader(real!.id, TEST_SECRET);
      expect((await refusal(requirePortal(deps, page("/provider/dashboard", cookie)))).status).toBe(302);
    });
  });

  describe("passwords", () => {
    it("resets by the e-mailed link, ends every session, and answers the same for an unknown address", async () => {
      const before = await login("dana@example.com", "maple-tree-42");
      const limits = { perEmail: new RateLimiter({ name: "test", limit: 3, windowMs: 60_000 }), perIp: new RateLimiter({ name: "test", limit: 20, windowMs: 60_000 }) };
      expect(await requestPasswordReset(deps, "nobody@example.com", "198.51.100.1", limits)).toEqual({ ok: true });
      expect(await requestPasswordReset(deps, "Dana@Example.com", "198.51.100.1", limits)).toEqual({ ok: true });
      const mails = await handle.db.select().from(notifications).where(eq(notifications.template, "account-reset"));
      expect(mails.map((mail) => mail.recipient)).toEqual(["dana@example.com"]);
      const token = decodeURIComponent(mails[0]!.body.match(/\/reset-password\?token=(\S+)/)![1]!);

      expect(await resetPassword(deps, `${token}x`, "new-garden-55")).toMatchObject({ ok: false });
      expect(await resetPassword(deps, token, "new-garden-55")).toEqual({ ok: true });
      expect(await resetPassword(deps, token, "another-one-66")).toMatchObject({ ok: false });
      expect(await getSignedInUser(deps, new Headers({ cookie: before }))).toBeNull();
      expect((await signIn(deps, { email: "dana@example.com", password: "maple-tree-42" }, client, noWait)).ok).toBe(false);
      homeownerCookie = await login("dana@example.com", "new-garden-55");
    });

    it("limits reset e-mails per address", async () => {
      const limits = { perEmail: new RateLimiter({ name: "test", limit: 1, windowMs: 60_000 }), perIp: new RateLimiter({ name: "test", limit: 20, windowMs: 60_000 }) };
      expect((await requestPasswordReset(deps, "mike@example.com", "198.51.100.2", limits)).ok).toBe(true);
      expect(await requestPasswordReset(deps, "mike@example.com", "198.51.100.3", limits)).toMatchObject({ ok: false });
    });

    it("changes the password in settings only with the current one, keeps this browser signed in, and signs out the other devices", async () => {
      const otherDevice = await login("mike@example.com", "copper-pipe-7");
      const wrong = await changePassword(deps, new Headers({ cookie: proCookie }), { currentPassword: "nope-nope", password: "brass-valve-8", confirmPassword: "brass-valve-8" });
      expect(wrong).toMatchObject({ ok: false, field: "currentPassword" });
      const changed = await changePassword(deps, new Headers({ cookie: proCookie }), {
        currentPassword: "copper-pipe-7",
        password: "brass-valve-8",
        confirmPassword: "brass-valve-8",
      });
      if (!changed.ok) throw new Error(changed.message);
      expect(await getSignedInUser(deps, new Headers({ cookie: otherDevice }))).toBeNull();
      // The page that answers the form reads the session from the cookie the browser sent with it.
      expect((await getSignedInUser(deps, new Headers({ cookie: proCookie })))?.email).toBe("mike@example.com");
      const [user] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, "mike@example.com"));
      expect(await handle.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(1);
    });
  });

  describe("admin:create", () => {
    it("promotes an existing account, keeping its password, and refuses bad input", async () => {
      expect(await createOrPromoteAdmin(handle.db, { email: "mike@example.com", password: "whatever-9" }, RECORD_NO_GRANT)).toMatchObject({ ok: true, outcome: "promoted" });
      const [mike] = await handle.db.select({ id: users.id, verified: users.emailVerified }).from(users).where(eq(users.email, "mike@example.com"));
      expect(mike!.verified).toBe(true);
      expect((await handle.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, mike!.id))).map((r) => r.role).sort()).toEqual([
        "admin",
        "provider",
      ]);
      expect((await signIn(deps, { email: "mike@example.com", password: "brass-valve-8" }, client, noWait)).ok).toBe(true);
      expect(await createOrPromoteAdmin(handle.db, { email: "ops@example.com", password: "river-stone-81" }, RECORD_NO_GRANT)).toMatchObject({ outcome: "already-admin" });
      expect(await createOrPromoteAdmin(handle.db, { email: "not-an-email", password: "river-stone-81" }, RECORD_NO_GRANT)).toMatchObject({ ok: false });
      expect(await createOrPromoteAdmin(handle.db, { email: "x@example.com", password: "123456" }, RECORD_NO_GRANT)).toMatchObject({ ok: false });
    });
  });

  describe("homeowner requests", () => {
    it("lists the requests sent with the verified address and the pros each went to", async () => {
      await submitLead(handle.db, {
        contact: { firstName: "Dana", lastName: "Whitaker", email: "DANA@example.com", phone: "6145550123", smsConsent: false },
        answers: { service: "plumbing", zip: "43215", query: "Leaking water heater" },
        idempotencyKey: "accounts-test-1",
        consent: { text: "consent", version: "1", ip: "203.0.113.1", userAgent: "vitest", pageUrl: "/contact-info" },
        source: "questionnaire",
        requestsLink: `${TEST_PUBLIC_URL}/account/requests`,
      });
      const [confirmation] = await handle.db.select().from(notifications).where(eq(notifications.template, "lead-confirmation"));
      expect(confirmation!.body).toContain(`${TEST_PUBLIC_URL}/account/requests`);
      const requests = await homeownerRequests(handle.db, "dana@example.com");
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({ category: "Plumbing", zipCode: "43215" });
      for (const pro of requests[0]!.pros) expect(pro.status).toBe("offered");
      expect(await homeownerRequests(handle.db, "someone-else@example.com")).toEqual([]);
    });
  });
});

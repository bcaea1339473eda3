import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { notifications, users } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { validateAccountForm } from "./account-forms";
import { getSignedInUser } from "./session.server";
import { cookieHeaderOf } from "./set-cookies";
import { signIn } from "./sign-in.server";
import { signUp } from "./sign-up.server";
import { TEST_PUBLIC_URL, TEST_SECRET, testAccounts } from "../../../tests/support/test-accounts";
import { verifyEmailLink } from "./verify-email.server";

const config = { secret: TEST_SECRET, publicUrl: TEST_PUBLIC_URL };
const client = { ip: "203.0.113.9", userAgent: "vitest" };

describe(`the verification link on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  let deps: ReturnType<typeof testAccounts>;

  const register = async (firstName: string, email: string) => {
    const form = validateAccountForm("homeowner", { firstName, lastName: "Tester", email, password: "maple-tree-42", zipCode: "43215" });
    if (!form.ok) throw new Error(JSON.stringify(form.errors));
    await signUp(handle.db, { role: "homeowner", form: form.value }, config);
  };
  const tokenFor = async (email: string) => {
    const [mail] = await handle.db.select({ body: notifications.body }).from(notifications).where(eq(notifications.recipient, email));
    return decodeURIComponent(mail!.body.match(/\/auth\/callback\?token=([^\s]+)/)![1]!);
  };
  const login = async (email: string) => {
    const result = await signIn(deps, { email, password: "maple-tree-42" }, client, async () => {});
    if (!result.ok) throw new Error(result.message);
    return cookieHeaderOf(result.setCookies);
  };
  const verified = async (email: string) =>
    (await handle.db.select({ verified: users.emailVerified }).from(users).where(eq(users.email, email)))[0]!.verified;

  beforeAll(async () => {
    handle = await createTestDatabase();
    deps = testAccounts(handle);
    await register("Victim", "victim@example.com");
    await register("Attacker", "attacker@example.com");
    await register("Fresh", "fresh@example.com");
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("opened by someone else who is signed in, changes nothing and asks first (no login CSRF)", async () => {
    const victim = await login("victim@example.com");
    const token = await tokenFor("attacker@example.com");
    const result = await verifyEmailLink(deps, new Headers({ cookie: victim }), token);
    expect(result).toEqual({ ok: "confirm", email: "attacker@example.com", signedInAs: "victim@example.com" });
    expect(await verified("attacker@example.com")).toBe(false);
    // The victim's session is untouched.
    expect((await getSignedInUser(deps, new Headers({ cookie: victim })))?.email).toBe("victim@example.com");
  });

  it("verifies and signs in as the link's account only when that person asks (the button posts)", async () => {
    const victim = await login("victim@example.com");
    const token = await tokenFor("attacker@example.com");
    const result = await verifyEmailLink(deps, new Headers({ cookie: victim }), token, { confirmed: true });
    expect(result.ok).toBe(true);
    if (result.ok !== true) return;
    expect(await verified("attacker@example.com")).toBe(true);
    expect((await getSignedInUser(deps, new Headers({ cookie: cookieHeaderOf(result.setCookies) })))?.email).toBe("attacker@example.com");
  });

  it("signs in at once when nobody is signed in, and keeps the session of the link's own account", async () => {
    const fresh = await verifyEmailLink(deps, new Headers(), await tokenFor("fresh@example.com"));
    expect(fresh).toMatchObject({ ok: true, next: "/account/requests" });
    if (fresh.ok !== true) return;
    expect((await getSignedInUser(deps, new Headers({ cookie: cookieHeaderOf(fresh.setCookies) })))?.email).toBe("fresh@example.com");

    const victim = await login("victim@example.com");
    const own = await verifyEmailLink(deps, new Headers({ cookie: victim }), await tokenFor("victim@example.com"));
    expect(own).toMatchObject({ ok: true });
    expect(await verified("victim@example.com")).toBe(true);
  });

  it("says a link is not valid when it cannot be read, signed in or not", async () => {
    const victim = await login("victim@example.com");
    expect(await verifyEmailLink(deps, new Headers({ cookie: victim }), "not-a-token")).toMatchObject({ ok: false });
    expect(await verifyEmailLink(deps, new Headers(), "not-a-token")).toMatchObject({ ok: false });
  });
});

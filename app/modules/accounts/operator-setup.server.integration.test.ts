import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { operatorSetup, userRoles, users } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { RateLimiter } from "~/modules/security/rate-limit";
import { validateAccountForm } from "./account-forms";
import { createOrPromoteAdmin, type OperatorGrant, type RecordOperatorGrant } from "./create-admin.server";
import { createFirstOperator, isSetupTokenValid, operatorExists, setupLink, SETUP_MESSAGES, submitOperatorSetup } from "./operator-setup.server";
import { getSignedInUser } from "./session.server";
import { cookieHeaderOf } from "./set-cookies";
import { TEST_PUBLIC_URL, TEST_SECRET, testAccounts } from "../../../tests/support/test-accounts";

const config = { secret: TEST_SECRET, publicUrl: TEST_PUBLIC_URL };
/** The grants recorded, in order (the console's audit writer in the app: app/modules/admin/audit.server.ts). */
const grants: OperatorGrant[] = [];
const recordGrant: RecordOperatorGrant = async (_tx, operator) => {
  grants.push(operator);
};
const client = { ip: "203.0.113.9", userAgent: "vitest", recordGrant };
const operator = { firstName: "Olive", lastName: "Ops", email: "olive@example.com", password: "buckeye-ops-77", confirmPassword: "buckeye-ops-77" };

function form(values: Record<string, string>) {
  const result = validateAccountForm("operatorSetup", values);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

function tokenOf(link: string | null): string {
  const match = link?.match(/^http:\/\/localhost:4303\/setup\/([0-9a-f]{64})$/);
  if (!match) throw new Error(`not a setup link: ${link}`);
  return match[1]!;
}

describe(`the first operator's setup link on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  // Each test starts from a site with no accounts and no link.
  beforeEach(async () => {
    await handle.db.delete(operatorSetup);
    await handle.db.delete(users);
    grants.length = 0;
  });
  afterAll(async () => {
    await handle.close();
  });

  it("is the same at every start until used, opens only with its own token, and is gone once used", async () => {
    const first = await setupLink(handle.db, config);
    const token = tokenOf(first);
    // Another process or a restart: the same link.
    expect(await setupLink(handle.db, config)).toBe(first);
    // What the database holds does not open it, nor a token made with another secret.
    const [row] = await handle.db.select().from(operatorSetup);
    expect(row!.nonce).not.toBe(token);
    expect(await isSetupTokenValid(handle.db, TEST_SECRET, row!.nonce)).toBe(false);
    expect(tokenOf(await setupLink(handle.db, { ...config, secret: "another-secret-another-secret-0123456" }))).not.toBe(token);
    expect(await isSetupTokenValid(handle.db, TEST_SECRET, `${token.slice(0, -1)}${token.endsWith("0") ? "1" : "0"}`)).toBe(false);
    expect(await isSetupTokenValid(handle.db, TEST_SECRET, token)).toBe(true);

    expect(await createFirstOperator(handle.db, TEST_SECRET, token, form(operator), recordGrant)).toEqual({ ok: true, email: "olive@example.com" });
    const [olive] = await handle.db.select().from(users).where(eq(users.email, "olive@example.com"));
    expect(olive).toMatchObject({ firstName: "Olive", lastName: "Ops", name: "Olive Ops", emailVerified: true });
    expect(await handle.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, olive!.id))).toEqual([{ role: "admin" }]);
    expect(grants).toEqual([{ userId: olive!.id, email: "olive@example.com", name: "Olive Ops", created: true }]);

    expect(await isSetupTokenValid(handle.db, TEST_SECRET, token)).toBe(false);
    expect(await createFirstOperator(handle.db, TEST_SECRET, token, form({ ...operator, email: "second@example.com" }), recordGrant)).toEqual({ ok: false, reason: "gone" });
    expect(await setupLink(handle.db, config)).toBeNull();
  });

  it("stops working when npm run admin:create makes an operator first", async () => {
    const token = tokenOf(await setupLink(handle.db, config));
    await createOrPromoteAdmin(handle.db, { email: "cli@example.com", password: "buckeye-ops-77" }, recordGrant);
    expect(await isSetupTokenValid(handle.db, TEST_SECRET, token)).toBe(false);
    expect(await createFirstOperator(handle.db, TEST_SECRET, token, form(operator), recordGrant)).toEqual({ ok: false, reason: "gone" });
    expect(await setupLink(handle.db, config)).toBeNull();
  });

  it("records the grant in the operator's own transaction: when the record fails, no operator is made and the link still works", async () => {
    const token = tokenOf(await setupLink(handle.db, config));
    const failing: RecordOperatorGrant = async () => {
      throw new Error("the audit log refused");
    };
    await expect(createFirstOperator(handle.db, TEST_SECRET, token, form(operator), failing)).rejects.toThrow("the audit log refused");
    expect(await operatorExists(handle.db)).toBe(false);
    expect(await handle.db.$count(users)).toBe(0);
    expect(await isSetupTokenValid(handle.db, TEST_SECRET, token)).toBe(true);
    await expect(createOrPromoteAdmin(handle.db, { email: "cli@example.com", password: "buckeye-ops-77" }, failing)).rejects.toThrow();
    expect(await operatorExists(handle.db)).toBe(false);
  });

  it("records a promotion, and nothing for an account that already was an operator", async () => {
    await handle.db.insert(users).values({ id: "pro-1", name: "Pat Pro", email: "pat@example.com" });
    expect(await createOrPromoteAdmin(handle.db, { email: "pat@example.com", password: "buckeye-ops-77" }, recordGrant)).toMatchObject({ outcome: "promoted" });
    expect(await createOrPromoteAdmin(handle.db, { email: "pat@example.com", password: "buckeye-ops-77" }, recordGrant)).toMatchObject({ outcome: "already-admin" });
    expect(grants).toEqual([{ userId: "pro-1", email: "pat@example.com", name: "Pat Pro", created: false }]);
  });

  it("creates one operator when two posts arrive at once", async () => {
    const token = tokenOf(await setupLink(handle.db, config));
    const results = await Promise.all(
      ["a@example.com", "b@example.com", "c@example.com"].map((email) => createFirstOperator(handle.db, TEST_SECRET, token, form({ ...operator, email }), recordGrant)),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: "gone" }, { ok: false, reason: "gone" }]);
    expect(await handle.db.$count(userRoles, eq(userRoles.role, "admin"))).toBe(1);
  });

  it("gives a fresh link when the site has lost its last operator", async () => {
    const token = tokenOf(await setupLink(handle.db, config));
    await createFirstOperator(handle.db, TEST_SECRET, token, form(operator), recordGrant);
    await handle.db.delete(userRoles).where(eq(userRoles.role, "admin"));
    expect(await operatorExists(handle.db)).toBe(false);
    const fresh = tokenOf(await setupLink(handle.db, config));
    expect(fresh).not.toBe(token);
    expect(await isSetupTokenValid(handle.db, TEST_SECRET, token)).toBe(false);
    expect(await isSetupTokenValid(handle.db, TEST_SECRET, fresh)).toBe(true);
  });

  it("answers the form with the sign-up's rules, keeps what was typed but passwords, and signs the new operator in", async () => {
    const deps = testAccounts(handle);
    const limiter = new RateLimiter({ name: "test-operator-setup", limit: 5, windowMs: 60_000 });
    const token = tokenOf(await setupLink(handle.db, config));
    expect(await submitOperatorSetup(deps, { token: "made-up", fields: operator, ...client }, limiter)).toEqual({ status: "gone" });

    const short = await submitOperatorSetup(deps, { token, fields: { ...operator, password: "abc", confirmPassword: "abc" }, ...client }, limiter);
    expect(short).toMatchObject({
      status: "refused",
      httpStatus: 400,
      errors: { password: "Password must be at least 6 characters long" },
      values: { firstName: "Olive", lastName: "Ops", email: "olive@example.com" },
    });
    expect(short.status === "refused" && Object.keys(short.values)).not.toContain("password");

    await handle.db.insert(users).values({ id: "pro-1", name: "Pro", email: "taken@example.com" });
    const taken = await submitOperatorSetup(deps, { token, fields: { ...operator, email: "taken@example.com" }, ...client }, limiter);
    expect(taken).toMatchObject({ status: "refused", errors: { email: SETUP_MESSAGES.emailTaken } });
    expect(await operatorExists(handle.db)).toBe(false);

    const created = await submitOperatorSetup(deps, { token, fields: operator, ...client }, limiter);
    if (created.status !== "created") throw new Error(JSON.stringify(created));
    const user = await getSignedInUser(deps, new Headers({ cookie: cookieHeaderOf(created.setCookies) }));
    expect(user).toMatchObject({ email: "olive@example.com", homePath: "/admin" });
    expect(await submitOperatorSetup(deps, { token, fields: operator, ...client }, limiter)).toEqual({ status: "gone" });
  });
});

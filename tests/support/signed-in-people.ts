import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "~/db/client.server";
import { providers } from "~/db/schema";
import { validateAccountForm } from "~/modules/accounts/account-forms";
import type { AppAccounts } from "~/modules/accounts/app-accounts.server";
import { createOrPromoteAdmin } from "~/modules/accounts/create-admin.server";
import { auditOperatorGranted } from "~/modules/admin/index.server";
import { demoCookieHeader } from "~/modules/accounts/demo-session.server";
import { cookieHeaderOf } from "~/modules/accounts/set-cookies";
import { signIn } from "~/modules/accounts/sign-in.server";
import { signUp } from "~/modules/accounts/sign-up.server";
import { seedDemoProviders } from "~/modules/seed/seed-demo-providers.server";
import { seedDatabase } from "~/modules/seed/seed.server";
import { TEST_PUBLIC_URL, TEST_SECRET, testAccounts } from "./test-accounts";
import { createTestDatabase } from "./test-database";

/** Who the route tests call loaders and actions as: each one's Cookie header. */
export type PeopleCookies = { homeowner: string; pro: string; admin: string; demo: string };

export type SignedInPeople = {
  handle: DatabaseHandle;
  deps: ReturnType<typeof testAccounts>;
  cookies: PeopleCookies;
  /** The signed-up pro's business (Rossi Plumbing, base ZIP 44114). */
  proId: string;
  close(): Promise<void>;
};

const holder = globalThis as typeof globalThis & { __buckeyeDb?: Promise<DatabaseHandle>; __buckeyeAccounts?: Promise<AppAccounts> };

function valid<F extends "homeowner" | "provider">(form: F, values: Record<string, string>) {
  const result = validateAccountForm(form, values);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

/**
 * A test database with the catalog and the demo pros, which the app's own
 * getters (getDb, getAccounts) answer with, and four visitors: a homeowner, a
 * pro and an operator, each signed up and signed in, and a demo visitor.
 */
export async function signedInPeople(): Promise<SignedInPeople> {
  const handle = await createTestDatabase();
  const deps = testAccounts(handle);
  holder.__buckeyeDb = Promise.resolve(handle);
  holder.__buckeyeAccounts = Promise.resolve({ ...deps, production: false });
  await seedDatabase(handle.db);
  await seedDemoProviders(handle.db);
  const config = { secret: TEST_SECRET, publicUrl: TEST_PUBLIC_URL };
  await signUp(handle.db, { role: "homeowner", form: valid("homeowner", { firstName: "Dana", lastName: "Home", email: "dana@example.com", password: "maple-tree-42", zipCode: "43215" }) }, config);
  const pro = { firstName: "Mike", lastName: "Rossi", businessName: "Rossi Plumbing", email: "mike@example.com", password: "copper-pipe-7", zipCode: "44114", phone: "2165550100" };
  await signUp(handle.db, { role: "provider", form: valid("provider", pro) }, config);
  await createOrPromoteAdmin(handle.db, { email: "ops@example.com", password: "river-stone-81" }, (tx, operator) => auditOperatorGranted(tx, operator, "npm run admin:create"));
  const login = async (email: string, password: string) => {
    const result = await signIn(deps, { email, password }, { ip: "203.0.113.9", userAgent: "vitest" }, async () => {});
    if (!result.ok) throw new Error(result.message);
    return cookieHeaderOf(result.setCookies);
  };
  const [business] = await handle.db.select({ id: providers.id }).from(providers).where(eq(providers.businessName, "Rossi Plumbing"));
  const [demo] = await handle.db.select({ id: providers.id }).from(providers).where(eq(providers.isDemo, true)).limit(1);
  return {
    handle,
    deps,
    proId: business!.id,
    cookies: {
      homeowner: await login("dana@example.com", "maple-tree-42"),
      pro: await login("mike@example.com", "copper-pipe-7"),
      admin: await login("ops@example.com", "river-stone-81"),
      demo: await demoCookieHeader(demo!.id, TEST_SECRET),
    },
    async close() {
      holder.__buckeyeDb = undefined;
      holder.__buckeyeAccounts = undefined;
      await handle.close();
    },
  };
}

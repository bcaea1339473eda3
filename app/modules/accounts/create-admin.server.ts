import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { accounts, userRoles, users } from "~/db/schema";
import { validateAccountForm } from "./account-forms";
import { displayName } from "./display-name";
import { hashPassword } from "./password-hash.server";
import { newId } from "./sign-up.server";

export type CreateAdminResult =
  | { ok: true; outcome: "created" | "promoted" | "already-admin"; email: string }
  | { ok: false; message: string };

/**
 * `npm run admin:create`: a new verified operator account, or the admin role
 * (and a verified address) for an existing account, whose password is left as
 * it is. The same password rules as sign-up.
 */
export async function createOrPromoteAdmin(db: Database, input: { email: string; password: string }): Promise<CreateAdminResult> {
  const checked = validateAccountForm("resetPassword", { password: input.password, confirmPassword: input.password });
  const emailCheck = validateAccountForm("forgotPassword", { email: input.email });
  if (!emailCheck.ok) return { ok: false, message: `--email: ${emailCheck.errors.email}` };
  if (!checked.ok) return { ok: false, message: `--password: ${checked.errors.password}` };
  const email = emailCheck.value.email;
  const passwordHash = await hashPassword(input.password);

  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (existing) {
      const added = await tx.insert(userRoles).values({ userId: existing.id, role: "admin" }).onConflictDoNothing().returning();
      await tx.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, existing.id));
      return { ok: true, outcome: added.length > 0 ? "promoted" : "already-admin", email };
    }
    const userId = newId();
    await tx.insert(users).values({ id: userId, name: displayName({ email }), email, emailVerified: true });
    await tx.insert(accounts).values({ id: newId(), accountId: userId, providerId: "credential", userId, password: passwordHash });
    await tx.insert(userRoles).values({ userId, role: "admin" });
    return { ok: true, outcome: "created", email };
  });
}

/**
 * What `npm run admin:create` says when the running server holds the embedded
 * database (one process at a time): the first operator comes from the setup
 * link in the server's log (./operator-setup.server.ts), with the site up.
 */
export function adminCreateWhileServing(dataDir: string, pid: number): string {
  return [
    `The server (pid ${pid}) is running on the embedded database in ${dataDir}, which one process opens at a time, so this command cannot open it now.`,
    'To create the first operator while the site keeps running, open the setup link in the server\'s log: the line "no operator yet" and its setupUrl. Every start logs it again until an operator exists.',
    "Once the site has an operator, a further one is made with this command while the server is stopped, or on PostgreSQL at any time.",
  ].join("\n");
}

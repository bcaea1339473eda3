import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { accounts, userRoles, users } from "~/db/schema";
import { validateAccountForm } from "./account-forms";
import { displayName } from "./display-name";
import { hashPassword } from "./password-hash.server";
import { newId } from "./sign-up.server";

/** An account just made operator, for the audit entry its maker writes in the same transaction. */
export type OperatorGrant = { userId: string; email: string; name: string; created: boolean };
export type RecordOperatorGrant = (tx: Database, operator: OperatorGrant) => Promise<void>;

export type CreateAdminResult =
  | { ok: true; outcome: "created" | "promoted" | "already-admin"; email: string }
  | { ok: false; message: string };

/**
 * `npm run admin:create`: a new verified operator account, or the admin role
 * (and a verified address) for an existing account, whose password is left as
 * it is. The same password rules as sign-up. `recordGrant` writes the audit
 * entry of a new operator in the same transaction.
 */
export async function createOrPromoteAdmin(
  db: Database,
  input: { email: string; password: string },
  recordGrant: RecordOperatorGrant,
): Promise<CreateAdminResult> {
  const checked = validateAccountForm("resetPassword", { password: input.password, confirmPassword: input.password });
  const emailCheck = validateAccountForm("forgotPassword", { email: input.email });
  if (!emailCheck.ok) return { ok: false, message: `--email: ${emailCheck.errors.email}` };
  if (!checked.ok) return { ok: false, message: `--password: ${checked.errors.password}` };
  const email = emailCheck.value.email;
  const passwordHash = await hashPassword(input.password);

  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, email)).limit(1);
    if (existing) {
      const added = await tx.insert(userRoles).values({ userId: existing.id, role: "admin" }).onConflictDoNothing().returning();
      await tx.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, existing.id));
      if (added.length === 0) return { ok: true, outcome: "already-admin", email };
      await recordGrant(tx, { userId: existing.id, email, name: existing.name, created: false });
      return { ok: true, outcome: "promoted", email };
    }
    const userId = newId();
    const name = displayName({ email });
    await tx.insert(users).values({ id: userId, name, email, emailVerified: true });
    await tx.insert(accounts).values({ id: newId(), accountId: userId, providerId: "credential", userId, password: passwordHash });
    await tx.insert(userRoles).values({ userId, role: "admin" });
    await recordGrant(tx, { userId, email, name, created: true });
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

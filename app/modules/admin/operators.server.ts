import { and, asc, eq } from "drizzle-orm";
import { BRAND } from "~/brand";
import { getEnv } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { providers, sessions, userRoles, users } from "~/db/schema";
import { validateAccountForm } from "~/modules/accounts";
import { queueEmail } from "~/modules/notifications/index.server";
import { type AuditActor, recordAudit } from "./audit.server";

export type Operator = { userId: string; name: string; email: string; since: Date };

/** Everyone who can open the console, oldest first. */
export async function listOperators(db: Pick<Database, "select">): Promise<Operator[]> {
  return db
    .select({ userId: users.id, name: users.name, email: users.email, since: userRoles.createdAt })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.role, "admin"))
    .orderBy(asc(userRoles.createdAt));
}

export type AddOperatorResult = { ok: true; message: string } | { ok: false; field: "email" | null; message: string };

/**
 * An operator makes a colleague an operator from the console, so a second operator does not need the server's
 * command line (`npm run admin:create` wants the embedded database to itself: docs/decisions/041). The colleague
 * first signs up and confirms the address: the account's password is theirs, never typed by someone else. A pro's
 * account is refused (an operator sees every pro's leads and money; a pro keeps an account for its business). The
 * grant, its audit entry and the e-mail telling the colleague are one transaction.
 */
export async function addOperator(db: Database, actor: AuditActor, typedEmail: string): Promise<AddOperatorResult> {
  const checked = validateAccountForm("forgotPassword", { email: typedEmail });
  if (!checked.ok) return { ok: false, field: "email", message: checked.errors.email ?? "Enter the e-mail address of your colleague's account." };
  const email = checked.value.email;
  return db.transaction(async (tx): Promise<AddOperatorResult> => {
    const [account] = await tx
      .select({ id: users.id, name: users.name, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.email, email))
      .for("update");
    if (!account) {
      return { ok: false, field: "email", message: `No account uses ${email}. Ask your colleague to sign up at ${getEnv().PUBLIC_URL}/register with it and confirm it, then add it here.` };
    }
    const [role] = await tx.select({ role: userRoles.role }).from(userRoles).where(and(eq(userRoles.userId, account.id), eq(userRoles.role, "admin")));
    if (role) return { ok: true, message: `${account.name} is already an operator.` };
    const [business] = await tx.select({ id: providers.id }).from(providers).where(eq(providers.userId, account.id));
    if (business) return { ok: false, field: "email", message: `${email} is a pro's account. An operator needs an account of their own, not a business's.` };
    if (!account.emailVerified) {
      return { ok: false, field: "email", message: `${email} has not been confirmed yet. Ask your colleague to open the link we e-mailed them, then add it here.` };
    }
    await tx.insert(userRoles).values({ userId: account.id, role: "admin" });
    await recordAudit(tx, actor, {
      action: "operator.grant",
      targetType: "user",
      targetId: account.id,
      targetName: account.name,
      before: { role: "none" },
      after: { role: "admin", via: "console" },
    });
    await queueEmail(tx, {
      template: "operator-added",
      to: email,
      userId: account.id,
      subject: `You are an operator of ${BRAND.name}`,
      body: [
        `${actor.email} made you an operator of ${BRAND.name}: you can vet pros, follow requests and decide refunds.`,
        "",
        `Log in with your account as usual, then open the console: ${getEnv().PUBLIC_URL}/admin`,
        "",
        `If you did not expect this, tell ${actor.email}.`,
      ].join("\n"),
    });
    return { ok: true, message: `${account.name} is now an operator. We e-mailed them.` };
  });
}

export type RemoveOperatorResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * An operator takes the operator role from a colleague (one who left, or changed jobs). Never from themselves (a
 * slip would lock them out; another operator can do it), so never from the last operator either: the one who removes
 * is still an operator, checked under the lock below (`npm run admin:create`, the only other way back, needs the
 * server stopped: docs/decisions/041). The role, the audit
 * entry (`operator.revoke`) and the e-mail are one transaction, and the colleague's sessions end with it: roles are
 * read on every request (getSignedInUser, app/modules/accounts/session.server.ts), so a page already open answers
 * 403 on its next request, and the account, which stays theirs, is signed out everywhere.
 */
export async function removeOperator(db: Database, actor: AuditActor, userId: string): Promise<RemoveOperatorResult> {
  if (userId === actor.userId) return { ok: false, message: "You cannot remove yourself. Another operator can remove you." };
  return db.transaction(async (tx): Promise<RemoveOperatorResult> => {
    // Every operator's role row locked: two operators removing each other at once see each other's removal.
    const operators = await tx
      .select({ userId: userRoles.userId, name: users.name, email: users.email })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(eq(userRoles.role, "admin"))
      .for("update", { of: userRoles });
    if (!operators.some((operator) => operator.userId === actor.userId)) return { ok: false, message: "You are no longer an operator." };
    const target = operators.find((operator) => operator.userId === userId);
    if (!target) return { ok: false, message: "That account is not an operator any more. The list below is up to date." };
    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await recordAudit(tx, actor, {
      action: "operator.revoke",
      targetType: "user",
      targetId: userId,
      targetName: target.name,
      before: { role: "admin" },
      after: { role: "none", via: "console" },
    });
    await queueEmail(tx, {
      template: "operator-removed",
      to: target.email,
      userId,
      subject: `You are no longer an operator of ${BRAND.name}`,
      body: [
        `${actor.email} removed you as an operator of ${BRAND.name}: your account no longer opens the console, and you were signed out.`,
        "",
        `Your account itself stays yours: you can still log in at ${getEnv().PUBLIC_URL}/provider/login.`,
        "",
        `If you did not expect this, tell ${actor.email}.`,
      ].join("\n"),
    });
    return { ok: true, message: `${target.name} is no longer an operator and was signed out. We e-mailed them.` };
  });
}

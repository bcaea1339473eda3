import { and, eq, gt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { accounts, providers, users, verifications } from "~/db/schema";
import type { Result } from "~/lib/result";
import { queueEmail } from "~/modules/notifications/index.server";
import { RateLimiter, tooManyRequestsMessage } from "~/modules/security";
import { signToken, verifyToken } from "~/modules/security/index.server";
import { emailChangedNoticeEmail, emailChangeEmail, emailChangeTakenEmail } from "./account-emails";
import type { AccountFormValue } from "./account-forms";
import { displayName } from "./display-name";
import { verifyPassword } from "./password-hash.server";
import { newId } from "./sign-up.server";

/** An e-mail change link is good for a day, like a sign-up's verification link. */
export const EMAIL_CHANGE_SECONDS = 60 * 60 * 24;
const TOKEN_PURPOSE = "email-change";

/** The one pending change of a user lives in better-auth's verifications table under this identifier. */
const pendingIdentifier = (userId: string) => `email-change:${userId}`;

/** A new first and last name; the display name the header shows follows them. */
export async function changeName(db: Database, userId: string, form: AccountFormValue<"changeName">): Promise<boolean> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return false;
  const name = displayName({ firstName: form.firstName, lastName: form.lastName, email: user.email });
  const updated = await db
    .update(users)
    .set({ firstName: form.firstName, lastName: form.lastName, name, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated.length === 1;
}

/** The address waiting for its link to be opened, if any. */
export async function pendingEmailChange(db: Database, userId: string, now = new Date()): Promise<string | null> {
  const [row] = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, pendingIdentifier(userId)), gt(verifications.expiresAt, now)))
    .limit(1);
  return row?.value ?? null;
}

type EmailChangeRefusal = { field: "email" | "currentPassword"; message: string; retryAfterSeconds?: number };

/** Each request mails an address the user typed, and checks a password: five an hour per account. */
const emailChangeLimiter = new RateLimiter({ name: "email-change", limit: 5, windowMs: 60 * 60_000 });

/**
 * Asks for a new address: the password must be right. The link goes to the
 * new address through the outbox; until it is opened the old address stays.
 * A newer request replaces an older one. When another account already uses
 * the address, that address gets a note instead of a link, and the answer
 * here is the same, so the form never tells who is registered.
 */
export async function requestEmailChange(
  db: Database,
  config: { secret: string; publicUrl: string },
  userId: string,
  form: AccountFormValue<"changeEmail">,
  now = new Date(),
  limiter: RateLimiter = emailChangeLimiter,
): Promise<Result<{ email: string }, EmailChangeRefusal>> {
  const hit = await limiter.hit(userId);
  if (!hit.allowed) {
    return { ok: false, field: "email", message: tooManyRequestsMessage(hit.retryAfterSeconds), retryAfterSeconds: hit.retryAfterSeconds };
  }
  const [user] = await db
    .select({ email: users.email, name: users.name, hash: accounts.password })
    .from(users)
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, "credential")))
    .where(eq(users.id, userId))
    .limit(1);
  if (!user?.hash || !(await verifyPassword({ hash: user.hash, password: form.currentPassword }))) {
    return { ok: false, field: "currentPassword", message: "Your current password is not right" };
  }
  const email = form.email.toLowerCase();
  if (email === user.email) return { ok: false, field: "email", message: "This is already your e-mail address" };

  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_SECONDS * 1000);
  await db.transaction(async (tx) => {
    await tx.delete(verifications).where(eq(verifications.identifier, pendingIdentifier(userId)));
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (taken) {
      await queueEmail(tx, emailChangeTakenEmail(config.publicUrl, { to: email }));
      return;
    }
    await tx.insert(verifications).values({ id: newId(), identifier: pendingIdentifier(userId), value: email, expiresAt });
    const token = signToken(config.secret, TOKEN_PURPOSE, JSON.stringify({ userId, email }), expiresAt);
    await queueEmail(tx, emailChangeEmail(config.publicUrl, { to: email, name: user.name, token }));
  });
  return { ok: true, value: { email } };
}

type ConfirmRefusal = { reason: "invalid" | "expired" | "taken"; message: string };

const CONFIRM_MESSAGES: Record<ConfirmRefusal["reason"], string> = {
  invalid: "This link is not valid any more: it was used already, or a newer one replaced it. Please use the latest link we sent you.",
  expired: "This link has expired. Ask for a new one in your settings.",
  taken: "Another account uses this address now, so your address was not changed.",
};

function refuse(reason: ConfirmRefusal["reason"]): { ok: false } & ConfirmRefusal {
  return { ok: false, reason, message: CONFIRM_MESSAGES[reason] };
}

/**
 * Opens an e-mail change link: the account (and the business, where it used
 * the same address) takes the new address, now verified, and the old address
 * is told. Each link works once, and only the newest one of a user works.
 */
export async function confirmEmailChange(
  db: Database,
  secret: string,
  token: string,
  now = new Date(),
): Promise<Result<{ email: string }, ConfirmRefusal>> {
  const checked = verifyToken(secret, TOKEN_PURPOSE, token, now);
  if (!checked.ok) return refuse(checked.reason);
  let payload: { userId?: unknown; email?: unknown };
  try {
    payload = JSON.parse(checked.payload) as typeof payload;
  } catch {
    return refuse("invalid");
  }
  const { userId, email } = payload;
  if (typeof userId !== "string" || typeof email !== "string") return refuse("invalid");

  return db.transaction(async (tx) => {
    const used = await tx
      .delete(verifications)
      .where(and(eq(verifications.identifier, pendingIdentifier(userId)), eq(verifications.value, email), gt(verifications.expiresAt, now)))
      .returning({ id: verifications.id });
    if (used.length === 0) return refuse("invalid");
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (taken) return refuse("taken");
    const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    if (!before) return refuse("invalid");
    await tx.update(users).set({ email, emailVerified: true, updatedAt: now }).where(eq(users.id, userId));
    await tx.update(providers).set({ email }).where(and(eq(providers.userId, userId), eq(providers.email, before.email)));
    await queueEmail(tx, emailChangedNoticeEmail({ to: before.email, newEmail: email }));
    return { ok: true as const, value: { email } };
  });
}

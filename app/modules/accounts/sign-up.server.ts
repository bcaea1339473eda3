import { randomBytes } from "node:crypto";
import { createEmailVerificationToken } from "better-auth/api";
import { eq, like, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { accounts, providers, userRoles, users } from "~/db/schema";
import { formatPhone } from "~/lib/phone";
import { getZip } from "~/modules/catalog";
import { addServiceZips } from "~/modules/providers/index.server";
import { availableSlug, providerSlug } from "~/modules/providers";
import { queueEmail } from "~/modules/notifications/index.server";
import { existingAccountEmail, verificationEmail } from "./account-emails";
import type { AccountFormValue, SignUpInput } from "./account-forms";
import { displayName } from "./display-name";
import { hashPassword } from "./password-hash.server";

/** A verification link is good for a day. */
export const VERIFY_TOKEN_SECONDS = 60 * 60 * 24;

export function newId(): string {
  return randomBytes(18).toString("base64url");
}

/**
 * Creates the account in one transaction: the user with every profile field,
 * the argon2id password, the role row, for a pro the pending `providers` row,
 * and the verification e-mail in the outbox. Either all of it exists or none
 * (so the original app's 'Account created but role setting failed' cannot happen).
 *
 * An address that already has an account gets the same answer and, by e-mail,
 * a note on how to log in: the form never tells who is registered.
 */
export async function signUp(
  db: Database,
  input: SignUpInput,
  config: { secret: string; publicUrl: string },
): Promise<{ created: boolean; userId: string | null }> {
  const { form } = input;
  const email = form.email.toLowerCase();
  const passwordHash = await hashPassword(form.password);
  const name = displayName({ firstName: form.firstName, lastName: form.lastName, email });
  const token = await createEmailVerificationToken(config.secret, email, undefined, VERIFY_TOKEN_SECONDS);

  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (existing) {
      await queueEmail(tx, existingAccountEmail(config.publicUrl, { to: email }));
      return { created: false, userId: null };
    }
    const userId = newId();
    const phone = "phone" in form && form.phone ? form.phone : null;
    const inserted = await tx
      .insert(users)
      .values({ id: userId, name, email, firstName: form.firstName, lastName: form.lastName, zipCode: form.zipCode, phone })
      // Two sign-ups racing with one address: the second one writes nothing.
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (inserted.length === 0) {
      await queueEmail(tx, existingAccountEmail(config.publicUrl, { to: email }));
      return { created: false, userId: null };
    }
    await tx.insert(accounts).values({ id: newId(), accountId: userId, providerId: "credential", userId, password: passwordHash });
    await tx.insert(userRoles).values({ userId, role: input.role });
    if (input.role === "provider") await createProvider(tx, userId, email, input.form);
    await queueEmail(tx, verificationEmail(config.publicUrl, { to: email, name, token }));
    return { created: true, userId };
  });
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function createProvider(
  tx: Transaction,
  userId: string,
  email: string,
  form: AccountFormValue<"provider"> | AccountFormValue<"providerPage">,
) {
  const base = providerSlug(form.businessName);
  const taken = await tx
    .select({ slug: providers.slug })
    .from(providers)
    .where(or(eq(providers.slug, base), like(providers.slug, `${base}-%`)));
  const slugs = new Set(taken.map((row) => row.slug));
  const [created] = await tx.insert(providers).values({
    userId,
    slug: availableSlug(base, (slug) => slugs.has(slug)),
    businessName: form.businessName,
    // Stored as shown, the way the directory's business form saves it (app/modules/providers/directory-forms.ts).
    phone: form.phone ? formatPhone(form.phone) : "",
    email,
    website: "website" in form && form.website ? form.website : null,
    baseZip: form.zipCode,
    city: getZip(form.zipCode)?.city ?? "",
    verificationStatus: "pending",
    isDemo: false,
  }).returning({ id: providers.id, baseZip: providers.baseZip, radiusMiles: providers.serviceRadiusMiles });
  if (!created) throw new Error("The provider row was not created.");
  // The area exists from the start: the base ZIP and the default radius (the pro may change both later).
  await addServiceZips(tx, created.id, created.baseZip, created.radiusMiles);
}

/** A fresh verification link for an unverified address (the "send it again" button); silent otherwise. */
export async function resendVerification(db: Database, email: string, config: { secret: string; publicUrl: string }): Promise<void> {
  const [user] = await db
    .select({ email: users.email, name: users.name, verified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  if (!user || user.verified) return;
  const token = await createEmailVerificationToken(config.secret, user.email, undefined, VERIFY_TOKEN_SECONDS);
  await queueEmail(db, verificationEmail(config.publicUrl, { to: user.email, name: user.name, token }));
}

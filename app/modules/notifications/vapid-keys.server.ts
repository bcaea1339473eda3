import { eq } from "drizzle-orm";
import webpush from "web-push";
import type { Env } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { webPushKeys } from "~/db/schema";
import type { VapidDetails } from "./push-transport.server";

/**
 * The site's VAPID keys: from the environment when VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY are set, otherwise the pair kept in the database, made by
 * the first process that asks (every process of the site must sign with the
 * same key, or browsers refuse its pushes). Two processes starting at once
 * both insert; the first row wins and both read it.
 */
export async function vapidDetails(
  db: Pick<Database, "select" | "insert">,
  env: Pick<Env, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT" | "OPERATOR_EMAIL">,
): Promise<VapidDetails> {
  const subject = env.VAPID_SUBJECT ?? `mailto:${env.OPERATOR_EMAIL}`;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { subject, publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  }
  const stored = await storedKeys(db);
  if (stored) return { subject, ...stored };
  const made = webpush.generateVAPIDKeys();
  await db.insert(webPushKeys).values({ id: 1, publicKey: made.publicKey, privateKey: made.privateKey }).onConflictDoNothing();
  const kept = await storedKeys(db);
  if (!kept) throw new Error("The VAPID keys could not be stored");
  return { subject, ...kept };
}

/**
 * The stored pair, read once per database handle: the row is only ever inserted (never changed or removed), so
 * the settings page, which shows the public key to every pro who opens it, need not read it on every visit.
 */
const storedByDatabase = new WeakMap<object, { publicKey: string; privateKey: string }>();

async function storedKeys(db: Pick<Database, "select">) {
  const known = storedByDatabase.get(db);
  if (known) return known;
  const [row] = await db.select({ publicKey: webPushKeys.publicKey, privateKey: webPushKeys.privateKey }).from(webPushKeys).where(eq(webPushKeys.id, 1));
  if (row) storedByDatabase.set(db, row);
  return row ?? null;
}

/** Only the public key, for the page where a browser subscribes (the private key never leaves the server). */
export async function vapidPublicKey(db: Pick<Database, "select" | "insert">, env: Parameters<typeof vapidDetails>[1]): Promise<string> {
  return (await vapidDetails(db, env)).publicKey;
}

import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import { type PushSubscriptionInput, savePushSubscription } from "./push-subscriptions.server";

/**
 * Browser tests' device: a headless browser on a machine without internet
 * cannot subscribe with a real push service, so the test stores a
 * subscription to its local push service for the account with this e-mail.
 * Only routes/dev/push-subscription.ts calls it (E2E_TEST_HOOKS, this machine).
 */
export async function savePushSubscriptionForTests(db: Database, args: { email: string; subscription: PushSubscriptionInput }): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, args.email.toLowerCase()));
  if (!user) return false;
  await savePushSubscription(db, { userId: user.id, subscription: args.subscription, device: "Test device" });
  return true;
}

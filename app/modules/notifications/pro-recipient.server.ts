import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { providers } from "~/db/schema";

/** Where a pro's e-mail goes, and the account whose preferences apply (none for demo pros). */
export type ProRecipient = { to: string; userId: string | null; businessName: string };

export async function proRecipient(db: Pick<Database, "select">, providerId: string): Promise<ProRecipient | null> {
  const [row] = await db
    .select({ to: providers.email, userId: providers.userId, businessName: providers.businessName })
    .from(providers)
    .where(eq(providers.id, providerId));
  return row ?? null;
}

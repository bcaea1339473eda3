import { inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { providers } from "~/db/schema";

type Executor = Pick<Database, "update">;

/**
 * providers.rating_tenths and review_count are a cache of the stored reviews
 * that are not hidden (docs/decisions/022): every change of a review (submit,
 * hide, unhide, the demo seed) calls this in its own transaction, so search,
 * profiles, partner cards and matching read figures computed from the rows.
 */
export async function refreshProviderRatings(tx: Executor, providerIds: readonly string[]): Promise<void> {
  if (providerIds.length === 0) return;
  await tx
    .update(providers)
    .set({
      reviewCount: sql`(select count(*)::int from provider_reviews r where r.provider_id = ${providers.id} and r.hidden_at is null)`,
      ratingTenths: sql`coalesce((select round(avg(r.rating) * 10)::int from provider_reviews r
        where r.provider_id = ${providers.id} and r.hidden_at is null), 0)`,
    })
    .where(inArray(providers.id, [...providerIds]));
}

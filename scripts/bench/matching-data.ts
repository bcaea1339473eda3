// Generates the matching benchmark's data in a throwaway PostgreSQL database:
// 100,000 pros and 1,000,000 past leads, made by the database itself
// (generate_series), so nothing of it lives in the repository. Deterministic:
// the same run makes the same rows.
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { serviceCategories } from "~/db/schema";
import { allZips, zipsWithinRadius, SERVICES } from "~/modules/catalog";

export const BENCH_PROVIDERS = 100_000;
export const BENCH_PAST_LEADS = 1_000_000;
/** Columbus ZIPs hold this share of all pros, so a request there has thousands of eligible ones. */
const DENSE_SHARE = 0.3;
const RADIUS_MILES = 15;

export async function generateMatchingData(db: Database, log: (message: string) => void): Promise<{ categoryIds: Map<string, number> }> {
  const categories = await db
    .insert(serviceCategories)
    .values(SERVICES.map((service, i) => ({ slug: service.slug, name: service.name, sortOrder: i })))
    .returning({ id: serviceCategories.id, slug: serviceCategories.slug });
  const categoryIds = new Map(categories.map((c) => [c.slug, c.id]));
  const ids = categories.map((c) => c.id);

  const ohio = allZips().filter((z) => z.state === "OH" && z.residential).map((z) => z.zip);
  const columbus = ohio.filter((zip) => zip.startsWith("432"));
  await db.execute(sql`create temporary table bench_base_zips (n int primary key, zip text not null)`);
  await db.execute(sql`create temporary table bench_dense_zips (n int primary key, zip text not null)`);
  await db.execute(sql`insert into bench_base_zips select ordinality - 1, zip from unnest(${`{${ohio.join(",")}}`}::text[]) with ordinality as z(zip)`);
  await db.execute(sql`insert into bench_dense_zips select ordinality - 1, zip from unnest(${`{${columbus.join(",")}}`}::text[]) with ordinality as z(zip)`);
  const neighbours = ohio.flatMap((zip) => zipsWithinRadius(zip, RADIUS_MILES).map((near) => `${zip}:${near}`));
  await db.execute(sql`create temporary table bench_neighbours as
    select split_part(pair, ':', 1) as base_zip, split_part(pair, ':', 2) as zip
    from unnest(${`{${neighbours.join(",")}}`}::text[]) as pair`);
  await db.execute(sql`create index on bench_neighbours (base_zip)`);

  log(`generating ${BENCH_PROVIDERS} pros`);
  // Mostly eligible pros with varied quality; a tenth pending, one in 17 paused, some without credits, each with its account below.
  await db.execute(sql`
    insert into providers (slug, business_name, phone, email, base_zip, city, verification_status, rating_tenths,
      review_count, median_response_minutes, answered_lead_count, weekly_lead_cap, max_credits_per_lead, paused, credit_balance)
    select 'bench-pro-' || i, 'Bench Pro ' || i, '6145550000', 'pro' || i || '@example.com',
      case when (i * 7919) % 1000 < ${Math.round(DENSE_SHARE * 1000)}
        then (select zip from bench_dense_zips where n = (i * 31) % ${columbus.length})
        else (select zip from bench_base_zips where n = (i * 7) % ${ohio.length}) end,
      'Ohio',
      case when i % 10 = 0 then 'pending' else 'verified' end,
      40 + (i * 13) % 11, (i * 17) % 150, 10 + (i * 37) % 1500, (i * 3) % 40,
      5 + (i % 20), 30 + (i % 40), i % 17 = 0, case when i % 9 = 0 then 0 else 50 + (i * 11) % 400 end
    from generate_series(1, ${BENCH_PROVIDERS}) as i`);
  // Every real pro signs up with an account, and only one whose e-mail is confirmed is matched (matching.ts,
  // "email-not-verified"): one in 23 has not confirmed it yet.
  await db.execute(sql`
    insert into users (id, name, email, email_verified)
    select 'bench-user-' || substr(slug, 11), business_name, email, (substr(slug, 11)::int % 23) <> 0 from providers`);
  await db.execute(sql`update providers set user_id = 'bench-user-' || substr(slug, 11)`);
  log("categories and service areas");
  await db.execute(sql`
    insert into provider_categories (provider_id, category_id)
    select id, (${`{${ids.join(",")}}`}::int[])[1 + (abs(hashtext(id::text)) % ${ids.length})] from providers`);
  // A third of the pros also take a second trade.
  await db.execute(sql`
    insert into provider_categories (provider_id, category_id)
    select id, (${`{${ids.join(",")}}`}::int[])[1 + ((abs(hashtext(id::text)) + 1) % ${ids.length})] from providers
    where abs(hashtext(id::text || 'second')) % 3 = 0`);
  await db.execute(sql`
    insert into provider_service_zips (provider_id, zip)
    select p.id, n.zip from providers p join bench_neighbours n on n.base_zip = p.base_zip`);

  log(`generating ${BENCH_PAST_LEADS} past leads`);
  const hvac = categoryIds.get("hvac")!;
  await db.execute(sql`
    insert into lead_requests (title, zip_code, category_id, status, created_at, updated_at)
    select 'Past request ' || i, '43215', ${hvac}, 'matched',
      now() - ((i % 180) || ' days')::interval, now() - ((i % 180) || ' days')::interval
    from generate_series(1, ${BENCH_PAST_LEADS}) as i`);
  await db.execute(sql`create temporary table bench_pros as select row_number() over (order by id) - 1 as n, id from providers`);
  await db.execute(sql`create index on bench_pros (n)`);
  await db.execute(sql`
    insert into lead_deliveries (lead_id, provider_id, rank, price_credits, created_at)
    select r.id, p.id, 1, 25, r.created_at
    from (select id, created_at, row_number() over () as k from lead_requests) r
    join bench_pros p on p.n = (r.k * 7) % ${BENCH_PROVIDERS}`);
  // What autovacuum does to a live database: statistics, and the visibility map index-only scans need.
  log("vacuum analyze");
  await db.execute(sql`vacuum analyze`);
  // What a live database's checkpoints did long ago: without this, the checkpoint that writes
  // the load's pages out runs during the measured queries and lends them its disk waits.
  log("checkpoint");
  await db.execute(sql`checkpoint`);
  return { categoryIds };
}

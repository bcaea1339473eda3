import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { createTestDatabase, migrationsBefore, queryRows, testDatabaseKind } from "../../../tests/support/test-database";
import { staticQuality } from "./matching";
import { responseStatsFor } from "~/modules/providers/response-stats.server";

/**
 * Migration 0008 over existing deliveries: real pros' typed-in response
 * figures become what their events say, a demo pro keeps its own, and every
 * coverage row gets its pro's match_score.
 */
let handle: DatabaseHandle;
let olderSet: string;

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);

const LEAD_A = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const LEAD_B = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";
const REAL = "11111111-1111-4111-8111-111111111111";
const QUIET = "22222222-2222-4222-8222-222222222222";
const DEMO = "33333333-3333-4333-8333-333333333333";
const THREAD = "44444444-4444-4444-8444-444444444444";

beforeAll(async () => {
  olderSet = migrationsBefore(8);

  handle = await createTestDatabase({ migrate: false });
  await handle.migrate(olderSet);
  for (const statement of [
    `insert into service_categories (slug, name) values ('hvac', 'HVAC')`,
    // Typed-in figures on real pros, which the events do not bear out.
    `insert into providers (id, slug, business_name, phone, email, base_zip, city, rating_tenths, review_count, median_response_minutes, answered_lead_count, is_demo) values
        ('${REAL}', 'real', 'Real', '6145550100', 'real@example.com', '43215', 'Columbus', 47, 12, 5, 400, false),
        ('${QUIET}', 'quiet', 'Quiet', '6145550101', 'quiet@example.com', '43215', 'Columbus', 0, 0, 5, 400, false),
        ('${DEMO}', 'demo', 'Demo', '6145550102', 'demo@example.com', '43215', 'Columbus', 49, 187, 22, 412, true)`,
    `insert into provider_service_zips (provider_id, zip) values ('${REAL}', '43215'), ('${REAL}', '43201'), ('${QUIET}', '43215'), ('${DEMO}', '43215')`,
    `insert into lead_requests (id, title, zip_code, category_id, status) values
        ('${LEAD_A}', 'A', '43215', 1, 'matched'), ('${LEAD_B}', 'B', '43215', 1, 'matched')`,
    `insert into lead_matches (lead_id, provider_id, rank, price_credits, status) values
        ('${LEAD_A}', '${REAL}', 1, 28, 'contacted'), ('${LEAD_B}', '${REAL}', 1, 28, 'offered'), ('${LEAD_A}', '${QUIET}', 2, 28, 'offered')`,
    // Lead A: offered at 10:00, accepted, contacted at 11:30; lead B: offered, answered by a message at 10:45.
    `insert into lead_match_events (lead_id, provider_id, from_status, to_status, event, actor, created_at) values
        ('${LEAD_A}', '${REAL}', null, 'offered', 'offer', 'system', '2026-01-05T10:00:00Z'),
        ('${LEAD_A}', '${REAL}', 'offered', 'accepted', 'accept', 'provider:${REAL}', '2026-01-05T11:00:00Z'),
        ('${LEAD_A}', '${REAL}', 'accepted', 'contacted', 'contact', 'provider:${REAL}', '2026-01-05T11:30:00Z'),
        ('${LEAD_B}', '${REAL}', null, 'offered', 'offer', 'system', '2026-01-06T10:00:00Z'),
        ('${LEAD_A}', '${QUIET}', null, 'offered', 'offer', 'system', '2026-01-05T10:00:00Z')`,
    `insert into message_threads (id, lead_id, provider_id) values ('${THREAD}', '${LEAD_B}', '${REAL}')`,
    `insert into messages (thread_id, sender, body, created_at) values
        ('${THREAD}', 'homeowner', 'Hello?', '2026-01-06T10:10:00Z'), ('${THREAD}', 'pro', 'On it', '2026-01-06T10:45:00Z')`,
  ]) {
    await handle.db.execute(sql.raw(statement));
  }
  await handle.migrate();
});
afterAll(async () => {
  await handle?.close();
  rmSync(olderSet, { recursive: true, force: true });
});

describe(`migration 0008 over existing deliveries on ${testDatabaseKind()}`, () => {
  it("replaces real pros' typed-in response figures with those of their events and keeps the demo pro's", async () => {
    const stored = await rows<{ id: string; median: number | null; answered: number }>(sql`
      select id::text, median_response_minutes as median, answered_lead_count as answered from providers order by slug`);
    const computed = await responseStatsFor(handle.db, [REAL, QUIET]);
    expect(computed.get(REAL)).toMatchObject({ answered: 2, medianResponseMinutes: 68 });
    expect(stored).toEqual([
      { id: DEMO, median: 22, answered: 412 },
      { id: QUIET, median: null, answered: 0 },
      { id: REAL, median: 68, answered: 2 },
    ]);
  });

  it("gives every coverage row its pro's match_score", async () => {
    const scores = await rows<{ provider_id: string; match_score: number }>(sql`
      select provider_id::text, match_score from provider_service_zips where provider_id = ${REAL}::uuid`);
    const expected = staticQuality({ ratingTenths: 47, reviewCount: 12, medianResponseMinutes: 68 });
    expect(scores.map((row) => Number(row.match_score))).toEqual([expected, expected]);
  });
});

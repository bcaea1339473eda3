import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client.server";
import { createTestDatabase, migrationsBefore, queryRows, testDatabaseKind } from "../../tests/support/test-database";

/**
 * Migration 0006 over deliveries that carry the old single homeowner_message:
 * each becomes the first message of its delivery's thread, from the
 * homeowner, dated when the request reached the pro; then the column is gone.
 */
let handle: DatabaseHandle;
let olderSet: string;

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);

const LEAD_A = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const LEAD_B = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";
const PRO_1 = "11111111-1111-4111-8111-111111111111";
const PRO_2 = "22222222-2222-4222-8222-222222222222";

beforeAll(async () => {
  olderSet = migrationsBefore(6);

  handle = await createTestDatabase({ migrate: false });
  await handle.migrate(olderSet);
  for (const statement of [
    `insert into service_categories (slug, name) values ('hvac', 'HVAC')`,
    `insert into providers (id, slug, business_name, phone, email, base_zip, city) values
        ('${PRO_1}', 'pro-one', 'Pro One', '6145550100', 'one@example.com', '43215', 'Columbus'),
        ('${PRO_2}', 'pro-two', 'Pro Two', '6145550101', 'two@example.com', '43215', 'Columbus')`,
    `insert into lead_requests (id, title, zip_code, category_id, status, created_at) values
        ('${LEAD_A}', 'HVAC Service Request', '43215', 1, 'matched', '2026-01-05T10:00:00Z'),
        ('${LEAD_B}', 'HVAC Service Request', '43215', 1, 'matched', '2026-01-06T10:00:00Z')`,
    // A message sent on /search (delivered_at set), one on a delivery without delivered_at, and deliveries without any.
    `insert into lead_matches (lead_id, provider_id, rank, price_credits, homeowner_intent, homeowner_message, delivered_at, created_at) values
        ('${LEAD_A}', '${PRO_1}', 1, 28, 'message', 'Can you come Friday?', '2026-01-05T12:00:00Z', '2026-01-05T10:00:01Z'),
        ('${LEAD_A}', '${PRO_2}', 2, 28, 'phone', null, '2026-01-05T12:00:00Z', '2026-01-05T10:00:01Z'),
        ('${LEAD_B}', '${PRO_1}', 1, 28, 'message', 'Leaking boiler,
please call after 5.', null, '2026-01-06T10:00:01Z'),
        ('${LEAD_B}', '${PRO_2}', 2, 28, null, '', null, '2026-01-06T10:00:01Z')`,
  ]) {
    await handle.db.execute(sql.raw(statement));
  }
  await handle.migrate();
});
afterAll(async () => {
  await handle?.close();
  rmSync(olderSet, { recursive: true, force: true });
});

describe(`migration 0006 over existing messages on ${testDatabaseKind()}`, () => {
  it("copies each stored homeowner message into its delivery's thread, dated when it was delivered", async () => {
    const copied = await rows<{ lead_id: string; provider_id: string; sender: string; body: string; created_at: Date | string; read_at: null }>(sql`
      select t.lead_id, t.provider_id, m.sender, m.body, m.created_at, m.read_at
      from messages m join message_threads t on t.id = m.thread_id
      order by t.lead_id, t.provider_id`);
    expect(copied.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }))).toEqual([
      { lead_id: LEAD_A, provider_id: PRO_1, sender: "homeowner", body: "Can you come Friday?", created_at: "2026-01-05T12:00:00.000Z", read_at: null },
      { lead_id: LEAD_B, provider_id: PRO_1, sender: "homeowner", body: "Leaking boiler,\nplease call after 5.", created_at: "2026-01-06T10:00:01.000Z", read_at: null },
    ]);
    // No thread for deliveries that had no message.
    expect(await rows(sql`select count(*)::int as n from message_threads`)).toEqual([{ n: 2 }]);
  });

  it("drops the old column", async () => {
    const columns = await rows<{ column_name: string }>(sql`select column_name from information_schema.columns where table_name = 'lead_deliveries'`);
    expect(columns.map((c) => c.column_name)).not.toContain("homeowner_message");
    expect(columns.map((c) => c.column_name)).toContain("homeowner_intent");
  });
});

import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client.server";
import { createTestDatabase, migrationsBefore, queryRows, testDatabaseKind } from "../../tests/support/test-database";

/**
 * Migration 0019 over refund requests made before it: each gets its history
 * from its own row, the request (by its pro) and, once decided, the decision
 * (by whoever decided it, with the note).
 */
let handle: DatabaseHandle;
let olderSet: string;

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);

const LEAD = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const PRO_1 = "11111111-1111-4111-8111-111111111111";
const PRO_2 = "22222222-2222-4222-8222-222222222222";
const OPEN = "33333333-3333-4333-8333-333333333333";
const APPROVED = "44444444-4444-4444-8444-444444444444";

beforeAll(async () => {
  olderSet = migrationsBefore(19);
  handle = await createTestDatabase({ migrate: false });
  await handle.migrate(olderSet);
  for (const statement of [
    `insert into service_categories (slug, name) values ('hvac', 'HVAC')`,
    `insert into providers (id, slug, business_name, phone, email, base_zip, city) values
        ('${PRO_1}', 'pro-one', 'Pro One', '6145550100', 'one@example.com', '43215', 'Columbus'),
        ('${PRO_2}', 'pro-two', 'Pro Two', '6145550101', 'two@example.com', '43215', 'Columbus')`,
    `insert into lead_requests (id, title, zip_code, category_id, status) values ('${LEAD}', 'HVAC Service Request', '43215', 1, 'matched')`,
    `insert into lead_matches (lead_id, provider_id, rank, price_credits, status) values
        ('${LEAD}', '${PRO_1}', 1, 28, 'accepted'), ('${LEAD}', '${PRO_2}', 2, 28, 'refunded')`,
    `insert into refund_requests (id, lead_id, provider_id, reason, status, decided_by, decision_note, decided_at, created_at) values
        ('${OPEN}', '${LEAD}', '${PRO_1}', 'No answer', 'pending', null, null, null, '2026-02-01T10:00:00Z'),
        ('${APPROVED}', '${LEAD}', '${PRO_2}', 'Wrong number', 'approved', 'admin:op-1', null, '2026-02-02T10:00:00Z', '2026-02-01T11:00:00Z')`,
  ]) {
    await handle.db.execute(sql.raw(statement));
  }
  await handle.migrate();
});
afterAll(async () => {
  await handle?.close();
  rmSync(olderSet, { recursive: true, force: true });
});

describe(`migration 0019 over existing refund requests on ${testDatabaseKind()}`, () => {
  it("gives each request its request event, and a decided one its decision", async () => {
    const events = await rows<{ request_id: string; from_status: string | null; to_status: string; event: string; actor: string; reason: string; created_at: Date | string }>(sql`
      select request_id, from_status, to_status, event, actor, reason, created_at from refund_request_events order by created_at`);
    expect(events.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }))).toEqual([
      { request_id: OPEN, from_status: null, to_status: "pending", event: "request", actor: `provider:${PRO_1}`, reason: "No answer", created_at: "2026-02-01T10:00:00.000Z" },
      { request_id: APPROVED, from_status: null, to_status: "pending", event: "request", actor: `provider:${PRO_2}`, reason: "Wrong number", created_at: "2026-02-01T11:00:00.000Z" },
      { request_id: APPROVED, from_status: "pending", to_status: "approved", event: "approve", actor: "admin:op-1", reason: "", created_at: "2026-02-02T10:00:00.000Z" },
    ]);
  });

  it("starts the new histories empty for pros, and keeps both append-only", async () => {
    expect(await rows(sql`select * from provider_status_events`)).toEqual([]);
    await expect(handle.db.execute(sql`update refund_request_events set reason = 'changed'`)).rejects.toThrow();
  });
});

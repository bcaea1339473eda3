import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, MIGRATIONS_FOLDER } from "./client.server";
import journal from "./migrations/meta/_journal.json";
import { createTestDatabase, testDatabaseKind } from "./test-database.server";

/**
 * Migration 0002 over a database that already holds data written by the code
 * before it: nothing is lost, free-text statuses become known ones, the
 * history and balances are derived from what was there.
 */
let handle: DatabaseHandle;
let olderSet: string;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  olderSet = mkdtempSync(path.join(tmpdir(), "buckeye-migrations-"));
  const before = journal.entries.filter((entry) => entry.idx < 2);
  for (const entry of before) cpSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(olderSet, `${entry.tag}.sql`));
  cpSync(path.join(MIGRATIONS_FOLDER, "meta"), path.join(olderSet, "meta"), { recursive: true });
  writeFileSync(path.join(olderSet, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: before }));

  handle = await createTestDatabase({ migrate: false });
  await handle.migrate(olderSet);
  // Written as the code before 0002 wrote them (one statement per query: prepared statements take one).
  for (const statement of [
    `insert into service_categories (slug, name) values ('hvac', 'HVAC')`,
    `insert into providers (id, slug, business_name, phone, email, base_zip, city)
        values ('11111111-1111-4111-8111-111111111111', 'old-pro', 'Old Pro', '6145550100', 'old@example.com', '43215', 'Columbus')`,
    `insert into lead_requests (id, title, zip_code, category_id, status, budget, created_at) values
        ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'HVAC Service Request', '43215', 1, 'new', 3000, '2026-01-05T10:00:00Z'),
        ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'HVAC Service Request', '43215', 1, 'new', 1000, '2026-01-06T10:00:00Z'),
        ('cccccccc-cccc-4ccc-8ccc-cccccccccccc', 'HVAC Service Request', '43215', 1, 'new', null, '2026-01-07T10:00:00Z')`,
    `insert into lead_details (lead_id, service_slug, budget_option, source) values
        ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'hvac', '3000to5000', 'questionnaire'),
        ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'hvac', null, 'search'),
        ('cccccccc-cccc-4ccc-8ccc-cccccccccccc', 'hvac', 'notSure', 'questionnaire')`,
    `insert into lead_matches (lead_id, provider_id, rank, price_credits, status, created_at) values
        ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '11111111-1111-4111-8111-111111111111', 1, 28, 'new', '2026-01-05T10:00:01Z')`,
    `insert into credit_ledger (provider_id, kind, amount, idempotency_key, lead_id, created_at) values
        ('11111111-1111-4111-8111-111111111111', 'grant', 100, 'grant-old', null, '2026-01-01T00:00:00Z'),
        ('11111111-1111-4111-8111-111111111111', 'lead_charge', -28, 'charge-old', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '2026-01-05T11:00:00Z'),
        ('11111111-1111-4111-8111-111111111111', 'purchase', 50, 'buy-old', 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', '2026-01-06T00:00:00Z')`,
    `insert into provider_reviews (provider_id, lead_id, author_name, rating, body) values
        ('11111111-1111-4111-8111-111111111111', 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', 'Pat K.', 5, 'Great work.')`,
    `insert into notifications (template, recipient, subject, body, status) values ('lead-offered', 'old@example.com', 'New request', 'Hello', 'pending')`,
  ]) {
    await handle.db.execute(sql.raw(statement));
  }
  await handle.migrate();
});
afterAll(async () => {
  await handle?.close();
  rmSync(olderSet, { recursive: true, force: true });
});

describe(`migration 0002 over existing data on ${testDatabaseKind()}`, () => {
  it("stores each budget once, as its option key, and derives the seed's integer from it", async () => {
    expect(await rows(sql`select id, budget_option, budget from lead_requests order by created_at`)).toEqual([
      { id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", budget_option: "3000to5000", budget: 3000 },
      { id: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", budget_option: "1000to3000", budget: 1000 },
      { id: "cccccccc-cccc-4ccc-8ccc-cccccccccccc", budget_option: "notSure", budget: null },
    ]);
    const columns = await rows<{ column_name: string }>(sql`select column_name from information_schema.columns where table_name = 'lead_details'`);
    expect(columns.map((c) => c.column_name)).not.toContain("budget_option");
  });

  it("turns the old 'new' deliveries into offers with their history, and matched requests into 'matched'", async () => {
    expect(await rows(sql`select status from lead_matches`)).toEqual([{ status: "offered" }]);
    expect(await rows(sql`select from_status, to_status, event, actor from lead_match_events`)).toEqual([
      { from_status: null, to_status: "offered", event: "offer", actor: "system" },
    ]);
    expect(await rows(sql`select id, status from lead_requests order by created_at`)).toEqual([
      { id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", status: "matched" },
      { id: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", status: "new" },
      { id: "cccccccc-cccc-4ccc-8ccc-cccccccccccc", status: "new" },
    ]);
    expect(await rows(sql`select from_status, to_status, event from lead_request_events`)).toEqual([
      { from_status: "new", to_status: "matched", event: "match" },
    ]);
  });

  it("derives the balance and the running balance from the ledger, and drops links to requests that do not exist", async () => {
    expect(await rows(sql`select credit_balance from providers`)).toEqual([{ credit_balance: 122 }]);
    expect(await rows(sql`select kind, amount, balance_after, lead_id from credit_ledger order by created_at`)).toEqual([
      { kind: "grant", amount: 100, balance_after: 100, lead_id: null },
      { kind: "lead_charge", amount: -28, balance_after: 72, lead_id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa" },
      { kind: "purchase", amount: 50, balance_after: 122, lead_id: null },
    ]);
    expect(await rows(sql`select lead_id, body from provider_reviews`)).toEqual([{ lead_id: null, body: "Great work." }]);
    expect(await rows(sql`select status from notifications`)).toEqual([{ status: "pending" }]);
  });
});

import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client.server";
import { createTestDatabase, migrationsBefore, queryRows, testDatabaseKind } from "../../tests/support/test-database";

/**
 * Migrations 0002 and 0005 over a database that already holds data written by the code
 * before it: nothing is lost, free-text statuses become known ones, the
 * history and balances are derived from what was there.
 */
let handle: DatabaseHandle;
let olderSet: string;

/** The database's own message for a refused statement (Drizzle wraps it in a "Failed query" error). */
async function refusal(statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await handle.db.execute(statement);
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${cause?.message ?? (error as Error).message}`;
  }
  return "accepted";
}

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);

beforeAll(async () => {
  olderSet = migrationsBefore(2);

  handle = await createTestDatabase({ migrate: false });
  await handle.migrate(olderSet);
  // Written as the code before 0002 wrote them (one statement per query: prepared statements take one).
  for (const statement of [
    `insert into service_categories (slug, name) values ('hvac', 'HVAC')`,
    `insert into providers (id, slug, business_name, phone, email, base_zip, city)
        values ('11111111-1111-4111-8111-111111111111', 'old-pro', 'Old Pro', '6145550100', 'old@example.com', '43215', 'Columbus')`,
    `insert into providers (id, slug, business_name, phone, email, base_zip, city, weekly_lead_cap, max_credits_per_lead, user_id)
        values ('22222222-2222-4222-8222-222222222222', 'big-pro', 'Big Pro', '6145550101', 'big@example.com', '43215', 'Columbus', 500, 1, 'no-such-user')`,
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
  it("stores each budget once, as its option key, and derives the original app's integer from it", async () => {
    expect(await rows(sql`select id, budget_option, budget from lead_requests order by created_at`)).toEqual([
      { id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", budget_option: "3000to5000", budget: 3000 },
      { id: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", budget_option: "1000to3000", budget: 1000 },
      { id: "cccccccc-cccc-4ccc-8ccc-cccccccccccc", budget_option: "notSure", budget: null },
    ]);
    const columns = await rows<{ column_name: string }>(sql`select column_name from information_schema.columns where table_name = 'lead_details'`);
    expect(columns.map((c) => c.column_name)).not.toContain("budget_option");
  });

  it("turns the old 'new' deliveries into offers with their history, and matched requests into 'matched'", async () => {
    expect(await rows(sql`select status from lead_deliveries`)).toEqual([{ status: "offered" }]);
    expect(await rows(sql`select from_status, to_status, event, actor from lead_delivery_events`)).toEqual([
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
    expect(await rows(sql`select credit_balance from providers where slug = 'old-pro'`)).toEqual([{ credit_balance: 122 }]);
    expect(await rows(sql`select kind, amount, balance_after, lead_id from credit_ledger order by created_at`)).toEqual([
      { kind: "grant", amount: 100, balance_after: 100, lead_id: null },
      { kind: "lead_charge", amount: -28, balance_after: 72, lead_id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa" },
      { kind: "purchase", amount: 50, balance_after: 122, lead_id: null },
    ]);
    expect(await rows(sql`select lead_id, body, is_demo from provider_reviews`)).toEqual([{ lead_id: null, body: "Great work.", is_demo: true }]);
    expect(await rows(sql`select status from notifications`)).toEqual([{ status: "pending" }]);
  });
});

describe(`migration 0005 over existing data on ${testDatabaseKind()}`, () => {
  it("brings lead caps and prices into their new ranges and drops links to accounts that do not exist", async () => {
    expect(await rows(sql`select weekly_lead_cap, max_credits_per_lead, user_id from providers where slug = 'big-pro'`)).toEqual([
      { weekly_lead_cap: 100, max_credits_per_lead: 5, user_id: null },
    ]);
  });

  it("keeps the audit log append-only, even against an operator's own SQL", async () => {
    await handle.db.execute(sql`insert into audit_log (actor_user_id, actor_email, action, target_type, target_id, target_name)
      values ('u1', 'ops@example.com', 'provider.approve', 'provider', 'p1', 'Old Pro')`);
    expect(await refusal(sql`update audit_log set target_name = 'Someone else'`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only/);
    expect(await rows(sql`select target_name from audit_log`)).toEqual([{ target_name: "Old Pro" }]);
  });

  it("refuses a featured partner whose dates overlap another in the same category", async () => {
    await handle.db.execute(sql`insert into featured_partners (category_id, provider_id, starts_at, ends_at)
      values (1, '11111111-1111-4111-8111-111111111111', '2026-12-01', '2027-01-01')`);
    expect(await refusal(sql`insert into featured_partners (category_id, provider_id, starts_at, ends_at)
        values (1, '22222222-2222-4222-8222-222222222222', '2026-12-31', '2027-02-01')`)).toMatch(/overlap/);
    await handle.db.execute(sql`insert into featured_partners (category_id, provider_id, starts_at, ends_at)
      values (1, '22222222-2222-4222-8222-222222222222', '2027-01-01', '2027-02-01')`);
    expect(await rows(sql`select count(*)::int as n from featured_partners`)).toEqual([{ n: 2 }]);
  });

  it("accepts a real review only for a delivery of that pro, once", async () => {
    expect(await refusal(sql`insert into provider_reviews (provider_id, author_name, rating, body)
        values ('11111111-1111-4111-8111-111111111111', 'Sam', 5, 'No request behind it.')`)).toMatch(/provider_reviews_real_request/);
    expect(await refusal(sql`insert into provider_reviews (provider_id, lead_id, author_name, rating, body)
        values ('22222222-2222-4222-8222-222222222222', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'Sam', 5, 'Not their delivery.')`)).toMatch(/foreign key/);
    await handle.db.execute(sql`insert into provider_reviews (provider_id, lead_id, author_name, rating, body)
      values ('11111111-1111-4111-8111-111111111111', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'Sam', 5, 'Came the same day.')`);
    expect(await refusal(sql`insert into provider_reviews (provider_id, lead_id, author_name, rating, body)
        values ('11111111-1111-4111-8111-111111111111', 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'Sam', 4, 'Twice.')`)).toMatch(/provider_reviews_once_per_delivery/);
  });
});

describe(`migration 0021 (one name for a delivery) on ${testDatabaseKind()}`, () => {
  it("renames the tables in place: the rows written under the old names are there, and no name says match", async () => {
    // The delivery written into lead_matches before migration 0002 is read from lead_deliveries above; here the names.
    // Not-null constraints are left out: PGlite's newer PostgreSQL names them after the table when it is made
    // (PostgreSQL 15 has no such rows), and no statement of ours names one.
    const names = await rows<{ name: string }>(sql`
      select conname as name from pg_constraint
        where conrelid in ('lead_deliveries'::regclass, 'lead_delivery_events'::regclass) and contype <> 'n'
      union all select relname from pg_class where relname like 'lead_deliver%'
      union all select tgname from pg_trigger where tgrelid in ('lead_deliveries'::regclass, 'lead_delivery_events'::regclass)
      union all select conname from pg_constraint where conname like '%lead_match%' and contype <> 'n'
      union all select relname from pg_class where relname like '%lead_match%'`);
    expect(names.length).toBeGreaterThan(15);
    expect(names.filter((row) => row.name.includes("match"))).toEqual([]);
  });

  it("keeps what the old names held: the checks and the append-only history", async () => {
    expect(await refusal(sql`update lead_delivery_events set reason = 'changed'`)).toMatch(/append-only/);
    expect(await refusal(sql`update lead_deliveries set status = 'gone'`)).toMatch(/lead_deliveries_status_known/);
  });
});

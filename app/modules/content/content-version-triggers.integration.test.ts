import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { postLedgerEntry } from "~/modules/credits/ledger.server";
import { queueEmail } from "~/modules/notifications/outbox.server";
import { ensureCategory, insertOfferedLead, insertPro } from "../../../tests/support/admin-fixtures";
import { createTestDatabase, queryRows, testDatabaseKind } from "../../../tests/support/test-database";
import { CONTENT_CHANNEL, type ContentKey } from "~/db/content-versions.server";

/**
 * Migration 0020's triggers: a write to a table public pages show moves its content versions in the
 * write's own transaction (and so never for a write that rolled back); a write anywhere else moves none.
 */
describe(`content versions bumped by the database on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  let db: Database;
  let hvac: number;
  let plumbing: number;
  let pro: string;

  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db;
    hvac = await ensureCategory(db, "hvac", "HVAC");
    plumbing = await ensureCategory(db, "plumbing", "Plumbing");
    pro = (await insertPro(db, { categoryId: hvac, name: "Trigger Heating" })).id;
  });
  afterAll(async () => handle?.close());

  async function versions(executor: Pick<Database, "execute"> = db): Promise<Record<string, number>> {
    const rows = await queryRows<{ key: string; version: string }>(executor as Database, sql`select key, version::text as version from content_versions`);
    return Object.fromEntries(rows.map((row) => [row.key, Number(row.version)]));
  }

  /** The keys whose version moved while `write` ran and committed. */
  async function movedBy(write: (tx: Database) => Promise<unknown>): Promise<string[]> {
    const before = await versions();
    await db.transaction(async (tx) => {
      await write(tx as unknown as Database);
    });
    const after = await versions();
    return Object.keys(after)
      .filter((key) => after[key] !== before[key])
      .sort();
  }

  const run = (statement: SQL) => (tx: Database) => tx.execute(statement);

  type Case = { table: string; keys: ContentKey[]; writes: Record<"insert" | "update" | "delete", () => SQL> };
  const cases: Case[] = [
    {
      table: "partner_deals",
      keys: ["deals"],
      writes: {
        insert: () => sql`insert into partner_deals (slug, category_id, title, description, price_dollars, expires_at)
          values ('trigger-deal', ${hvac}, 'Tune-up', 'A tune-up.', 89, now() + interval '30 days')`,
        update: () => sql`update partner_deals set title = 'Furnace tune-up' where slug = 'trigger-deal'`,
        delete: () => sql`delete from partner_deals where slug = 'trigger-deal'`,
      },
    },
    {
      table: "featured_partners",
      keys: ["featured-partner"],
      writes: {
        insert: () => sql`insert into featured_partners (category_id, provider_id, starts_at, ends_at)
          values (${hvac}, ${pro}, now(), now() + interval '30 days')`,
        update: () => sql`update featured_partners set ends_at = now() + interval '20 days' where provider_id = ${pro}`,
        delete: () => sql`delete from featured_partners where provider_id = ${pro}`,
      },
    },
    {
      table: "provider_reviews",
      keys: ["reviews"],
      writes: {
        insert: () => sql`insert into provider_reviews (provider_id, author_name, rating, body, is_demo)
          values (${pro}, 'Sam K.', 5, 'Quick and tidy.', true)`,
        update: () => sql`update provider_reviews set reply_body = 'Thank you!', replied_at = now() where provider_id = ${pro}`,
        delete: () => sql`delete from provider_reviews where provider_id = ${pro}`,
      },
    },
    {
      table: "provider_categories",
      keys: ["provider-areas", "provider-profiles"],
      writes: {
        insert: () => sql`insert into provider_categories (provider_id, category_id) values (${pro}, ${plumbing})`,
        update: () => sql`update provider_categories set category_id = ${plumbing} where provider_id = ${pro} and category_id = ${plumbing}`,
        delete: () => sql`delete from provider_categories where provider_id = ${pro} and category_id = ${plumbing}`,
      },
    },
    {
      table: "provider_sub_services",
      keys: ["provider-areas", "provider-profiles"],
      writes: {
        insert: () => sql`insert into provider_sub_services (provider_id, category_id, sub_service_slug) values (${pro}, ${hvac}, 'furnace-repair')`,
        update: () => sql`update provider_sub_services set sub_service_slug = 'ac-repair' where provider_id = ${pro}`,
        delete: () => sql`delete from provider_sub_services where provider_id = ${pro}`,
      },
    },
    {
      table: "provider_licenses",
      keys: ["provider-profiles"],
      writes: {
        insert: () => sql`insert into provider_licenses (provider_id, category_id, license_number) values (${pro}, ${hvac}, 'HVAC-1')`,
        update: () => sql`update provider_licenses set license_number = 'HVAC-2' where provider_id = ${pro}`,
        delete: () => sql`delete from provider_licenses where provider_id = ${pro}`,
      },
    },
    {
      table: "provider_service_zips",
      keys: ["provider-areas"],
      writes: {
        insert: () => sql`insert into provider_service_zips (provider_id, zip) values (${pro}, '43017')`,
        update: () => sql`update provider_service_zips set zip = '43016' where provider_id = ${pro} and zip = '43017'`,
        delete: () => sql`delete from provider_service_zips where provider_id = ${pro} and zip = '43016'`,
      },
    },
  ];

  describe.each(cases)("$table", ({ keys, writes }) => {
    it.each(["insert", "update", "delete"] as const)("%s commits a new version of its keys, and only those", async (kind) => {
      expect(await movedBy(run(writes[kind]()))).toEqual(keys);
    });
  });

  it("a statement that wrote no row moves nothing: an insert that met its conflict, an update or delete that matched nothing", async () => {
    expect(await movedBy(run(sql`insert into provider_service_zips (provider_id, zip) values (${pro}, '43215') on conflict do nothing`))).toEqual([]);
    expect(await movedBy(run(sql`update partner_deals set title = 'Nothing' where slug = 'no-such-deal'`))).toEqual([]);
    expect(await movedBy(run(sql`delete from provider_reviews where provider_id = ${pro} and rating = 0`))).toEqual([]);
  });

  it("vetting_checks: a recorded check (never updated) and its removal move the areas' version", async () => {
    const insert = sql`insert into vetting_checks (provider_id, kind, result, checked_by) values (${pro}, 'email', 'passed', 'system')`;
    expect(await movedBy(run(insert))).toEqual(["provider-areas"]);
    expect(await movedBy(run(sql`delete from vetting_checks where provider_id = ${pro}`))).toEqual(["provider-areas"]);
  });

  it("a rolled-back write moves no version, though inside its transaction the bump was made", async () => {
    const before = await versions();
    let inside: Record<string, number> = {};
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into partner_deals (slug, category_id, title, description, price_dollars, expires_at)
          values ('rolled-back-deal', ${hvac}, 'Tune-up', 'A tune-up.', 89, now() + interval '30 days')`);
        await tx.execute(sql`insert into provider_reviews (provider_id, author_name, rating, body, is_demo) values (${pro}, 'Al B.', 4, 'Fine.', true)`);
        await tx.execute(sql`update providers set business_name = 'Rolled Back Heating' where id = ${pro}`);
        inside = await versions(tx);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(inside.deals).toBe((before.deals ?? 0) + 1);
    expect(inside.reviews).toBe((before.reviews ?? 0) + 1);
    expect(inside["provider-profiles"]).toBe((before["provider-profiles"] ?? 0) + 1);
    expect(await versions()).toEqual(before);
  });

  describe("providers: the columns public pages show, of a verified pro", () => {
    it.each([
      ["the business name", sql`business_name = 'Trigger Heating & Air'`, ["provider-profiles"]],
      ["the logo", sql`logo_file = 'logo-1.png', logo_content_type = 'image/png'`, ["provider-profiles"]],
      ["the insurer", sql`insurance_carrier = 'Buckeye Mutual'`, ["provider-profiles"]],
      ["the base ZIP and radius", sql`base_zip = '43017', city = 'Dublin', service_radius_miles = 30`, ["provider-areas"]],
      ["the Google listing", sql`google_place_id = 'place-1', google_rating_tenths = 47, google_review_count = 120`, ["provider-areas"]],
      ["the rating", sql`rating_tenths = 45, review_count = 2`, ["reviews"]],
      ["pausing", sql`paused = true`, ["featured-partner"]],
      ["the status", sql`verification_status = 'suspended'`, ["featured-partner", "provider-areas"]],
      ["the status back", sql`verification_status = 'verified'`, ["featured-partner", "provider-areas"]],
    ])("%s", async (_what, assignments, keys) => {
      expect(await movedBy(run(sql`update providers set ${assignments} where id = ${pro}`))).toEqual(keys);
    });

    it("the same values again, and columns no public page shows, move nothing", async () => {
      expect(await movedBy(run(sql`update providers set business_name = business_name, paused = paused where id = ${pro}`))).toEqual([]);
      expect(await movedBy(run(sql`update providers set email = 'new@example.com', weekly_lead_cap = 20, status_reason = null where id = ${pro}`))).toEqual([]);
      expect(await movedBy(run(sql`update providers set median_response_minutes = 12, answered_lead_count = 3 where id = ${pro}`))).toEqual([]);
      expect(await movedBy(run(sql`update providers set insurance_policy_number = 'P-1' where id = ${pro}`))).toEqual([]);
    });

    it("a verified pro added or removed moves profiles and areas; a pending one moves nothing", async () => {
      let added = "";
      expect(
        await movedBy(async (tx) => {
          added = (await insertPro(tx, { categoryId: hvac, status: "pending" })).id;
        }),
      ).toEqual([]);
      expect(await movedBy(run(sql`update providers set business_name = 'Pending Plumbing', base_zip = '43017' where id = ${added}`))).toEqual([]);
      expect(await movedBy(run(sql`delete from providers where id = ${added}`))).toEqual([]);

      const verified = sql`insert into providers (slug, business_name, phone, email, base_zip, city, verification_status)
        values ('trigger-verified', 'Verified Air', '6145550111', 'verified-air@example.com', '43215', 'Columbus', 'verified')`;
      expect(await movedBy(run(verified))).toEqual(["provider-areas", "provider-profiles"]);
      expect(await movedBy(run(sql`delete from providers where slug = 'trigger-verified'`))).toEqual(["provider-areas", "provider-profiles"]);
    });
  });

  it("writes to tables no public page shows move nothing: the ledger, intake, the outbox, match scores", async () => {
    expect(await movedBy((tx) => postLedgerEntry(tx, { providerId: pro, kind: "grant", amount: 100, idempotencyKey: `grant-trigger-${pro}` }))).toEqual([]);
    expect(await movedBy((tx) => insertOfferedLead(tx, { categoryId: hvac, providerIds: [pro] }))).toEqual([]);
    expect(await movedBy((tx) => queueEmail(tx, { template: "lead-offered", to: "pro@example.com", subject: "Lead", body: "Hello" }))).toEqual([]);
    expect(await movedBy(run(sql`update provider_service_zips set match_score = match_score where provider_id = ${pro}`))).toEqual([]);
    expect(await movedBy(run(sql`insert into rate_limits (key, hits, window_ends_at) values ('trigger-test', 1, now() + interval '1 minute')`))).toEqual([]);
  });

  it("tells every listening process which key moved when the write commits, and nothing for a rolled-back one", async () => {
    const heard: (string | null)[] = [];
    let hear: () => void = () => {};
    const stop = await handle.listen(CONTENT_CHANNEL, (payload) => {
      heard.push(payload);
      hear();
    });
    try {
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql`insert into partner_deals (slug, category_id, title, description, price_dollars, expires_at)
            values ('unheard-deal', ${hvac}, 'Tune-up', 'A tune-up.', 89, now() + interval '30 days')`);
          throw new Error("roll back");
        }),
      ).rejects.toThrow("roll back");
      const heardReviews = new Promise<void>((resolve) => {
        hear = () => heard.includes("reviews") && resolve();
      });
      await db.execute(sql`insert into provider_reviews (provider_id, author_name, rating, body, is_demo) values (${pro}, 'Jo P.', 5, 'Great.', true)`);
      await heardReviews;
      // Notifications arrive in commit order: had the rolled-back write sent one, it would be first.
      expect(heard).toEqual(["reviews"]);
    } finally {
      await stop();
    }
  });
});

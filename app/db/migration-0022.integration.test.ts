import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client.server";
import { createTestDatabase, migrationsBefore, queryRows, testDatabaseKind } from "../../tests/support/test-database";

/** Migration 0022 over pros who signed up before it: their ten digits get the shown form; other numbers stay. */
let handle: DatabaseHandle;
let olderSet: string;

beforeAll(async () => {
  olderSet = migrationsBefore(22);
  handle = await createTestDatabase({ migrate: false });
  await handle.migrate(olderSet);
  await handle.db.execute(sql`insert into providers (slug, business_name, phone, email, base_zip, city) values
    ('signed-up', 'Signed Up', '6142825518', 'one@example.com', '43215', 'Columbus'),
    ('saved-form', 'Saved Form', '(614) 282-4417', 'two@example.com', '43215', 'Columbus'),
    ('no-phone', 'No Phone', '', 'three@example.com', '43215', 'Columbus')`);
  await handle.migrate();
});
afterAll(async () => {
  await handle?.close();
  rmSync(olderSet, { recursive: true, force: true });
});

describe(`migration 0022 over pros' phone numbers on ${testDatabaseKind()}`, () => {
  it("writes a sign-up's ten digits as shown and leaves every other number as it was", async () => {
    const phones = await queryRows<{ slug: string; phone: string }>(handle.db, sql`select slug, phone from providers order by slug`);
    expect(phones).toEqual([
      { slug: "no-phone", phone: "" },
      { slug: "saved-form", phone: "(614) 282-4417" },
      { slug: "signed-up", phone: "(614) 282-5518" },
    ]);
  });
});

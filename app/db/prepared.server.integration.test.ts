import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client.server";
import { executePrepared, insertPart, rowsInsert } from "./prepared.server";
import { notifications, serviceCategories } from "./schema";
import { createTestDatabase, testDatabaseKind } from "../../tests/support/test-database";

/** Text that breaks a careless array literal or query: quotes, backslashes, braces, commas, the word NULL, lines. */
const AWKWARD = [
  `He said "hi", then {left}`,
  "C:\\path\\to\\file \\\" end",
  "NULL",
  "",
  "line one\nline two\ttab",
  "'; drop table notifications; --",
  "émoji 🛠️ and ünïcode",
];

const mail = rowsInsert([
  insertPart(serviceCategories, ["slug", "name", "description", "sortOrder"]),
  insertPart(notifications, ["template", "recipient", "subject", "body", "htmlBody", "userId", "nextAttemptAt"]),
]);

describe(`prepared statements on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
  });

  afterAll(async () => {
    await handle?.close();
  });

  beforeEach(async () => {
    await handle.db.delete(notifications);
    await handle.db.delete(serviceCategories);
  });

  it("writes every part's rows exactly as given, awkward text, nulls and times included", async () => {
    const due = new Date("2026-11-25T10:00:00.123Z");
    const rows = AWKWARD.map((text, index) => ({
      template: "lead-offered",
      recipient: `r${index}@example.com`,
      subject: text,
      body: text,
      htmlBody: `<p>${text}</p>`,
      userId: index % 2 === 0 ? null : text,
      nextAttemptAt: due,
    }));
    await mail.run(handle.db, [[{ slug: "hvac", name: `Heat "and" {cool}`, description: "a,b", sortOrder: 1 }], rows]);

    const stored = await handle.db.select().from(notifications).orderBy(asc(notifications.recipient));
    expect(stored.map((row) => [row.subject, row.body, row.htmlBody, row.userId])).toEqual(rows.map((row) => [row.subject, row.body, row.htmlBody, row.userId]));
    expect(stored.every((row) => row.nextAttemptAt.getTime() === due.getTime())).toBe(true);
    // The columns left out took their defaults.
    expect(stored.every((row) => row.status === "pending" && row.attempts === 0)).toBe(true);
    const [category] = await handle.db.select().from(serviceCategories);
    expect(category).toMatchObject({ slug: "hvac", name: `Heat "and" {cool}`, description: "a,b", sortOrder: 1 });
  });

  it("writes nothing for a part without rows, and the other parts still", async () => {
    await mail.run(handle.db, [[], [{ template: "t", recipient: "a@example.com", subject: "s", body: "b", htmlBody: "", userId: null, nextAttemptAt: new Date() }]]);
    expect(await handle.db.$count(serviceCategories)).toBe(0);
    expect(await handle.db.$count(notifications)).toBe(1);
  });

  it("writes nothing at all when one row is refused", async () => {
    const good = { template: "t", recipient: "a@example.com", subject: "s", body: "b", htmlBody: "", userId: null, nextAttemptAt: new Date() };
    // Two categories with one slug: the unique index refuses the second, after the mail part was written.
    const twice = { slug: "hvac", name: "HVAC", description: "", sortOrder: 1 };
    await expect(mail.run(handle.db, [[twice, twice], [good, good]])).rejects.toThrow();
    expect(await handle.db.$count(serviceCategories)).toBe(0);
    expect(await handle.db.$count(notifications)).toBe(0);
  });

  it("runs one text for any number of rows, and answers reads with the database's column names", async () => {
    expect(mail.text).toContain("unnest(");
    expect(mail.text).not.toMatch(/'/);
    await mail.run(handle.db, [[{ slug: "plumbing", name: "Plumbing", description: "", sortOrder: 2 }], []]);
    const found = await executePrepared<{ id: number; sort_order: number }>(
      handle.db,
      sql`select id, sort_order from service_categories where slug = ${"plumbing"}`,
    );
    expect(found).toEqual([{ id: expect.any(Number), sort_order: 2 }]);
    const [row] = await handle.db.select().from(serviceCategories).where(eq(serviceCategories.slug, "plumbing"));
    expect(found[0]!.id).toBe(row!.id);
  });
});

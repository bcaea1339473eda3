import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client.server";
import { insertInOneStatement, namedStatement, selectFromSql, tableRows } from "./prepared.server";
import { notifications, serviceCategories } from "./schema";
import { createTestDatabase, queryRows, testDatabaseKind } from "../../tests/support/test-database";

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

type Category = typeof serviceCategories.$inferInsert;
type Mail = typeof notifications.$inferInsert;

const good: Mail = { template: "t", recipient: "a@example.com", subject: "s", body: "b", htmlBody: "", userId: null, nextAttemptAt: new Date() };

/** Categories and e-mails in one statement, the categories its WITH query when both have rows. */
function writeMail(handle: DatabaseHandle, categories: Category[], mail: Mail[]) {
  return insertInOneStatement(handle.db, [tableRows(notifications, mail), tableRows(serviceCategories, categories)]);
}

/** The statement of this name prepared on the connection that runs this query, with how often it was planned which way. */
function preparedOnConnection(handle: DatabaseHandle, name: string) {
  return queryRows<{ name: string; generic_plans: number; custom_plans: number }>(
    handle.db,
    sql`select name, generic_plans::int, custom_plans::int from pg_prepared_statements where name = ${name}`,
  );
}

describe(`statements on ${testDatabaseKind()}`, () => {
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

  it("writes every table's rows exactly as given, awkward text, nulls and times included", async () => {
    const due = new Date("2026-11-25T10:00:00.123Z");
    const rows = AWKWARD.map((text, index) => ({
      template: "lead-offered",
      recipient: `r${index}@example.com`,
      subject: text,
      body: text,
      htmlBody: `<p>${text}</p>`,
      userId: index % 2 === 0 ? null : text,
      nextAttemptAt: due,
      // A null for a time: Drizzle's placeholders would hand it to the column's mapping (toISOString).
      sentAt: index % 3 === 0 ? null : due,
    }));
    await writeMail(handle, [{ slug: "hvac", name: `Heat "and" {cool}`, description: "a,b", sortOrder: 1 }], rows);

    const stored = await handle.db.select().from(notifications).orderBy(asc(notifications.recipient));
    expect(stored.map((row) => [row.subject, row.body, row.htmlBody, row.userId])).toEqual(rows.map((row) => [row.subject, row.body, row.htmlBody, row.userId]));
    expect(stored.every((row) => row.nextAttemptAt.getTime() === due.getTime())).toBe(true);
    expect(stored.map((row) => row.sentAt?.getTime() ?? null)).toEqual(rows.map((row) => row.sentAt?.getTime() ?? null));
    // The columns left out took their defaults.
    expect(stored.every((row) => row.status === "pending" && row.attempts === 0)).toBe(true);
    const [category] = await handle.db.select().from(serviceCategories);
    expect(category).toMatchObject({ slug: "hvac", name: `Heat "and" {cool}`, description: "a,b", sortOrder: 1 });
  });

  it("writes nothing for a table without rows, and the other tables still, whichever comes first", async () => {
    await writeMail(handle, [], [good]);
    expect(await handle.db.$count(serviceCategories)).toBe(0);
    expect(await handle.db.$count(notifications)).toBe(1);
    await writeMail(handle, [{ slug: "hvac", name: "HVAC", description: "", sortOrder: 1 }], []);
    expect(await handle.db.$count(serviceCategories)).toBe(1);
    expect(await handle.db.$count(notifications)).toBe(1);
    await expect(writeMail(handle, [], [])).resolves.toBeUndefined();
  });

  it("writes nothing at all when one row is refused", async () => {
    // Two categories with one slug: the unique index refuses the second, in the statement that writes the e-mails.
    const twice = { slug: "hvac", name: "HVAC", description: "", sortOrder: 1 };
    await expect(writeMail(handle, [twice, twice], [good, good])).rejects.toThrow();
    expect(await handle.db.$count(serviceCategories)).toBe(0);
    expect(await handle.db.$count(notifications)).toBe(0);
  });

  it("writes rows of one shape (their nulls anywhere) with one statement, and rows of another shape with another", async () => {
    const insertRuns = async () =>
      new Map(
        (
          await queryRows<{ name: string; runs: number }>(
            handle.db,
            sql`select name, (generic_plans + custom_plans)::int as runs from pg_prepared_statements where name like 'insert\_%'`,
          )
        ).map((row) => [row.name, row.runs]),
      );
    const before = await insertRuns();
    const mail = (recipient: string, userId: string | null): Mail => ({ ...good, recipient, userId });
    // One after the other: the pool hands the same connection back each time (its idle connections are a stack).
    await writeMail(handle, [], [mail("a@example.com", "u1"), mail("b@example.com", null)]);
    await writeMail(handle, [], [mail("c@example.com", "u2"), mail("d@example.com", null)]);
    await writeMail(handle, [], [mail("e@example.com", null), mail("f@example.com", "u3")]);
    await writeMail(handle, [], [mail("g@example.com", "u4")]);
    const stored = await handle.db.select().from(notifications).orderBy(asc(notifications.recipient));
    expect(stored.map((row) => [row.recipient, row.userId])).toEqual([
      ["a@example.com", "u1"],
      ["b@example.com", null],
      ["c@example.com", "u2"],
      ["d@example.com", null],
      ["e@example.com", null],
      ["f@example.com", "u3"],
      ["g@example.com", "u4"],
    ]);
    const runs = [...(await insertRuns())].map(([name, count]) => count - (before.get(name) ?? 0)).filter((count) => count > 0);
    // Two shapes (two rows, one row), the first written three times; PGlite prepares no names.
    expect(runs.sort().reverse()).toEqual(testDatabaseKind() === "postgres" ? [3, 1] : []);
  });

  it("runs a named statement once built, with new values each call, and answers with the query's column names", async () => {
    await handle.db.insert(serviceCategories).values([
      { slug: "plumbing", name: "Plumbing", description: "", sortOrder: 2 },
      { slug: "hvac", name: "HVAC", description: "", sortOrder: 1 },
    ]);
    let built = 0;
    const bySlug = (slug: string) =>
      namedStatement(handle.db, "test_category_by_slug", (name) => {
        built += 1;
        const query = sql`select id, sort_order from service_categories where slug = ${sql.placeholder("slug")}`;
        return selectFromSql<{ id: number; sort_order: number }>(handle.db, ["id", "sort_order"], query).prepare(name);
      }).execute({ slug });
    const plumbing = await bySlug("plumbing");
    const hvac = await bySlug("hvac");
    expect(built).toBe(1);
    expect(plumbing).toEqual([{ id: expect.any(Number), sort_order: 2 }]);
    expect(hvac).toEqual([{ id: expect.any(Number), sort_order: 1 }]);
    const [row] = await handle.db.select().from(serviceCategories).where(eq(serviceCategories.slug, "plumbing"));
    expect(plumbing[0]!.id).toBe(row!.id);
    expect(await bySlug("none")).toEqual([]);
  });

  it(
    testDatabaseKind() === "postgres"
      ? "prepares a named statement once per connection and runs it from then on, with a generic plan after five runs"
      : "runs a named statement on PGlite, which prepares no named statement",
    async () => {
      await handle.db.insert(serviceCategories).values({ slug: "hvac", name: "HVAC", description: "", sortOrder: 1 });
      const statement = namedStatement(handle.db, "test_plan_reuse", (name) =>
        selectFromSql<{ id: number }>(handle.db, ["id"], sql`select id from service_categories where slug = ${sql.placeholder("slug")}`).prepare(name),
      );
      // One after the other: the pool hands the same connection back each time (its idle connections are a stack).
      for (let run = 0; run < 8; run += 1) expect(await statement.execute({ slug: "hvac" })).toHaveLength(1);
      const prepared = await preparedOnConnection(handle, "test_plan_reuse");
      if (testDatabaseKind() === "postgres") {
        // PostgreSQL plans the first five runs for their values, then settles on a generic plan (plan_cache_mode auto).
        expect(prepared).toEqual([{ name: "test_plan_reuse", custom_plans: 5, generic_plans: 3 }]);
      } else {
        expect(prepared).toEqual([]);
      }
    },
  );
});

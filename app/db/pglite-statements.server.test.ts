import { PGlite, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PgliteStatements } from "./pglite-statements.server";
import { TracedPGlite } from "./traced-drivers.server";

let client: TracedPGlite;

beforeAll(async () => {
  client = await TracedPGlite.open({});
  await client.exec(`
    create table jobs (id serial primary key, title text not null unique, due timestamptz, tags text[], facts jsonb);
    insert into jobs (title, due, tags, facts) values ('Furnace', '2026-12-01T10:00:00Z', '{heat,winter}', '{"rooms": 3}');
  `);
});
afterAll(async () => {
  await client.close();
});

/** The named statements PGlite holds for a text (its session's pg_prepared_statements). */
async function preparedCount(text: string): Promise<number> {
  const rows = await client.exec(`select count(*)::int as n from pg_prepared_statements where statement = '${text.replaceAll("'", "''")}'`);
  return (rows[0]!.rows[0] as { n: number }).n;
}

describe("named statements on PGlite", () => {
  it("answers as PGlite's own query does: rows, types, row mode and written rows", async () => {
    const plain = await PGlite.create();
    try {
      const read = "select id, title, due, tags, facts from jobs where title = $1 and due < $2";
      const params = ["Furnace", new Date("2027-01-01T00:00:00Z")];
      const named = await client.query(read, params);
      expect(named.rows).toEqual([{ id: 1, title: "Furnace", due: new Date("2026-12-01T10:00:00Z"), tags: ["heat", "winter"], facts: { rooms: 3 } }]);
      expect((await client.query(read, params, { rowMode: "array" })).rows).toEqual([[1, "Furnace", new Date("2026-12-01T10:00:00Z"), ["heat", "winter"], { rooms: 3 }]]);
      // A call's own parsers (as Drizzle gives) come first; every other type keeps the client's.
      const asText = await client.query(read, params, { rowMode: "array", parsers: { [types.TIMESTAMPTZ]: (value: string) => value } });
      expect(asText.rows).toEqual([[1, "Furnace", "2026-12-01 10:00:00+00", ["heat", "winter"], { rooms: 3 }]]);
      const written = await client.query("update jobs set facts = $1 where title = $2", [{ rooms: 4 }, "Furnace"]);
      expect(written.affectedRows).toBe(1);
      expect((await client.query<{ facts: unknown }>("select facts from jobs where id = $1", [1])).rows[0]!.facts).toEqual({ rooms: 4 });
      // The same statement on a PGlite without named statements gives the same shape of answer.
      await plain.exec("create table jobs (id serial primary key, title text)");
      const unnamed = await plain.query("insert into jobs (title) values ($1) returning id, title", ["Sink"]);
      const viaNamed = await client.query("insert into jobs (title) values ($1) returning id, title", ["Sink"]);
      expect(Object.keys(viaNamed)).toEqual(Object.keys(unnamed));
      expect(viaNamed.fields).toEqual(unnamed.fields);
      expect(viaNamed.affectedRows).toBe(unnamed.affectedRows);
    } finally {
      await plain.close();
    }
  });

  it("parses a text once and runs it again with new values", async () => {
    const text = "select title from jobs where id = $1";
    expect((await client.query(text, [1])).rows).toEqual([{ title: "Furnace" }]);
    expect((await client.query(text, [999])).rows).toEqual([]);
    expect(await preparedCount(text)).toBe(1);
  });

  it("rejects with PostgreSQL's error and keeps working after it", async () => {
    const insert = "insert into jobs (title) values ($1)";
    await expect(client.query(insert, ["Furnace"])).rejects.toMatchObject({ code: "23505" });
    await client.query(insert, ["Roof"]);
    await expect(client.query("select nope from jobs where id = $1", [1])).rejects.toMatchObject({ code: "42703" });
    expect(await preparedCount("select nope from jobs where id = $1")).toBe(0);
  });

  it("runs inside a caller's transaction and rolls back with it", async () => {
    await expect(
      client.transaction(async (tx) => {
        await tx.query("insert into jobs (title) values ($1)", ["Gutter"]);
        expect((await tx.query("select count(*)::int as n from jobs where title = $1", ["Gutter"])).rows).toEqual([{ n: 1 }]);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect((await client.query("select count(*)::int as n from jobs where title = $1", ["Gutter"])).rows).toEqual([{ n: 0 }]);
  });

  it("never runs a statement inside another caller's open transaction", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted = () => {};
    const begun = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = client
      .transaction(async (tx) => {
        await tx.query("insert into jobs (title) values ($1)", ["Deck"]);
        inserted();
        await held;
        await tx.rollback();
      })
      .catch(() => undefined);
    await begun;
    // Started while the transaction is open: it waits for it, then commits on its own.
    const outside = client.query("insert into jobs (title) values ($1)", ["Fence"]);
    release();
    await Promise.all([transaction, outside]);
    const rows = await client.query<{ title: string }>("select title from jobs where title = any($1) order by title", [["Deck", "Fence"]]);
    expect(rows.rows).toEqual([{ title: "Fence" }]);
  });

  it("delivers the NOTIFY a statement sends to the client's listeners", async () => {
    const heard: string[] = [];
    const stop = await client.listen("jobs_changed", (payload) => heard.push(payload));
    try {
      await client.query("select pg_notify($1, $2)", ["jobs_changed", "outside"]);
      await client.transaction(async (tx) => {
        await tx.query("select pg_notify($1, $2)", ["jobs_changed", "inside"]);
      });
      await expect.poll(() => heard).toEqual(["outside", "inside"]);
    } finally {
      await stop();
    }
  });

  it("leaves other commands and PGlite's file options to PGlite's own query", () => {
    const statements = new PgliteStatements(client, 10);
    expect(statements.takes("select 1")).toBe(true);
    expect(statements.takes("  (select 1) union (select 2)")).toBe(true);
    expect(statements.takes("with rows as (select 1) select * from rows")).toBe(true);
    expect(statements.takes("vacuum jobs")).toBe(false);
    expect(statements.takes("create table other (id int)")).toBe(false);
    expect(statements.takes("copy jobs to '/dev/blob'", { blob: new Blob([]) })).toBe(false);
    expect(statements.takes("select 1", { blob: new Blob([]) })).toBe(false);
  });

  it("past its limit of texts, leaves new ones to PGlite's own query", async () => {
    const statements = new PgliteStatements(client, 2);
    await client.transaction(() => client.runExclusive(() => statements.run("select 1 as one where $1::int > 0", [1])));
    await client.transaction(() => client.runExclusive(() => statements.run("select 2 as two where $1::int > 0", [1])));
    expect(statements.takes("select 1 as one where $1::int > 0")).toBe(true);
    expect(statements.takes("select 3 as three")).toBe(false);
  });
});

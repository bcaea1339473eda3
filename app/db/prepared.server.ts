import { createHash } from "node:crypto";
import { getTableColumns, getTableName, type Query, type SQLWrapper } from "drizzle-orm";
import { PgDialect, type PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client.server";

/**
 * Named prepared statements. PostgreSQL parses a named statement
 * once per connection and, after a few runs, reuses a generic plan instead of
 * planning every call: for matching's stretch query the planning cost eight
 * times the execution. A statement's name is a digest of its text, so two
 * texts never share one. PGlite ignores the names.
 */
type Handle = Pick<Database, "_">;

const dialect = new PgDialect();

/** Statement names by query text: a digest per call cost more than the lookup (a few kilobytes of text). */
const names = new Map<string, string>();
const MAX_NAMES = 1000;

function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `q${createHash("sha1").update(text).digest("base64url").slice(0, 20)}`;
    // Texts are a few shapes per query; a flood of new ones (a bug) must not grow memory without end.
    if (names.size >= MAX_NAMES) names.clear();
    names.set(text, name);
  }
  return name;
}

async function runPrepared<Row>(db: Handle, query: Query): Promise<Row[]> {
  const result = (await db._.session.prepareQuery(query, undefined, statementName(query.sql), false).execute()) as { rows: Row[] };
  return result.rows;
}

/** Runs a query as a named prepared statement; its rows come back as the database names their columns. */
export async function executePrepared<Row>(db: Handle, query: SQLWrapper): Promise<Row[]> {
  return runPrepared<Row>(db, dialect.sqlToQuery(query.getSQL()));
}

/** One table's part of a `rowsInsert`: the columns it writes (the others take their defaults); Row is its rows' type. */
export type InsertPart<Row> = { table: PgTable; columns: readonly string[]; rowType?: Row };

export function insertPart<T extends PgTable>(table: T, columns: readonly (keyof T["$inferInsert"] & string)[]): InsertPart<T["$inferInsert"]> {
  return { table, columns };
}

type RowsOf<Parts extends readonly InsertPart<unknown>[]> = { [I in keyof Parts]: Parts[I] extends InsertPart<infer Row> ? Row[] : never };

/**
 * Rows for several tables in one statement whose text is fixed: each table's
 * rows travel as one array per column (`insert … select * from unnest(…)`),
 * so one text, prepared once per connection, serves any number of rows, and
 * nothing is built per call but the arrays. The statement is atomic: every
 * row is written or none (foreign keys between the parts are checked at its
 * end). The parts' order is the order of `run`'s row lists.
 */
export function rowsInsert<const Parts extends readonly InsertPart<unknown>[]>(parts: Parts) {
  let position = 0;
  const plan = parts.map((part) => {
    const byKey = getTableColumns(part.table);
    return {
      part,
      columns: part.columns.map((key) => {
        const column = byKey[key];
        if (!column) throw new Error(`${getTableName(part.table)} has no column ${key}`);
        return { key, column };
      }),
    };
  });
  const inserts = plan.map(({ part, columns }, index) => {
    const names = columns.map(({ column }) => quoted(column.name)).join(", ");
    const arrays = columns.map(({ column }) => `$${++position}::${column.getSQLType()}[]`).join(", ");
    return `${quoted(`part${index}`)} as (insert into ${quoted(getTableName(part.table))} (${names}) select * from unnest(${arrays}))`;
  });
  const text = `with ${inserts.join(",\n")}\nselect 1`;
  return {
    text,
    async run(db: Handle, rows: RowsOf<Parts>): Promise<void> {
      const params = plan.flatMap(({ columns }, index) => {
        const list = (rows as unknown as Record<string, unknown>[][])[index]!;
        return columns.map(({ key, column }) =>
          list.map((row) => (row[key] === null || row[key] === undefined ? null : column.mapToDriverValue(row[key]))),
        );
      });
      await runPrepared(db, { sql: text, params });
    },
  };
}

function quoted(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

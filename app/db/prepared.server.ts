import { createHash } from "node:crypto";
import { getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client.server";

/**
 * Named prepared statements, made with Drizzle's public `prepare(name)`. PostgreSQL parses a named
 * statement once per connection and, after a few runs, reuses a generic plan instead of planning every
 * call: for matching's stretch query the planning cost eight times the execution. On PGlite every read and write is
 * a named statement by its text already (app/db/pglite-statements.server.ts), whatever name it was given.
 */
type Statement = { execute(values?: Record<string, unknown>): Promise<unknown> };

/** Statements by database handle, then by name: each is built and prepared once, and runs with new values. */
const statementsByDatabase = new WeakMap<object, Map<string, Statement>>();

/**
 * This database handle's statement for `key`, prepared on first use by `prepare` (given the key, which is
 * the statement's name unless `prepare` names it otherwise). What changes per call travels in
 * `sql.placeholder`s, filled by `execute`'s values; a statement whose text also changes (a row count
 * written into it, say) needs a key per text, and its caller gives one.
 */
export function namedStatement<S extends Statement>(db: object, key: string, prepare: (key: string) => S): S {
  let statements = statementsByDatabase.get(db);
  if (!statements) {
    statements = new Map();
    statementsByDatabase.set(db, statements);
  }
  let statement = statements.get(key) as S | undefined;
  if (!statement) {
    statement = prepare(key);
    statements.set(key, statement);
  }
  return statement;
}

/**
 * A query written in SQL as a Drizzle query builder, so that it can be prepared:
 * `select <columns> from (<query>) as rows`. Rows come back named by `columns` (the query's own column
 * names), with the values as the driver reads them. The outer select adds no order: a query whose rows'
 * order matters belongs in the query builder itself.
 */
export function selectFromSql<Row extends Record<string, unknown>>(db: Pick<Database, "select">, columns: readonly (keyof Row & string)[], query: SQL) {
  const selection = Object.fromEntries(columns.map((column) => [column, sql`${sql.identifier(column)}`])) as { [K in keyof Row]: SQL<Row[K]> };
  return db.select(selection).from(sql`(${query}) as rows`);
}

/** One table's rows for `insertInOneStatement`; the columns a row leaves out (undefined) take their defaults. */
export type TableRows = { table: PgTable; rows: readonly Record<string, unknown>[] };

export function tableRows<T extends PgTable>(table: T, rows: readonly T["$inferInsert"][]): TableRows {
  return { table, rows };
}

/**
 * Rows for several tables written by one statement, so one round trip: the first table with rows is the
 * statement's insert, the others its data-modifying WITH queries (Drizzle's `$with` and `with`). One
 * statement is atomic: every row is written or none (foreign keys between the tables are checked at its end).
 *
 * The statement is a named prepared one per shape: the tables, their row counts, and which columns each
 * row gives. A request's shapes are a few; its values travel as placeholders, so a call after the first
 * builds nothing and PostgreSQL reuses the statement's parse and plan.
 */
export async function insertInOneStatement(db: Pick<Database, "insert" | "with" | "$with">, parts: readonly TableRows[]): Promise<void> {
  if (parts.every((part) => part.rows.length === 0)) return;
  let shape = "";
  const values: Record<string, unknown> = {};
  parts.forEach((part, index) => {
    shape += `|${getTableName(part.table)}`;
    part.rows.forEach((row, rowIndex) => {
      shape += ";";
      for (const [column, value] of Object.entries(row)) {
        if (value === undefined) continue;
        shape += `${column},`;
        values[placeholderName(index, rowIndex, column)] = value;
      }
    });
  });
  const statement = namedStatement(db, shape, () => insertStatement(db, parts).prepare(`insert_${digest(shape)}`));
  await statement.execute(values);
}

/** The statement for parts of this shape, each value a placeholder named by its place. */
function insertStatement(db: Pick<Database, "insert" | "with" | "$with">, parts: readonly TableRows[]) {
  const withRows = parts.flatMap((part, index) => (part.rows.length > 0 ? [{ part, index }] : []));
  const insert = (into: Pick<Database, "insert">, { part, index }: (typeof withRows)[number]) => {
    const columns = getTableColumns(part.table);
    const rows = part.rows.map((row, rowIndex) => {
      const cells: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(row)) {
        const column = columns[key];
        if (value === undefined || !column) continue;
        // The column's own mapping, but not for a null: Drizzle hands a placeholder's value to the mapping
        // whatever it is, and a time's fails on null. (A null written into the text instead would make a
        // statement for every combination of nulls.)
        const encoder = { mapToDriverValue: (given: unknown) => (given === null ? null : column.mapToDriverValue(given)) };
        cells[key] = sql`${sql.param(sql.placeholder(placeholderName(index, rowIndex, key)), encoder)}`;
      }
      return cells;
    });
    return into.insert(part.table).values(rows as PgInsertValue<PgTable>[]);
  };
  const [main, ...others] = withRows;
  const queries = others.map((entry, position) => db.$with(`rows${position}`, {}).as(insert(db, entry).getSQL()));
  return insert(db.with(...queries), main!);
}

function placeholderName(part: number, row: number, column: string): string {
  return `${part}_${row}_${column}`;
}

/** A statement name from its shape: short (PostgreSQL keeps 63 bytes of a name), and one per shape. */
function digest(text: string): string {
  return createHash("sha1").update(text).digest("base64url").slice(0, 24);
}

import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client.server";

/**
 * Named prepared statements, made with Drizzle's public `prepare(name)`. PostgreSQL parses a named
 * statement once per connection and, after a few runs, reuses a generic plan instead of planning every
 * call: for matching's stretch query the planning cost eight times the execution. PGlite ignores the names.
 */
export type Statement<Row> = { execute(values?: Record<string, unknown>): Promise<Row[]> };

/** Statements by database handle, then by name: each is built and prepared once, and runs with new values. */
const statementsByDatabase = new WeakMap<object, Map<string, Statement<unknown>>>();

/**
 * This database handle's statement of this name, prepared on first use by `prepare`. What changes per
 * call travels in `sql.placeholder`s, filled by `execute`'s values; a statement whose text also changes
 * (a row count written into it, say) needs a name per text, and its caller gives one.
 */
export function namedStatement<Row>(db: object, name: string, prepare: (name: string) => Statement<Row>): Statement<Row> {
  let statements = statementsByDatabase.get(db);
  if (!statements) {
    statements = new Map();
    statementsByDatabase.set(db, statements);
  }
  let statement = statements.get(name) as Statement<Row> | undefined;
  if (!statement) {
    statement = prepare(name);
    statements.set(name, statement);
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

/** One table's rows for `insertInOneStatement`; the columns a row leaves out take their defaults. */
export type TableRows = { count: number; insert(into: Pick<Database, "insert">): { getSQL(): SQL } & PromiseLike<unknown> };

export function tableRows<T extends PgTable>(table: T, rows: T["$inferInsert"][]): TableRows {
  return { count: rows.length, insert: (into) => into.insert(table).values(rows) };
}

/**
 * Rows for several tables written by one statement, so one round trip: the first table with rows is the
 * statement's insert, the others its data-modifying WITH queries (Drizzle's `$with` and `with`). One
 * statement is atomic: every row is written or none (foreign keys between the tables are checked at its end).
 */
export async function insertInOneStatement(db: Pick<Database, "insert" | "with" | "$with">, parts: readonly TableRows[]): Promise<void> {
  const [main, ...others] = parts.filter((part) => part.count > 0);
  if (!main) return;
  const queries = others.map((part, index) => db.$with(`rows${index}`, {}).as(part.insert(db).getSQL()));
  await main.insert(db.with(...queries));
}

import { sql } from "drizzle-orm";
import type { Database } from "./client.server";
import journal from "./migrations/meta/_journal.json";

type JournalEntry = { tag: string; when: number };

/**
 * This version's migrations the database has not had, by tag, oldest first. Drizzle's migrator
 * (`handle.migrate`, `npm run db:migrate`) records each one it applies in drizzle.__drizzle_migrations
 * with its journal time, and applies those newer than the newest recorded: the same rule here. A database
 * ahead of this version (a rolling deploy's old process after the new migrations, docs/deploy.md) lacks none.
 */
export async function unappliedMigrations(db: Pick<Database, "execute">, entries: readonly JournalEntry[] = journal.entries): Promise<string[]> {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const [table] = await rows<{ found: string | null }>(sql`select to_regclass('drizzle.__drizzle_migrations')::text as found`);
  let newest = Number.NEGATIVE_INFINITY;
  if (table?.found) {
    const [applied] = await rows<{ newest: string | number | null }>(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
    if (applied?.newest !== null && applied?.newest !== undefined) newest = Number(applied.newest);
  }
  return entries.filter((entry) => entry.when > newest).map((entry) => entry.tag);
}

/** What a server started before `npm run db:migrate` says, instead of failing on its first query. */
export function unappliedMigrationsMessage(database: string, tags: readonly string[]): string {
  const which = tags.length === 1 ? tags[0] : `${tags[0]} to ${tags.at(-1)}`;
  return (
    `The database ${database} lacks ${tags.length === 1 ? "1 migration" : `${tags.length} migrations`} of this version (${which}). ` +
    "Run `npm run db:migrate` with this DATABASE_URL, then start the server again (docs/deploy.md, \"What runs once\")."
  );
}

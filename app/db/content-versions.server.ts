import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { logger } from "~/lib/logger.server";

/**
 * Version counters of the data public pages show (table content_versions).
 * A writer bumps its key in the same transaction as its change; every process
 * reads the counters at most once per CHECK_INTERVAL_MS and drops what it
 * cached from data whose counter moved (rendered pages, catalog reads). In the
 * process that made the change the drop is immediate (docs/decisions/016).
 */
export const CONTENT_KEYS = ["deals", "featured-partner", "reviews", "provider-areas", "provider-profiles"] as const;
export type ContentKey = (typeof CONTENT_KEYS)[number];

/** How stale another process's change may be here before we notice it. */
export const CHECK_INTERVAL_MS = 1000;

type Executor = Pick<Database, "execute">;
type Listener = (changed: readonly string[]) => void;

const listeners = new Set<Listener>();
let known: Map<string, string> | null = null;
let lastCheck = Number.NEGATIVE_INFINITY;
let inFlight: Promise<void> | null = null;
let warnedMissingTable = false;

/** Call inside the writer's transaction, after its change. */
export async function bumpContentVersion(tx: Executor, key: ContentKey): Promise<void> {
  await tx.execute(sql`
    insert into content_versions (key, version, updated_at) values (${key}, 1, now())
    on conflict (key) do update set version = content_versions.version + 1, updated_at = now()`);
  // Drop now (the next request renders fresh) and read the counters again on
  // the next check, which, after the commit, drops anything rendered between
  // this call and the commit.
  notify([key]);
  lastCheck = Number.NEGATIVE_INFINITY;
}

/** Called with the keys whose data changed, in this process or another. */
export function onContentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Starts a read of the counters when the last one is older than the interval
 * and none is running. Never waits: the caller serves what it has.
 */
export function checkContentVersionsSoon(db: Executor, now = performance.now()): void {
  if (inFlight || now - lastCheck < CHECK_INTERVAL_MS) return;
  lastCheck = now;
  inFlight = checkContentVersions(db).finally(() => {
    inFlight = null;
  });
}

/** Reads the counters and notifies listeners of each key that moved since the last read. */
export async function checkContentVersions(db: Executor): Promise<void> {
  let rows: { key: string; version: string }[];
  try {
    const result = await db.execute<{ key: string; version: string }>(
      sql`select key, version::text as version from content_versions`,
    );
    rows = (result as unknown as { rows: { key: string; version: string }[] }).rows;
  } catch (error) {
    if (!warnedMissingTable) logger.warn("content versions unreadable", { error });
    warnedMissingTable = true;
    return;
  }
  const next = new Map(rows.map((row) => [row.key, row.version]));
  const previous = known;
  known = next;
  // The first read is the baseline: whatever was cached before it was read after it changed.
  if (!previous) return;
  const changed = [...new Set([...previous.keys(), ...next.keys()])].filter((key) => previous.get(key) !== next.get(key));
  if (changed.length > 0) notify(changed);
}

function notify(changed: readonly string[]) {
  for (const listener of listeners) listener(changed);
}

/**
 * Values read from the database, by key (e.g. a ZIP; "" when there is one),
 * kept until one of `keys` changes or `ttlMs` passes (for data that also
 * depends on the clock, like a deal's expiry). At most `maxEntries` are kept.
 */
export function versionedCache<T, A>(
  keys: readonly ContentKey[],
  options: { ttlMs: number; maxEntries?: number },
  load: (arg: A, key: string) => Promise<T>,
) {
  const entries = new Map<string, { value: Promise<T>; at: number }>();
  onContentChange((changed) => {
    if (changed.some((key) => (keys as readonly string[]).includes(key))) entries.clear();
  });
  return {
    get(arg: A, key = "", now = performance.now()): Promise<T> {
      const cached = entries.get(key);
      if (cached && now - cached.at <= options.ttlMs) return cached.value;
      if (entries.size >= (options.maxEntries ?? 1000)) entries.clear();
      const entry = { value: load(arg, key), at: now };
      entries.set(key, entry);
      // A failed read is not kept.
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },
  };
}

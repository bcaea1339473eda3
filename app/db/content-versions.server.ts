import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { Listen } from "~/db/notify-listener.server";
import { logger } from "~/lib/logger.server";

/**
 * Version counters of the data public pages show (table content_versions).
 * The database bumps them: triggers on the tables public pages show (migration
 * 0020_content_version_triggers) move a key in the transaction of each write
 * and NOTIFY channel CONTENT_CHANNEL when it commits. Every process reads the
 * counters when it hears that, and at most once per CHECK_INTERVAL_MS besides
 * (a notification can be lost with its connection), and drops what it cached
 * from data whose counter moved: rendered pages, reads kept by versionedCache
 * (docs/decisions/016).
 */
export const CONTENT_KEYS = ["deals", "featured-partner", "reviews", "provider-areas", "provider-profiles"] as const;
export type ContentKey = (typeof CONTENT_KEYS)[number];

/** How stale a change may be here when its notification was lost. */
export const CHECK_INTERVAL_MS = 1000;

/** The channel migration 0020's triggers notify, with the key as payload. */
export const CONTENT_CHANNEL = "content_versions";

type Executor = Pick<Database, "execute">;
type Listener = (changed: readonly string[]) => void;

const listeners = new Set<Listener>();
let known: Map<string, string> | null = null;
let lastCheck = Number.NEGATIVE_INFINITY;
let inFlight: Promise<void> | null = null;
let checkAgain = false;
let warnedMissingTable = false;

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
  startCheck(db, now);
}

/**
 * Reads the counters on every notification of the triggers (any process's
 * write, once it committed), and after the listening connection came back
 * (what was sent meanwhile is lost). The returned function stops listening.
 */
export function followContentVersions(db: Executor, listen: Listen): Promise<() => Promise<void>> {
  return listen(CONTENT_CHANNEL, () => checkContentVersionsNow(db));
}

/** A read now; one already running may have started before the change, so another follows it. */
function checkContentVersionsNow(db: Executor): void {
  if (inFlight) checkAgain = true;
  else startCheck(db, performance.now());
}

function startCheck(db: Executor, now: number): void {
  lastCheck = now;
  inFlight = checkContentVersions(db).finally(() => {
    inFlight = null;
    if (!checkAgain) return;
    checkAgain = false;
    startCheck(db, performance.now());
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

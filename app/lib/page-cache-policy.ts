/**
 * A route's opt-in to the page cache (`handle.cache`, docs/decisions/016):
 * `true` caches the page at its bare URL; `{ query: [...] }` also with those
 * query parameters (any other parameter, or a junk one, renders fresh and is
 * not stored, so random query strings cannot flush the cache).
 */
export type PageCacheOption = true | { query: readonly string[] };

/** Whether the page at `url`, whose leaf route has `handle`, may be cached. */
export function cacheAllowed(handle: unknown, url: URL): boolean {
  const option = (handle as { cache?: PageCacheOption } | undefined)?.cache;
  if (!option) return false;
  const allowed = option === true ? [] : option.query;
  for (const name of url.searchParams.keys()) {
    if (!allowed.includes(name)) return false;
  }
  return true;
}

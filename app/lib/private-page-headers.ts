/**
 * Headers of a signed-in person's page: never stored by a browser or a proxy,
 * and an action's Retry-After (a rate-limited form) kept, since a route's
 * own headers replace what its action set.
 */
export function privatePageHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const headers = new Headers({ "Cache-Control": "no-store" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

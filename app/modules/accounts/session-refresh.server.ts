/**
 * Passing better-auth's refreshed session cookie on to the browser. A session
 * lives 14 days and is extended on use (`updateAge`, once a day): better-auth
 * then moves the row's expiry and answers with a new Set-Cookie, which the
 * loaders' session lookup used to drop, so the browser's cookie still expired
 * 14 days after the login however active the pro was. The root middleware
 * opens a collector for each request; the lookup drops its cookies in it; the
 * middleware adds them to the response, whichever route answers.
 */
const collectors = new WeakMap<Headers, Map<string, string>>();

/** Called by the session lookup with what better-auth answered (nothing when no refresh was due). */
export function passOnSessionCookies(requestHeaders: Headers, setCookies: readonly string[]): void {
  const collector = collectors.get(requestHeaders);
  if (!collector) return;
  // Loaders run side by side: two refreshes of one session keep one header per cookie name.
  for (const cookie of setCookies) collector.set(cookie.slice(0, cookie.indexOf("=")), cookie);
}

/** The root middleware: the response of this request carries whatever session cookie the lookups refreshed. */
export async function withRefreshedSessionCookies(request: Request, next: () => Promise<Response>): Promise<Response> {
  const collector = new Map<string, string>();
  collectors.set(request.headers, collector);
  const response = await next();
  if (collector.size === 0) return response;
  const headers = new Headers(response.headers);
  for (const cookie of collector.values()) headers.append("Set-Cookie", cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

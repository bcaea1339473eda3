import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "~/db/availability";
import { BRAND } from "~/brand";

/**
 * The answer while the database cannot be reached: a 503 with Retry-After and
 * a short page that needs nothing from the database (no layout data, no
 * script, no style), so it renders whatever else is down. The process keeps
 * running; the next request tries the database again (docs/decisions/025).
 */
export const SERVICE_UNAVAILABLE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Back in a moment | ${BRAND.name}</title>
</head>
<body>
<main>
<h1>We'll be right back</h1>
<p>${BRAND.name} can't reach its database for a moment. Nothing you sent was half-saved: please go back and try again in a few seconds.</p>
<p>If it keeps happening, call us at <a href="${BRAND.phoneHref}">${BRAND.phoneDisplay}</a>.</p>
</main>
</body>
</html>
`;

export const SERVICE_UNAVAILABLE_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
  "Cache-Control": "no-store",
};

export function serviceUnavailableResponse(): Response {
  return new Response(SERVICE_UNAVAILABLE_HTML, { status: 503, headers: SERVICE_UNAVAILABLE_HEADERS });
}

/** Requests (by their load context) whose loader, action or render failed because the database was unreachable. */
const failedForDatabase = new WeakSet<object>();

/** From the renderer's error hook: remembers a request that failed for want of the database. */
export function noteRequestError(context: object | undefined, error: unknown): void {
  if (context && isDatabaseUnavailable(error)) failedForDatabase.add(context);
}

export function requestFailedForDatabase(context: object): boolean {
  return failedForDatabase.has(context);
}

/**
 * A React Router data request (`/provider/leads.data`: a navigation, a form or
 * a fetcher inside the hydrated portal and console) whose loader, action or
 * middleware failed for want of the database: 503 with Retry-After, instead of
 * the single-fetch 500 that carries a sanitised "Unexpected Server Error".
 * The body is plain text and the answer has no `X-Remix-Response` header, so
 * the client router turns it into a route error response with status 503,
 * which the apps' error boundaries show as "we can't reach our database".
 */
export function dataRequestAnswer(response: Response, context: object | undefined): Response {
  if (!context || !requestFailedForDatabase(context)) return response;
  return new Response(DATA_UNAVAILABLE_TEXT, {
    status: 503,
    statusText: "Service Unavailable",
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
      "Cache-Control": "no-store",
    },
  });
}

export const DATA_UNAVAILABLE_TEXT = "We can't reach our database right now. Please try again in a moment.";

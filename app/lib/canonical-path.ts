import { redirect } from "react-router";

/**
 * One URL per page: a page reached by another spelling of its path (an
 * encoded space, "St.-Marys" for "st-marys", a trailing slash) answers 301 to
 * its canonical path, keeping the query. Capital letters are already
 * redirected by the server (server/lowercase-redirect.ts).
 */
export function redirectToCanonicalPath(request: Request, canonicalPath: string): void {
  const url = new URL(request.url);
  if (url.pathname === canonicalPath) return;
  throw redirect(`${canonicalPath}${url.search}`, 301);
}

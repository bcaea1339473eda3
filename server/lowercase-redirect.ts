import { redirect } from "./answers";
import type { Handler } from "./handler";

/**
 * Build output and public files keep the exact case they were written with,
 * and so do signed links, whose tokens are case-sensitive (a review link, a
 * homeowner's message thread): lowering one would break its signature.
 */
const CASE_KEPT_PREFIXES = ["/assets/", "/images/", "/reviews/new/", "/messages/"];

/**
 * The lowercase form of a page URL with capital letters in its path, or null
 * when the URL should be left alone. Every page path on the site is lowercase,
 * so "/Locations/Columbus" is the same page as "/locations/columbus": one
 * permanent redirect keeps a single canonical URL for search engines.
 *
 * Left alone: static files (/assets/, /images/, anything whose last segment
 * has a file extension), signed links (/messages/), percent-escapes (only the letters outside "%XY" are
 * lowered, so an encoded character is never changed), paths starting with
 * "//" or "/\" (a redirect there would leave the site), and the query string,
 * which is kept as it is.
 */
export function lowercaseRedirectTarget(url: string): string | null {
  const queryStart = url.indexOf("?");
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const search = queryStart === -1 ? "" : url.slice(queryStart);

  if (!pathname.startsWith("/") || /^\/[/\\]/.test(pathname)) return null;
  if (CASE_KEPT_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return null;
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  if (/\.[A-Za-z0-9]+$/.test(lastSegment)) return null;

  const lowered = pathname.replace(/%[0-9A-Fa-f]{2}|[A-Z]+/g, (match) =>
    match.startsWith("%") ? match : match.toLowerCase(),
  );
  if (lowered === pathname) return null;
  return `${lowered}${search}`;
}

/** 301 to the lowercase path for GET and HEAD requests. */
export function lowercaseRedirect(): Handler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const target = lowercaseRedirectTarget(req.url ?? "");
    if (target === null) return next();
    redirect(res, 301, target);
  };
}

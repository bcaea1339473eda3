/** Any origin will do: only whether the value stays on it matters. */
const BASE = "http://return-path.invalid";

/**
 * The one check for a "come back here afterwards" value (`redirectTo` on the
 * login page, a saved questionnaire route): a path on this site, or null so
 * the caller uses its default page. Only printable ASCII is accepted, so no
 * tab, line break, NUL or look-alike dot can reach a Location header (where
 * browsers drop a tab and read "/\t/host" as "//host", and a line break would
 * split the header); what remains must resolve to this origin.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || !/^[\x21-\x7e]+$/.test(value) || value.includes("\\")) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

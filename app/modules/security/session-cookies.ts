/**
 * Names of cookies that make a response personal: a request carrying one is
 * never answered from the page cache, and a response setting any cookie is
 * never stored. One list for the whole app: the accounts' session and demo
 * cookies (bp_session, bp_demo), better-auth's others under its "bp" prefix
 * (bp.*), and better-auth's default names.
 */
export const SESSION_COOKIE_PREFIXES = ["bp_", "bp.", "better-auth"] as const;

/** Whether a Cookie header carries a cookie whose name starts with one of the prefixes. */
export function carriesSessionCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  for (const part of cookieHeader.split(";")) {
    const name = part.slice(0, part.indexOf("=") === -1 ? part.length : part.indexOf("=")).trim();
    if (SESSION_COOKIE_PREFIXES.some((prefix) => name.startsWith(prefix))) return true;
  }
  return false;
}

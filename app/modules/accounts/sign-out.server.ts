import { demoSetCookie } from "./demo-session.server";
import type { AccountsDeps } from "./session.server";

/**
 * Ends the session in the database and clears the cookies, demo mode's too.
 * A session that is already gone still clears the browser's cookies.
 */
export async function signOut(deps: AccountsDeps & { production: boolean }, headers: Headers): Promise<string[]> {
  let cleared: string[] = [];
  try {
    const result = await deps.auth.api.signOut({ headers, returnHeaders: true });
    cleared = result.headers.getSetCookie();
  } catch {
    // No valid session: nothing to end on the server.
  }
  return [...cleared, await demoSetCookie(null, deps)];
}

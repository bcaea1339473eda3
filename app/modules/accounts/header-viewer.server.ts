import { and, eq } from "drizzle-orm";
import { providers } from "~/db/schema";
import { readDemoCookie } from "./demo-session.server";
import type { RouterContextProvider } from "react-router";
import { signedInUser, type AccountsDeps } from "./session.server";

/** Who the site header greets, and where its Dashboard button goes. */
export type HeaderViewer = { displayName: string; dashboardPath: string } | null;

/**
 * The signed-in person, or in demo mode the demo business (named "Demo", as demo businesses are everywhere),
 * whose portal the Dashboard button opens. Anyone else: null (the header offers Login).
 */
export async function headerViewer(deps: AccountsDeps, request: Request, context?: Pick<RouterContextProvider, "get" | "set">): Promise<HeaderViewer> {
  const { headers } = request;
  const user = await signedInUser(deps, request, context);
  if (user) return { displayName: user.displayName, dashboardPath: user.homePath };
  const demoId = await readDemoCookie(headers.get("cookie"), deps.secret);
  if (!demoId) return null;
  const [demo] = await deps.db
    .select({ businessName: providers.businessName })
    .from(providers)
    .where(and(eq(providers.id, demoId), eq(providers.isDemo, true)))
    .limit(1);
  return demo ? { displayName: `${demo.businessName} (Demo)`, dashboardPath: "/provider/dashboard" } : null;
}

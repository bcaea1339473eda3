import type { RouterContextProvider } from "react-router";
import { demoBusiness, signedInUser, type AccountsDeps } from "./session.server";

/** Who the site header greets, and where its Dashboard button goes. */
export type HeaderViewer = { displayName: string; dashboardPath: string } | null;

/**
 * The signed-in person, or in demo mode the demo business (named "Demo", as demo businesses are everywhere),
 * whose portal the Dashboard button opens. Anyone else: null (the header offers Login).
 */
export async function headerViewer(deps: AccountsDeps, request: Request, context?: Pick<RouterContextProvider, "get" | "set">): Promise<HeaderViewer> {
  const user = await signedInUser(deps, request, context);
  if (user) return { displayName: user.displayName, dashboardPath: user.homePath };
  const demo = await demoBusiness(deps, request, context);
  return demo ? { displayName: `${demo.businessName} (Demo)`, dashboardPath: "/provider/dashboard" } : null;
}

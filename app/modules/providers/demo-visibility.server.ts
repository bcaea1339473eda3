import { eq, type SQL } from "drizzle-orm";
import { getEnv } from "~/config/env.server";
import { providers } from "~/db/schema";

/**
 * Whether demo businesses (providers.is_demo) appear on public pages: the DEMO_DATA setting, fixed at boot, so a
 * page kept by server/page-cache.ts always agrees with it. With it off they appear on no public page, sitemap or
 * count; the demo portal's business stays reachable through /provider/demo only (docs/decisions/039).
 */
export function demoDataShown(): boolean {
  return getEnv().DEMO_DATA === "on";
}

/** The condition a provider row meets to be shown publicly: none with demo data on, not a demo business with it off. */
export function publicProviders(showDemo = demoDataShown()): SQL | undefined {
  return showDemo ? undefined : eq(providers.isDemo, false);
}

/** The same rule for rows already read (matching's candidates, a request's matches). */
export function onlyPublic<T extends { isDemo: boolean }>(rows: readonly T[], showDemo = demoDataShown()): T[] {
  return showDemo ? [...rows] : rows.filter((row) => !row.isDemo);
}

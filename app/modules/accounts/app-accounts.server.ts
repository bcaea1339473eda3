import { getEnv } from "~/config/env.server";
import { getDb } from "~/db/db.server";
import { createAuth } from "./auth.server";
import { LoginThrottle } from "./login-throttle";
import type { AccountsDeps } from "./session.server";

export type AppAccounts = AccountsDeps & { publicUrl: string; production: boolean; throttle: LoginThrottle };

/**
 * The running app's accounts: one better-auth instance on the process's
 * database, one login throttle. Kept on globalThis so the dev server's module
 * reloads keep them.
 */
const holder = globalThis as typeof globalThis & { __buckeyeAccounts?: Promise<AppAccounts> };

export function getAccounts(): Promise<AppAccounts> {
  holder.__buckeyeAccounts ??= (async () => {
    const env = getEnv();
    const db = await getDb();
    const production = env.NODE_ENV === "production" && env.PUBLIC_URL.startsWith("https://");
    const auth = createAuth(db, { secret: env.AUTH_SECRET, publicUrl: env.PUBLIC_URL, production });
    return { db, auth, secret: env.AUTH_SECRET, publicUrl: env.PUBLIC_URL, production, throttle: new LoginThrottle() };
  })();
  return holder.__buckeyeAccounts;
}

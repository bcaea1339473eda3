import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { userRoles } from "~/db/schema";
import type { AccountFormValue } from "./account-forms";
import type { LoginThrottle } from "./login-throttle";
import { lockedMessage } from "./login-throttle";
import { homePathFor } from "./roles";
import type { AccountsDeps } from "./session.server";

export const LOGIN_FAILED = "Invalid email or password";

export type SignInResult =
  | { ok: true; setCookies: string[]; homePath: string }
  | { ok: false; message: string; retryAfterSeconds?: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Email and password login through better-auth (a new session, and so a new
 * session id, every time). Attempts are counted per account and per IP before
 * the password is checked (a success takes its attempt back), failures are
 * answered more slowly each time, and the message is the same whether the
 * address exists or not.
 */
export async function signIn(
  deps: AccountsDeps & { throttle: LoginThrottle },
  form: AccountFormValue<"login">,
  client: { ip: string; userAgent: string },
  wait: (ms: number) => Promise<unknown> = sleep,
): Promise<SignInResult> {
  const email = form.email.toLowerCase();
  const check = await deps.throttle.attempt(email, client.ip);
  if (!check.allowed) return { ok: false, message: lockedMessage(check.retryAfterSeconds), retryAfterSeconds: check.retryAfterSeconds };
  try {
    const { headers, response } = await deps.auth.api.signInEmail({
      body: { email, password: form.password, rememberMe: true },
      headers: new Headers({ "user-agent": client.userAgent, "x-client-ip": client.ip }),
      returnHeaders: true,
    });
    await deps.throttle.recordSuccess(email, client.ip);
    const roles = (await deps.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, response.user.id))).map(
      (row) => row.role,
    );
    return { ok: true, setCookies: headers.getSetCookie(), homePath: homePathFor(roles) };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    await wait(check.delayMs);
    return { ok: false, message: LOGIN_FAILED };
  }
}

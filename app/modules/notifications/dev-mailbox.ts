import type { Env } from "~/config/env.server";

/**
 * Whether /dev/mail lists the local outbox: only while mail does not leave by
 * SMTP, only when turned on by name (DEV_MAILBOX=on, which the environment
 * refuses in production; or E2E_TEST_HOOKS on the browser tests' server), and
 * only for a request from this machine (see isFromThisMachine).
 */
export function devMailboxOpen(
  env: Pick<Env, "SMTP_URL" | "DEV_MAILBOX" | "E2E_TEST_HOOKS">,
  request: { fromThisMachine: boolean },
): boolean {
  if (env.SMTP_URL || !request.fromThisMachine) return false;
  return env.DEV_MAILBOX === "on" || env.E2E_TEST_HOOKS;
}

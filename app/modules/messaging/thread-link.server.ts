import { getEnv } from "~/config/env.server";
import { signToken, type TokenCheck, verifyToken } from "~/modules/security/index.server";
import { DAY_MS } from "~/lib/ohio-time";

/**
 * The homeowner's link to one message thread, sent in every e-mail about it:
 * no password, bound to the thread (the payload is its id), signed with the
 * server's secret and good for 30 days. A newer e-mail carries a fresh link.
 */
export const THREAD_LINK_PURPOSE = "thread";
export const THREAD_LINK_DAYS = 30;

export type MessagingConfig = { publicUrl: string; secret: string };

export function messagingConfig(): MessagingConfig {
  const env = getEnv();
  return { publicUrl: env.PUBLIC_URL, secret: env.AUTH_SECRET };
}

export function threadLinkToken(secret: string, threadId: string, now = new Date()): string {
  const expiresAt = new Date(now.getTime() + THREAD_LINK_DAYS * DAY_MS);
  return signToken(secret, THREAD_LINK_PURPOSE, threadId, expiresAt);
}

export function threadLinkUrl(config: MessagingConfig, threadId: string, now = new Date()): string {
  return `${config.publicUrl}/messages/${threadLinkToken(config.secret, threadId, now)}`;
}

export function checkThreadLink(secret: string, token: string, now = new Date()): TokenCheck {
  return verifyToken(secret, THREAD_LINK_PURPOSE, token, now);
}

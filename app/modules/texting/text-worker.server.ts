import type { Env } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { twilioSmsSender } from "./sms-sender.server";
import { deliverDueTexts, queueLeadTexts } from "./text-outbox.server";

/** Whether this site can send texts: Twilio's account, token and sender are all set. */
export function textsConfigured(env: Pick<Env, "TWILIO_ACCOUNT_SID" | "TWILIO_AUTH_TOKEN" | "TWILIO_FROM">): boolean {
  return Boolean(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM);
}

/**
 * Polls for new leads to text and texts that are due, in every process (rows
 * are claimed before they are sent, and a lead's text is unique per
 * delivery). Runs only when Twilio is configured; returns a stop function
 * that waits for the current run.
 */
export function startTextWorker(db: Database, env: Env, intervalMs = 2_000): (() => Promise<void>) | undefined {
  // textsConfigured, spelled out so the settings below are known to be set.
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN || !env.TWILIO_FROM) return undefined;
  const sender = twilioSmsSender({ accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM, apiUrl: env.TWILIO_API_URL });
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = async () => {
    try {
      await queueLeadTexts(db, { publicUrl: env.PUBLIC_URL });
      const result = await deliverDueTexts(db, sender);
      if (result.sent || result.failed) logger.info("texts delivered", result);
    } catch (error) {
      logger.error("text worker failed", { error });
    }
  };
  const tick = () => {
    running = run().then(() => {
      if (stopped) return;
      timer = setTimeout(tick, intervalMs);
      timer.unref();
    });
  };
  tick();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

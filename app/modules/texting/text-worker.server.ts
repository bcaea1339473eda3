import type { Env } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import type { Listen } from "~/db/notify-listener.server";
import { logger } from "~/lib/logger.server";
import { startWokenLoop } from "~/lib/woken-loop.server";
import { twilioSmsSender } from "./sms-sender.server";
import { deliverDueTexts, queueLeadTexts } from "./text-outbox.server";

/** Whether this site can send texts: Twilio's account, token and sender are all set. */
export function textsConfigured(env: Pick<Env, "TWILIO_ACCOUNT_SID" | "TWILIO_AUTH_TOKEN" | "TWILIO_FROM">): boolean {
  return Boolean(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM);
}

/** The channel migration 0018's triggers notify when a text is queued or a lead is offered. */
export const TEXTS_CHANNEL = "texts";

const BATCH_SIZE = 50;

/**
 * Queues the texts of new leads and sends the texts that are due, in every
 * process (rows are claimed before they are sent, and a lead's text is unique
 * per delivery): at once when a lead or a text is committed anywhere (the
 * NOTIFY of migration 0018), and every `intervalMs` as well
 * (app/lib/woken-loop.server.ts). Runs only when Twilio is configured; resolves
 * to a stop function that waits for the current run.
 */
export async function startTextWorker(
  db: Database,
  env: Env,
  options: { intervalMs?: number; listen?: Listen } = {},
): Promise<(() => Promise<void>) | undefined> {
  // textsConfigured, spelled out so the settings below are known to be set.
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN || !env.TWILIO_FROM) return undefined;
  logger.info("texts: Twilio", { from: env.TWILIO_FROM, apiUrl: env.TWILIO_API_URL });
  const sender = twilioSmsSender({ accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM, apiUrl: env.TWILIO_API_URL });
  const run = async () => {
    try {
      await queueLeadTexts(db, { publicUrl: env.PUBLIC_URL });
      const result = await deliverDueTexts(db, sender, { batchSize: BATCH_SIZE });
      if (result.sent || result.failed) logger.info("texts delivered", result);
      return result.claimed >= BATCH_SIZE;
    } catch (error) {
      logger.error("text worker failed", { error });
      return false;
    }
  };
  return startWokenLoop({ run, intervalMs: options.intervalMs ?? 2_000, listen: options.listen, channel: TEXTS_CHANNEL });
}

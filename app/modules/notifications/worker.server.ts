import path from "node:path";
import type { Env } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { deliverDueNotifications } from "./outbox.server";
import { fileOutboxTransport, smtpTransport, type MailTransport } from "./transports.server";

export function transportFor(env: Env): MailTransport {
  return env.SMTP_URL
    ? smtpTransport(env.SMTP_URL, env.MAIL_FROM)
    : fileOutboxTransport(path.resolve(env.DATA_DIR, "outbox"), env.MAIL_FROM);
}

const BATCH_SIZE = 20;

/**
 * Polls the outbox in the background: every process may run one, since rows
 * are claimed before they are sent. A full batch is followed at once by the
 * next, so a burst drains without waiting for the interval; runs never
 * overlap. Returns a stop function that waits for the current run.
 */
export function startNotificationWorker(db: Database, transport: MailTransport, intervalMs = 5_000) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const run = async () => {
    try {
      for (;;) {
        const result = await deliverDueNotifications(db, transport, { batchSize: BATCH_SIZE });
        if (result.sent || result.failed) logger.info("notifications delivered", result);
        if (stopped || result.claimed < BATCH_SIZE) break;
      }
    } catch (error) {
      // The database may be restarting: the next tick tries again.
      logger.error("notification worker failed", { error });
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

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

/** Polls the outbox in the background; returns a stop function that waits for the current run. */
export function startNotificationWorker(db: Database, transport: MailTransport, intervalMs = 5_000) {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = deliverDueNotifications(db, transport)
      .then((result) => {
        if (result.sent || result.failed) logger.info("notifications delivered", result);
      })
      .catch((error) => logger.error("notification worker failed", { error }));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

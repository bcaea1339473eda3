import path from "node:path";
import type { Env } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import type { Listen } from "~/db/notify-listener.server";
import { logger } from "~/lib/logger.server";
import { deliverDueNotifications, type Transports } from "./outbox.server";
import { fileOutboxTransport, smtpTransport, type MailTransport } from "./transports.server";

export function transportFor(env: Env): MailTransport {
  return env.SMTP_URL
    ? smtpTransport(env.SMTP_URL, env.MAIL_FROM)
    : fileOutboxTransport(path.resolve(env.DATA_DIR, "outbox"), env.MAIL_FROM);
}

const BATCH_SIZE = 20;

/**
 * Sends the outbox in the background: every process may run one, since rows
 * are claimed before they are sent. It runs as soon as rows are queued, woken
 * by the NOTIFY their insert sends when its transaction commits (any process's,
 * migration 0010; docs/decisions/045), and every `intervalMs` as well: the poll
 * catches retries that fall due and anything a lost connection missed. A full
 * batch is followed at once by the next; runs never overlap, and a wake during
 * a run makes another follow it. Resolves, once listening, to a stop function
 * that waits for the current run.
 */
export async function startNotificationWorker(
  db: Database,
  transport: MailTransport | Transports,
  intervalMs = 5_000,
  options: { listen?: Listen } = {},
): Promise<() => Promise<void>> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let wokenWhileRunning = false;

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
    if (stopped) return;
    if (running) {
      // Rows committed after this run claimed its batch would otherwise wait for the poll.
      wokenWhileRunning = true;
      return;
    }
    clearTimeout(timer);
    running = run().then(() => {
      running = null;
      if (stopped) return;
      if (wokenWhileRunning) {
        wokenWhileRunning = false;
        tick();
        return;
      }
      timer = setTimeout(tick, intervalMs);
      timer.unref();
    });
  };
  const unlisten = options.listen ? await options.listen(OUTBOX_CHANNEL, tick) : null;
  tick();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await unlisten?.();
    await running;
  };
}

/** The channel migration 0010's trigger notifies when notifications are inserted. */
export const OUTBOX_CHANNEL = "outbox";

import path from "node:path";
import type { Env } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import type { Listen } from "~/db/notify-listener.server";
import { logger } from "~/lib/logger.server";
import { inSpan, markFailed } from "~/lib/tracing.server";
import { startWokenLoop } from "~/lib/woken-loop.server";
import { deliverDueNotifications, type Transports } from "./outbox.server";
import { fileOutboxTransport, smtpTransport, type MailTransport } from "./transports.server";

export function transportFor(env: Env): MailTransport {
  return env.SMTP_URL
    ? smtpTransport(env.SMTP_URL, env.MAIL_FROM)
    : fileOutboxTransport(path.resolve(env.DATA_DIR, "outbox"), env.MAIL_FROM);
}

const BATCH_SIZE = 50;

/**
 * Sends the outbox in the background: every process may run one, since rows
 * are claimed before they are sent. It runs as soon as rows are queued, woken
 * by the NOTIFY their insert sends when its transaction commits (any process's,
 * migration 0013; docs/decisions/045), and every `intervalMs` as well
 * (app/lib/woken-loop.server.ts). A full batch is followed at once by the next.
 * Resolves, once listening, to a stop function that waits for the current run.
 */
export function startNotificationWorker(
  db: Database,
  transport: MailTransport | Transports,
  intervalMs = 5_000,
  options: { listen?: Listen } = {},
): Promise<() => Promise<void>> {
  // A span per run: its claim and updates are its child queries, each hand-over its child (outbox.server.ts).
  const run = () =>
    inSpan("outbox run", {}, async (span) => {
      try {
        const result = await deliverDueNotifications(db, transport, { batchSize: BATCH_SIZE });
        span.setAttributes({ "outbox.claimed": result.claimed, "outbox.sent": result.sent, "outbox.failed": result.failed });
        if (result.sent || result.failed) logger.info("notifications delivered", result);
        return result.claimed >= BATCH_SIZE;
      } catch (error) {
        // The database may be restarting: the next tick tries again.
        markFailed(span, error);
        logger.error("notification worker failed", { error });
        return false;
      }
    });
  return startWokenLoop({ run, intervalMs, listen: options.listen, channel: OUTBOX_CHANNEL });
}

/** The channel migration 0010's trigger notifies when notifications are inserted. */
export const OUTBOX_CHANNEL = "outbox";

import pg from "pg";
import { logger } from "~/lib/logger.server";

/**
 * Called with a NOTIFY's payload, or with null after the listening connection
 * came back from a loss: notifications sent meanwhile are gone, so a listener
 * catches up its own way (the outbox worker runs, a live page reloads its data).
 */
export type NotifyHandler = (payload: string | null) => void;

/** Subscribes to a channel; the returned function unsubscribes. */
export type Listen = (channel: string, handler: NotifyHandler) => Promise<() => Promise<void>>;

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/**
 * One dedicated connection per process for LISTEN (a pooled connection may not
 * hold a LISTEN: the pool hands it to queries and closes it when idle). It is
 * opened at the first subscription and, when lost (a database restart), opened
 * again with a growing delay, listening on the same channels.
 */
export function postgresListener(connectionString: string): { listen: Listen; close(): Promise<void> } {
  const handlers = new Map<string, Set<NotifyHandler>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
      next.on("notification", (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? "");
      });
      // Unheard, an 'error' on the client would end the process.
      next.on("error", (error) => logger.warn("listening database connection lost", { error: error.message }));
      next.on("end", () => {
        if (client === next) client = null;
        if (!closed) reconnectLater();
      });
      try {
        await next.connect();
        for (const channel of handlers.keys()) await next.query(`LISTEN ${quoted(channel)}`);
      } catch (error) {
        await next.end().catch(() => {});
        throw error;
      }
      client = next;
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  const reconnectLater = () => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(async () => {
      if (closed || client) return;
      try {
        await connect();
        retryMs = FIRST_RETRY_MS;
        for (const set of handlers.values()) for (const handler of set) handler(null);
      } catch {
        retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
        reconnectLater();
      }
    }, retryMs);
    retryTimer.unref();
  };

  return {
    async listen(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        // A connection made from now on listens on it as it opens.
        const open = client ?? (await connect().catch((error) => {
          // The database is away at boot: keep trying in the background; the outbox poll covers the gap.
          logger.warn("could not listen for database notifications yet", { error: error instanceof Error ? error.message : String(error) });
          reconnectLater();
          return null;
        }));
        if (open && open === client) await open.query(`LISTEN ${quoted(channel)}`).catch(() => {});
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
      };
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const open = client ?? (await connecting?.catch(() => null));
      client = null;
      await open?.end().catch(() => {});
    },
  };
}

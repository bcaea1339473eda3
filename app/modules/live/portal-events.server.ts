import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { namedStatement } from "~/db/prepared.server";
import type { Listen } from "~/db/notify-listener.server";
import { leadDeliveries, leadRequests, messages, messageThreads, providers } from "~/db/schema";
import { logger } from "~/lib/logger.server";

/** What changed for a pro; "any" after a lost connection, when some news may have been missed. */
export type PortalNews = { kind: "lead" | "message" | "any" };

type Subscriber = (news: PortalNews) => void;

/** The channel migration 0012's triggers notify: `{"provider": <id>, "kind": "lead" | "message"}`. */
export const PORTAL_CHANNEL = "portal";

/**
 * The pros with an open live page in this process, and what to tell them.
 * Every process hears every pro's news (any process may have written it);
 * each passes it only to its own subscribers of that pro.
 */
export class PortalEvents {
  private readonly subscribers = new Map<string, Set<Subscriber>>();

  /** Hears the database's notifications (a NOTIFY from any process; PGlite's own in-process ones). */
  async listen(listen: Listen): Promise<() => Promise<void>> {
    return listen(PORTAL_CHANNEL, (payload) => {
      if (payload === null) {
        for (const set of this.subscribers.values()) for (const subscriber of set) subscriber({ kind: "any" });
        return;
      }
      const news = parseNews(payload);
      if (!news) {
        logger.warn("unreadable portal notification");
        return;
      }
      for (const subscriber of this.subscribers.get(news.provider) ?? []) subscriber({ kind: news.kind });
    });
  }

  /** One pro's news, to one open page; the returned function stops it. */
  subscribe(providerId: string, subscriber: Subscriber): () => void {
    let set = this.subscribers.get(providerId);
    if (!set) {
      set = new Set();
      this.subscribers.set(providerId, set);
    }
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0) this.subscribers.delete(providerId);
    };
  }

  /** Open pages in this process (for shutdown and tests). */
  get size(): number {
    let total = 0;
    for (const set of this.subscribers.values()) total += set.size;
    return total;
  }
}

export function parseNews(payload: string): { provider: string; kind: "lead" | "message" } | null {
  try {
    const value = JSON.parse(payload) as { provider?: unknown; kind?: unknown };
    if (typeof value.provider !== "string" || (value.kind !== "lead" && value.kind !== "message")) return null;
    return { provider: value.provider, kind: value.kind };
  } catch {
    return null;
  }
}

/** The one instance of this process, kept on globalThis so the dev server's module reloads share it. */
const holder = globalThis as typeof globalThis & { __buckeyePortalEvents?: PortalEvents };
export function portalEvents(): PortalEvents {
  holder.__buckeyePortalEvents ??= new PortalEvents();
  return holder.__buckeyePortalEvents;
}

/** What waits for the pro: leads offered and not yet accepted (as the dashboard's "New leads" counts them), and homeowners' messages it has not read. */
export type PortalUnread = { newLeads: number; unreadMessages: number };

/**
 * The portal's badges (the tab's title counts both, the navigation's Messages
 * link the messages) in one read of the database, as every portal page asks.
 * A request flagged as fraud counts for neither.
 */
export async function portalUnread(db: Pick<Database, "select">, providerId: string): Promise<PortalUnread> {
  // A prepared statement: every portal page and every live update asks (app/db/prepared.server.ts).
  const statement = namedStatement(db, "portal_unread", (name) => {
    const pro = sql.placeholder("providerId");
    return db
      .select({
        newLeads: sql<number>`(select count(*) from ${leadDeliveries} m join ${leadRequests} r on r.id = m.lead_id
          where m.provider_id = ${pro} and m.status = 'offered' and r.status <> 'fraud')`.mapWith(Number),
        unreadMessages: sql<number>`(select count(*) from ${messages} x join ${messageThreads} t on t.id = x.thread_id join ${leadRequests} r on r.id = t.lead_id
          where t.provider_id = ${pro} and x.sender = 'homeowner' and x.read_at is null and r.status <> 'fraud')`.mapWith(Number),
      })
      .from(providers)
      .where(eq(providers.id, pro))
      .prepare(name);
  });
  const [row] = await statement.execute({ providerId });
  return row ?? { newLeads: 0, unreadMessages: 0 };
}

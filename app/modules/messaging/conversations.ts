import type { MessageSender } from "~/db/enums";

/**
 * The homeowner's conversations at the top of My requests, listed the way the
 * pro's inbox lists them (inbox.server.ts): threads that have a message,
 * newest message first, each with the pro's unread messages and the request
 * it belongs to. Works on threads already loaded for the page.
 */
type ThreadOfRequest = {
  leadId: string;
  providerId: string;
  businessName: string;
  unread: number;
  messages: Array<{ sender: MessageSender; body: string; createdAt: Date | string }>;
};

export type ConversationSummary = {
  leadId: string;
  providerId: string;
  businessName: string;
  requestTitle: string;
  unread: number;
  lastMessage: { sender: MessageSender; body: string; at: Date };
};

export function conversationsNewestFirst(threads: ThreadOfRequest[], requestTitles: Map<string, string>): ConversationSummary[] {
  const summaries: ConversationSummary[] = [];
  for (const thread of threads) {
    const last = thread.messages.at(-1);
    if (!last) continue;
    summaries.push({
      leadId: thread.leadId,
      providerId: thread.providerId,
      businessName: thread.businessName,
      requestTitle: requestTitles.get(thread.leadId) ?? "",
      unread: thread.unread,
      lastMessage: { sender: last.sender, body: last.body, at: new Date(last.createdAt) },
    });
  }
  return summaries.sort((a, b) => b.lastMessage.at.getTime() - a.lastMessage.at.getTime());
}

/** The anchor of a thread on My requests, shared by the list and the thread's section. */
export function threadAnchor(thread: { leadId: string; providerId: string }): string {
  return `thread-${thread.leadId}-${thread.providerId}`;
}

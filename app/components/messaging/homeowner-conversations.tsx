import { threadAnchor, type ConversationSummary } from "~/modules/messaging";
import { formatDateTime } from "~/lib/ohio-time";
import { UnreadBadge } from "./unread-badge";

/**
 * My requests' inbox: every conversation with a pro, newest message first,
 * with the pro's unread messages and the request it is about; each jumps to
 * its thread further down the page, where the homeowner answers.
 */
export function HomeownerConversations({ conversations }: { conversations: ConversationSummary[] }) {
  if (conversations.length === 0) return null;
  return (
    <section aria-labelledby="conversations-heading" className="mt-6 rounded-card border border-line p-4">
      <h2 id="conversations-heading" className="text-lg font-semibold">
        Conversations
      </h2>
      <ul className="mt-3 flex flex-col gap-2" aria-label="Conversations">
        {conversations.map((conversation) => (
          <li key={threadAnchor(conversation)}>
            <a href={`#${threadAnchor(conversation)}`} className="flex flex-col gap-1 rounded-control border border-line-soft p-3 hover:border-primary">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-primary">{conversation.businessName}</span>
                <UnreadBadge count={conversation.unread} />
              </span>
              <span className="text-sm text-muted">
                {conversation.requestTitle} · {formatDateTime(conversation.lastMessage.at)}
              </span>
              <span className="line-clamp-2 wrap-anywhere">
                <span className="font-semibold">{conversation.lastMessage.sender === "homeowner" ? "You" : conversation.businessName}:</span>{" "}
                {conversation.lastMessage.body}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

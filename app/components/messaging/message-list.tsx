import { cn } from "~/components/ui/cn";
import type { MessageSender } from "~/modules/messaging";
import { formatDateTime } from "~/lib/ohio-time";

export type ShownMessage = { id: string; sender: MessageSender; body: string; createdAt: Date | string; readAt: Date | string | null };

/**
 * A thread's messages, oldest first, as text (React escapes it; line breaks
 * kept). The viewer's own messages say "You"; new ones from the other side
 * are marked, for people who cannot see the tint.
 */
export function MessageList({
  messages,
  viewer,
  otherName,
  emptyText,
}: {
  messages: ShownMessage[];
  viewer: MessageSender;
  otherName: string;
  emptyText: string;
}) {
  if (messages.length === 0) return <p className="text-muted">{emptyText}</p>;
  return (
    <ol className="flex flex-col gap-3" aria-label="Messages">
      {messages.map((message) => {
        const own = message.sender === viewer;
        const unread = !own && message.readAt === null;
        return (
          <li
            key={message.id}
            className={cn(
              "max-w-[40rem] rounded-card border p-3",
              own ? "self-end border-primary bg-primary-soft" : "self-start border-line bg-canvas",
              unread && "border-accent",
            )}
          >
            <p className="text-sm font-semibold">
              {own ? "You" : otherName}
              {unread ? (
                <>
                  {" "}
                  <span className="ml-1 rounded-full bg-accent-soft px-2 text-ink">New</span>
                </>
              ) : null}
            </p>
            {/* anywhere, not break-word: a pasted link must not make the bubble wider than a phone (tests/e2e/hostile-text.spec.ts). */}
            <p className="mt-1 whitespace-pre-line wrap-anywhere">{message.body}</p>
            <p className="mt-1 text-sm text-muted">
              <time dateTime={new Date(message.createdAt).toISOString()}>{formatDateTime(message.createdAt)}</time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}

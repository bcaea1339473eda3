import { MessageSquare } from "~/components/ui/icons";
import { StatusBadge } from "~/components/portal/status-badge";

/** "2 new messages" on a tinted pill; nothing when there are none. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <StatusBadge tone="new">
      <MessageSquare aria-hidden="true" className="mr-1 size-3.5" />
      {count} new {count === 1 ? "message" : "messages"}
    </StatusBadge>
  );
}

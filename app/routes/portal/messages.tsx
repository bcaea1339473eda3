import { MessageSquare } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { BRAND } from "~/brand";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { UnreadBadge } from "~/components/messaging/unread-badge";
import { StatusBadge } from "~/components/portal/status-badge";
import { getAccounts, portalViewer } from "~/modules/accounts/index.server";
import { proConversations } from "~/modules/messaging/index.server";
import { DELIVERY_STATUS_LABELS, DELIVERY_STATUS_TONES } from "~/modules/pipeline";
import { subServiceLabel } from "~/modules/catalog";
import { formatDateTime } from "~/lib/ohio-time";
import type { Route } from "./+types/messages";

export function meta() {
  return [{ title: `Messages | ${BRAND.name} Pro` }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

/** Every conversation of the pro's leads, newest message first, each opening its thread to read and answer. */
export async function loader({ context }: Route.LoaderArgs) {
  const accounts = await getAccounts();
  const { provider } = portalViewer(context);
  return { conversations: await proConversations(accounts.db, provider.id) };
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { conversations } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Messages</h1>
      {conversations.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line p-8 text-center">
          <MessageSquare aria-hidden="true" className="size-8 text-muted" />
          <p className="font-semibold">No messages yet.</p>
          <p className="max-w-md text-muted">When a homeowner writes to you about a lead, the conversation appears here.</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Conversations">
          {conversations.map((conversation) => {
            const sub = subServiceLabel(conversation.categorySlug, conversation.subService);
            const last = conversation.lastMessage;
            return (
              <li key={conversation.leadId}>
                <Link
                  to={`/provider/messages/${conversation.leadId}`}
                  className="flex flex-col gap-2 rounded-card border border-line p-4 hover:border-primary"
                >
                  <p className="flex flex-wrap items-center gap-2">
                    <StatusBadge tone={DELIVERY_STATUS_TONES[conversation.status]}>{DELIVERY_STATUS_LABELS[conversation.status]}</StatusBadge>
                    <UnreadBadge count={conversation.unread} />
                  </p>
                  <p className="font-semibold text-primary">
                    {conversation.homeownerName ? `${conversation.homeownerName} · ` : ""}
                    {conversation.categoryName}
                    {sub ? `: ${sub}` : ""} · {conversation.zip}
                  </p>
                  {last ? (
                    <p className="line-clamp-2 wrap-anywhere text-ink">
                      <span className="font-semibold">{last.sender === "pro" ? "You" : (conversation.homeownerName ?? "Homeowner")}:</span> {last.body}
                    </p>
                  ) : null}
                  {last ? <p className="text-sm text-muted">{formatDateTime(last.at)}</p> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

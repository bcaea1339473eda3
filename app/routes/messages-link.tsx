import { data, redirect } from "react-router";
import { Link } from "~/components/ui/link";
import { BRAND } from "~/brand";
import { MessageList } from "~/components/messaging/message-list";
import { HomeownerReply } from "~/components/messaging/reply-form";
import { getDb } from "~/db/db.server";
import { readFormFields } from "~/lib/read-form";
import { linkMessageAction, threadByLink } from "~/modules/messaging/index.server";
import { LINK_EXPIRED, LINK_INVALID, MESSAGE_MAX_LENGTH, MESSAGE_SENT } from "~/modules/messaging";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/messages-link";
import { retryAfterHeaders } from "~/lib/retry-after";

/**
 * /messages/:token, the link in a homeowner's message e-mail: that one thread
 * and a reply form, no password. Server HTML and a plain form post (decision
 * 012); a tampered link is a 404 and an expired one a 410, each with a page
 * that says what to do. Never cached, never indexed; the site-wide
 * strict-origin-when-cross-origin policy sends other sites only our origin,
 * never the token (no-referrer would make the browser post the reply with
 * "Origin: null", which CSRF refuses).
 */
export const handle: PageHandle = { hydrate: false };

export function meta() {
  return [{ title: `Your messages | ${BRAND.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
}

async function load(token: string, sent: boolean) {
  const linked = await threadByLink(await getDb(), token, { markRead: true });
  if (linked.ok) return { ok: true as const, thread: linked.value, maxLength: MESSAGE_MAX_LENGTH, sent };
  return data({ ok: false as const, expired: linked.reason === "expired" }, { status: linked.reason === "expired" ? 410 : 404 });
}

export async function loader({ params, request }: Route.LoaderArgs) {
  return load(params.token, new URL(request.url).searchParams.get("sent") === "1");
}

export async function action({ request, params }: Route.ActionArgs) {
  const values = await readFormFields(request);
  const answer = await linkMessageAction(await getDb(), { token: params.token, values });
  // Sent: back to the page by a GET, so that reloading it does not send the message again.
  if (answer.ok) throw redirect(`${new URL(request.url).pathname}?sent=1`);
  const headers = retryAfterHeaders(answer.retryAfterSeconds);
  return data(answer, { status: answer.status, headers });
}

export default function MessagesLink({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.ok) {
    return (
      <section className="mx-auto flex max-w-page flex-col items-center px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">{loaderData.expired ? "This link has expired" : "This link does not work"}</h1>
        <p className="mt-3 max-w-prose text-muted">{loaderData.expired ? LINK_EXPIRED : LINK_INVALID}</p>
        {actionData?.body.trim() ? (
          // Posted as the link stopped working: the message was not sent, and is here to copy.
          <div className="mt-6 w-full max-w-prose text-left">
            <p className="font-semibold">Your message was not sent. Here it is, to copy:</p>
            <p className="mt-2 rounded-card border border-line p-3 whitespace-pre-line wrap-anywhere">{actionData.body}</p>
          </div>
        ) : null}
        <Link to="/login" reloadDocument className="mt-8 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
          Log in to see your requests
        </Link>
      </section>
    );
  }
  const { thread, maxLength } = loaderData;
  const refused = actionData && !actionData.ok ? actionData : undefined;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">Your conversation with {thread.businessName}</h1>
      <p className="mt-2 text-muted">About your request: {thread.requestTitle}</p>
      {loaderData.sent && !refused ? (
        <p role="status" className="mt-4 rounded-card bg-success-soft p-3">
          {/* Not "they will get an e-mail": the pro may have turned those off (its settings); its inbox has the message either way. */}
          {MESSAGE_SENT} {thread.businessName} will see it in their inbox.
        </p>
      ) : null}
      <section aria-label="Messages" className="mt-6 rounded-card border border-line p-4">
        <MessageList messages={thread.messages} viewer="homeowner" otherName={thread.businessName} emptyText="No messages yet." />
        <HomeownerReply canWrite={thread.homeownerCanWrite} id="link" label={`Reply to ${thread.businessName}`} maxLength={maxLength} error={refused?.message} typed={refused?.body} />
      </section>
      <p className="mt-6 text-sm text-muted">
        Anyone with this link can read and answer this conversation, so please do not forward the e-mail.
      </p>
    </div>
  );
}

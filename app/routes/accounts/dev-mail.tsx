import path from "node:path";
import { data } from "react-router";
import { BRAND } from "~/brand";
import { getEnv } from "~/config/env.server";
import { devMailboxOpen } from "~/modules/notifications";
import { linkify, listOutbox } from "~/modules/notifications/index.server";
import { requestInfoContext } from "~/request-context";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/dev-mail";

/**
 * The local outbox (DATA_DIR/outbox), so sign-up can be finished on a
 * developer's machine without SMTP. It exists only when devMailboxOpen says
 * so (DEV_MAILBOX=on in development, no SMTP_URL, a request from this
 * machine): to anyone else it is a 404.
 */
export const handle: PageHandle = { hydrate: false };

export function meta() {
  return [{ title: `Local mail | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const env = getEnv();
  if (!devMailboxOpen(env, context.get(requestInfoContext))) throw data(null, { status: 404 });
  const messages = await listOutbox(path.resolve(env.DATA_DIR, "outbox"));
  return data({ messages: messages.map((message) => ({ ...message, parts: linkify(message.text) })) }, {
    headers: { "Cache-Control": "no-store" },
  });
}

export default function DevMail({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-page px-4 py-10">
      <h1 className="text-2xl font-bold">Local mail</h1>
      <p className="mt-2 text-muted">
        No SMTP server is configured, so e-mails are written to the local outbox. Newest first; reload to see new ones.
      </p>
      {loaderData.messages.length === 0 ? (
        <p className="mt-6 rounded-card border border-line p-4">The outbox is empty.</p>
      ) : (
        <ol className="mt-6 flex flex-col gap-4">
          {loaderData.messages.map((message) => (
            <li key={message.file}>
              <article aria-labelledby={`mail-${message.file}`} className="rounded-card border border-line p-4">
                <h2 id={`mail-${message.file}`} className="text-lg font-semibold">
                  {message.subject}
                </h2>
                <p className="text-sm text-muted">{`To ${message.to} · ${message.createdAt}`}</p>
                <p className="mt-3 whitespace-pre-wrap break-words">
                  {message.parts.map((part, index) =>
                    part.href ? (
                      <a key={index} href={part.href} className="font-semibold text-primary underline underline-offset-4">
                        {part.text}
                      </a>
                    ) : (
                      <span key={index}>{part.text}</span>
                    ),
                  )}
                </p>
                {/* The HTML part's source, as text: a developer (and the hostile-text spec) can read what the mail client gets. */}
                {message.html ? (
                  <details className="mt-3">
                    <summary className="cursor-pointer font-semibold text-primary">HTML part</summary>
                    <pre data-html-part className="mt-2 overflow-x-auto text-sm whitespace-pre-wrap break-words">
                      {message.html}
                    </pre>
                  </details>
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

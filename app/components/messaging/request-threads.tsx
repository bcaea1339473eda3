import { threadAnchor } from "~/modules/messaging";
import { MessageList, type ShownMessage } from "./message-list";
import { HomeownerReply } from "./reply-form";

export type RequestThread = {
  leadId: string;
  providerId: string;
  businessName: string;
  messages: ShownMessage[];
  unread: number;
  /** False once the pro's offer ended before it took the request: it cannot answer, so there is no box to write in. */
  homeownerCanWrite: boolean;
};

/** Which thread a post was for, and how it went, so the page shows the answer in the right place. */
export type ThreadAnswer = { leadId: string; providerId: string; ok: boolean; message: string; body: string };

/**
 * My requests: one conversation per pro a request went to, with the count of
 * the pro's new messages and a reply box (a plain form post to the page), or why
 * there is none.
 */
export function RequestThreads({ threads, maxLength, answer }: { threads: RequestThread[]; maxLength: number; answer?: ThreadAnswer }) {
  if (threads.length === 0) return null;
  return (
    <div className="mt-4 flex flex-col gap-4">
      {threads.map((thread) => {
        const id = `${thread.leadId}-${thread.providerId}`;
        // The anchor the conversations list at the top of the page links to.
        const anchor = threadAnchor(thread);
        const mine = answer && answer.leadId === thread.leadId && answer.providerId === thread.providerId ? answer : undefined;
        return (
          <section key={id} aria-labelledby={anchor} className="rounded-card border border-line-soft p-3">
            <h3 id={anchor} className="font-semibold">
              Messages with {thread.businessName}
              {/* The space is text, not only a margin: a screen reader reads "Piper Plumbing 1 new", not "Plumbing1 new". */}
              {thread.unread > 0 ? (
                <>
                  {" "}
                  <span className="ml-1 rounded-full bg-accent-soft px-2 text-sm font-semibold">{thread.unread} new</span>
                </>
              ) : null}
            </h3>
            <div className="mt-2">
              <MessageList messages={thread.messages} viewer="homeowner" otherName={thread.businessName} emptyText="No messages yet." />
            </div>
            {mine?.ok ? (
              <p role="status" className="mt-3 rounded-card bg-success-soft p-3">
                {mine.message}
              </p>
            ) : null}
            <HomeownerReply
              canWrite={thread.homeownerCanWrite}
              id={id}
              label={`Write to ${thread.businessName}`}
              maxLength={maxLength}
              hidden={{ intent: "message", leadId: thread.leadId, providerId: thread.providerId }}
              error={mine && !mine.ok ? mine.message : undefined}
              typed={mine && !mine.ok ? mine.body : undefined}
            />
          </section>
        );
      })}
    </div>
  );
}

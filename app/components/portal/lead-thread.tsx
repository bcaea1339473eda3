import { useEffect, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { MessageList, type ShownMessage } from "~/components/messaging/message-list";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { useTextDraft } from "~/components/ui/use-text-draft";

type Answer = { ok: boolean; message: string; body: string };

/**
 * The lead page's conversation with the homeowner: the thread and a reply
 * form. The form posts to the lead page's action (intent "message") through
 * a fetcher, so a sent message refreshes the thread in place; a refusal stays
 * under the box with what was typed.
 */
export function LeadThread({
  messages,
  canWrite,
  canAccept,
  demo,
  maxLength,
  homeownerName,
  fallback,
  draftKey = null,
}: {
  messages: ShownMessage[];
  canWrite: boolean;
  /** The lead is still offered: accepting it would open the thread (an expired or refunded one never will). */
  canAccept: boolean;
  demo: boolean;
  maxLength: number;
  homeownerName: string;
  /** The page's own answer, when the form was posted without JavaScript. */
  fallback?: Answer;
  /** Where what is typed waits until it is sent (textDraftKey), or null to keep nothing. */
  draftKey?: string | null;
}) {
  const fetcher = useFetcher<Answer>();
  // The fetcher keeps its last answer for good; once another form of the page has posted (a navigation: a new
  // location key), this form's old refusal is not news any more and would stand beside that form's message.
  const { key } = useLocation();
  const [answered, setAnswered] = useState<{ data: Answer; key: string } | null>(null);
  if (fetcher.data && answered?.data !== fetcher.data) setAnswered({ data: fetcher.data, key });
  const current = fetcher.data && (answered?.data !== fetcher.data || answered.key === key) ? fetcher.data : undefined;
  const answer = fetcher.state === "idle" ? (current ?? fallback) : undefined;
  // What is typed outlives a post refused because the session ended (docs/decisions/077).
  const { boxRef: box, onInput, clear } = useTextDraft(draftKey);
  const newCount = messages.filter((message) => message.sender === "homeowner" && message.readAt === null).length;

  useEffect(() => {
    if (!answer) return;
    if (answer.ok) {
      toast({ title: answer.message });
      clear();
    } else {
      box.current?.focus();
    }
  }, [answer, box, clear]);

  return (
    <section aria-labelledby="messages-heading" className="rounded-card border border-line p-4">
      <h2 id="messages-heading" className="text-lg font-semibold">
        {/* The space is text, not only a margin: a screen reader reads "Messages (2 new)", not "Messages(2 new)". */}
        Messages
        {newCount > 0 ? (
          <>
            {" "}
            <span className="ml-1 text-base font-normal text-muted">({newCount} new)</span>
          </>
        ) : null}
      </h2>
      <div className="mt-3">
        <MessageList messages={messages} viewer="pro" otherName={homeownerName} emptyText="No messages yet." />
      </div>
      {canWrite ? (
        <fetcher.Form method="post" className="mt-4 flex flex-col gap-2">
          <input type="hidden" name="intent" value="message" />
          <Field id="message-body" label={`Write to ${homeownerName}`} error={answer && !answer.ok ? answer.message : undefined}>
            {(control) => (
              <Textarea {...control} name="body" ref={box} onInput={onInput} rows={3} required maxLength={maxLength} defaultValue={answer && !answer.ok ? answer.body : undefined} />
            )}
          </Field>
          <Button type="submit" className="self-start" disabled={demo} busy={fetcher.state !== "idle"} busyLabel="Sending…">
            Send Message
          </Button>
          {demo ? <p className="text-sm text-muted">Not available in demo mode: messages are not sent.</p> : null}
        </fetcher.Form>
      ) : canAccept ? (
        <p className="mt-3 text-sm text-muted">Accept this lead to write to the homeowner. You can read what they sent before you accept.</p>
      ) : null}
    </section>
  );
}

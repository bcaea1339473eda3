import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { OFFER_ENDED_NO_WRITE } from "~/modules/messaging";

/**
 * The homeowner's reply box on server-rendered pages (the signed link's page
 * and My requests): a plain form post, no script (decision 012). After a
 * refusal the server renders it again with the message and what was typed.
 */
export function ReplyForm({
  id,
  label,
  maxLength,
  hidden = {},
  error,
  typed,
}: {
  /** Unique on the page: names the box and its message. */
  id: string;
  label: string;
  maxLength: number;
  hidden?: Record<string, string>;
  error?: string;
  typed?: string;
}) {
  return (
    <form method="post" className="mt-4 flex flex-col gap-2">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Field id={`reply-${id}`} label={label} error={error}>
        {(control) => <Textarea {...control} name="body" rows={3} required maxLength={maxLength} defaultValue={typed} autoFocus={error ? true : undefined} />}
      </Field>
      <Button type="submit" className="self-start">
        Send Message
      </Button>
    </form>
  );
}

/**
 * The homeowner's box to write to one pro, or why there is none: a pro whose offer ended before it took the request
 * can never answer (`homeownerMayWrite`, app/modules/messaging/threads.server.ts), so My requests and the e-mailed
 * link's page say so instead. A refused post from a page loaded before the offer ended keeps its box, its words and
 * the reason.
 */
export function HomeownerReply({ canWrite, ...form }: Parameters<typeof ReplyForm>[0] & { canWrite: boolean }) {
  if (canWrite || form.error !== undefined) return <ReplyForm {...form} />;
  return <p className="mt-3 text-sm text-muted">{OFFER_ENDED_NO_WRITE}</p>;
}

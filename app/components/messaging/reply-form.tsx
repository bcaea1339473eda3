import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";

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

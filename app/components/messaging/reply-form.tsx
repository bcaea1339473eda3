import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
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
  const boxId = `reply-${id}`;
  return (
    <form method="post" className="mt-4 flex flex-col gap-2">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Label htmlFor={boxId}>{label}</Label>
      <Textarea
        id={boxId}
        name="body"
        rows={3}
        required
        maxLength={maxLength}
        defaultValue={typed}
        autoFocus={error ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${boxId}-error` : undefined}
      />
      {error ? (
        <p id={`${boxId}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="self-start">
        Send Message
      </Button>
    </form>
  );
}

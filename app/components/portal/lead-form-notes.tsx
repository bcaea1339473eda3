import type { TextDraft } from "~/components/ui/use-text-draft";

/**
 * What the lead page gives each of its text forms (a note, a refund's reason, the review's reply): the box's limit,
 * its busy and demo states, a refused post's text back in it, and its draft (use-text-draft.ts), kept by the page,
 * which forgets it once the post is answered ok.
 */
export type LeadTextBox = {
  demo: boolean;
  max: number;
  busy: boolean;
  typed?: string;
  boxRef?: TextDraft["boxRef"];
  onInput?: TextDraft["onInput"];
};

/** A refused post's message, where the person is looking: beside the form that was refused. */
export function Refusal({ message, className }: { message: string | null; className?: string }) {
  return message ? (
    <p role="alert" className={`rounded-card border border-danger bg-danger-soft p-3 text-ink ${className ?? ""}`}>
      {message}
    </p>
  ) : null;
}

/** Under a form a demo pro cannot send: the disabled button says nothing by itself, and a keyboard cannot reach it. */
export function DemoNote({ demo }: { demo: boolean }) {
  return demo ? <p className="text-sm text-muted">Not available in demo mode: changes are not saved.</p> : null;
}
